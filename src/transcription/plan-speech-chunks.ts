/**
 * Plans chunks at silences: the speech regions a voice activity detector found are padded,
 * merged where they touch, cut where one is longer than a chunk, then grouped greedily into
 * chunks of at most `chunkSeconds`. Chunks never overlap and silence between them is skipped,
 * so no word is heard twice and no chunk boundary falls inside speech (unless one region is
 * longer than a chunk). No regions means no chunks.
 *
 * @example
 * ```ts
 * planSpeechChunks({
 *   regions: [{ start: 1, end: 12 }, { start: 14, end: 25 }, { start: 40, end: 52 }],
 *   totalSamples: 16_000 * 60,
 *   sampleRate: 16_000,
 *   chunkSeconds: 30,
 *   paddingSeconds: 0.5,
 * });
 * // [{ start: 8000, end: 408000 }, { start: 632000, end: 840000 }] (0.5–25.5 s and 39.5–52.5 s)
 * ```
 */
import type { SpeechRegion } from '../backend-interfaces/voice-activity-detector.js';
import type { AudioChunk } from './plan-chunks.js';

/** Silence kept on each side of a speech region, in seconds. */
export const DEFAULT_SPEECH_PADDING_SECONDS = 0.2;

/** Options of {@link planSpeechChunks}. */
export interface PlanSpeechChunksOptions {
  /** Speech regions in seconds (any order; overlaps allowed). */
  regions: readonly SpeechRegion[];
  totalSamples: number;
  sampleRate: number;
  /** Longest chunk, in seconds. */
  chunkSeconds: number;
  /**
   * Silence kept on each side of a region, in seconds.
   * @default 0.2
   */
  paddingSeconds?: number;
}

/** Non-overlapping chunks (sample indices, end exclusive) covering every speech region. */
export function planSpeechChunks(options: PlanSpeechChunksOptions): AudioChunk[] {
  const { totalSamples, sampleRate, chunkSeconds } = options;
  const paddingSeconds = options.paddingSeconds ?? DEFAULT_SPEECH_PADDING_SECONDS;
  if (!(chunkSeconds > 0) || !(paddingSeconds >= 0)) {
    throw new RangeError(
      `Expected chunkSeconds > 0 and paddingSeconds >= 0, got ${chunkSeconds} and ${paddingSeconds}.`,
    );
  }
  const chunkLength = Math.max(1, Math.round(chunkSeconds * sampleRate));
  const padding = Math.round(paddingSeconds * sampleRate);
  const padded = options.regions
    .filter((region) => Number.isFinite(region.start) && Number.isFinite(region.end))
    .map((region) => ({
      start: Math.max(0, Math.round(region.start * sampleRate) - padding),
      end: Math.min(totalSamples, Math.round(region.end * sampleRate) + padding),
    }))
    .filter((range) => range.end > range.start)
    .sort((left, right) => left.start - right.start || left.end - right.end);

  const merged: AudioChunk[] = [];
  for (const range of padded) {
    const last = merged[merged.length - 1];
    if (last !== undefined && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }

  const pieces = merged.flatMap((range) => {
    const length = range.end - range.start;
    if (length <= chunkLength) return [range];
    const count = Math.ceil(length / chunkLength);
    return Array.from({ length: count }, (_, index) => ({
      start: range.start + Math.round((length * index) / count),
      end: range.start + Math.round((length * (index + 1)) / count),
    }));
  });

  const chunks: AudioChunk[] = [];
  for (const piece of pieces) {
    const current = chunks[chunks.length - 1];
    if (current !== undefined && piece.end - current.start <= chunkLength) current.end = piece.end;
    else chunks.push({ ...piece });
  }
  return chunks;
}
