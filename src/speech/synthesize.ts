/**
 * `synthesize()`: text to a complete WAV file (PCM 16-bit mono). The text (1 to 10000 code
 * points) is split at sentence boundaries into pieces, each piece goes to the backend, and the
 * pieces are joined with a short pause. Each piece is converted to 16-bit PCM as soon as it
 * arrives, so memory stays near the size of the output file. With no backend the embedded
 * espeak-ng WebAssembly backend speaks.
 *
 * @example
 * ```ts
 * import { synthesize } from 'langproc';
 * const { audio, durationSeconds, warnings } = await synthesize({ text: 'Habari ya asubuhi.', language: 'Swahili' });
 * await writeFile('greeting.wav', audio);
 * ```
 */

import type { SpeechBackendV1 } from '../backend-interfaces/speech-backend.js';
import type { Warning } from '../backend-interfaces/warning.js';
import { EmptyTextError } from '../errors/empty-text-error.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { TextTooLongError } from '../errors/text-too-long-error.js';
import { UnsupportedLanguageError } from '../errors/unsupported-language-error.js';
import { getLanguage, type LanguageName } from '../languages.js';
import { throwIfAborted } from '../util/abort.js';
import { assertBackend, assertOptionsObject } from '../util/assert-options.js';
import { callBackend } from '../util/call-backend.js';
import { countCodePoints } from '../util/code-points.js';
import { createEspeakSpeechBackend } from './espeak/espeak-speech-backend.js';
import { resampleLinear } from './resample-linear.js';
import { DEFAULT_PIECE_CODE_POINTS, splitIntoPieces } from './split-into-pieces.js';
import { encodeWav, floatToPcm16 } from './wav-encoder.js';

/** Longest text `synthesize()` accepts, in Unicode code points (the contract's limit). */
export const MAX_SPEECH_TEXT_CODE_POINTS = 10_000;
/** Silence inserted between pieces, in seconds. */
export const DEFAULT_PAUSE_SECONDS = 0.25;

/** Options of {@link synthesize}. */
export interface SynthesizeOptions {
  /**
   * Text to speak, 1 to 10000 code points.
   * @example 'Habari ya asubuhi.'
   */
  text: string;
  /**
   * One of the 19 contract language names.
   * @example 'Swahili'
   */
  language: LanguageName;
  /**
   * The speech backend.
   * @default the embedded espeak-ng WebAssembly backend
   */
  backend?: SpeechBackendV1;
  /**
   * Backend voice name (espeak-ng: e.g. `en-us`, `sw+f3`); overrides the language's default voice.
   * @default the language's voice from the languages table
   */
  voice?: string;
  /**
   * Speaking rate multiplier.
   * @default 1
   */
  speed?: number;
  /**
   * Pause between sentence pieces, in seconds (0 to 5).
   * @default 0.25
   */
  pauseSeconds?: number;
  /**
   * Largest piece sent to the backend in one call, in code points.
   * @default 400
   */
  maxPieceCodePoints?: number;
  /** Cancels synthesis between pieces. */
  abortSignal?: AbortSignal;
}

/** Result of {@link synthesize}. */
export interface SynthesizeResult {
  /** The whole WAV file: RIFF header, PCM 16-bit mono samples. */
  audio: Uint8Array;
  sampleRate: number;
  durationSeconds: number;
  /** The backend's model id, e.g. `espeak-ng` or `facebook/mms-tts-hau`. */
  modelName: string;
  /** Stand-in voices, ignored options; never thrown. */
  warnings: Warning[];
}

/** Whether a backend result has Float32Array samples, a positive integer rate and warnings. */
function isSpeechResult(result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const { samples, sampleRate, warnings } = result as Record<string, unknown>;
  return (
    samples instanceof Float32Array &&
    Number.isInteger(sampleRate) &&
    (sampleRate as number) > 0 &&
    Array.isArray(warnings)
  );
}

let defaultBackend: SpeechBackendV1 | undefined;

function getDefaultBackend(): SpeechBackendV1 {
  defaultBackend ??= createEspeakSpeechBackend();
  return defaultBackend;
}

