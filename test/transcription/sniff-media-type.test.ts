import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FFMPEG_DEMUXERS,
  MAX_PADDING_AFTER_ID3,
  sniffMediaFile,
  sniffMediaType,
  sniffMediaTypeFrom,
} from '../../src/transcription/index.js';
import { generateMedia } from './generate-media.js';

function bytes(...parts: Array<string | number[] | Uint8Array>): Uint8Array {
  const values: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') for (const character of part) values.push(character.charCodeAt(0));
    else values.push(...part);
  }
  return new Uint8Array(values);
}

/** An ID3v2 header: version, flags and a body size written as four synchsafe bytes. */
function id3(size: number, { version = 4, flags = 0 } = {}): number[] {
  return [
    0x49,
    0x44,
    0x33,
    version,
    0,
    flags,
    (size >> 21) & 0x7f,
    (size >> 14) & 0x7f,
    (size >> 7) & 0x7f,
    size & 0x7f,
  ];
}

/** An MPEG-1 Layer III frame header, 128 kbit/s, 44.1 kHz. */
const MPEG_FRAME = [0xff, 0xfb, 0x90, 0x64];
/** An ADTS (AAC-LC, 44.1 kHz) frame header. */
const ADTS_FRAME = [0xff, 0xf1, 0x50, 0x80];
const PLAYLIST = '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nfile:///srv/data/tts/1.wav\n';

describe('sniffMediaType', () => {
  it.each([
    ['WAV', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), 'audio/wav'],
    ['RIFF but AVI', bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'), undefined],
    ['MP3 frame sync', bytes(MPEG_FRAME), 'audio/mpeg'],
    ['MP3 frame with bitrate index 1111', bytes([0xff, 0xfb, 0xf0, 0x64]), undefined],
    ['MP3 frame with sample rate index 11', bytes([0xff, 0xfb, 0x9c, 0x64]), undefined],
    ['AAC ADTS', bytes(ADTS_FRAME), 'audio/aac'],
    ['Ogg', bytes('OggS', [0, 2]), 'audio/ogg'],
    ['FLAC', bytes('fLaC', [0, 0, 0, 34]), 'audio/flac'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'video/webm'],
    ['MP4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
    ['M4A', bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 2, 0]), 'audio/mp4'],
    ['MOV', bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0]), 'video/quicktime'],
    [
      'QuickTime opening with moov',
      bytes([0, 0, 0x01, 0], 'moov', [0, 0, 0, 0x6c], 'mvhd'),
      'video/quicktime',
    ],
    ['QuickTime opening with wide', bytes([0, 0, 0, 8], 'wide', [0, 0, 0, 8], 'mdat'), 'video/quicktime'],
    ['ID3 then an MPEG frame', bytes(id3(5), [1, 2, 3, 4, 5], MPEG_FRAME), 'audio/mpeg'],
    [
      'ID3 with a footer then an MPEG frame',
      bytes(id3(2, { flags: 0x10 }), [1, 2], 'x'.repeat(10), MPEG_FRAME),
      'audio/mpeg',
    ],
    [
      'ID3v2.3 then zero padding then an MPEG frame',
      bytes(id3(0, { version: 3 }), Array(300).fill(0), MPEG_FRAME),
      'audio/mpeg',
    ],
    ['two ID3 tags then an MPEG frame', bytes(id3(1), [7], id3(0), MPEG_FRAME), 'audio/mpeg'],
    ['ID3 then ADTS', bytes(id3(0), ADTS_FRAME), 'audio/aac'],
    ['ID3 then FLAC', bytes(id3(0), 'fLaC', [0, 0, 0, 34]), 'audio/flac'],
    ['ID3 then an HLS playlist', bytes(id3(0), PLAYLIST), undefined],
    ['ID3 then an ffconcat list', bytes(id3(0), 'ffconcat version 1.0\nfile a.wav\n'), undefined],
    ['ID3 then zero padding then a playlist', bytes(id3(0), Array(64).fill(0), PLAYLIST), undefined],
    [
      'ID3 then more zero padding than allowed',
      bytes(id3(0), Array(MAX_PADDING_AFTER_ID3 + 1).fill(0), MPEG_FRAME),
      undefined,
    ],
    ['ID3 then Ogg (not a container ffmpeg reads behind a tag)', bytes(id3(0), 'OggS', [0, 2]), undefined],
    ['ID3 then WAV', bytes(id3(0), 'RIFF', [1, 2, 3, 4], 'WAVEfmt '), undefined],
    [
      'ID3 with a size byte over 0x7f',
      bytes([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0x80, 0], MPEG_FRAME),
      undefined,
    ],
    ['ID3 with version 0xff', bytes([0x49, 0x44, 0x33, 0xff, 0, 0, 0, 0, 0, 0], MPEG_FRAME), undefined],
    ['ID3 header cut short', bytes('ID3', [4, 0, 0, 0, 0, 0, 0]), undefined],
    ['ID3 whose tag runs past the bytes', bytes(id3(100), [1, 2, 3]), undefined],
    ['five ID3 tags', bytes(id3(0), id3(0), id3(0), id3(0), id3(0), MPEG_FRAME), undefined],
    ['bare HLS playlist', bytes(PLAYLIST), undefined],
    ['ffconcat list', bytes('ffconcat version 1.0\nfile a.wav\n'), undefined],
    ['PNG (an image sequence frame)', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), undefined],
    ['text', bytes('hello world, not audio'), undefined],
    ['too short', bytes('Og'), undefined],
  ])('%s', (_name, input, expected) => {
    expect(sniffMediaType(input)).toBe(expected);
  });

  it('reads a long ID3 tag piece by piece, never the tag itself', async () => {
    const file = Buffer.concat([
      bytes(id3(300_000)),
      new Uint8Array(300_000),
      bytes(MPEG_FRAME),
      new Uint8Array(1000),
    ]);
    const reads: Array<[number, number]> = [];
    const found = await sniffMediaTypeFrom(async (position, length) => {
      reads.push([position, length]);
      return file.subarray(position, position + length);
    });
    expect(found).toBe('audio/mpeg');
    expect(reads).toEqual([
      [0, 16],
      [300_010, MAX_PADDING_AFTER_ID3 + 16],
    ]);
  });
});

