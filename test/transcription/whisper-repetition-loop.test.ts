import { describe, expect, it } from 'vitest';
import {
  cutRepetitionLoop,
  findRepetitionLoop,
} from '../../backends/transformers/whisper-repetition-loop.js';
import {
  type AsrChunk,
  shiftChunkTimes,
  transcribeWithWordTimes,
  type WhisperWordRecognizer,
} from '../../backends/transformers/whisper-word-timestamps.js';

/** Whisper base's first timestamp token; `T(1.5)` is `<|1.50|>`. */
const BEGIN = 50_364;
const T = (seconds: number): number => BEGIN + Math.round(seconds / 0.02);
/** A four-token phrase ("Und ihre Emile Adresse") and other text tokens. */
const PHRASE = [1, 2, 3, 4];
const times = (tokens: readonly number[]): number[] => tokens.map((_, index) => index / 10);

describe('findRepetitionLoop', () => {
  it.each<{ name: string; tokens: number[]; expected: ReturnType<typeof findRepetitionLoop> }>([
    { name: 'no repetition', tokens: [T(0), 5, 6, 7, 8, T(2)], expected: undefined },
    {
      name: 'a phrase said twice is not a loop',
      tokens: [T(0), ...PHRASE, ...PHRASE, T(2)],
      expected: undefined,
    },
    {
      name: 'three zeros of a phone number are not a loop (12 tokens needed)',
      tokens: [T(0), 5, 0, 0, 0, 6, T(2)],
      expected: undefined,
    },
    {
      name: 'a 4-token phrase three times in one segment',
      tokens: [T(0), 5, 6, ...PHRASE, ...PHRASE, ...PHRASE, 7],
      expected: { start: 3, cut: 7, period: 4, copies: 3 },
    },
    {
      name: 'a phrase looping over segments: timestamps skipped',
      tokens: [
        T(0),
        5,
        T(1),
        T(1),
        ...PHRASE,
        T(2),
        T(2),
        ...PHRASE,
        T(3),
        T(3),
        ...PHRASE,
        T(4),
        T(4),
        ...PHRASE,
      ],
      expected: { start: 4, cut: 8, period: 4, copies: 4 },
    },
    {
      name: 'one token repeated: 12 copies make a loop',
      tokens: [T(0), 5, ...Array.from({ length: 12 }, () => 9)],
      expected: { start: 2, cut: 3, period: 1, copies: 12 },
    },
    {
      name: 'one token repeated 11 times is not',
      tokens: [T(0), 5, ...Array.from({ length: 11 }, () => 9)],
      expected: undefined,
    },
    {
      name: 'two tokens repeated: 6 copies (the shortest n-gram is reported)',
      tokens: [T(0), ...Array.from({ length: 6 }, () => [8, 9]).flat(), 5],
      expected: { start: 1, cut: 3, period: 2, copies: 6 },
    },
    {
      name: 'the prompt before `from` is not looked at',
      tokens: [7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, T(0), 5],
      expected: undefined,
    },
  ])('$name', ({ tokens, expected }) => {
    expect(findRepetitionLoop(tokens, { timestampBegin: BEGIN, from: tokens.indexOf(T(0)) })).toEqual(
      expected,
    );
  });
});

describe('cutRepetitionLoop', () => {
  it('keeps the first copy and seeks to the timestamp Whisper wrote after it', () => {
    const tokens = [T(0), 5, T(1), T(1), ...PHRASE, T(2.5), T(2.5), ...PHRASE, T(3), T(3), ...PHRASE];
    const loop = findRepetitionLoop(tokens, { timestampBegin: BEGIN });
    expect(loop).toEqual({ start: 4, cut: 8, period: 4, copies: 3 });
    const cut = cutRepetitionLoop({
      tokens,
      times: times(tokens),
      loop: loop as NonNullable<typeof loop>,
      timestampBegin: BEGIN,
      timePrecision: 0.02,
    });
    expect(cut).toEqual({
      tokens: [T(0), 5, T(1), T(1), ...PHRASE, T(2.5)],
      times: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 2.5],
      seekSeconds: 2.5,
    });
  });

  it('inside one segment: seeks to the token time of the second copy and closes the segment there', () => {
    const tokens = [T(0), 5, 6, ...PHRASE, ...PHRASE, ...PHRASE, ...PHRASE];
    const tokenTimes = [
      0, 0, 0.4, 1.2, 1.4, 1.6, 1.8, 2.14, 2.2, 2.3, 2.4, 2.5, 2.6, 2.7, 2.8, 2.9, 3, 3.1, 3.2,
    ];
    const loop = findRepetitionLoop(tokens, { timestampBegin: BEGIN });
    const cut = cutRepetitionLoop({
      tokens,
      times: tokenTimes,
      loop: loop as NonNullable<typeof loop>,
      timestampBegin: BEGIN,
      timePrecision: 0.02,
    });
    expect(cut).toEqual({
      tokens: [T(0), 5, 6, ...PHRASE, T(2.14)],
      times: [0, 0, 0.4, 1.2, 1.4, 1.6, 1.8, 2.14],
      seekSeconds: 2.14,
    });
  });

  it.each<{ name: string; tokenTimes: number[] | undefined }>([
    { name: 'without token times', tokenTimes: undefined },
    {
      name: 'when the second copy is not after the last timestamp',
      tokenTimes: Array.from({ length: 15 }, () => 0),
    },
  ])('cuts but does not seek $name', ({ tokenTimes }) => {
    const tokens = [T(0), 5, 6, ...PHRASE, ...PHRASE, ...PHRASE];
    const loop = findRepetitionLoop(tokens, { timestampBegin: BEGIN });
    const cut = cutRepetitionLoop({
      tokens,
      ...(tokenTimes === undefined ? {} : { times: tokenTimes }),
      loop: loop as NonNullable<typeof loop>,
      timestampBegin: BEGIN,
      timePrecision: 0.02,
    });
    expect(cut.tokens).toEqual([T(0), 5, 6, ...PHRASE]);
    expect(cut.seekSeconds).toBeUndefined();
  });
});

