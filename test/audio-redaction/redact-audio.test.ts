import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { redactAudio } from '../../src/audio-redaction/redact-audio.js';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import { decodePcm16Wav } from '../../src/speech/wav-decoder.js';
import { encodeWav, floatToPcm16 } from '../../src/speech/wav-encoder.js';
import { MockTranscriptionBackend } from '../../src/test/mock-transcription-backend.js';
import { MockVoiceActivityDetector } from '../../src/test/mock-voice-activity-detector.js';
import { decodeAudioOriginal } from '../../src/transcription/decode-audio.js';
import { formatSrt } from '../../src/transcription/format-subtitles.js';

/** A 440 Hz tone, `seconds` long, interleaved over `channels`. */
function toneWav(seconds: number, sampleRate: number, channels: number): Uint8Array {
  const frames = Math.round(seconds * sampleRate);
  const samples = new Float32Array(frames * channels);
  for (let frame = 0; frame < frames; frame++) {
    const value = 0.5 * Math.sin((2 * Math.PI * 440 * frame) / sampleRate);
    for (let channel = 0; channel < channels; channel++) samples[frame * channels + channel] = value;
  }
  return encodeWav({ pieces: [floatToPcm16(samples)], sampleRate, channels });
}

/** Reads a 16-bit PCM WAV's header fields and its interleaved samples. */
function readWav(file: Uint8Array): { channels: number; sampleRate: number; samples: Int16Array } {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  return {
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    samples: new Int16Array(file.slice(44).buffer),
  };
}

// Ten seconds of call: the phone number's words sit between 3.0 and 6.0 s (segment times are
// shared among words by characters when the backend times segments only).
const SPOKEN = 'my number is 0803 555 1234 thank you';
const backend = new MockTranscriptionBackend({
  doTranscribe: async () => ({ text: SPOKEN, segments: [{ start: 0, end: 10, text: SPOKEN }], warnings: [] }),
});

describe('decodeAudioOriginal', () => {
  it.each([
    [44_100, 2],
    [8000, 1],
  ])('keeps %i Hz and %i channel(s)', async (sampleRate, channels) => {
    const decoded = await decodeAudioOriginal({ audio: toneWav(1, sampleRate, channels) });
    expect([decoded.sampleRate, decoded.channels, decoded.samples.length]).toEqual([
      sampleRate,
      channels,
      sampleRate * channels,
    ]);
    expect(decoded.durationSeconds).toBe(1);
  });
});

describe('redactAudio with a segment-timed backend', () => {
  it.each([
    ['stereo 44.1 kHz', 44_100, 2],
    ['8 kHz telephone audio', 8000, 1],
  ])(
    '%s: silences the phone number, keeps rate, channels and the rest',
    async (_name, sampleRate, channels) => {
      const input = toneWav(10, sampleRate, channels);
      const result = await redactAudio({
        audio: input,
        language: 'English',
        transcriptionBackend: backend,
        mode: 'silence',
        padding: 0,
      });
      expect(result.transcript).toBe(SPOKEN);
      expect(result.redactedTranscript).toBe('my number is [PHONE_NUMBER] thank you');
      expect(result.spans.map((span) => span.type)).toEqual(['PHONE_NUMBER']);
      expect(result.segments).toEqual([{ start: 0, end: 10, text: 'my number is [PHONE_NUMBER] thank you' }]);
      expect(result.warnings.map((warning) => warning.type)).toContain('stand-in');
      const output = readWav(result.audio);
      const original = readWav(input);
      expect([output.sampleRate, output.channels, output.samples.length]).toEqual([
        sampleRate,
        channels,
        original.samples.length,
      ]);
      const [span] = result.spans;
      if (span === undefined) throw new Error('no span');
      // Spans are reported rounded to the millisecond: compare 2 ms inside and outside them.
      const margin = Math.ceil(0.002 * sampleRate);
      const firstFrame = Math.ceil(span.start * sampleRate) + margin;
      const lastFrame = Math.floor(span.end * sampleRate) - margin;
      expect(
        output.samples.subarray(firstFrame * channels, lastFrame * channels).every((value) => value === 0),
      ).toBe(true);
      const before = Math.floor(span.start * sampleRate) - margin;
      expect(Array.from(output.samples.subarray(0, before * channels))).toEqual(
        Array.from(original.samples.subarray(0, before * channels)),
      );
      const after = Math.ceil(span.end * sampleRate) + margin;
      expect(Array.from(output.samples.subarray(after * channels))).toEqual(
        Array.from(original.samples.subarray(after * channels)),
      );
    },
  );

  it('bleeps by default and reads a stream', async () => {
    const result = await redactAudio({
      audio: Readable.from([toneWav(10, 16_000, 1)]),
      language: 'English',
      transcriptionBackend: backend,
    });
    const { samples } = decodePcm16Wav(result.audio);
    const [span] = result.spans;
    if (span === undefined) throw new Error('no span');
    const middle = samples.subarray(
      Math.ceil(span.start * 16_000) + 200,
      Math.floor(span.end * 16_000) - 200,
    );
    const peak = middle.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeGreaterThan(0.2);
    expect(peak).toBeLessThan(0.26);
  });

  it('returns the audio unchanged when nothing is personal', async () => {
    const quiet = new MockTranscriptionBackend({
      doTranscribe: async () => ({
        text: 'thank you',
        segments: [{ start: 0, end: 2, text: 'thank you' }],
        warnings: [],
      }),
    });
    const input = toneWav(2, 16_000, 1);
    const result = await redactAudio({ audio: input, language: 'English', transcriptionBackend: quiet });
    expect(result.spans).toEqual([]);
    expect(Array.from(readWav(result.audio).samples)).toEqual(Array.from(readWav(input).samples));
  });

  it.each([
    [{ mode: 'beep' }, 'mode'],
    [{ padding: -1 }, 'padding'],
    [{ padding: Number.NaN }, 'padding'],
    [{ language: 3 }, 'language'],
  ])('rejects %o with a typed error naming %s', async (override, field) => {
    const error = await redactAudio({
      audio: toneWav(1, 16_000, 1),
      language: 'English',
      transcriptionBackend: backend,
      ...(override as object),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).details).toEqual({ field });
  });
});

