/**
 * Silero VAD (v5/v6 ONNX, MIT) as a voice activity detector, run with onnxruntime-node: the
 * signal is read in 512-sample windows (32 ms at 16 kHz, each with the previous 64 samples as
 * context and the recurrent state carried over), and the per-window speech probabilities become
 * regions the way Silero's own `get_speech_timestamps` does: speech starts at `threshold`, ends
 * after `minSilenceSeconds` below `threshold - 0.15`, regions shorter than `minSpeechSeconds`
 * are dropped, and each region is padded by `speechPadSeconds` (half the gap when neighbours are
 * closer). Before the model, quiet stretches are raised towards a level the model hears reliably
 * ({@link levelWindows}): Silero adapts to loud speech and then misses a quiet speaker after it
 * (a FLEURS clip peaking at -44 dBFS after one at -7 dBFS was missed for 6 s).
 *
 * @example
 * ```ts
 * import { transcribe } from 'langproc';
 * import { createSileroVoiceActivityDetector } from 'langproc/onnxruntime';
 * const voiceActivityDetector = createSileroVoiceActivityDetector({ modelsDirectory: './models' });
 * const result = await transcribe({ audio: 'meeting.mp3', language: 'English', backend, voiceActivityDetector });
 * ```
 */
import type { InferenceSession } from 'onnxruntime-node';
import type {
  SpeechRegion,
  VoiceActivityCallOptions,
  VoiceActivityCallResult,
  VoiceActivityDetectorV1,
} from '../../src/backend-interfaces/voice-activity-detector.js';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import { throwIfAborted } from '../../src/util/abort.js';
import { assertOptionsObject } from '../../src/util/assert-options.js';
import { loadedOnnxRuntime, loadSession } from './load-session.js';

/** Folder of Silero VAD under the models folder (catalog id `silero-vad`). */
export const SILERO_VAD_REPOSITORY = 'onnx-community/silero-vad';
/** Model file inside that folder. */
export const SILERO_VAD_FILE = 'onnx/model.onnx';
/** Samples per window at 16 kHz. */
export const SILERO_WINDOW_SAMPLES = 512;
/** Samples of the previous window prepended as context. */
export const SILERO_CONTEXT_SAMPLES = 64;
const SAMPLE_RATE = 16_000;
const STATE_SIZE = 2 * 1 * 128;
/** Gap between the start and the end threshold (Silero's hysteresis). */
const END_THRESHOLD_GAP = 0.15;
/** RMS that quiet stretches are raised to (-26 dBFS). */
export const LEVEL_TARGET_RMS = 0.05;
/** Largest gain applied to a quiet stretch (30 dB). */
export const LEVEL_MAXIMUM_GAIN = 31.6;
/** Windows on each side of a window whose RMS sets its gain (about 0.5 s each way). */
const LEVEL_HALF_WINDOWS = 16;

/** Options of {@link createSileroVoiceActivityDetector}. */
export interface SileroVoiceActivityDetectorOptions {
  /** Root folder holding `onnx-community/silero-vad/onnx/model.onnx`. */
  modelsDirectory: string;
  /**
   * Model folder under `modelsDirectory`.
   * @default 'onnx-community/silero-vad'
   */
  repository?: string;
  /**
   * Speech probability at which speech starts (0 to 1).
   * @default 0.5
   */
  threshold?: number;
  /**
   * Shorter speech is dropped, in seconds.
   * @default 0.25
   */
  minSpeechSeconds?: number;
  /**
   * Speech ends after this much silence, in seconds.
   * @default 0.1
   */
  minSilenceSeconds?: number;
  /**
   * Silence kept on each side of a region, in seconds.
   * @default 0.03
   */
  speechPadSeconds?: number;
  /**
   * Raise quiet stretches before the model ({@link levelWindows}); `false` feeds the signal as is.
   * @default true
   */
  levelQuietSpeech?: boolean;
}

/** Speech probability per 512-sample window, computed by the model. */
export type SpeechProbabilities = Float32Array;

