/**
 * Storage of the HTTP adapter: the {@link Store} interface and its SQLite and PostgreSQL
 * implementations.
 *
 * @example
 * ```ts
 * import { openSqliteStore } from 'langproc/http';
 * const store = openSqliteStore({ dataDirectory: './data' });
 * ```
 */
export * from './postgres-migrations.js';
export * from './postgres-rate-limiter.js';
export * from './postgres-store.js';
export * from './sqlite-store.js';
export type * from './store.js';
