/**
 * Recognises an uploaded media file from its first bytes (never from the client's header):
 * WAV (RIFF/WAVE), MP3 (ID3 tag or MPEG frame sync), AAC (ADTS), Ogg, FLAC, WebM/Matroska (EBML)
 * and the ISO base media family (`ftyp`: MP4, M4A, MOV).
 *
 * @example
 * ```ts
 * sniffMediaType(new TextEncoder().encode('fLaC....')); // 'audio/flac'
 * sniffMediaType(new TextEncoder().encode('hello')); // undefined
 * ```
 */

/** Bytes to read before calling {@link sniffMediaType}. */
export const SNIFF_BYTES = 16;

/** Media types the transcription endpoint accepts. */
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

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The media type of `bytes` (its first {@link SNIFF_BYTES} suffice), or undefined. */
export function sniffMediaType(bytes: Uint8Array): AcceptedMediaType | undefined {
  if (bytes.length < 4) return undefined;
  const head = ascii(bytes, 0, 4);
  if (head === 'RIFF' && bytes.length >= 12 && ascii(bytes, 8, 12) === 'WAVE') return 'audio/wav';
  if (head === 'OggS') return 'audio/ogg';
  if (head === 'fLaC') return 'audio/flac';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'video/webm';
  if (ascii(bytes, 0, 3) === 'ID3') return 'audio/mpeg';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'M4A ' || brand === 'M4B ') return 'audio/mp4';
    if (brand === 'qt  ') return 'video/quicktime';
    return 'video/mp4';
  }
  const first = bytes[0]!;
  const second = bytes[1]!;
  if (first === 0xff && (second & 0xf6) === 0xf0) return 'audio/aac';
  // MPEG audio frame sync: 11 set bits, a valid version and layer.
  if (first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x18) !== 0x08 && (second & 0x06) !== 0) {
    return 'audio/mpeg';
  }
  return undefined;
}
