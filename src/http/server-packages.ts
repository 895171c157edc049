/**
 * The HTTP adapter's packages are optional peer dependencies of langproc, loaded on first use:
 * Fastify and `@fastify/multipart` (the server), `node-sqlite3-wasm` (the embedded store) and `pg`
 * (the shared PostgreSQL store). `npm install langproc` does not bring them, so a library user who
 * only redacts carries no web server; a missing one fails with `PackageNotInstalledError`
 * naming the `npm install` line (docs/optional-packages.md). Importing `langproc/http` loads none
 * of them.
 *
 * @example
 * ```ts
 * const { Fastify } = await loadFastify(); // PackageNotInstalledError when it is missing
 * const sqlite = loadSqlite();
 * ```
 */
import { createRequire } from 'node:module';
import {
  importOptionalPackage,
  type OptionalPackage,
  requireOptionalPackage,
} from '../util/optional-package.js';

/** What `langproc serve` (and `createHttpServer` with its default store) needs, in one install line. */
export const HTTP_SERVER_PACKAGE_NAMES = ['fastify', '@fastify/multipart', 'node-sqlite3-wasm'] as const;

const HTTP_SERVER_FEATURE = 'the HTTP adapter (langproc serve, langproc keys, langproc/http)';

function httpServerPackage(packageName: (typeof HTTP_SERVER_PACKAGE_NAMES)[number]): OptionalPackage {
  return { packageName, feature: HTTP_SERVER_FEATURE, installPackages: HTTP_SERVER_PACKAGE_NAMES };
}

/** Fastify, the HTTP server. */
export const FASTIFY_PACKAGE: OptionalPackage = httpServerPackage('fastify');
/** Multipart uploads (transcription). */
export const MULTIPART_PACKAGE: OptionalPackage = httpServerPackage('@fastify/multipart');
/** The embedded SQLite store (WebAssembly, no native build). */
export const SQLITE_PACKAGE: OptionalPackage = httpServerPackage('node-sqlite3-wasm');
/** The PostgreSQL driver, for a database shared by several processes. */
export const POSTGRES_PACKAGE: OptionalPackage = {
  packageName: 'pg',
  feature: 'the shared PostgreSQL store (--database-url, langproc worker, langproc db)',
};

const require = createRequire(import.meta.url);

/** Fastify's factory and log controller. @throws {PackageNotInstalledError} when it is not installed */
export async function loadFastify() {
  const fastify = await importOptionalPackage(FASTIFY_PACKAGE, () => import('fastify'));
  return { Fastify: fastify.default, LogController: fastify.LogController };
}

/** `@fastify/multipart`'s plugin. @throws {PackageNotInstalledError} when it is not installed */
export async function loadMultipart(): Promise<typeof import('@fastify/multipart')['default']> {
  return (await importOptionalPackage(MULTIPART_PACKAGE, () => import('@fastify/multipart'))).default;
}

/**
 * node-sqlite3-wasm, loaded synchronously (`openSqliteStore` is synchronous).
 * @throws {PackageNotInstalledError} when it is not installed
 */
export function loadSqlite(): typeof import('node-sqlite3-wasm') {
  return requireOptionalPackage(
    SQLITE_PACKAGE,
    () => require('node-sqlite3-wasm') as typeof import('node-sqlite3-wasm'),
  );
}

/** The `pg` driver. @throws {PackageNotInstalledError} when it is not installed */
export async function loadPostgres(): Promise<typeof import('pg')['default']> {
  return (await importOptionalPackage(POSTGRES_PACKAGE, () => import('pg'))).default;
}
