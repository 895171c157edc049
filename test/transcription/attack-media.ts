/**
 * Test helper: files that trick an unconfined ffmpeg into reading a server-local "secret" WAV
 * (an HLS playlist, an ffconcat list, an ID3 tag in front of a playlist, playlist entries that use
 * the `subfile:`, `tee:`, `concat:` and `data:` protocols, a QuickTime movie whose sound track
 * lives in the secret through an external data reference), written next to it in a temporary
 * folder, plus the secret's own decoded samples to compare against.
 *
 * Layout: `<root>/tts/secret.wav` (the secret, where the HTTP adapter keeps TTS audio) and
 * `<root>/uploads/<attack file>` (where uploads land); ffconcat can only name files beside the
 * list, so `<root>/uploads/neighbour.wav` is a copy of the secret (another account's upload).
 *
 * @example
 * ```ts
 * const attacks = buildAttackMedia(temporaryDirectory);
 * await expect(decodeAudio({ audio: attacks.files['hls-file-url.m3u8'] })).rejects.toThrow();
 * ```
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveFfmpegPath } from '../../src/transcription/index.js';

/** The secret: one second of a 1234 Hz tone, 16 kHz mono PCM (the decoder's own rate). */
export const SECRET_TONE_HERTZ = 1234;
/** The decoy sound a crafted movie carries itself: one second of a 300 Hz tone. */
export const DECOY_TONE_HERTZ = 300;

export interface AttackMedia {
  secretPath: string;
  /** The secret decoded the way the decoder would (16 kHz mono float32). */
  secretSamples: Float32Array;
  uploadsDirectory: string;
  /** Attack name → path of the file under `uploads/`. */
  files: Record<string, string>;
  /** Paths handed to the library as `audio` strings, which name another protocol or a pattern. */
  protocolPaths: Record<string, string>;
}

function ffmpeg(args: string[]): Buffer {
  return execFileSync(resolveFfmpegPath(), ['-nostdin', '-v', 'error', ...args], {
    maxBuffer: 64 * 1024 * 1024,
  });
}

