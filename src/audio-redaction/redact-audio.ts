/**
 * Audio PII redaction: a recording in, the same recording out (same sample rate and channels,
 * 16-bit WAV) with every spoken PII value bleeped or silenced, plus the transcript, the redacted
 * transcript and redacted subtitle segments. The steps: transcribe with word times, redact the
 * words joined as one transcript (so a card number read as sixteen words is one span, and a
 * question's cue reaches the next turn's answer), map each masked character span to its words
 * and their padded time range (see spans-to-time-ranges.ts), and overwrite those ranges.
 *
 * When the backend times segments only, word times are estimated inside each segment (in
 * proportion to characters) and a `stand-in` warning says so; use a backend with word timestamps
 * (Whisper through `langproc/transformers`) for recordings that must be kept.
 *
 * @example
 * ```ts
 * import { redactAudio } from 'langproc';
 * const { audio, redactedTranscript, spans } = await redactAudio({
 *   audio: 'call.mp3', language: 'English', transcriptionBackend, mode: 'bleep',
 * });
 * await writeFile('call.redacted.wav', audio);
 * ```
 */

import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {
  TranscriptionBackendV1,
  TranscriptSegment,
} from '../backend-interfaces/transcription-backend.js';
import type { VoiceActivityDetectorV1 } from '../backend-interfaces/voice-activity-detector.js';
import type { Warning } from '../backend-interfaces/warning.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import type { LanguageName } from '../languages.js';
import type { PlaceholderType } from '../redaction/placeholder-types.js';
import { type RedactOptions, redact } from '../redaction/redact.js';
import { encodeWav, floatToPcm16 } from '../speech/wav-encoder.js';
import { type AudioInput, decodeAudioOriginal } from '../transcription/decode-audio.js';
import { transcribe } from '../transcription/transcribe.js';
import { throwIfAborted } from '../util/abort.js';
import { assertOptionsObject } from '../util/assert-options.js';
import { type AudioMaskMode, maskTimeRanges } from './mask-time-ranges.js';
import { type AudioRedactionSpan, mergeTimeRanges, spansToTimeRanges } from './spans-to-time-ranges.js';
import { estimateWordTimes, type TimedWord, transcriptOfWords } from './timed-words.js';
import { unheardGaps, widenOverGaps } from './unheard-gaps.js';

/** Default seconds of padding before and after each masked span. */
export const DEFAULT_AUDIO_REDACTION_PADDING = 0.15;

/** Options of {@link redactAudio}. */
export interface RedactAudioOptions {
  /** Bytes of an audio or video file, a file path, or a readable stream. */
  audio: AudioInput;
  /** Language of the speech (a contract name or code), for transcription and redaction. */
  language: string;
  /** The transcription backend; word timestamps make the masks exact. */
  transcriptionBackend: TranscriptionBackendV1;
  /**
   * Cuts the recording at silences before transcription (`transcribe()`'s option of the same
   * name, e.g. Silero VAD from `langproc/onnxruntime`). Whisper on fixed 30 s windows can skip
   * a sentence inside a window, and a skipped sentence is never masked; chunks cut at the pauses
   * between turns are transcribed whole.
   * @default fixed windows
   */
  voiceActivityDetector?: VoiceActivityDetectorV1;
  /**
   * Longest chunk sent to the recogniser, in seconds (`transcribe()`'s option of the same name).
   * @default the backend's `maxChunkSeconds` (30 s for Whisper)
   */
  chunkSeconds?: number;
  /**
   * A 1 kHz tone or silence over each masked span.
   * @default 'bleep'
   */
  mode?: AudioMaskMode;
  /**
   * Seconds added before and after each span, clamped to the audible neighbouring words.
   * @default 0.15
   */
  padding?: number;
  /**
   * Also mask the silence or unrecognised sound between a span and its audible neighbouring
   * words (padding without a limit, still clamped to those words). Word times from Whisper's
   * cross-attention are approximate, and a number said digit by digit that the recogniser writes
   * as one long word gets a time far shorter than its speech: masking up to the neighbours keeps
   * it from leaking, and costs only sound that carried no recognised word.
   * @default true
   */
  maskGaps?: boolean;
  /**
   * Redaction options (entities, allow list, recognizers, NER backend, …) for the transcript.
   * The operators apply to `redactedTranscript` only; the audio and segments use `[TYPE]`.
   */
  redaction?: Omit<RedactOptions, 'text' | 'language' | 'abortSignal'>;
  /**
   * Transcribe again, on its own, each stretch of two seconds or more that holds sound but no
   * recognised word (see unheard-gaps.ts): Whisper sometimes skips a whole sentence of a 30 s
   * window, and a sentence never written down is never masked. The words found are added to the
   * transcript before redaction, and a masked span touching such a gap is widened over all of it
   * (the recogniser's word times are least reliable there).
   * @default true
   */
  retranscribeGaps?: boolean;
  /** Limit for each decode of the input, in milliseconds. @default 300000 */
  decodeTimeoutMilliseconds?: number;
  abortSignal?: AbortSignal;
}

