import { describe, expect, it } from 'vitest';
import { WaveFile } from 'wavefile';
import { InvalidInputError } from '../../src/errors/index.js';
import { decodePcm16Wav, encodeWav, floatToPcm16, WAV_HEADER_BYTES } from '../../src/speech/index.js';

describe('floatToPcm16', () => {
  it.each([
    [0, 0],
    [1, 32767],
    [-1, -32768],
    [0.5, 16384],
    [-0.5, -16384],
    [2, 32767],
    [-3, -32768],
    [Number.NaN, 0],
  ])('%s -> %s', (input, expected) => {
    expect(floatToPcm16(new Float32Array([input]))[0]).toBe(expected);
  });
});

describe('encodeWav', () => {
  it('writes the canonical 44-byte PCM16 mono header and little-endian samples', () => {
    const wav = encodeWav({
      pieces: [new Int16Array([1, -2]), new Int16Array([0x1234])],
      sampleRate: 22_050,
    });
    expect(wav.length).toBe(WAV_HEADER_BYTES + 6);
    expect(Buffer.from(wav).toString('hex')).toBe(
      [
        '52494646', // RIFF
        '2a000000', // 36 + 6
        '57415645', // WAVE
        '666d7420', // fmt
        '10000000', // 16
        '0100', // PCM
        '0100', // mono
        '22560000', // 22050
        '44ac0000', // 44100 bytes per second
        '0200', // block align
        '1000', // 16 bits
        '64617461', // data
        '06000000', // 6 bytes
        '0100feff3412',
      ].join(''),
    );
  });

  it('is read back by an independent WAV library (wavefile)', () => {
    const samples = floatToPcm16(new Float32Array([0, 0.25, -0.25, 0.999]));
    const wav = encodeWav({ pieces: [samples], sampleRate: 16_000 });
    const reader = new WaveFile(wav);
    const format = reader.fmt as {
      audioFormat: number;
      numChannels: number;
      sampleRate: number;
      bitsPerSample: number;
    };
    expect([format.audioFormat, format.numChannels, format.sampleRate, format.bitsPerSample]).toEqual([
      1, 1, 16_000, 16,
    ]);
    expect(Array.from(reader.getSamples(false, Int16Array) as unknown as Int16Array)).toEqual(
      Array.from(samples),
    );
  });

  it('rejects a non-integer sample rate', () => {
    expect(() => encodeWav({ pieces: [], sampleRate: 0 })).toThrow(InvalidInputError);
  });
});

describe('decodePcm16Wav', () => {
  it('round-trips encodeWav and averages stereo to mono', () => {
    const mono = decodePcm16Wav(encodeWav({ pieces: [new Int16Array([16384, -16384])], sampleRate: 8000 }));
    expect([mono.sampleRate, ...mono.samples]).toEqual([8000, 0.5, -0.5]);
    const stereo = new WaveFile();
    stereo.fromScratch(2, 8000, '16', [
      [16384, 0],
      [0, 0],
    ]);
    expect(Array.from(decodePcm16Wav(stereo.toBuffer()).samples)).toEqual([0.25, 0]);
  });

  it.each([
    ['not RIFF', new Uint8Array(20)],
    ['truncated', new Uint8Array([0x52, 0x49])],
  ])('throws AudioDecodeError for %s', (_name, bytes) => {
    expect(() => decodePcm16Wav(bytes)).toThrowError(
      expect.objectContaining({ code: 'audio_decode_failed' }),
    );
  });
});