/** Creates a Silero VAD detector (the model loads on first use). */
export function createSileroVoiceActivityDetector(
  options: SileroVoiceActivityDetectorOptions,
): VoiceActivityDetectorV1 & {
  load(): Promise<void>;
  dispose(): Promise<void>;
  /** Speech probability of every 512-sample window of 16 kHz audio. */
  speechProbabilities(audio: Float32Array, abortSignal?: AbortSignal): Promise<SpeechProbabilities>;
} {
  assertOptionsObject(options, 'createSileroVoiceActivityDetector');
  if (typeof options.modelsDirectory !== 'string' || options.modelsDirectory.trim() === '') {
    throw new InvalidInputError({
      message: 'Expected modelsDirectory to be a non-empty path.',
      details: { field: 'modelsDirectory' },
    });
  }
  const threshold = options.threshold ?? 0.5;
  for (const [field, value, maximum] of [
    ['threshold', threshold, 1],
    ['minSpeechSeconds', options.minSpeechSeconds ?? 0, 60],
    ['minSilenceSeconds', options.minSilenceSeconds ?? 0, 60],
    ['speechPadSeconds', options.speechPadSeconds ?? 0, 60],
  ] as const) {
    if (!Number.isFinite(value) || value < 0 || value > maximum) {
      throw new InvalidInputError({
        message: `Expected ${field} between 0 and ${maximum}, got ${String(value)}.`,
        details: { field },
      });
    }
  }
  const repository = options.repository ?? SILERO_VAD_REPOSITORY;
  let sessionPromise: Promise<InferenceSession> | undefined;
  const getSession = (): Promise<InferenceSession> => {
    sessionPromise ??= loadSession({
      modelsDirectory: options.modelsDirectory,
      repository,
      file: SILERO_VAD_FILE,
      modelId: 'silero-vad',
      threads: 1,
    }).catch((error: unknown) => {
      sessionPromise = undefined;
      throw error;
    });
    return sessionPromise;
  };

  const speechProbabilities = async (signal: Float32Array, abortSignal?: AbortSignal) => {
    const session = await getSession();
    const audio = options.levelQuietSpeech === false ? signal : levelWindows(signal);
    const windows = Math.ceil(audio.length / SILERO_WINDOW_SAMPLES);
    const probabilities = new Float32Array(windows);
    const input = new Float32Array(SILERO_CONTEXT_SAMPLES + SILERO_WINDOW_SAMPLES);
    let state = new Float32Array(STATE_SIZE);
    const sampleRate = new (loadedOnnxRuntime().Tensor)(
      'int64',
      BigInt64Array.from([BigInt(SAMPLE_RATE)]),
      [],
    );
    const [probabilityName = 'output', stateName = 'stateN'] = session.outputNames;
    for (let index = 0; index < windows; index += 1) {
      if (index % 256 === 0) throwIfAborted(abortSignal);
      // Context: the last 64 samples of the previous window (zeros before the first).
      input.copyWithin(0, SILERO_WINDOW_SAMPLES);
      if (index === 0) input.fill(0, 0, SILERO_CONTEXT_SAMPLES);
      const window = audio.subarray(index * SILERO_WINDOW_SAMPLES, (index + 1) * SILERO_WINDOW_SAMPLES);
      input.set(window, SILERO_CONTEXT_SAMPLES);
      if (window.length < SILERO_WINDOW_SAMPLES) input.fill(0, SILERO_CONTEXT_SAMPLES + window.length);
      const outputs = await session.run({
        input: new (loadedOnnxRuntime().Tensor)('float32', input.slice(), [1, input.length]),
        state: new (loadedOnnxRuntime().Tensor)('float32', state, [2, 1, 128]),
        sr: sampleRate,
      });
      const probability = outputs[probabilityName];
      const nextState = outputs[stateName];
      if (probability === undefined || nextState === undefined) {
        throw new Error(`Silero VAD did not return ${probabilityName} and ${stateName}.`);
      }
      probabilities[index] = (probability.data as Float32Array)[0] ?? 0;
      state = Float32Array.from(nextState.data as Float32Array);
    }
    return probabilities;
  };

  return {
    specificationVersion: 'v1',
    backendId: 'onnxruntime',
    modelId: repository,
    async load() {
      await getSession();
    },
    async dispose() {
      const pending = sessionPromise;
      sessionPromise = undefined;
      if (pending !== undefined) await (await pending.catch(() => undefined))?.release();
    },
    speechProbabilities,
    async doDetectSpeech(call: VoiceActivityCallOptions): Promise<VoiceActivityCallResult> {
      const probabilities = await speechProbabilities(call.audio, call.abortSignal);
      const regions = speechRegionsFromProbabilities({
        probabilities,
        totalSamples: call.audio.length,
        threshold,
        minSpeechSeconds: options.minSpeechSeconds ?? 0.25,
        minSilenceSeconds: options.minSilenceSeconds ?? 0.1,
        speechPadSeconds: options.speechPadSeconds ?? 0.03,
      });
      return { regions, warnings: [] };
    },
  };
}