/** A masked span of the audio, in seconds. */
export interface RedactedAudioSpan {
  type: PlaceholderType;
  start: number;
  end: number;
}

/** Result of {@link redactAudio}. */
export interface RedactAudioResult {
  /** The redacted recording: 16-bit PCM WAV at the input's sample rate and channel count. */
  audio: Uint8Array;
  sampleRate: number;
  channels: number;
  durationSeconds: number;
  /** What was heard: the words joined by spaces. */
  transcript: string;
  /** The transcript with each value replaced by the redaction operators (default `[TYPE]`). */
  redactedTranscript: string;
  /** Timed, redacted segments. */
  segments: TranscriptSegment[];
  /**
   * Timed, redacted words: each span's words are one `[TYPE]` word from its first word's start to
   * its last word's end. `formatSrt(result)` cuts word-timed cues from them.
   */
  words: TimedWord[];
  /** The masked spans, padded, sorted by start. */
  spans: RedactedAudioSpan[];
  language: LanguageName | null;
  modelName: string;
  /** Wall-clock seconds spent. */
  processingTime: number;
  warnings: Warning[];
}

/** Transcribes, redacts and masks `audio`; see the module comment. */
export async function redactAudio(options: RedactAudioOptions): Promise<RedactAudioResult> {
  const began = performance.now();
  assertOptionsObject(options, 'redactAudio');
  const mode = options.mode ?? 'bleep';
  if (mode !== 'bleep' && mode !== 'silence') {
    throw new InvalidInputError({
      message: `Expected mode to be 'bleep' or 'silence', got ${JSON.stringify(mode)}.`,
      details: { field: 'mode' },
    });
  }
  const padding = options.padding ?? DEFAULT_AUDIO_REDACTION_PADDING;
  if (typeof padding !== 'number' || !Number.isFinite(padding) || padding < 0 || padding > 5) {
    throw new InvalidInputError({
      message: `Expected padding to be a number of seconds from 0 to 5, got ${String(padding)}.`,
      details: { field: 'padding' },
    });
  }
  if (options.maskGaps !== undefined && typeof options.maskGaps !== 'boolean') {
    throw new InvalidInputError({
      message: 'Expected maskGaps to be a boolean.',
      details: { field: 'maskGaps' },
    });
  }
  if (options.retranscribeGaps !== undefined && typeof options.retranscribeGaps !== 'boolean') {
    throw new InvalidInputError({
      message: 'Expected retranscribeGaps to be a boolean.',
      details: { field: 'retranscribeGaps' },
    });
  }
  if (typeof options.language !== 'string') {
    throw new InvalidInputError({
      message: 'Expected language to be a string.',
      details: { field: 'language' },
    });
  }
  let temporaryDirectory: string | undefined;
  try {
    let audio = options.audio;
    if (isReadable(audio)) {
      // The input is read twice (for the recogniser and at its own rate): a stream is kept first.
      temporaryDirectory = await mkdtemp(path.join(tmpdir(), 'langproc-redact-audio-'));
      const kept = path.join(temporaryDirectory, 'input');
      await pipeline(
        audio,
        createWriteStream(kept),
        ...(options.abortSignal ? [{ signal: options.abortSignal }] : []),
      );
      audio = kept;
    }
    const decodeOptions = {
      audio,
      ...(options.decodeTimeoutMilliseconds === undefined
        ? {}
        : { timeoutMilliseconds: options.decodeTimeoutMilliseconds }),
      ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
    };
    const transcribed = await transcribe({
      audio,
      language: options.language,
      backend: options.transcriptionBackend,
      ...(options.voiceActivityDetector === undefined
        ? {}
        : { voiceActivityDetector: options.voiceActivityDetector }),
      ...(options.chunkSeconds === undefined ? {} : { chunkSeconds: options.chunkSeconds }),
      ...(options.decodeTimeoutMilliseconds === undefined
        ? {}
        : { decodeTimeoutMilliseconds: options.decodeTimeoutMilliseconds }),
      ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
    });
    const original = await decodeAudioOriginal(decodeOptions);
    throwIfAborted(options.abortSignal);

    const warnings = [...transcribed.warnings];
    let timedWords: readonly TimedWord[] | undefined = (transcribed as { words?: readonly TimedWord[] })
      .words;
    if (timedWords === undefined || (timedWords.length === 0 && transcribed.text.trim() !== '')) {
      timedWords = estimateWordTimes(transcribed.segments);
      warnings.push({
        type: 'stand-in',
        feature: 'word timestamps',
        details:
          'The transcription backend gave segment times only: word times are estimated within segments.',
      });
    }
    let segments: readonly TranscriptSegment[] = transcribed.segments;
    const gaps =
      options.retranscribeGaps === false
        ? []
        : unheardGaps({
            words: timedWords,
            samples: original.samples,
            sampleRate: original.sampleRate,
            channels: original.channels,
          });
    if (gaps.length > 0) {
      const addedWords: TimedWord[] = [];
      const addedSegments: TranscriptSegment[] = [];
      for (const gap of gaps) {
        const first = Math.floor(gap.start * original.sampleRate) * original.channels;
        const last = Math.floor(gap.end * original.sampleRate) * original.channels;
        const again = await transcribe({
          audio: encodeWav({
            pieces: [floatToPcm16(original.samples.subarray(first, last))],
            sampleRate: original.sampleRate,
            channels: original.channels,
          }),
          language: options.language,
          backend: options.transcriptionBackend,
          ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
        });
        const gapWords =
          (again as { words?: readonly TimedWord[] }).words ?? estimateWordTimes(again.segments);
        for (const word of gapWords) {
          addedWords.push({ word: word.word, start: word.start + gap.start, end: word.end + gap.start });
        }
        for (const segment of again.segments) {
          addedSegments.push({ ...segment, start: segment.start + gap.start, end: segment.end + gap.start });
        }
      }
      const byStart = (first: { start: number }, second: { start: number }) => first.start - second.start;
      timedWords = [...timedWords, ...addedWords].sort(byStart);
      segments = [...segments, ...addedSegments].sort(byStart);
    }
    const { text, words, wordRanges } = transcriptOfWords(timedWords);
    const redacted =
      text === ''
        ? undefined
        : await redact({
            ...options.redaction,
            text,
            language: options.language,
            ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
          });
    if (redacted !== undefined) warnings.push(...redacted.warnings);
    const spans = widenOverGaps(
      spansToTimeRanges({
        words,
        wordRanges,
        entities: redacted?.entities ?? [],
        padding: options.maskGaps === false ? padding : Number.POSITIVE_INFINITY,
        durationSeconds: original.durationSeconds,
      }),
      words,
      gaps,
    );
    const shownWords = redactedWords(words, spans);
    const masked = maskTimeRanges({
      samples: original.samples,
      sampleRate: original.sampleRate,
      channels: original.channels,
      ranges: mergeTimeRanges(spans),
      mode,
    });
    return {
      audio: encodeWav({
        pieces: [floatToPcm16(masked)],
        sampleRate: original.sampleRate,
        channels: original.channels,
      }),
      sampleRate: original.sampleRate,
      channels: original.channels,
      durationSeconds: original.durationSeconds,
      transcript: text,
      redactedTranscript: redacted?.result ?? text,
      segments: redactedSegments(segments, shownWords),
      words: shownWords,
      spans: spans.map(({ type, start, end }) => ({
        type,
        start: roundMilliseconds(start),
        end: roundMilliseconds(end),
      })),
      language: transcribed.language,
      modelName: transcribed.modelName,
      processingTime: (performance.now() - began) / 1000,
      warnings,
    };
  } finally {
    if (temporaryDirectory !== undefined) await rm(temporaryDirectory, { recursive: true, force: true });
  }
}

