/**
 * `transcribe()`: recorded audio or video to text, timed segments and (on request) SRT. The core
 * decodes the input with ffmpeg to 16 kHz mono, cuts long audio into overlapping chunks no longer
 * than the backend accepts, transcribes them in order, and stitches the timestamps without
 * repeating words at the seams. Backends that time words (`supportsWordTimestamps`) also give
 * `words`, in seconds from the start of the audio, and the subtitles are then cut from them.
 *
 * @example
 * ```ts
 * import { getCatalogEntry, transcribe } from 'langproc';
 * import { createTransformersTranscriptionBackend } from 'langproc/transformers';
 * const backend = createTransformersTranscriptionBackend({
 *   modelsDirectory: './models',
 *   model: 'whisper-base',
 *   repository: getCatalogEntry('whisper-base').repository,
 * });
 * const result = await transcribe({ audio: 'meeting.mp4', language: 'English', generateSrt: true, backend });
 * console.log(result.text, result.srt, result.words?.[0]); // { word: 'Good', start: 0.42, end: 0.61 }
 * ```
 */

import type {
  TranscriptionBackendV1,
  TranscriptSegment,
  TranscriptWord,
} from '../backend-interfaces/transcription-backend.js';
import type { VoiceActivityDetectorV1 } from '../backend-interfaces/voice-activity-detector.js';
import type { Warning } from '../backend-interfaces/warning.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { UnsupportedLanguageError } from '../errors/unsupported-language-error.js';
import { findLanguageByCode, type LanguageName } from '../languages.js';
import { throwIfAborted } from '../util/abort.js';
import { assertBackend, assertOptionsObject } from '../util/assert-options.js';
import { callBackend } from '../util/call-backend.js';
import { type AudioInput, DECODE_SAMPLE_RATE, decodeAudio } from './decode-audio.js';
import { detectSpeechChunks } from './detect-speech-chunks.js';
import { formatSrt } from './format-subtitles.js';
import { planChunks } from './plan-chunks.js';
import { type ChunkTranscript, stitchChunkTranscripts } from './stitch-chunk-transcripts.js';
import { type ChunkWords, stitchChunkWords } from './stitch-chunk-words.js';

/** Default overlap between neighbouring chunks, in seconds. */
export const DEFAULT_OVERLAP_SECONDS = 3;

/** Progress of a transcription, reported after decoding and after each chunk. */
export interface TranscriptionProgress {
  /** Seconds of audio transcribed so far. */
  processedSeconds: number;
  totalSeconds: number;
  /** 0 to 1. */
  fraction: number;
  /** Chunks done and planned. */
  chunksDone: number;
  chunksTotal: number;
}

/** Options of {@link transcribe}. */
export interface TranscribeOptions {
  /** Bytes of an audio or video file, a file path, or a readable stream. */
  audio: AudioInput;
  /**
   * Language of the speech: a contract name (`Hausa`) or any code or case the languages table
   * knows (`ha`, `hau`, `hausa`).
   * @default detected by the backend where it can
   */
  language?: string;
  /**
   * Also return SubRip subtitles.
   * @default false
   */
  generateSrt?: boolean;
  /**
   * Time each word (`words` in the result; subtitles follow the words). With the default the
   * words come whenever the backend can time them; `true` also warns
   * (`{ type: 'unsupported', feature: 'wordTimestamps' }`) when it cannot; `false` never asks.
   * @default true where the backend supports it
   */
  wordTimestamps?: boolean;
  /** The transcription backend (e.g. `createTransformersTranscriptionBackend`). */
  backend: TranscriptionBackendV1;
  /**
   * Cuts long audio at the silences this detector finds (e.g. `createSileroVoiceActivityDetector`
   * from `langproc/onnxruntime`) instead of fixed overlapping windows; audio in which it finds no
   * speech gives an empty transcript without calling `backend`. `overlapSeconds` is then unused.
   * @default fixed windows of `chunkSeconds` with `overlapSeconds` of overlap
   */
  voiceActivityDetector?: VoiceActivityDetectorV1;
  /**
   * Longest chunk, in seconds (capped at the backend's maximum).
   * @default backend.maxChunkSeconds
   */
  chunkSeconds?: number;
  /**
   * Overlap between chunks, in seconds.
   * @default 3
   */
  overlapSeconds?: number;
  /**
   * Limit for decoding the input, in milliseconds.
   * @default 300000
   */
  decodeTimeoutMilliseconds?: number;
  abortSignal?: AbortSignal;
  /** Called after decoding and after each chunk. */
  onProgress?: (progress: TranscriptionProgress) => void;
}