/** Options of {@link speechRegionsFromProbabilities}. */
export interface SpeechRegionsOptions {
  /** Speech probability per 512-sample window at 16 kHz. */
  probabilities: ArrayLike<number>;
  totalSamples: number;
  threshold: number;
  minSpeechSeconds: number;
  minSilenceSeconds: number;
  speechPadSeconds: number;
}

/** Silero's `get_speech_timestamps` rules, from window probabilities to regions in seconds. */
export function speechRegionsFromProbabilities(options: SpeechRegionsOptions): SpeechRegion[] {
  const { probabilities, totalSamples, threshold } = options;
  const endThreshold = Math.max(threshold - END_THRESHOLD_GAP, 0.01);
  const minSpeech = options.minSpeechSeconds * SAMPLE_RATE;
  const minSilence = options.minSilenceSeconds * SAMPLE_RATE;
  const pad = Math.round(options.speechPadSeconds * SAMPLE_RATE);
  const speeches: Array<{ start: number; end: number }> = [];
  let triggered = false;
  let start = 0;
  let silenceStart = 0;
  for (let index = 0; index < probabilities.length; index += 1) {
    const probability = probabilities[index] ?? 0;
    const sample = index * SILERO_WINDOW_SAMPLES;
    if (probability >= threshold) {
      silenceStart = 0;
      if (!triggered) {
        triggered = true;
        start = sample;
      }
      continue;
    }
    if (triggered && probability < endThreshold) {
      if (silenceStart === 0) silenceStart = sample;
      if (sample - silenceStart < minSilence) continue;
      if (silenceStart - start >= minSpeech) speeches.push({ start, end: silenceStart });
      triggered = false;
      silenceStart = 0;
    }
  }
  if (triggered && totalSamples - start >= minSpeech) speeches.push({ start, end: totalSamples });

  speeches.forEach((speech, index) => {
    if (index === 0) speech.start = Math.max(0, speech.start - pad);
    const next = speeches[index + 1];
    if (next === undefined) {
      speech.end = Math.min(totalSamples, speech.end + pad);
      return;
    }
    const gap = next.start - speech.end;
    if (gap < 2 * pad) {
      speech.end += Math.floor(gap / 2);
      next.start = Math.max(0, next.start - Math.floor(gap / 2));
    } else {
      speech.end = Math.min(totalSamples, speech.end + pad);
      next.start = Math.max(0, next.start - pad);
    }
  });
  return speeches.map((speech) => ({ start: speech.start / SAMPLE_RATE, end: speech.end / SAMPLE_RATE }));
}

/**
 * A copy of `signal` in which each 512-sample window is multiplied by
 * `LEVEL_TARGET_RMS / rms`, where `rms` is taken over the window and about 0.5 s on each side;
 * the gain is at least 1 (loud audio is left alone) and at most {@link LEVEL_MAXIMUM_GAIN}.
 */
export function levelWindows(signal: Float32Array): Float32Array {
  const windows = Math.ceil(signal.length / SILERO_WINDOW_SAMPLES);
  const energy = new Float64Array(windows + 1);
  for (let index = 0; index < windows; index += 1) {
    let sum = 0;
    const end = Math.min(signal.length, (index + 1) * SILERO_WINDOW_SAMPLES);
    for (let sample = index * SILERO_WINDOW_SAMPLES; sample < end; sample += 1)
      sum += (signal[sample] ?? 0) ** 2;
    energy[index + 1] = (energy[index] ?? 0) + sum;
  }
  const leveled = new Float32Array(signal.length);
  for (let index = 0; index < windows; index += 1) {
    const first = Math.max(0, index - LEVEL_HALF_WINDOWS);
    const last = Math.min(windows, index + LEVEL_HALF_WINDOWS + 1);
    const count = Math.min(signal.length, last * SILERO_WINDOW_SAMPLES) - first * SILERO_WINDOW_SAMPLES;
    const rms = Math.sqrt(((energy[last] ?? 0) - (energy[first] ?? 0)) / Math.max(1, count));
    const gain = Math.min(LEVEL_MAXIMUM_GAIN, Math.max(1, LEVEL_TARGET_RMS / Math.max(rms, 1e-9)));
    const end = Math.min(signal.length, (index + 1) * SILERO_WINDOW_SAMPLES);
    for (let sample = index * SILERO_WINDOW_SAMPLES; sample < end; sample += 1) {
      leveled[sample] = (signal[sample] ?? 0) * gain;
    }
  }
  return leveled;
}
