// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
/**
 * Several server instances on one database (PostgreSQL), in one process over real HTTP: exact
 * balances under a race, and Idempotency-Key retries (on both stores).
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccountWithKey } from '../../src/http/api-keys.js';
import { createPostgresRateLimiter } from '../../src/http/store/postgres-rate-limiter.js';
import { openPostgresStore } from '../../src/http/store/postgres-store.js';
import { startTestServer, type TestServer } from './http-test-server.js';
import { startTestPostgres } from './postgres-test-database.js';

const postgres = await startTestPostgres();
afterAll(() => postgres?.stop());

const TRANSLATE_BODY = {
  text: 'Sannu da zuwa.\nNa gode.',
  source_language: 'Hausa',
  target_language: 'English',
};

/** Two servers on one fresh PostgreSQL database. */
async function twoInstances(): Promise<{ databaseUrl: string; servers: TestServer[] }> {
  const databaseUrl = await postgres!.createDatabase();
  const first = await startTestServer({
    store: await openPostgresStore({ databaseUrl }),
    sharedDatabase: true,
  });
  const second = await startTestServer({
    store: await openPostgresStore({ databaseUrl }),
    sharedDatabase: true,
    accountName: 'secondary',
  });
  return { databaseUrl, servers: [first, second] };
}

async function post(url: string, token: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/api/v1/text/translate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

describe.skipIf(postgres === undefined)('two instances on one PostgreSQL database', () => {
  it('a balance for exactly 5 requests: of 100 concurrent requests through both, 5 succeed and 95 get 402', async () => {
    const { databaseUrl, servers } = await twoInstances();
    const probe = await post(servers[0]!.url, servers[0]!.token, TRANSLATE_BODY);
    const cost: number = probe.body.usage.cost;
    expect(cost).toBeGreaterThan(0);
    const { token, account } = await createAccountWithKey(servers[1]!.server.store, {
      name: 'race',
      balance: cost * 5,
    });
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => post(servers[index % 2]!.url, token, TRANSLATE_BODY)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 402)).toHaveLength(95);
    expect((await servers[0]!.server.store.getAccount(account.id))?.balance).toBe(0);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const ledger = await client.query(
      'SELECT count(*)::int AS count, min(balance_after_units)::text AS lowest FROM usage_ledger WHERE account_id = $1',
      [account.id],
    );
    await client.end();
    expect(ledger.rows[0]).toEqual({ count: 5, lowest: '0' });
    await Promise.all(servers.map((server) => server.close()));
  });

  it('replays the first answer of an Idempotency-Key on the other instance, charging once', async () => {
    const { servers } = await twoInstances();
    const { token, account } = await createAccountWithKey(servers[0]!.server.store, {
      name: 'retry',
      balance: 10,
    });
    const key = { 'idempotency-key': 'retry-1' };
    const concurrent = await Promise.all([
      post(servers[0]!.url, token, TRANSLATE_BODY, key),
      post(servers[1]!.url, token, TRANSLATE_BODY, key),
    ]);
    const statuses = concurrent.map((response) => response.status).sort();
    expect(statuses[0]).toBe(200);
    // the loser either waited for the answer (replayed) or found the first still running
    expect([200, 409]).toContain(statuses[1]);
    const first = concurrent.find(
      (response) => response.status === 200 && response.headers.get('idempotent-replayed') === null,
    )!;
    const retry = await post(servers[1]!.url, token, TRANSLATE_BODY, key);
    expect([retry.status, retry.body, retry.headers.get('idempotent-replayed')]).toEqual([
      200,
      first.body,
      'true',
    ]);
    expect((await servers[1]!.server.store.getAccount(account.id))?.balance).toBeCloseTo(
      10 - first.body.usage.cost,
      8,
    );
    await Promise.all(servers.map((server) => server.close()));
  });
});

describe.skipIf(postgres === undefined)('a rate limit counted in PostgreSQL', () => {
  it('lets two instances together allow one burst of a token, then both answer 429', async () => {
    const databaseUrl = await postgres!.createDatabase();
    const servers: TestServer[] = [];
    for (const accountName of ['primary', 'secondary']) {
      const store = await openPostgresStore({ databaseUrl });
      const rateLimit = { requestsPerSecond: 0.001, burst: 3 };
      servers.push(
        await startTestServer({
          store,
          sharedDatabase: true,
          accountName,
          rateLimit,
          rateLimiter: createPostgresRateLimiter({ store, ...rateLimit }),
        }),
      );
    }
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      statuses.push((await post(servers[index % 2]!.url, servers[0]!.token, TRANSLATE_BODY)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const limited = await post(servers[1]!.url, servers[0]!.token, TRANSLATE_BODY);
    expect([limited.body.error.code, Number(limited.headers.get('retry-after')) > 0]).toEqual([
      'rate_limited',
      true,
    ]);
    // another token has its own bucket
    expect((await post(servers[0]!.url, servers[1]!.token, TRANSLATE_BODY)).status).toBe(200);
    await Promise.all(servers.map((server) => server.close()));
  });
});

describe('Idempotency-Key on the SQLite store', () => {
  it('replays the first answer (a 402 too), refuses the key for another body, and a new key runs', async () => {
    const server = await startTestServer({ balance: 10 });
    const key = { 'idempotency-key': 'abc' };
    const first = await post(server.url, server.token, TRANSLATE_BODY, key);
    const again = await post(server.url, server.token, TRANSLATE_BODY, key);
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([
      200,
      first.body,
      'true',
    ]);
    const balance = (await server.server.store.findAccountByName('primary'))!.balance;
    expect(balance).toBeCloseTo(10 - first.body.usage.cost, 8);
    const other = await post(server.url, server.token, { ...TRANSLATE_BODY, text: 'Na gode.' }, key);
    expect([other.status, other.body.error.code]).toEqual([422, 'idempotency_key_reused']);
    const fresh = await post(server.url, server.token, TRANSLATE_BODY, { 'idempotency-key': 'def' });
    expect([fresh.status, fresh.body.job_id]).toEqual([200, first.body.job_id + 1]);
    const poor = await server.createToken('poor', 0);
    const refused = await post(server.url, poor, TRANSLATE_BODY, key);
    await server.server.store.adjustBalance({
      accountId: (await server.server.store.findAccountByName('poor'))!.id,
      amount: 5,
    });
    const replayed = await post(server.url, poor, TRANSLATE_BODY, key);
    expect([refused.status, replayed.status, replayed.body]).toEqual([402, 402, refused.body]);
    const invalid = await post(server.url, server.token, TRANSLATE_BODY, { 'idempotency-key': 'with space' });
    expect([invalid.status, invalid.body.error.code]).toEqual([422, 'invalid_input']);
    await server.close();
  });
});
