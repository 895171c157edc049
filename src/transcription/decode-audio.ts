/**
 * Decodes WAV, MP3, AAC, Ogg (Vorbis/Opus), FLAC, WebM/Matroska and MP4/M4A/MOV (video with an
 * audio track too) to 16 kHz mono float32 samples, through fluent-ffmpeg (an optional peer dependency, imported on the first decode).
 *
 * ffmpeg is confined to the one input: the container is sniffed from the first bytes of whatever
 * is given (bytes, a stream or a file path; see sniff-media-type.ts) and anything else is refused
 * with UnsupportedMediaError before ffmpeg runs; ffmpeg gets that container's demuxer (`-f`, no
 * probing, so never a playlist, a concat list or an image sequence), only the protocol the input
 * needs (`-protocol_whitelist pipe` or `file`) and, for MP4/MOV, no external data references
 * (`-enable_drefs 0`). The bytes reach ffmpeg through its stdin; only MP4/MOV, whose index may sit
 * at the end, is read from a file (a private temporary copy when given as bytes). A stream is
 * first written to a private temporary file. Every run has a timeout and honours an abort signal;
 * the ffmpeg process is killed either way.
 *
 * Typed errors: not an accepted container → UnsupportedMediaError; empty, unreadable or corrupt
 * input → AudioDecodeError; no audio track, or only silence → NoAudioError; too slow →
 * TimeoutError; cancelled → AbortedError.
 *
 * @example
 * ```ts
 * const { samples, durationSeconds } = await decodeAudio({ audio: 'interview.mp4' });
 * ```
 */
import { createWriteStream } from 'node:fs';
import { type FileHandle, mkdtemp, open, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AbortedError } from '../errors/aborted-error.js';
import { AudioDecodeError } from '../errors/audio-decode-error.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { LangprocError } from '../errors/langproc-error.js';
import { NoAudioError } from '../errors/no-audio-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import { UnsupportedMediaError } from '../errors/unsupported-media-error.js';
import { throwIfAborted } from '../util/abort.js';
import { assertOptionsObject } from '../util/assert-options.js';
import { importOptionalPackage, type OptionalPackage } from '../util/optional-package.js';
import { resolveFfmpegPath } from './ffmpeg-binary.js';
import {
  ACCEPTED_MEDIA_TYPES,
  type AcceptedMediaType,
  FFMPEG_DEMUXERS,
  type FfmpegDemuxer,
  readBytesOf,
  sniffMediaType,
  sniffMediaTypeFrom,
} from './sniff-media-type.js';

/** Audio or video to decode: the bytes of a file, a file path, or a readable stream of bytes. */
export type AudioInput = Uint8Array | string | Readable;

/** The sample rate every decoded signal has. */
export const DECODE_SAMPLE_RATE = 16_000;
/** Default limit for one decode, in milliseconds (generous: decoding runs far faster than real time). */
export const DEFAULT_DECODE_TIMEOUT_MILLISECONDS = 300_000;
/** Peak amplitude at or below which a signal counts as silence (-60 dBFS). */
export const SILENCE_PEAK = 0.001;

/** Options of {@link decodeAudio}. */
export interface DecodeAudioOptions {
  /** Bytes, a file path, or a stream. */
  audio: AudioInput;
  /**
   * Limit for the whole decode, including reading a stream.
   * @default 300000
   */
  timeoutMilliseconds?: number;
  /**
   * Throw NoAudioError when the signal is silence only.
   * @default true
   */
  rejectSilence?: boolean;
  /**
   * ffmpeg executable.
   * @default resolveFfmpegPath()
   */
  ffmpegPath?: string;
  abortSignal?: AbortSignal;
}

/** 16 kHz mono float32 samples. */
export interface DecodedAudio {
  samples: Float32Array;
  sampleRate: typeof DECODE_SAMPLE_RATE;
  durationSeconds: number;
}

/** Decodes `audio` to 16 kHz mono float32. */
export async function decodeAudio(options: DecodeAudioOptions): Promise<DecodedAudio> {
  assertOptionsObject(options, 'decodeAudio');
  const samples = bytesToFloat32(await runConfinedFfmpeg(options, SPEECH_OUTPUT_OPTIONS));
  if (samples.length === 0) throw new NoAudioError({ message: 'The input contains no audio samples.' });
  if (options.rejectSilence !== false && peakOf(samples) <= SILENCE_PEAK) {
    throw new NoAudioError({
      message: 'The audio contains only silence.',
      details: { silencePeak: SILENCE_PEAK },
    });
  }
  return { samples, sampleRate: DECODE_SAMPLE_RATE, durationSeconds: samples.length / DECODE_SAMPLE_RATE };
}

