/**
 * Plans overlapping chunks over a long signal: each chunk at most `chunkSeconds` long, each
 * starting `chunkSeconds - overlapSeconds` after the previous one, the last one ending at the end.
 *
 * @example
 * ```ts
 * planChunks({ totalSamples: 16_000 * 70, sampleRate: 16_000, chunkSeconds: 30, overlapSeconds: 5 });
 * // [{ start: 0, end: 480000 }, { start: 400000, end: 880000 }, { start: 800000, end: 1120000 }] (samples)
 * ```
 */

/** Options of {@link planChunks}. */
export interface PlanChunksOptions {
  totalSamples: number;
  sampleRate: number;
  /** Longest chunk, in seconds. */
  chunkSeconds: number;
  /** Overlap between neighbours, in seconds (less than half of `chunkSeconds`). */
  overlapSeconds: number;
}

/** One chunk, as sample indices (end exclusive). */
export interface AudioChunk {
  start: number;
  end: number;
}

/** The chunks covering `[0, totalSamples)`. */
export function planChunks(options: PlanChunksOptions): AudioChunk[] {
  const { totalSamples, sampleRate, chunkSeconds, overlapSeconds } = options;
  if (!(chunkSeconds > 0) || !(overlapSeconds >= 0) || overlapSeconds * 2 >= chunkSeconds) {
    throw new RangeError(
      `Expected chunkSeconds > 0 and 0 <= overlapSeconds < chunkSeconds / 2, got ${chunkSeconds} and ${overlapSeconds}.`,
    );
  }
  const chunkLength = Math.max(1, Math.round(chunkSeconds * sampleRate));
  const step = Math.max(1, chunkLength - Math.round(overlapSeconds * sampleRate));
  const chunks: AudioChunk[] = [];
  for (let start = 0; start < totalSamples; start += step) {
    const end = Math.min(totalSamples, start + chunkLength);
    chunks.push({ start, end });
    if (end === totalSamples) break;
  }
  return chunks;
}
