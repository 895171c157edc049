/**
 * What every route of the HTTP adapter shares: the resolved options, the store, the
 * capabilities and the work queues.
 *
 * @example
 * ```ts
 * registerTextRoutes(app, context);
 * ```
 */
import type { HttpServices } from './services.js';
import type { Account, Store } from './store/store.js';
import type { WorkQueues } from './work-queues.js';

/** Limits of the running server. */
export interface ServerLimits {
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  maxTextCodePoints: number;
}

/** Shared state of the routes. */
export interface ServerContext {
  dataDirectory: string;
  store: Store;
  services: HttpServices;
  queues: WorkQueues;
  limits: ServerLimits;
  transcriptionModels: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated account (set by the auth hook on /api/v1 routes). */
    account: Account | null;
  }
}
