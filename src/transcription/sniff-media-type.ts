/**
 * Recognises an audio or video container from its first bytes (never from a file name or a
 * client's header) and names the one ffmpeg demuxer allowed to read it: WAV (RIFF/WAVE), MP3
 * (MPEG audio frames), AAC (ADTS), Ogg, FLAC, WebM/Matroska (EBML) and the ISO base media family
 * (`ftyp`: MP4, M4A, MOV; QuickTime files that open with `moov`, `mdat`, `wide` or `free`).
 *
 * ID3v2 tags in front are skipped by their synchsafe size (as ffmpeg skips them); what follows
 * must be an MPEG audio frame, an ADTS frame or FLAC. Text after a tag (an HLS playlist, an
 * ffconcat list) is refused: given to ffmpeg without a forced demuxer, such a file makes it open
 * the files it names.
 *
 * @example
 * ```ts
 * sniffMediaType(new TextEncoder().encode('fLaC\0\0\0\x22')); // 'audio/flac'
 * sniffMediaType(new TextEncoder().encode('#EXTM3U\nfile:///etc/passwd')); // undefined
 * FFMPEG_DEMUXERS['audio/flac']; // 'flac' (ffmpeg -f flac)
 * await sniffMediaFile('interview.m4a'); // 'audio/mp4'
 * ```
 */
import { open } from 'node:fs/promises';

/** Bytes to read from the start of a file before calling {@link sniffMediaType} (enough without an ID3 tag). */
export const SNIFF_BYTES = 16;
/** ID3v2 tags in a row skipped before a file is refused. */
export const MAX_ID3_TAGS = 4;
/** Zero bytes allowed between an ID3v2 tag and the first audio frame (some taggers pad beyond the tag). */
export const MAX_PADDING_AFTER_ID3 = 4096;

/** Media types the decoder (and the HTTP transcription endpoint) accepts. */
export const ACCEPTED_MEDIA_TYPES = [
  'audio/wav',
  'audio/mpeg',
  'audio/aac',
  'audio/ogg',
  'audio/flac',
  'video/webm',
  'audio/mp4',
  'video/mp4',
  'video/quicktime',
] as const;
export type AcceptedMediaType = (typeof ACCEPTED_MEDIA_TYPES)[number];

/** An ffmpeg demuxer name, as given to `ffmpeg -f`. */
export type FfmpegDemuxer = 'wav' | 'mp3' | 'aac' | 'ogg' | 'flac' | 'matroska' | 'mov';

/** The ffmpeg demuxer (`-f`) that reads each accepted media type; nothing else may read it. */
export const FFMPEG_DEMUXERS: Readonly<Record<AcceptedMediaType, FfmpegDemuxer>> = Object.freeze({
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/aac': 'aac',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
  'video/webm': 'matroska',
  'audio/mp4': 'mov',
  'video/mp4': 'mov',
  'video/quicktime': 'mov',
});

/** Types that may follow an ID3v2 tag (ffmpeg skips the tag before any demuxer reads). */
const AFTER_ID3: ReadonlySet<AcceptedMediaType> = new Set(['audio/mpeg', 'audio/aac', 'audio/flac']);

/** QuickTime top-level atoms that may open a file written without `ftyp`. */
const QUICKTIME_FIRST_ATOMS: ReadonlySet<string> = new Set(['moov', 'mdat', 'wide', 'free']);

const ID3_HEADER_BYTES = 10;
const ID3_FOOTER_FLAG = 0x10;

/** Reads `length` bytes at `position` (fewer at the end of the data). */
export type ReadBytes = (position: number, length: number) => Promise<Uint8Array>;

interface ReadRequest {
  position: number;
  length: number;
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * The whole length of the ID3v2 tag at the start of `bytes` (header, body and footer), or
 * undefined when the header is malformed (a size byte with its high bit set, a version ffmpeg
 * does not take).
 */
function id3TagLength(bytes: Uint8Array): number | undefined {
  if (bytes.length < ID3_HEADER_BYTES) return undefined;
  const version = bytes[3]!;
  const revision = bytes[4]!;
  if (version < 2 || version > 4 || revision === 0xff) return undefined;
  let size = 0;
  for (let index = 6; index < ID3_HEADER_BYTES; index++) {
    const byte = bytes[index]!;
    if (byte & 0x80) return undefined;
    size = size * 128 + byte;
  }
  const footer = (bytes[5]! & ID3_FOOTER_FLAG) !== 0 ? ID3_HEADER_BYTES : 0;
  return ID3_HEADER_BYTES + size + footer;
}

/** An MPEG-1/2/2.5 audio frame header: sync, valid version, layer, bitrate and sample rate. */
function isMpegAudioFrame(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff) return false;
  const second = bytes[1]!;
  const third = bytes[2]!;
  return (
    (second & 0xe0) === 0xe0 &&
    (second & 0x18) !== 0x08 && // version 01 is reserved
    (second & 0x06) !== 0 && // layer 00 is reserved (ADTS uses it)
    third >> 4 !== 0x0f && // bitrate index 1111 is invalid
    ((third >> 2) & 0x03) !== 0x03 // sample rate index 11 is reserved
  );
}