/** Result of {@link transcribe}. */
export interface TranscribeResult {
  /** The whole transcript. */
  text: string;
  /** Timed segments, in seconds from the start of the audio. */
  segments: TranscriptSegment[];
  /**
   * Timed words, in seconds from the start of the audio, when the backend timed every chunk
   * that has speech (see {@link TranscribeOptions.wordTimestamps}).
   */
  words?: TranscriptWord[];
  /** SubRip subtitles, when `generateSrt` was set (word-timed when `words` is present). */
  srt?: string;
  /** The given or detected language; `null` when neither is known. */
  language: LanguageName | null;
  /** Length of the decoded audio, in seconds. */
  durationSeconds: number;
  modelName: string;
  /** Wall-clock seconds spent, decoding included. */
  processingTime: number;
  warnings: Warning[];
}

/** Transcribes `audio` with `backend`. */
export async function transcribe(options: TranscribeOptions): Promise<TranscribeResult> {
  const began = performance.now();
  assertOptionsObject(options, 'transcribe');
  const { backend, abortSignal } = options;
  if (typeof backend?.doTranscribe !== 'function') {
    throw new InvalidInputError({
      message: 'Expected backend to be a transcription backend.',
      details: { field: 'backend' },
    });
  }
  if (options.voiceActivityDetector !== undefined) {
    assertBackend(options.voiceActivityDetector, 'voiceActivityDetector', ['doDetectSpeech']);
  }
  let language: LanguageName | undefined;
  if (options.language !== undefined) {
    if (typeof options.language !== 'string') {
      throw new UnsupportedLanguageError({ language: String(options.language) });
    }
    const found = findLanguageByCode(options.language);
    if (found === undefined) throw new UnsupportedLanguageError({ language: options.language });
    language = found.name;
    if (!backend.languages.includes(language)) {
      throw new UnsupportedLanguageError({
        language,
        reason: `The transcription model ${backend.modelId} does not cover ${language}.`,
      });
    }
  }
  const chunkSeconds = Math.min(options.chunkSeconds ?? backend.maxChunkSeconds, backend.maxChunkSeconds);
  const overlapSeconds = options.overlapSeconds ?? Math.min(DEFAULT_OVERLAP_SECONDS, chunkSeconds / 4);
  if (!(chunkSeconds > 0) || !(overlapSeconds >= 0) || overlapSeconds * 2 >= chunkSeconds) {
    throw new InvalidInputError({
      message: `Expected chunkSeconds > 0 and 0 <= overlapSeconds < chunkSeconds / 2, got ${chunkSeconds} and ${overlapSeconds}.`,
      details: { field: 'overlapSeconds' },
    });
  }

  const decoded = await decodeAudio({
    audio: options.audio,
    ...(options.decodeTimeoutMilliseconds === undefined
      ? {}
      : { timeoutMilliseconds: options.decodeTimeoutMilliseconds }),
    ...(abortSignal === undefined ? {} : { abortSignal }),
  });
  const warnings = new Map<string, Warning>();
  const detected =
    options.voiceActivityDetector === undefined
      ? undefined
      : await detectSpeechChunks({
          detector: options.voiceActivityDetector,
          samples: decoded.samples,
          chunkSeconds,
          ...(abortSignal === undefined ? {} : { abortSignal }),
        });
  for (const warning of detected?.warnings ?? []) warnings.set(JSON.stringify(warning), warning);
  const chunks =
    detected?.chunks ??
    planChunks({
      totalSamples: decoded.samples.length,
      sampleRate: DECODE_SAMPLE_RATE,
      chunkSeconds,
      overlapSeconds,
    });
  const report = (chunksDone: number, processedSamples: number): void => {
    options.onProgress?.({
      processedSeconds: processedSamples / DECODE_SAMPLE_RATE,
      totalSeconds: decoded.durationSeconds,
      fraction: decoded.samples.length === 0 ? 1 : processedSamples / decoded.samples.length,
      chunksDone,
      chunksTotal: chunks.length,
    });
  };
  report(0, 0);

  const askWords = options.wordTimestamps !== false && backend.supportsWordTimestamps === true;
  const transcripts: ChunkTranscript[] = [];
  const chunkWords: ChunkWords[] = [];
  let everyChunkTimed = true;
  for (const [index, chunk] of chunks.entries()) {
    throwIfAborted(abortSignal);
    const result = await callBackend(
      backend.backendId,
      () =>
        backend.doTranscribe({
          audio: decoded.samples.subarray(chunk.start, chunk.end),
          sampleRate: DECODE_SAMPLE_RATE,
          ...(language === undefined ? {} : { language }),
          ...(askWords ? { wordTimestamps: true } : {}),
          ...(abortSignal === undefined ? {} : { abortSignal }),
        }),
      isTranscriptionResult,
    );
    language ??= result.language;
    for (const warning of result.warnings) warnings.set(JSON.stringify(warning), warning);
    const startSeconds = chunk.start / DECODE_SAMPLE_RATE;
    const endSeconds = chunk.end / DECODE_SAMPLE_RATE;
    const length = endSeconds - startSeconds;
    const segments =
      result.segments.length > 0 || result.text.trim() === ''
        ? result.segments.map((segment) => ({
            start: clamp(segment.start, 0, length),
            end: clamp(segment.end, 0, length),
            text: segment.text,
          }))
        : [{ start: 0, end: length, text: result.text }];
    transcripts.push({ startSeconds, endSeconds, segments });
    if (result.words === undefined) {
      if (result.text.trim() !== '') everyChunkTimed = false;
    } else {
      chunkWords.push({
        startSeconds,
        endSeconds,
        words: result.words.map((word) => ({
          word: word.word,
          start: clamp(word.start, 0, length),
          end: clamp(word.end, 0, length),
        })),
      });
    }
    // The last chunk completes the audio, even when VAD left trailing silence out.
    report(index + 1, index === chunks.length - 1 ? decoded.samples.length : chunk.end);
  }
  if (chunks.length === 0) report(0, decoded.samples.length);
  const segments = stitchChunkTranscripts(transcripts).map((segment) => ({
    start: roundMilliseconds(segment.start),
    end: roundMilliseconds(segment.end),
    text: segment.text,
  }));
  const text = segments.map((segment) => segment.text).join(' ');
  const words =
    askWords && everyChunkTimed
      ? stitchChunkWords(chunkWords).map((word) => ({
          word: word.word,
          start: roundMilliseconds(word.start),
          end: roundMilliseconds(word.end),
        }))
      : undefined;
  if (options.wordTimestamps === true && words === undefined) {
    const warning: Warning = {
      type: 'unsupported',
      feature: 'wordTimestamps',
      details: `${backend.modelId} could not time the words; subtitles follow the segments.`,
    };
    warnings.set(JSON.stringify(warning), warning);
  }
  return {
    text,
    segments,
    ...(words === undefined ? {} : { words }),
    ...(options.generateSrt === true
      ? { srt: formatSrt({ segments, ...(words === undefined ? {} : { words }) }) }
      : {}),
    language: language ?? null,
    durationSeconds: decoded.durationSeconds,
    modelName: backend.modelId,
    processingTime: (performance.now() - began) / 1000,
    warnings: [...warnings.values()],
  };
}

/** Whether a backend result has string text, well-formed segments (finite times) and warnings. */
function isTranscriptionResult(result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const { text, segments, words, warnings, language } = result as Record<string, unknown>;
  return (
    typeof text === 'string' &&
    Array.isArray(warnings) &&
    (language === undefined || language === null || typeof language === 'string') &&
    Array.isArray(segments) &&
    segments.every((segment: unknown) => isTimed(segment, 'text')) &&
    (words === undefined || (Array.isArray(words) && words.every((word: unknown) => isTimed(word, 'word'))))
  );
}

/** Whether `value` has string `field` and finite `start` and `end`. */
function isTimed(value: unknown, field: 'text' | 'word'): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record[field] === 'string' && Number.isFinite(record.start) && Number.isFinite(record.end);
}

function clamp(value: number, minimum: number, maximum: number): number {
  return Number.isFinite(value) ? Math.min(maximum, Math.max(minimum, value)) : minimum;
}

function roundMilliseconds(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
