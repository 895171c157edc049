/**
 * Storage of the HTTP adapter: the {@link Store} interface and its SQLite implementation.
 *
 * @example
 * ```ts
 * import { openSqliteStore } from 'langproc/http';
 * const store = openSqliteStore({ dataDirectory: './data' });
 * ```
 */
export * from './sqlite-store.js';
export type * from './store.js';