/** An ADTS (AAC) frame header: 12-bit sync, layer 00, a defined sampling frequency index. */
function isAdtsFrame(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff) return false;
  return (bytes[1]! & 0xf6) === 0xf0 && ((bytes[2]! >> 2) & 0x0f) < 13;
}

/** The container whose magic opens `bytes` (no ID3 handling). */
function sniffContainer(bytes: Uint8Array): AcceptedMediaType | undefined {
  if (bytes.length < 4) return undefined;
  const head = ascii(bytes, 0, 4);
  if (head === 'RIFF') return bytes.length >= 12 && ascii(bytes, 8, 12) === 'WAVE' ? 'audio/wav' : undefined;
  if (head === 'OggS') return 'audio/ogg';
  if (head === 'fLaC') return 'audio/flac';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'video/webm';
  if (bytes.length >= 8) {
    const atom = ascii(bytes, 4, 8);
    if (atom === 'ftyp') {
      if (bytes.length < 12) return undefined;
      const brand = ascii(bytes, 8, 12);
      if (brand === 'M4A ' || brand === 'M4B ') return 'audio/mp4';
      if (brand === 'qt  ') return 'video/quicktime';
      return 'video/mp4';
    }
    if (QUICKTIME_FIRST_ATOMS.has(atom)) return 'video/quicktime';
  }
  if (isAdtsFrame(bytes)) return 'audio/aac';
  if (isMpegAudioFrame(bytes)) return 'audio/mpeg';
  return undefined;
}

/** The sniffing steps: yields the bytes it needs next, receives them, returns the type. */
function* sniffSteps(): Generator<ReadRequest, AcceptedMediaType | undefined, Uint8Array> {
  let position = 0;
  for (let tags = 0; ; tags++) {
    const window = yield {
      position,
      length: tags === 0 ? SNIFF_BYTES : MAX_PADDING_AFTER_ID3 + SNIFF_BYTES,
    };
    let start = 0;
    if (tags > 0) {
      while (start < window.length && start < MAX_PADDING_AFTER_ID3 && window[start] === 0) start++;
    }
    const rest = window.subarray(start);
    if (rest.length >= 3 && ascii(rest, 0, 3) === 'ID3') {
      const length = id3TagLength(rest);
      if (length === undefined || tags === MAX_ID3_TAGS) return undefined;
      position += start + length;
      continue;
    }
    const found = sniffContainer(rest);
    if (tags === 0 || found === undefined) return found;
    return AFTER_ID3.has(found) ? found : undefined;
  }
}

/**
 * The media type of `bytes`, or undefined when they are no accepted container. `bytes` may be
 * the whole file or its start: {@link SNIFF_BYTES} suffice without an ID3 tag; behind a tag the
 * bytes up to the first audio frame are needed.
 */
export function sniffMediaType(bytes: Uint8Array): AcceptedMediaType | undefined {
  const steps = sniffSteps();
  let step = steps.next();
  while (!step.done) {
    const { position, length } = step.value;
    step = steps.next(bytes.subarray(Math.min(position, bytes.length), position + length));
  }
  return step.value;
}

/** {@link sniffMediaType} over data read piece by piece (a file, however long its ID3 tag). */
export async function sniffMediaTypeFrom(read: ReadBytes): Promise<AcceptedMediaType | undefined> {
  const steps = sniffSteps();
  let step = steps.next();
  while (!step.done) {
    const { position, length } = step.value;
    step = steps.next(await read(position, length));
  }
  return step.value;
}

/** Reads `length` bytes at `position` of an open file handle. */
export function readBytesOf(handle: {
  read(buffer: Uint8Array, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
}): ReadBytes {
  return async (position, length) => {
    const buffer = new Uint8Array(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  };
}

/** The media type of the file at `filePath` (see {@link sniffMediaType}). */
export async function sniffMediaFile(filePath: string): Promise<AcceptedMediaType | undefined> {
  const handle = await open(filePath, 'r');
  try {
    return await sniffMediaTypeFrom(readBytesOf(handle));
  } finally {
    await handle.close();
  }
}