/**
 * The transcription's segments with their text rebuilt from the redacted words: a word (a
 * `[TYPE]` included) belongs to the last segment starting at or before it; empty segments go.
 */
export function redactedSegments(
  segments: readonly TranscriptSegment[],
  words: readonly TimedWord[],
): TranscriptSegment[] {
  const texts: string[][] = segments.map(() => []);
  let segmentIndex = 0;
  for (const word of words) {
    while (
      segmentIndex + 1 < segments.length &&
      (segments[segmentIndex + 1] as TranscriptSegment).start <= word.start
    )
      segmentIndex++;
    texts[segmentIndex]?.push(word.word);
  }
  return segments
    .map((segment, index) => ({
      start: segment.start,
      end: segment.end,
      text: (texts[index] ?? []).join(' '),
    }))
    .filter((segment) => segment.text !== '');
}

/** The words with each span's words replaced by one `[TYPE]` word covering their time. */
export function redactedWords(
  words: readonly TimedWord[],
  spans: readonly AudioRedactionSpan[],
): TimedWord[] {
  const byFirstWord = new Map<number, AudioRedactionSpan>();
  const hidden = new Uint8Array(words.length);
  for (const span of spans) {
    if (hidden[span.firstWord] === 1 && !byFirstWord.has(span.firstWord)) continue;
    const known = byFirstWord.get(span.firstWord);
    if (known === undefined || span.lastWord > known.lastWord) byFirstWord.set(span.firstWord, span);
    hidden.fill(1, span.firstWord, span.lastWord + 1);
  }
  const output: TimedWord[] = [];
  for (const [index, word] of words.entries()) {
    const span = byFirstWord.get(index);
    if (span !== undefined) {
      const last = words[span.lastWord] as TimedWord;
      output.push({ word: `[${span.type}]`, start: word.start, end: Math.max(word.end, last.end) });
    } else if (hidden[index] !== 1) output.push({ word: word.word, start: word.start, end: word.end });
  }
  return output;
}

function isReadable(audio: AudioInput): audio is Readable {
  return typeof audio === 'object' && audio !== null && !(audio instanceof Uint8Array);
}

function roundMilliseconds(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
