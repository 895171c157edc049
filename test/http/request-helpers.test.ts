import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/http/rate-limiter.js';
import { sniffMediaType } from '../../src/http/sniff-media-type.js';
import { resolveTranscriptionLanguage } from '../../src/http/transcription-language.js';

function bytes(...parts: Array<string | number[]>): Uint8Array {
  const values: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') for (const character of part) values.push(character.charCodeAt(0));
    else values.push(...part);
  }
  return new Uint8Array(values);
}

describe('sniffMediaType', () => {
  it.each([
    ['WAV', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), 'audio/wav'],
    ['RIFF but AVI', bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'), undefined],
    ['MP3 with ID3', bytes('ID3', [4, 0, 0, 0, 0, 0, 0]), 'audio/mpeg'],
    ['MP3 frame sync', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    ['AAC ADTS', bytes([0xff, 0xf1, 0x50, 0x80]), 'audio/aac'],
    ['Ogg', bytes('OggS', [0, 2]), 'audio/ogg'],
    ['FLAC', bytes('fLaC', [0, 0, 0, 34]), 'audio/flac'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'video/webm'],
    ['MP4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
    ['M4A', bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 2, 0]), 'audio/mp4'],
    ['MOV', bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0]), 'video/quicktime'],
    ['text', bytes('hello world, not audio'), undefined],
    ['too short', bytes('Og'), undefined],
  ])('%s', (_name, input, expected) => {
    expect(sniffMediaType(input)).toBe(expected);
  });
});

describe('resolveTranscriptionLanguage', () => {
  it.each([
    ['english', 'English'],
    ['English', 'English'],
    ['EN', 'English'],
    ['eng', 'English'],
    ['hausa', 'Hausa'],
    ['yo', 'Yoruba'],
    ['kin', 'Kinyarwanda'],
  ])('%s -> %s', (field, language) => {
    expect(resolveTranscriptionLanguage(field)).toBe(language);
  });

  it('rejects an unknown language with unsupported_language', () => {
    expect(() => resolveTranscriptionLanguage('klingon')).toThrow(
      expect.objectContaining({ code: 'unsupported_language' }),
    );
  });
});

describe('createRateLimiter', () => {
  it('allows the burst, refuses with a retry delay, and refills over time', () => {
    let time = 0;
    const limiter = createRateLimiter({ requestsPerSecond: 2, burst: 3, now: () => time });
    const decisions = [1, 2, 3, 4].map(() => limiter.take('a'));
    expect(decisions).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
      { allowed: false, retryAfterSeconds: 1 },
    ]);
    expect(limiter.take('b')).toEqual({ allowed: true });
    time = 500;
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