describe('redactAudio with word times', () => {
  // A card number read digit by digit between 2.0 and 5.2 s, then a pause, then "thank you".
  const DIGITS = '4 5 3 9 1 4 8 8 0 3 4 3 6 4 6 7'.split(' ');
  const WORDS = [
    { word: 'my', start: 0.5, end: 0.8 },
    { word: 'card', start: 0.85, end: 1.2 },
    { word: 'number', start: 1.25, end: 1.6 },
    { word: 'is', start: 1.65, end: 1.8 },
    ...DIGITS.map((digit, index) => ({ word: digit, start: 2 + index * 0.2, end: 2.15 + index * 0.2 })),
    { word: 'thank', start: 6, end: 6.3 },
    { word: 'you.', start: 6.35, end: 6.6 },
  ];
  const text = WORDS.map((word) => word.word).join(' ');
  const timed = new MockTranscriptionBackend({
    supportsWordTimestamps: true,
    doTranscribe: async () => ({
      text,
      segments: [{ start: 0.5, end: 6.6, text }],
      words: WORDS,
      warnings: [],
    }),
  });

  it('masks the sixteen spoken digits as one span, up to the neighbouring words', async () => {
    const result = await redactAudio({
      audio: toneWav(8, 8000, 1),
      language: 'English',
      transcriptionBackend: timed,
      mode: 'silence',
    });
    expect(result.redactedTranscript).toBe('my card number is [CARD_NUMBER] thank you.');
    // by default the mask reaches the neighbouring words ("is" ends at 1.8, "thank" starts at 6)
    expect(result.spans).toEqual([{ type: 'CARD_NUMBER', start: 1.8, end: 6 }]);
    expect(result.warnings.map((warning) => warning.type)).not.toContain('stand-in');
    expect(result.words.map((word) => word.word)).toEqual([
      'my',
      'card',
      'number',
      'is',
      '[CARD_NUMBER]',
      'thank',
      'you.',
    ]);
    expect(result.words[4]).toEqual({ word: '[CARD_NUMBER]', start: 2, end: 5.15 });
    const srt = formatSrt(result);
    expect(srt).toContain('[CARD_NUMBER]');
    expect(srt).not.toMatch(/\d \d/u);
  });

  it('with maskGaps: false, pads by `padding` only', async () => {
    const result = await redactAudio({
      audio: toneWav(8, 8000, 1),
      language: 'English',
      transcriptionBackend: timed,
      maskGaps: false,
    });
    expect(result.spans).toEqual([{ type: 'CARD_NUMBER', start: 1.85, end: 5.3 }]);
  });
});