/** Audio at its own sample rate and channel count: float32 samples, channels interleaved. */
export interface DecodedOriginalAudio {
  /** Interleaved samples: frame `i` of channel `c` is `samples[i * channels + c]`. */
  samples: Float32Array;
  sampleRate: number;
  channels: number;
  durationSeconds: number;
}

/**
 * Decodes `audio` keeping its sample rate and channels (for rewriting a recording, as audio
 * redaction does), under the same confinement as {@link decodeAudio}. Silence is not refused.
 */
export async function decodeAudioOriginal(
  options: Omit<DecodeAudioOptions, 'rejectSilence'>,
): Promise<DecodedOriginalAudio> {
  assertOptionsObject(options, 'decodeAudioOriginal');
  const wav = parseFloatWav(await runConfinedFfmpeg(options, ORIGINAL_OUTPUT_OPTIONS));
  if (wav.samples.length === 0) throw new NoAudioError({ message: 'The input contains no audio samples.' });
  return { ...wav, durationSeconds: wav.samples.length / wav.channels / wav.sampleRate };
}

/** ffmpeg output options for speech models: first audio track, 16 kHz mono float32, raw. */
const SPEECH_OUTPUT_OPTIONS = [
  '-vn',
  '-sn',
  '-dn',
  '-map',
  '0:a:0',
  '-ac',
  '1',
  '-ar',
  String(DECODE_SAMPLE_RATE),
  '-acodec',
  'pcm_f32le',
  '-f',
  'f32le',
];

/** ffmpeg output options keeping rate and channels: first audio track as a float32 WAV stream. */
const ORIGINAL_OUTPUT_OPTIONS = ['-vn', '-sn', '-dn', '-map', '0:a:0', '-acodec', 'pcm_f32le', '-f', 'wav'];

/** Runs ffmpeg on the one input, confined (see the module comment), and returns its output bytes. */
async function runConfinedFfmpeg(
  options: DecodeAudioOptions,
  outputOptions: readonly string[],
): Promise<Buffer> {
  throwIfAborted(options.abortSignal);
  const timeoutMilliseconds = options.timeoutMilliseconds ?? DEFAULT_DECODE_TIMEOUT_MILLISECONDS;
  if (!Number.isFinite(timeoutMilliseconds) || timeoutMilliseconds <= 0) {
    throw new InvalidInputError({
      message: `Expected timeoutMilliseconds to be a positive number, got ${String(timeoutMilliseconds)}.`,
      details: { field: 'timeoutMilliseconds' },
    });
  }
  const audio: unknown = options.audio;
  if (
    typeof audio !== 'string' &&
    !(audio instanceof Uint8Array) &&
    !(typeof audio === 'object' && audio !== null && Symbol.asyncIterator in audio)
  ) {
    throw new InvalidInputError({
      message: `Expected audio to be a file path, a Uint8Array or a readable stream, got ${audio === null ? 'null' : typeof audio}.`,
      details: { field: 'audio' },
    });
  }
  const controller = new AbortController();
  const stop = (reason: LangprocError): void => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const timer = setTimeout(
    () =>
      stop(
        new TimeoutError({
          message: `Decoding audio timed out after ${timeoutMilliseconds} ms.`,
          details: { milliseconds: timeoutMilliseconds },
        }),
      ),
    timeoutMilliseconds,
  );
  const onAbort = (): void =>
    stop(new AbortedError({ message: 'Decoding audio was aborted.', cause: options.abortSignal?.reason }));
  options.abortSignal?.addEventListener('abort', onAbort, { once: true });
  let temporaryDirectory: string | undefined;
  const makeTemporaryDirectory = async (): Promise<string> => {
    temporaryDirectory ??= await mkdtemp(path.join(tmpdir(), 'langproc-audio-'));
    return temporaryDirectory;
  };
  let handle: FileHandle | undefined;
  let input: FfmpegInput | undefined;
  try {
    if (options.audio instanceof Uint8Array) {
      const bytes = options.audio;
      if (bytes.byteLength === 0) throw new AudioDecodeError({ message: 'The audio is empty (0 bytes).' });
      const demuxer = demuxerOf(sniffMediaType(bytes));
      if (demuxer === 'mov') {
        // MP4/MOV may keep its index at the end: ffmpeg must seek, so it reads a private file.
        const inputPath = path.join(await makeTemporaryDirectory(), 'input');
        await writeFile(inputPath, bytes);
        input = { demuxer, path: inputPath };
      } else {
        input = { demuxer, stream: Readable.from([bytes]) };
      }
    } else {
      let inputPath: string;
      if (typeof options.audio === 'string') {
        inputPath = options.audio;
        const info = await stat(inputPath).catch(() => undefined);
        if (info === undefined || !info.isFile()) {
          throw new AudioDecodeError({ message: 'The audio file does not exist or is not a file.' });
        }
        if (info.size === 0) throw new AudioDecodeError({ message: 'The audio file is empty.' });
      } else {
        inputPath = path.join(await makeTemporaryDirectory(), 'input');
        await raceSignal(
          pipeline(options.audio, createWriteStream(inputPath), { signal: controller.signal }),
          controller.signal,
        );
        if ((await stat(inputPath)).size === 0)
          throw new AudioDecodeError({ message: 'The audio stream is empty (0 bytes).' });
      }
      // One open file, sniffed then piped: the bytes sniffed are the bytes ffmpeg reads (an MP4/MOV
      // path is reopened by ffmpeg, still with -f mov).
      handle = await open(inputPath, 'r').catch((error: unknown) => {
        throw new AudioDecodeError({ message: 'The audio file could not be opened.', cause: error });
      });
      const demuxer = demuxerOf(await sniffMediaTypeFrom(readBytesOf(handle)));
      input =
        demuxer === 'mov'
          ? { demuxer, path: inputPath }
          : { demuxer, stream: handle.createReadStream({ start: 0, autoClose: false }) };
    }
    const createCommand = await loadFluentFfmpeg();
    return await runFfmpeg(
      createCommand,
      input,
      options.ffmpegPath ?? resolveFfmpegPath(),
      outputOptions,
      controller.signal,
    );
  } catch (error) {
    if (controller.signal.aborted && LangprocError.isInstance(controller.signal.reason))
      throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    options.abortSignal?.removeEventListener('abort', onAbort);
    input?.stream?.destroy();
    await handle?.close().catch(() => {});
    if (temporaryDirectory !== undefined) await rm(temporaryDirectory, { recursive: true, force: true });
  }
}