describe('sniffMediaFile on generated media', () => {
  const temporary = mkdtempSync(path.join(tmpdir(), 'langproc-sniff-test-'));
  let media: Record<string, string> = {};
  beforeAll(() => {
    media = generateMedia(temporary);
  });
  afterAll(() => rmSync(temporary, { recursive: true, force: true }));

  it.each([
    ['tone.wav', 'audio/wav', 'wav'],
    ['tone.mp3', 'audio/mpeg', 'mp3'],
    ['tone.flac', 'audio/flac', 'flac'],
    ['tone.ogg', 'audio/ogg', 'ogg'],
    ['tone.m4a', 'audio/mp4', 'mov'],
    ['tone.webm', 'video/webm', 'matroska'],
    ['video-with-audio.mp4', 'video/mp4', 'mov'],
    ['corrupt.bin', undefined, undefined],
  ])('%s is %s, read by the %s demuxer', async (name, mediaType, demuxer) => {
    const file = media[name] as string;
    const found = await sniffMediaFile(file);
    expect(found).toBe(mediaType);
    expect(sniffMediaType(readFileSync(file))).toBe(mediaType);
    expect(found === undefined ? undefined : FFMPEG_DEMUXERS[found]).toBe(demuxer);
  });

  it('the ffmpeg-written MP3 opens with an ID3 tag (the case the stricter check reads past)', () => {
    expect(String.fromCharCode(...readFileSync(media['tone.mp3'] as string).subarray(0, 3))).toBe('ID3');
  });
});