describe('redactAudio cut at silences', () => {
  it('passes voiceActivityDetector and chunkSeconds to transcribe(): one chunk per speech region', async () => {
    const voiceActivityDetector = new MockVoiceActivityDetector({
      regions: [
        { start: 0.5, end: 3 },
        { start: 5, end: 7.5 },
      ],
    });
    const turns = ['hello there', 'thank you'];
    let call = 0;
    const segmented = new MockTranscriptionBackend({
      doTranscribe: async () => {
        const text = turns[call++ % turns.length]!;
        return { text, segments: [{ start: 0, end: 1, text }], warnings: [] };
      },
    });
    const result = await redactAudio({
      audio: toneWav(8, 8000, 1),
      language: 'English',
      transcriptionBackend: segmented,
      voiceActivityDetector,
      chunkSeconds: 4,
      retranscribeGaps: false,
    });
    expect(voiceActivityDetector.calls).toHaveLength(1);
    // each region padded by 0.2 s: 0.3-3.2 s and 4.8-7.7 s, never joined (together over 4 s)
    expect(segmented.calls.map((call) => call.audio.length / 16_000)).toEqual([2.9, 2.9]);
    expect(result.transcript).toBe('hello there thank you');
  });
});

describe('redactAudio transcribes an unheard gap again', () => {
  // The recogniser skips the card number (2.0 to 5.2 s) in the whole call and hears it alone.
  const DIGITS = '4 5 3 9 1 4 8 8 0 3 4 3 6 4 6 7'.split(' ');
  const skipping = () =>
    new MockTranscriptionBackend({
      supportsWordTimestamps: true,
      doTranscribe: async (options) => {
        const words =
          options.audio.length > 16_000 * 7
            ? [
                { word: 'my', start: 0.5, end: 0.8 },
                { word: 'card', start: 0.85, end: 1.2 },
                { word: 'number', start: 1.25, end: 1.6 },
                { word: 'is', start: 1.65, end: 1.8 },
                { word: 'thank', start: 6, end: 6.3 },
                { word: 'you.', start: 6.35, end: 6.6 },
              ]
            : DIGITS.map((digit, index) => ({
                word: digit,
                start: 0.2 + index * 0.2,
                end: 0.35 + index * 0.2,
              }));
        const text = words.map((word) => word.word).join(' ');
        // the whole call: one segment per sentence heard; the gap alone: one segment
        const segments =
          words.length === DIGITS.length
            ? [{ start: words[0]!.start, end: words.at(-1)!.end, text }]
            : [
                { start: 0.5, end: 1.8, text: 'my card number is' },
                { start: 6, end: 6.6, text: 'thank you.' },
              ];
        return { text, segments, words, warnings: [] };
      },
    });

  it('masks the skipped card number, heard in the gap 1.8-6.0 s on its own', async () => {
    const backend = skipping();
    const result = await redactAudio({
      audio: toneWav(8, 8000, 1),
      language: 'English',
      transcriptionBackend: backend,
      mode: 'silence',
    });
    expect(backend.calls.map((call) => call.audio.length / 16_000)).toEqual([8, 4.2]);
    expect(result.transcript).toBe(`my card number is ${DIGITS.join(' ')} thank you.`);
    expect(result.redactedTranscript).toBe('my card number is [CARD_NUMBER] thank you.');
    expect(result.spans).toEqual([{ type: 'CARD_NUMBER', start: 1.8, end: 6 }]);
    expect(result.segments.map((segment) => segment.text)).toEqual([
      'my card number is',
      '[CARD_NUMBER]',
      'thank you.',
    ]);
  });

  it('with retranscribeGaps: false, leaves the gap alone', async () => {
    const backend = skipping();
    const result = await redactAudio({
      audio: toneWav(8, 8000, 1),
      language: 'English',
      transcriptionBackend: backend,
      retranscribeGaps: false,
    });
    expect(backend.calls).toHaveLength(1);
    expect(result.spans).toEqual([]);
  });

  it('sends no silent gap again', async () => {
    const backend = skipping();
    const samples = decodePcm16Wav(toneWav(8, 16_000, 1)).samples;
    samples.fill(0, 2 * 16_000, 5.9 * 16_000);
    await redactAudio({
      audio: encodeWav({ pieces: [floatToPcm16(samples)], sampleRate: 16_000 }),
      language: 'English',
      transcriptionBackend: backend,
    });
    expect(backend.calls).toHaveLength(1);
  });
});