/**
 * What ffmpeg reads: a pipe (its stdin) where the container allows, a local file for MP4/MOV
 * (which may need to seek to its index); always with the demuxer the sniffer chose.
 */
type FfmpegInput =
  | { demuxer: FfmpegDemuxer; stream: Readable; path?: undefined }
  | { demuxer: 'mov'; path: string; stream?: undefined };

function demuxerOf(mediaType: AcceptedMediaType | undefined): FfmpegDemuxer {
  if (mediaType === undefined) {
    throw new UnsupportedMediaError({
      message: `The audio is not a recognised audio or video format (${ACCEPTED_FORMAT_NAMES}).`,
      details: { accepted: [...ACCEPTED_MEDIA_TYPES] },
    });
  }
  return FFMPEG_DEMUXERS[mediaType];
}

/** The accepted formats, as named in error messages. */
const ACCEPTED_FORMAT_NAMES = 'WAV, MP3, AAC, Ogg, FLAC, WebM/Matroska, MP4, M4A, MOV';

/**
 * ffmpeg input options that confine it to the one input: the sniffed demuxer (never a probe,
 * which would take a playlist or a concat list), the one protocol that input needs (a playlist
 * entry, `subfile:`, `tee:`, `data:` or `http:` is refused), and for MP4/MOV no external data
 * references.
 */
function ffmpegInputOptions(demuxer: FfmpegDemuxer, protocol: 'file' | 'pipe'): string[] {
  return [
    '-nostdin',
    '-hide_banner',
    '-protocol_whitelist',
    protocol,
    ...(demuxer === 'mov' ? ['-enable_drefs', '0'] : []),
    '-f',
    demuxer,
  ];
}

/** fluent-ffmpeg's command factory. */
type CreateFfmpegCommand = typeof import('fluent-ffmpeg');

/** fluent-ffmpeg is an optional peer dependency: missing, decoding fails with PackageNotInstalledError. */
export const FLUENT_FFMPEG_PACKAGE: OptionalPackage = {
  packageName: 'fluent-ffmpeg',
  feature: 'decoding audio (transcription)',
  installPackages: ['fluent-ffmpeg', '@ffmpeg-installer/ffmpeg', '@ffprobe-installer/ffprobe'],
  alternative: '(the last two only without a current ffmpeg on PATH).',
};