/** Speaks `text` in `language` and returns the WAV file. */
export async function synthesize(options: SynthesizeOptions): Promise<SynthesizeResult> {
  assertOptionsObject(options, 'synthesize');
  const { text, abortSignal } = options;
  if (typeof text !== 'string') {
    throw new InvalidInputError({
      message: `Expected text to be a string, got ${typeof text}.`,
      details: { field: 'text' },
    });
  }
  const length = countCodePoints(text);
  if (text.trim() === '') {
    throw new EmptyTextError({
      message: 'Expected text with at least one character to speak, got empty or blank text.',
      details: { field: 'text' },
    });
  }
  if (length > MAX_SPEECH_TEXT_CODE_POINTS) {
    throw new TextTooLongError({
      message: `Expected text of at most ${MAX_SPEECH_TEXT_CODE_POINTS} characters, got ${length}.`,
      details: { field: 'text', limit: MAX_SPEECH_TEXT_CODE_POINTS, length },
    });
  }
  const language = getLanguage(options.language).name;
  const speed = options.speed ?? 1;
  if (!Number.isFinite(speed) || speed <= 0) {
    throw new InvalidInputError({
      message: `Expected speed to be a positive number, got ${speed}.`,
      details: { field: 'speed' },
    });
  }
  const pauseSeconds = options.pauseSeconds ?? DEFAULT_PAUSE_SECONDS;
  if (!Number.isFinite(pauseSeconds) || pauseSeconds < 0 || pauseSeconds > 5) {
    throw new InvalidInputError({
      message: `Expected pauseSeconds between 0 and 5, got ${pauseSeconds}.`,
      details: { field: 'pauseSeconds' },
    });
  }
  const maxCodePoints = options.maxPieceCodePoints ?? DEFAULT_PIECE_CODE_POINTS;
  if (!Number.isInteger(maxCodePoints) || maxCodePoints <= 0) {
    throw new InvalidInputError({
      message: `Expected maxPieceCodePoints to be a positive integer, got ${String(maxCodePoints)}.`,
      details: { field: 'maxPieceCodePoints' },
    });
  }
  if (options.voice !== undefined && typeof options.voice !== 'string') {
    throw new InvalidInputError({
      message: `Expected voice to be a string, got ${typeof options.voice}.`,
      details: { field: 'voice' },
    });
  }
  if (options.backend !== undefined) {
    assertBackend(options.backend, 'backend', ['doSynthesize']);
    if (!Array.isArray(options.backend.languages)) {
      throw new InvalidInputError({
        message: 'Expected backend.languages to be an array.',
        details: { field: 'backend' },
      });
    }
  }
  const backend = options.backend ?? getDefaultBackend();
  if (!backend.languages.includes(language)) {
    throw new UnsupportedLanguageError({
      language,
      reason: `The speech backend ${backend.modelId} does not speak ${language}.`,
    });
  }
  throwIfAborted(abortSignal);

  const pieces = splitIntoPieces({ text, maxCodePoints });
  const pcmPieces: Int16Array[] = [];
  const warnings = new Map<string, Warning>();
  let sampleRate: number | undefined;
  for (const piece of pieces) {
    throwIfAborted(abortSignal);
    const result = await callBackend(
      backend.backendId,
      () =>
        backend.doSynthesize({
          text: piece,
          language,
          speed,
          ...(options.voice === undefined ? {} : { voice: options.voice }),
          ...(abortSignal === undefined ? {} : { abortSignal }),
        }),
      isSpeechResult,
    );
    for (const warning of result.warnings) warnings.set(JSON.stringify(warning), warning);
    sampleRate ??= result.sampleRate;
    const samples =
      result.sampleRate === sampleRate
        ? result.samples
        : resampleLinear(result.samples, result.sampleRate, sampleRate);
    if (pcmPieces.length > 0 && pauseSeconds > 0)
      pcmPieces.push(new Int16Array(Math.round(pauseSeconds * sampleRate)));
    pcmPieces.push(floatToPcm16(samples));
  }
  const rate = sampleRate ?? 16_000;
  const audio = encodeWav({ pieces: pcmPieces, sampleRate: rate });
  const sampleCount = pcmPieces.reduce((sum, piece) => sum + piece.length, 0);
  return {
    audio,
    sampleRate: rate,
    durationSeconds: sampleCount / rate,
    modelName: backend.modelId,
    warnings: [...warnings.values()],
  };
}