function tone(hertz: number, format: string[], file: string): void {
  ffmpeg([
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${hertz}:duration=1:sample_rate=16000`,
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    '-fflags',
    '+bitexact',
    ...format,
    file,
  ]);
}

/** Decodes `file` with every ffmpeg trick allowed (the attacker's view of what could leak). */
export function decodeUnconfined(file: string, extraInputOptions: string[] = []): Float32Array {
  const bytes = ffmpeg([...extraInputOptions, '-i', file, '-ac', '1', '-ar', '16000', '-f', 'f32le', '-']);
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

function hlsPlaylist(entry: string): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:1',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXTINF:1.0,',
    entry,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/** A 10-byte ID3v2.4 header announcing an empty tag. */
const EMPTY_ID3_TAG = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);

export function buildAttackMedia(root: string): AttackMedia {
  const secretDirectory = path.join(root, 'tts');
  const uploadsDirectory = path.join(root, 'uploads');
  mkdirSync(secretDirectory, { recursive: true });
  mkdirSync(uploadsDirectory, { recursive: true });
  const secretPath = path.join(secretDirectory, 'secret.wav');
  tone(SECRET_TONE_HERTZ, ['-f', 'wav'], secretPath);
  copyFileSync(secretPath, path.join(uploadsDirectory, 'neighbour.wav'));
  const secret = readFileSync(secretPath);
  const secretBase64 = secret.toString('base64');

  const texts: Record<string, string | Buffer> = {
    'hls-file-url.m3u8': hlsPlaylist(`file://${secretPath}`),
    'hls-file-url': hlsPlaylist(`file://${secretPath}`),
    'hls-plain-path.m3u8': hlsPlaylist(secretPath),
    'hls-subfile.m3u8': hlsPlaylist(`subfile,,start,0,end,${secret.length},,:${secretPath}`),
    'hls-tee.m3u8': hlsPlaylist(`tee:${secretPath}`),
    'hls-concat.m3u8': hlsPlaylist(`concat:${secretPath}`),
    'hls-data-uri.m3u8': hlsPlaylist(`data:audio/wav;base64,${secretBase64}`),
    'ffconcat.txt': 'ffconcat version 1.0\nfile neighbour.wav\n',
    'ffconcat-absolute.txt': `ffconcat version 1.0\nfile ${secretPath}\n`,
    'id3-hls.mp3': Buffer.concat([EMPTY_ID3_TAG, Buffer.from(hlsPlaylist(`file://${secretPath}`))]),
    'id3-ffconcat.mp3': Buffer.concat([
      EMPTY_ID3_TAG,
      Buffer.from('ffconcat version 1.0\nfile neighbour.wav\n'),
    ]),
    'id3-zero-padding-hls.mp3': Buffer.concat([
      EMPTY_ID3_TAG,
      Buffer.alloc(64),
      Buffer.from(hlsPlaylist(`file://${secretPath}`)),
    ]),
  };
  const files: Record<string, string> = {};
  for (const [name, content] of Object.entries(texts)) {
    files[name] = path.join(uploadsDirectory, name);
    writeFileSync(files[name], content);
  }

  const decoyPath = path.join(root, 'decoy.mov');
  tone(DECOY_TONE_HERTZ, ['-f', 'mov'], decoyPath);
  files['dref.mov'] = path.join(uploadsDirectory, 'dref.mov');
  writeFileSync(
    files['dref.mov'],
    withExternalDataReference(readFileSync(decoyPath), secret, {
      // from uploads/ one level up, then down into tts/: the same-origin relative path ffmpeg
      // would follow with drefs enabled
      levelsUp: 2,
      targetPath: `/volume/tts/${path.basename(secretPath)}`,
      levelsDown: 2,
    }),
  );

  const pngPattern = path.join(uploadsDirectory, 'frame-%03d.png');
  writeFileSync(pngPattern, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
  writeFileSync(path.join(uploadsDirectory, 'frame-001.png'), readFileSync(pngPattern));
  const protocolPaths = {
    'file: URL': `file://${secretPath}`,
    'subfile:': `subfile,,start,0,end,${secret.length},,:${secretPath}`,
    'tee:': `tee:${secretPath}`,
    'concat:': `concat:${secretPath}`,
    'data: URI': `data:audio/wav;base64,${secretBase64}`,
    'pipe:': 'pipe:0',
  };
  return {
    secretPath,
    secretSamples: decodeUnconfined(secretPath),
    uploadsDirectory,
    files: { ...files, 'image-sequence-pattern': pngPattern },
    protocolPaths,
  };
}

interface Box {
  type: string;
  start: number;
  size: number;
  /** Offset of the first child box (or of the payload). */
  body: number;
}

function boxesIn(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let offset = start; offset + 8 <= end; ) {
    const size = bytes.readUInt32BE(offset);
    if (size < 8) throw new Error(`Unexpected box size ${size} at ${offset}`);
    boxes.push({
      type: bytes.toString('latin1', offset + 4, offset + 8),
      start: offset,
      size,
      body: offset + 8,
    });
    offset += size;
  }
  return boxes;
}

function child(bytes: Buffer, parent: Box, type: string): Box {
  const found = boxesIn(bytes, parent.body, parent.start + parent.size).find((box) => box.type === type);
  if (found === undefined) throw new Error(`No ${type} box in ${parent.type}`);
  return found;
}

function wavDataOffset(wav: Buffer): number {
  for (let offset = 12; offset + 8 <= wav.length; ) {
    const size = wav.readUInt32LE(offset + 4);
    if (wav.toString('latin1', offset, offset + 4) === 'data') return offset + 8;
    offset += 8 + size + (size % 2);
  }
  throw new Error('No data chunk in the secret WAV');
}

/**
 * Rewrites a QuickTime movie (mdat before moov, one PCM track) so that its sound track's data
 * reference is a Macintosh alias to `targetPath` resolved relative to the movie
 * (`levelsUp`/`levelsDown`, as ffmpeg's mov demuxer resolves `nlvl_from`/`nlvl_to`), and its
 * chunk offsets point at the secret WAV's samples.
 */
export function withExternalDataReference(
  movie: Buffer,
  secretWav: Buffer,
  alias: { levelsUp: number; targetPath: string; levelsDown: number },
): Buffer {
  const top = boxesIn(movie, 0, movie.length);
  const moov = top.find((box) => box.type === 'moov');
  const mdat = top.find((box) => box.type === 'mdat');
  if (moov === undefined || mdat === undefined || mdat.start > moov.start) {
    throw new Error('Expected a movie with mdat before moov');
  }
  const trak = child(movie, moov, 'trak');
  const mdia = child(movie, trak, 'mdia');
  const minf = child(movie, mdia, 'minf');
  const dinf = child(movie, minf, 'dinf');
  const dref = child(movie, dinf, 'dref');
  const stbl = child(movie, minf, 'stbl');
  const stco = child(movie, stbl, 'stco');

  const pathBytes = Buffer.from(alias.targetPath, 'latin1');
  const paddedPath = Buffer.concat([pathBytes, Buffer.alloc(pathBytes.length % 2)]);
  const fixed = Buffer.alloc(150);
  // 10 skipped, volume name length + 27 bytes, 12 skipped, file name length + 63 bytes, 16 skipped
  fixed.writeUInt16BE(alias.levelsUp, 10 + 1 + 27 + 12 + 1 + 63 + 16);
  fixed.writeUInt16BE(alias.levelsDown, 10 + 1 + 27 + 12 + 1 + 63 + 16 + 2);
  const record = Buffer.alloc(4);
  record.writeUInt16BE(2, 0); // absolute path
  record.writeUInt16BE(pathBytes.length, 2);
  const end = Buffer.from([0xff, 0xff, 0, 0]);
  const entryBody = Buffer.concat([Buffer.alloc(4), fixed, record, paddedPath, end]);
  const entry = Buffer.concat([Buffer.alloc(8), entryBody]);
  entry.writeUInt32BE(entry.length, 0);
  entry.write('alis', 4, 'latin1');
  const newDref = Buffer.concat([Buffer.alloc(16), entry]);
  newDref.writeUInt32BE(newDref.length, 0);
  newDref.write('dref', 4, 'latin1');
  newDref.writeUInt32BE(1, 12);
  const delta = newDref.length - dref.size;

  const patched = Buffer.concat([
    movie.subarray(0, dref.start),
    newDref,
    movie.subarray(dref.start + dref.size),
  ]);
  for (const box of [moov, trak, mdia, minf, dinf]) patched.writeUInt32BE(box.size + delta, box.start);
  const stcoStart = stco.start > dref.start ? stco.start + delta : stco.start;
  const count = patched.readUInt32BE(stcoStart + 12);
  const first = patched.readUInt32BE(stcoStart + 16);
  const dataOffset = wavDataOffset(secretWav);
  for (let index = 0; index < count; index++) {
    const at = stcoStart + 16 + index * 4;
    patched.writeUInt32BE(dataOffset + (patched.readUInt32BE(at) - first), at);
  }
  return patched;
}