let fluentFfmpeg: Promise<CreateFfmpegCommand> | undefined;

/** fluent-ffmpeg, imported on the first decode so that importing langproc does not load it. */
function loadFluentFfmpeg(): Promise<CreateFfmpegCommand> {
  fluentFfmpeg ??= importOptionalPackage(FLUENT_FFMPEG_PACKAGE, () => import('fluent-ffmpeg')).then(
    (module) => module.default,
    (error: unknown) => {
      fluentFfmpeg = undefined;
      throw error;
    },
  );
  return fluentFfmpeg;
}

function runFfmpeg(
  ffmpeg: CreateFfmpegCommand,
  input: FfmpegInput,
  ffmpegPath: string,
  outputOptions: readonly string[],
  signal: AbortSignal,
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const chunks: Buffer[] = [];
    const output = new PassThrough();
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The file: protocol prefix keeps a name such as "pipe:0" or "http:..." a plain local file.
    const command = ffmpeg(input.stream ?? `file:${path.resolve(input.path)}`)
      .setFfmpegPath(ffmpegPath)
      .inputOptions(ffmpegInputOptions(input.demuxer, input.stream === undefined ? 'file' : 'pipe'))
      .outputOptions([...outputOptions]);
    const onAbort = (): void => {
      command.kill('SIGKILL');
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    command
      .on('error', (error: Error, _stdout: string | null, stderr: string | null) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) return;
        reject(classifyFailure(`${stderr ?? ''}\n${error.message}`, error));
      })
      .on('end', () => {
        signal.removeEventListener('abort', onAbort);
        output.end();
        resolve(Buffer.concat(chunks));
      })
      .pipe(output, { end: false });
  });
}

const NO_AUDIO_PATTERNS = [
  /matches no streams/iu,
  /does not contain any stream/iu,
  /Output file #0 does not contain any stream/iu,
];

function classifyFailure(log: string, cause: Error): LangprocError {
  if (NO_AUDIO_PATTERNS.some((pattern) => pattern.test(log))) {
    return new NoAudioError({ message: 'The input has no audio track.', cause });
  }
  const reason = /Invalid data found when processing input/iu.test(log)
    ? 'the data is not a recognised audio or video format'
    : /moov atom not found|End of file|Truncat/iu.test(log)
      ? 'the file is truncated or corrupt'
      : 'ffmpeg could not decode it';
  // ffmpeg's log may echo file names and metadata, so it is attached as the cause only.
  return new AudioDecodeError({ message: `The audio could not be decoded: ${reason}.`, cause });
}

function peakOf(samples: Float32Array): number {
  let peak = 0;
  for (let index = 0; index < samples.length; index++) {
    const value = Math.abs(samples[index] ?? 0);
    if (value > peak) peak = value;
  }
  return peak;
}

function raceSignal<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function bytesToFloat32(bytes: Buffer): Float32Array {
  const samples = new Float32Array(Math.floor(bytes.byteLength / 4));
  for (let index = 0; index < samples.length; index++) samples[index] = bytes.readFloatLE(index * 4);
  return samples;
}

/**
 * Reads ffmpeg's float32 WAV stream: rate and channels from `fmt `, samples from `data` to the end
 * of the bytes (a piped WAV cannot carry its final sizes, so the declared data size is ignored).
 */
function parseFloatWav(bytes: Buffer): { samples: Float32Array; sampleRate: number; channels: number } {
  const fail = (): never => {
    throw new AudioDecodeError({ message: 'ffmpeg produced no readable audio.' });
  };
  if (bytes.byteLength < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF') fail();
  let offset = 12;
  let sampleRate = 0;
  let channels = 0;
  while (offset + 8 <= bytes.byteLength) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      channels = bytes.readUInt16LE(offset + 10);
      sampleRate = bytes.readUInt32LE(offset + 12);
    } else if (id === 'data') {
      if (channels === 0 || sampleRate === 0) fail();
      const data = bytes.subarray(offset + 8);
      const frames = Math.floor(data.byteLength / 4 / channels);
      const samples = bytesToFloat32(data.subarray(0, frames * channels * 4));
      return { samples, sampleRate, channels };
    }
    offset += 8 + size + (size % 2);
  }
  return fail();
}
