import { describe, expect, it } from 'vitest';
import type {
  TranscriptionCallOptions,
  TranscriptionCallResult,
} from '../../src/backend-interfaces/transcription-backend.js';
import { MockTranscriptionBackend } from '../../src/test/index.js';
import { formatSrt, stitchChunkWords, transcribe } from '../../src/transcription/index.js';
import { useLongTone } from './long-tone.js';

const { longTone: LONG_TONE } = useLongTone('langproc-transcribe-words-test-');
const WORDS_PER_CHUNK = 6;

/** Six words per call (`c1w0` ...), evenly spread, when the call asks for words. */
function sixWords(): (options: TranscriptionCallOptions) => Promise<TranscriptionCallResult> {
  let call = 0;
  return async ({ audio, sampleRate, wordTimestamps }) => {
    call += 1;
    const seconds = audio.length / sampleRate;
    const words = Array.from({ length: WORDS_PER_CHUNK }, (_, index) => ({
      word: `c${call}w${index}`,
      start: (seconds * index) / WORDS_PER_CHUNK,
      end: (seconds * (index + 1)) / WORDS_PER_CHUNK,
    }));
    const text = words.map((word) => word.word).join(' ');
    return {
      text,
      segments: [{ start: 0, end: seconds, text }],
      ...(wordTimestamps === true ? { words } : {}),
      warnings: [],
    };
  };
}

describe('transcribe() word timestamps (mock backend)', () => {
  it('asks for words, makes them absolute across chunks, keeps each in one chunk, and cuts the SRT from them', async () => {
    const backend = new MockTranscriptionBackend({ supportsWordTimestamps: true, doTranscribe: sixWords() });
    const result = await transcribe({ audio: LONG_TONE, backend, generateSrt: true });
    expect(backend.calls.map((call) => call.wordTimestamps)).toEqual([true, true, true]);
    // Chunks 0-30, 27-57, 54-70 s; the seams sit at 28.5 and 55.5 s (word midpoints decide).
    expect(result.words).toEqual([
      { word: 'c1w0', start: 0, end: 5 },
      { word: 'c1w1', start: 5, end: 10 },
      { word: 'c1w2', start: 10, end: 15 },
      { word: 'c1w3', start: 15, end: 20 },
      { word: 'c1w4', start: 20, end: 25 },
      { word: 'c1w5', start: 25, end: 30 },
      { word: 'c2w0', start: 30, end: 32 },
      { word: 'c2w1', start: 32, end: 37 },
      { word: 'c2w2', start: 37, end: 42 },
      { word: 'c2w3', start: 42, end: 47 },
      { word: 'c2w4', start: 47, end: 52 },
      { word: 'c2w5', start: 52, end: 57 },
      { word: 'c3w1', start: 57, end: 59.333 },
      { word: 'c3w2', start: 59.333, end: 62 },
      { word: 'c3w3', start: 62, end: 64.667 },
      { word: 'c3w4', start: 64.667, end: 67.333 },
      { word: 'c3w5', start: 67.333, end: 70 },
    ]);
    expect(result.srt).toBe(formatSrt({ segments: result.segments, words: result.words ?? [] }));
    // Words of 5 s: the 7 s rule puts one word in each cue.
    expect(result.srt?.split('\n\n')[0]).toBe('1\n00:00:00,000 --> 00:00:05,000\nc1w0');
    expect(result.warnings).toEqual([]);
  });

  it('never asks when wordTimestamps is false', async () => {
    const backend = new MockTranscriptionBackend({
      maxChunkSeconds: 80,
      supportsWordTimestamps: true,
      doTranscribe: sixWords(),
    });
    const result = await transcribe({ audio: LONG_TONE, backend, wordTimestamps: false });
    expect(backend.calls.map((call) => call.wordTimestamps)).toEqual([undefined]);
    expect(result.words).toBeUndefined();
    expect(result.warnings).toEqual([]);
  });

  it('gives no words, silently, from a backend without the capability; warns when they were asked for', async () => {
    const backend = new MockTranscriptionBackend({ maxChunkSeconds: 80, doTranscribe: sixWords() });
    const quiet = await transcribe({ audio: LONG_TONE, backend });
    expect(backend.calls.map((call) => call.wordTimestamps)).toEqual([undefined]);
    expect(quiet.words).toBeUndefined();
    expect(quiet.warnings).toEqual([]);
    const asked = await transcribe({ audio: LONG_TONE, backend, wordTimestamps: true });
    expect(asked.words).toBeUndefined();
    expect(asked.warnings).toEqual([
      {
        type: 'unsupported',
        feature: 'wordTimestamps',
        details: 'mock-transcription could not time the words; subtitles follow the segments.',
      },
    ]);
  });

  it('drops all words when one chunk with speech came back without them', async () => {
    const timed = sixWords();
    let call = 0;
    const backend = new MockTranscriptionBackend({
      supportsWordTimestamps: true,
      doTranscribe: async (options) => {
        call += 1;
        const result = await timed(options);
        return call === 2 ? { ...result, words: undefined } : result;
      },
    });
    const result = await transcribe({ audio: LONG_TONE, backend, generateSrt: true });
    expect(result.words).toBeUndefined();
    expect(result.srt).toBe(formatSrt(result.segments));
  });

  it('treats malformed words from a backend as a backend error', async () => {
    const backend = new MockTranscriptionBackend({
      maxChunkSeconds: 80,
      supportsWordTimestamps: true,
      doTranscribe: async () => ({
        text: 'a',
        segments: [],
        words: [{ word: 'a', start: Number.NaN, end: 1 }],
        warnings: [],
      }),
    });
    await expect(transcribe({ audio: LONG_TONE, backend })).rejects.toMatchObject({
      code: 'backend_failure',
    });
  });

  it('the default mock backend times its words when asked', async () => {
    const backend = new MockTranscriptionBackend({ maxChunkSeconds: 80, supportsWordTimestamps: true });
    const result = await transcribe({ audio: LONG_TONE, backend });
    expect(result.words).toEqual([
      { word: 'audio', start: 0, end: 17.5 },
      { word: 'of', start: 17.5, end: 35 },
      { word: '70.00', start: 35, end: 52.5 },
      { word: 'seconds', start: 52.5, end: 70 },
    ]);
  });
});

describe('stitchChunkWords', () => {
  it('drops words repeated at a seam and keeps a real repetition', () => {
    expect(
      stitchChunkWords([
        {
          startSeconds: 0,
          endSeconds: 30,
          words: [
            { word: 'meet', start: 26.2, end: 26.6 },
            { word: 'tomorrow', start: 26.6, end: 27.2 },
          ],
        },
        {
          startSeconds: 25,
          endSeconds: 40,
          words: [
            { word: 'Meet', start: 2.5, end: 2.9 },
            { word: 'tomorrow,', start: 2.9, end: 3.2 },
            { word: 'at', start: 3.6, end: 3.8 },
            { word: 'at', start: 3.9, end: 4 },
          ],
        },
      ]),
    ).toEqual([
      { word: 'meet', start: 26.2, end: 26.6 },
      { word: 'tomorrow', start: 26.6, end: 27.2 },
      { word: 'at', start: 28.6, end: 28.8 },
      { word: 'at', start: 28.9, end: 29 },
    ]);
  });
});
