/**
 * What only the PostgreSQL store does (the behaviour both stores share is in store.test.ts):
 * migrations when several instances start at once, exact balances across instances, and leases
 * of queued work.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { POSTGRES_MIGRATIONS } from '../../src/http/store/postgres-migrations.js';
import { openPostgresStore } from '../../src/http/store/postgres-store.js';
import { startTestPostgres } from './postgres-test-database.js';
import { textJobInput } from './text-job-input.js';

const postgres = await startTestPostgres();
afterAll(() => postgres?.stop());

async function scalar(databaseUrl: string, sql: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Object.values((await client.query(sql)).rows[0] as object)[0];
  } finally {
    await client.end();
  }
}

describe.skipIf(postgres === undefined)('openPostgresStore', () => {
  it('migrates once when four instances start at once', async () => {
    const databaseUrl = await postgres!.createDatabase();
    const stores = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore({ databaseUrl })));
    expect(
      await scalar(databaseUrl, 'SELECT array_agg(version ORDER BY version) FROM langproc_migrations'),
    ).toEqual(POSTGRES_MIGRATIONS.map((migration) => migration.version));
    await stores[0]!.createAccount({ name: 'a', balance: 1 });
    expect(await stores[3]!.countAccounts()).toBe(1);
    await Promise.all(stores.map((store) => store.close()));
  });

  it('debits exactly across instances: a balance for 5 jobs pays 5 of 100, never going below zero', async () => {
    const databaseUrl = await postgres!.createDatabase();
    const [first, second] = await Promise.all([
      openPostgresStore({ databaseUrl }),
      openPostgresStore({ databaseUrl }),
    ]);
    const account = await first!.createAccount({ name: 'race', balance: 0.05 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) =>
        (index % 2 === 0 ? first! : second!).recordTextJob(textJobInput(account.id, 0.01)),
      ),
    );
    const codes = outcomes.map((outcome) =>
      outcome.status === 'fulfilled' ? 'ok' : (outcome.reason as { code: string }).code,
    );
    expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
    expect(codes.filter((code) => code === 'insufficient_balance')).toHaveLength(95);
    expect((await second!.getAccount(account.id))?.balance).toBe(0);
    expect(await scalar(databaseUrl, 'SELECT sum(cost_units)::text FROM usage_ledger')).toBe(
      String(5_000_000 * 1),
    );
    expect(await scalar(databaseUrl, 'SELECT min(balance_after_units)::text FROM usage_ledger')).toBe('0');
    await expect(first!.adjustBalance({ accountId: account.id, amount: -1 })).rejects.toMatchObject({
      code: 'invalid_input',
    });
    await Promise.all([first!.close(), second!.close()]);
  });

  it('requeues work once its lease expires, and writes the result of the instance that owns it only', async () => {
    const databaseUrl = await postgres!.createDatabase();
    // "killed": it never renews its lease
    const killed = await openPostgresStore({ databaseUrl, leaseMs: 300, heartbeatIntervalMs: 600_000 });
    const alive = await openPostgresStore({ databaseUrl, leaseMs: 300 });
    const account = await alive.createAccount({ name: 'w', balance: 1 });
    const tts = await alive.createTtsJob({ accountId: account.id, language: 'Zulu', text: 'Sawubona' });
    expect((await killed.startTtsJob(tts.job_id))?.attempts).toBe(1);
    expect(await alive.startTtsJob(tts.job_id)).toBeUndefined();
    expect(await alive.recoverInterruptedWork({ maxAttempts: 3 })).toEqual({ requeued: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await alive.recoverInterruptedWork({ maxAttempts: 3 })).toEqual({ requeued: 1, failed: 0 });
    expect((await alive.startTtsJob(tts.job_id))?.attempts).toBe(2);
    // the alive instance keeps its lease by heartbeat, so recovery leaves its work alone
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await killed.recoverInterruptedWork({ maxAttempts: 3 })).toEqual({ requeued: 0, failed: 0 });
    const completion = { modelName: 'm', audioDuration: 1, processingTime: 1 };
    await killed.completeTtsJob(tts.job_id, { ...completion, audioPath: '/killed.wav' });
    await alive.completeTtsJob(tts.job_id, { ...completion, audioPath: '/alive.wav' });
    await killed.failTtsJob(tts.job_id, 'internal_error: late');
    expect(await alive.getTtsJob({ accountId: account.id, jobId: tts.job_id })).toMatchObject({
      status: 'completed',
      audioPath: '/alive.wav',
      error: null,
    });
    await Promise.all([killed.close(), alive.close()]);
  });
});
