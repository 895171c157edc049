/**
 * Retention of results: text jobs, TTS jobs (with their audio) and transcription tasks (with
 * their redacted audio and an upload kept with `keep_audio`) are deleted once they finished more than `retentionMs` ago (default 7 days, `langproc serve
 * --retention`). A sweep runs when the server starts and then every
 * {@link retentionSweepIntervalMs}; a purged job answers 404 like an id that never existed.
 *
 * @example
 * ```ts
 * parseRetention('7d'); // 604800000
 * await purgeExpiredData({ store, retentionMs: parseRetention('12h') });
 * const sweeps = startRetentionSweeps({ store, retentionMs, onError: console.error });
 * await sweeps.stop();
 * ```
 */
import { rm } from 'node:fs/promises';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import type { BlobStore } from './blob-store.js';
import type { PurgeReport, Store } from './store/store.js';

/** Default retention of results: 7 days, in milliseconds. */
export const DEFAULT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Longest time between two sweeps, in milliseconds (10 minutes). */
export const MAX_RETENTION_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Milliseconds per unit of a retention duration. */
const DURATION_UNITS: Readonly<Record<string, number>> = Object.freeze({
  s: 1000,
  m: 60 * 1000,
  h: 60 * 60 * 1000,
  d: 24 * 60 * 60 * 1000,
});

/** Parses a retention duration: a whole number and a unit, `s`, `m`, `h` or `d` (`7d`, `36h`). */
export function parseRetention(value: string): number {
  const match = /^([1-9]\d{0,8})([smhd])$/u.exec(value.trim());
  if (match === null) {
    throw new InvalidInputError({
      message: `Expected a retention like 7d, 36h, 90m or 3600s (a whole number of days, hours, minutes or seconds), got ${JSON.stringify(value)}.`,
      details: { field: 'retention' },
    });
  }
  return Number(match[1]) * DURATION_UNITS[match[2]!]!;
}

/** Shortest time between two sweeps, in milliseconds (1 second). */
export const MIN_RETENTION_SWEEP_INTERVAL_MS = 1000;

/**
 * Time between sweeps: half the retention, at least {@link MIN_RETENTION_SWEEP_INTERVAL_MS} and at
 * most {@link MAX_RETENTION_SWEEP_INTERVAL_MS}.
 */
export function retentionSweepIntervalMs(retentionMs: number): number {
  return Math.max(
    MIN_RETENTION_SWEEP_INTERVAL_MS,
    Math.min(MAX_RETENTION_SWEEP_INTERVAL_MS, Math.floor(retentionMs / 2)),
  );
}

/** Throws InvalidInputError unless `retentionMs` is a positive whole number of milliseconds. */
export function assertRetention(retentionMs: number): void {
  if (!Number.isSafeInteger(retentionMs) || retentionMs < 1) {
    throw new InvalidInputError({
      message: `Expected retentionMs to be a whole number of milliseconds of at least 1, got ${retentionMs}.`,
    });
  }
}

/**
 * Deletes what finished more than `retentionMs` before `now` (rows, then the audio of the deleted
 * TTS jobs, the redacted audio and kept uploads of the deleted transcription tasks) and resolves
 * what was deleted.
 */
export async function purgeExpiredData(options: {
  store: Store;
  retentionMs: number;
  /** Where the audio is. @default its locations are files */
  blobStore?: BlobStore;
  /** @default new Date() */
  now?: Date;
}): Promise<PurgeReport> {
  const now = options.now ?? new Date();
  const report = await options.store.purgeExpired({
    finishedBefore: new Date(now.getTime() - options.retentionMs),
  });
  // A file left by a crash between the two steps is deleted by the next start's tidy-up.
  for (const audioPath of report.audioPaths) {
    if (options.blobStore === undefined) await rm(audioPath, { force: true });
    else await options.blobStore.delete(audioPath);
  }
  // Uploads kept with `keep_audio` (the others were deleted when their task ended).
  for (const uploadPath of report.uploadPaths) await rm(uploadPath, { force: true });
  return report;
}

/** Periodic sweeps of one server. */
export interface RetentionSweeps {
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
}

/** Runs {@link purgeExpiredData} every {@link retentionSweepIntervalMs} until stopped. */
export function startRetentionSweeps(options: {
  store: Store;
  retentionMs: number;
  blobStore?: BlobStore;
  /** Receives failures of a sweep (never user data); the next sweep tries again. */
  onError: (error: unknown) => void;
}): RetentionSweeps {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => purgeExpiredData(options))
      .then(
        () => {},
        (error: unknown) => options.onError(error),
      );
  }, retentionSweepIntervalMs(options.retentionMs));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
