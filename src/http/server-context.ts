/**
 * What every route of the HTTP adapter shares: the resolved options, the store, the
 * capabilities and the work queues.
 *
 * @example
 * ```ts
 * registerTextRoutes(app, context);
 * ```
 */
import type { AccountSlots } from './account-slots.js';
import type { BalanceHolds } from './balance-holds.js';
import type { BlobStore } from './blob-store.js';
import type { HttpServices } from './services.js';
import type { Account, Store } from './store/store.js';
import type { WorkAdmission } from './work-admission.js';
import type { WorkQueues } from './work-queues.js';

/** Limits of the running server. */
export interface ServerLimits {
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  maxTextCodePoints: number;
  maxJsonDepth: number;
  maxJsonArrayLength: number;
  maxStreamsPerAccount: number;
  maxQueuedWorkPerAccount: number;
}

/** Shared state of the routes. */
export interface ServerContext {
  dataDirectory: string;
  store: Store;
  /** Where the audio of TTS jobs is kept. */
  blobStore: BlobStore;
  services: HttpServices;
  queues: WorkQueues;
  limits: ServerLimits;
  transcriptionModels: readonly string[];
  /** What streams in flight delivered and have not paid yet, per account. */
  balanceHolds: BalanceHolds;
  /** The open event streams of each account. */
  streamSlots: AccountSlots;
  /** Admission of TTS jobs and transcription tasks (queue length per account). */
  workAdmission: WorkAdmission;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated account (set by the auth hook on /api/v1 routes). */
    account: Account | null;
  }
}
