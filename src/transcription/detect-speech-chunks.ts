/**
 * Runs a voice activity detector over the whole decoded signal and plans chunks at the silences
 * it found ({@link planSpeechChunks}). A malformed detector result (regions that are not ordered
 * finite `{ start, end }` pairs) fails as a `BackendFailureError`.
 *
 * @example
 * ```ts
 * const { chunks, warnings } = await detectSpeechChunks({ detector, samples, chunkSeconds: 30 });
 * ```
 */

import type { VoiceActivityDetectorV1 } from '../backend-interfaces/voice-activity-detector.js';
import type { Warning } from '../backend-interfaces/warning.js';
import { callBackend } from '../util/call-backend.js';
import { DECODE_SAMPLE_RATE } from './decode-audio.js';
import type { AudioChunk } from './plan-chunks.js';
import { planSpeechChunks } from './plan-speech-chunks.js';

/** Options of {@link detectSpeechChunks}. */
export interface DetectSpeechChunksOptions {
  detector: VoiceActivityDetectorV1;
  /** 16 kHz mono samples. */
  samples: Float32Array;
  /** Longest chunk, in seconds. */
  chunkSeconds: number;
  abortSignal?: AbortSignal;
}

/** Chunks around the detected speech (none when there is no speech) and the detector's warnings. */
export async function detectSpeechChunks(
  options: DetectSpeechChunksOptions,
): Promise<{ chunks: AudioChunk[]; warnings: Warning[] }> {
  const { detector, samples, abortSignal } = options;
  const result = await callBackend(
    detector.backendId,
    () =>
      detector.doDetectSpeech({
        audio: samples,
        sampleRate: DECODE_SAMPLE_RATE,
        ...(abortSignal === undefined ? {} : { abortSignal }),
      }),
    isVoiceActivityResult,
  );
  const chunks = planSpeechChunks({
    regions: result.regions,
    totalSamples: samples.length,
    sampleRate: DECODE_SAMPLE_RATE,
    chunkSeconds: options.chunkSeconds,
  });
  return { chunks, warnings: result.warnings };
}

/** Whether a detector result has warnings and regions of finite `start <= end` seconds. */
function isVoiceActivityResult(result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const { regions, warnings } = result as Record<string, unknown>;
  return (
    Array.isArray(warnings) &&
    Array.isArray(regions) &&
    regions.every((region: unknown) => {
      if (typeof region !== 'object' || region === null) return false;
      const { start, end } = region as Record<string, unknown>;
      return Number.isFinite(start) && Number.isFinite(end) && (start as number) <= (end as number);
    })
  );
}