describe('shiftChunkTimes', () => {
  it('moves the chunks of a part decoded from a seek to the window times, nulls kept', () => {
    expect(
      shiftChunkTimes(
        {
          text: ' Danke.',
          segments: [{ text: ' Danke.', timestamp: [0, 1.2] }],
          words: [{ text: ' Danke.', timestamp: [0.1, null] }],
        },
        4.14,
      ),
    ).toEqual({
      text: ' Danke.',
      segments: [{ text: ' Danke.', timestamp: [4.14, 5.34] }],
      words: [{ text: ' Danke.', timestamp: [4.24, null] }],
    });
  });
});

describe('transcribeWithWordTimes with a looping recognizer', () => {
  /** Text tokens are words of this list; tokens from BEGIN on are timestamps. */
  const WORDS = ['', ' Und', ' ihre', ' Emile', ' Adresse', ' Danke.', ' Guten', ' Tag.'];
  /**
   * A recognizer whose generation reads only the frame count: the whole 10 s window loops on
   * the phrase after "Guten Tag." (its second copy at 4.14 s); the window decoded again from
   * 4.14 s says "Danke.".
   */
  function loopingRecognizer(calls: number[]): WhisperWordRecognizer {
    const generate = async (options: Record<string, unknown>) => {
      const frames = options.num_frames as number;
      calls.push(frames);
      const looping = frames === 1000;
      const sequence = looping
        ? [50_258, T(0), 6, 7, T(2), T(2), ...PHRASE, ...PHRASE, ...PHRASE, ...PHRASE]
        : [50_258, T(0), 5, T(1), 50_257];
      // when each token starts; transformers.js gives each token the time the next one starts
      const starts = looping
        ? [0, 0, 0, 1, 2, 2, 2.5, 3, 3.5, 3.8, 4.14, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5]
        : [0, 0, 0.2, 1, 1];
      return {
        sequences: { tolist: () => [sequence] },
        token_timestamps: { tolist: () => [[...starts.slice(1), starts.at(-1)]] },
      };
    };
    const decodeAsr = (
      sequences: Array<{ tokens: number[]; token_timestamps?: number[] }>,
    ): [string, { chunks: AsrChunk[] }] => {
      const { tokens } = sequences[0] as { tokens: number[] };
      const chunks: AsrChunk[] = [];
      let start: number | null = null;
      let text = '';
      for (const token of tokens) {
        if (token >= BEGIN) {
          const time = Math.round((token - BEGIN) * 0.02 * 100) / 100;
          if (start === null) start = time;
          else {
            chunks.push({ text, timestamp: [start, time] });
            start = null;
            text = '';
          }
        } else text += WORDS[token] ?? '';
      }
      if (text !== '') chunks.push({ text, timestamp: [start, null] });
      return [chunks.map((chunk) => chunk.text).join(''), { chunks }];
    };
    return {
      processor: Object.assign(async () => ({ input_features: {} as never }), {
        feature_extractor: { config: { n_samples: 0, hop_length: 160, n_fft: 400 } } as never,
      }),
      model: { generate, config: { max_source_positions: 1500 } },
      tokenizer: { timestamp_begin: BEGIN, _decode_asr: decodeAsr as never },
    };
  }

  it('cuts the loop after its first copy and decodes the window again from 4.14 s', async () => {
    const calls: number[] = [];
    const result = await transcribeWithWordTimes({
      recognizer: loopingRecognizer(calls),
      audio: new Float32Array(160_000),
      generation: {},
      words: false,
    });
    expect(calls).toEqual([1000, 586]);
    expect(result).toEqual({
      text: 'Guten Tag. Und ihre Emile Adresse Danke.',
      segments: [
        { text: ' Guten Tag.', timestamp: [0, 2] },
        { text: ' Und ihre Emile Adresse', timestamp: [2, 4.14] },
        { text: ' Danke.', timestamp: [4.14, 5.14] },
      ],
      words: [],
    });
  });

  it('with the guard off, the loop stays and the window is decoded once', async () => {
    const calls: number[] = [];
    const result = await transcribeWithWordTimes({
      recognizer: loopingRecognizer(calls),
      audio: new Float32Array(160_000),
      generation: {},
      words: false,
      loopGuard: false,
    });
    expect(calls).toEqual([1000]);
    expect(result.text).toBe(` Guten Tag.${' Und ihre Emile Adresse'.repeat(4)}`);
  });
});
