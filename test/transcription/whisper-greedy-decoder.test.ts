import {
  SuppressTokensAtBeginLogitsProcessor,
  SuppressTokensLogitsProcessor,
  Tensor,
  WhisperForConditionalGeneration,
  WhisperTimeStampLogitsProcessor,
} from '@huggingface/transformers';
import { describe, expect, it } from 'vitest';
import {
  chooseWhisperToken,
  generateWhisperTokens,
  type OnnxSession,
  type OnnxTensor,
  whisperDecodingRules,
} from '../../backends/transformers/whisper-greedy-decoder.js';
import { medianFilter, whisperTokenTimes } from '../../backends/transformers/whisper-token-times.js';

/** A small vocabulary laid out like Whisper's: text, end token, special tokens, then timestamps. */
const EOS = 50;
const NO_TIMESTAMPS = 60;
const TIMESTAMP_BEGIN = 61;
const VOCABULARY = 120;
const PROMPT = [52, 53, 54];
const CONFIG = {
  eos_token_id: EOS,
  no_timestamps_token_id: NO_TIMESTAMPS,
  suppress_tokens: [1, 7, 55],
  begin_suppress_tokens: [3, EOS],
  max_initial_timestamp_index: 50,
};
const RULES = whisperDecodingRules(CONFIG, PROMPT.length);

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** transformers.js 4.3's choice: its processors in generate()'s order, then the greedy argmax. */
function transformersChoice(logits: Float32Array, generated: readonly number[]): number {
  const processors = [
    new SuppressTokensLogitsProcessor(CONFIG.suppress_tokens),
    new SuppressTokensAtBeginLogitsProcessor(CONFIG.begin_suppress_tokens, PROMPT.length),
    new WhisperTimeStampLogitsProcessor(CONFIG as never, PROMPT),
    new SuppressTokensAtBeginLogitsProcessor(CONFIG.begin_suppress_tokens, PROMPT.length),
  ] as unknown as Array<(ids: bigint[][], scores: Tensor) => Tensor>;
  const ids = [[...PROMPT, ...generated].map(BigInt)];
  let scores = new Tensor('float32', Float32Array.from(logits), [1, logits.length]);
  for (const processor of processors) scores = processor(ids, scores);
  const data = scores.data as Float32Array;
  let best = 0;
  for (let index = 1; index < data.length; index++)
    if ((data[index] as number) > (data[best] as number)) best = index;
  return best;
}

describe('chooseWhisperToken', () => {
  it.each<{ name: string; generated: number[]; boost: [number, number, number] }>([
    { name: 'first token: a timestamp, whatever the text logits', generated: [], boost: [0, 0, 3] },
    { name: 'after one timestamp', generated: [70], boost: [0, 0, 0] },
    { name: 'text after a timestamp', generated: [70, 10], boost: [0, 0, 0] },
    {
      name: 'a timestamp after text: a timestamp or the end token next',
      generated: [70, 10, 75],
      boost: [0, 0, 5],
    },
    { name: 'two timestamps: no third one', generated: [70, 10, 75, 75], boost: [0, 0, 5] },
    { name: 'timestamps likelier than any text token together', generated: [70, 10, 11], boost: [0, 0, 2.5] },
    { name: 'the end token ahead', generated: [70, 10, 11], boost: [0, 6, 0] },
    { name: 'text far ahead (the timestamp rule cannot fire)', generated: [70, 10, 11], boost: [9, 0, 0] },
    { name: 'text ahead by about the log of the timestamp count', generated: [70, 10], boost: [4.1, 0, 0] },
  ])('$name: the same choice as transformers.js on 200 random logit vectors', ({ generated, boost }) => {
    const next = random(generated.length + 1);
    for (let trial = 0; trial < 200; trial++) {
      const logits = Float32Array.from({ length: VOCABULARY }, (_, index) => {
        const base = (next() - 0.5) * 8;
        return (
          base + (index < EOS ? boost[0] : index === EOS ? boost[1] : index >= TIMESTAMP_BEGIN ? boost[2] : 0)
        );
      });
      const expected = transformersChoice(logits, generated);
      expect(chooseWhisperToken(Float32Array.from(logits), generated, RULES)).toBe(expected);
    }
  });

  it.each<{ name: string; generated: number[]; best: Record<number, number>; token: number }>([
    {
      name: 'the first token is the best timestamp',
      generated: [],
      best: { 10: 9, 80: 2, 90: 3 },
      token: 90,
    },
    { name: 'suppressed tokens are never chosen', generated: [70], best: { 7: 9, 12: 4 }, token: 12 },
    { name: 'no text after a closing timestamp', generated: [70, 10, 75], best: { 12: 9, 95: 4 }, token: 95 },
    {
      name: 'the end token after a closing timestamp',
      generated: [70, 10, 75],
      best: { 50: 9, 95: 4 },
      token: 50,
    },
    {
      name: 'text after an opening timestamp',
      generated: [70, 10, 75, 76],
      best: { 12: 9, 95: 4 },
      token: 12,
    },
  ])('$name', ({ generated, best, token }) => {
    const logits = new Float32Array(VOCABULARY);
    for (const [index, value] of Object.entries(best)) logits[Number(index)] = value;
    expect(chooseWhisperToken(logits, generated, RULES)).toBe(token);
  });
});

describe('whisperTokenTimes', () => {
  it.each([
    {
      generated: 6,
      frames: 40,
      heads: [
        [0, 1],
        [1, 0],
        [1, 2],
      ] as Array<[number, number]>,
    },
    { generated: 12, frames: 25, heads: [[1, 1]] as Array<[number, number]> },
    {
      generated: 2,
      frames: 9,
      heads: [
        [0, 0],
        [1, 2],
      ] as Array<[number, number]>,
    },
  ])(
    '$generated tokens, $frames frames, $heads.length heads: transformers.js 4.3 numbers exactly',
    ({ generated, frames, heads }) => {
      const layers = 2;
      const headsPerLayer = 3;
      const sourceFrames = frames + 5;
      const next = random(generated * 31 + frames);
      // Cross-attention per decoder step: the prompt's 3 positions first, then one per step.
      const steps = Array.from({ length: generated }, (_, step) => {
        const positions = step === 0 ? PROMPT.length : 1;
        return Array.from(
          { length: layers },
          () =>
            new Tensor(
              'float32',
              Float32Array.from({ length: headsPerLayer * positions * sourceFrames }, () => next()),
              [1, headsPerLayer, positions, sourceFrames],
            ),
        );
      });
      const sequenceLength = PROMPT.length + generated;
      const extract = (
        WhisperForConditionalGeneration.prototype as unknown as {
          _extract_token_timestamps: (...args: unknown[]) => Tensor;
        }
      )._extract_token_timestamps;
      const expected = extract.call(
        { config: { median_filter_width: 7, decoder_layers: layers } },
        {
          cross_attentions: steps,
          sequences: new Tensor('int64', new BigInt64Array(sequenceLength), [1, sequenceLength]),
        },
        heads,
        frames,
        0.02,
        PROMPT.length,
      );
      const rows = sequenceLength - 1;
      const attention = heads.map(([layer, head]) => {
        const matrix = new Float32Array(rows * frames);
        let row = 0;
        for (const step of steps) {
          const tensor = step[layer] as Tensor;
          const [, , positions] = tensor.dims as [number, number, number, number];
          for (let position = 0; position < positions; position++, row++) {
            const start = (head * positions + position) * sourceFrames;
            matrix.set((tensor.data as Float32Array).subarray(start, start + frames), row * frames);
          }
        }
        return matrix;
      });
      const times = whisperTokenTimes({
        attention,
        rows,
        frames,
        promptLength: PROMPT.length,
        sequenceLength,
      });
      expect(Array.from(times)).toEqual(Array.from(expected.data as Float32Array));
    },
  );
});

describe('generateWhisperTokens', () => {
  const tensor = (type: string, data: unknown, dims: readonly number[]): OnnxTensor => ({ type, data, dims });

  function fakeSessions(script: number[]) {
    const calls: Array<{ feeds: Record<string, OnnxTensor>; fetches: readonly string[] | undefined }> = [];
    const layers = [0, 1];
    const pastNames = layers.flatMap((layer) =>
      ['decoder.key', 'decoder.value', 'encoder.key', 'encoder.value'].map(
        (part) => `past_key_values.${layer}.${part}`,
      ),
    );
    const encoder: OnnxSession = {
      inputNames: ['input_features'],
      outputNames: ['last_hidden_state'],
      run: async () => ({ last_hidden_state: tensor('float32', new Float32Array(4), [1, 2, 2]) }),
    };
    const decoder: OnnxSession & { inputMetadata: Array<{ name: string; shape: unknown[] }> } = {
      inputNames: ['input_ids', 'encoder_hidden_states', ...pastNames, 'use_cache_branch'],
      outputNames: [
        'logits',
        ...pastNames.map((name) => name.replace('past_key_values', 'present')),
        'cross_attentions.0',
        'cross_attentions.1',
      ],
      inputMetadata: [{ name: 'past_key_values.0.decoder.key', shape: ['batch', 2, 'length', 4] }],
      run: async (feeds, fetches) => {
        calls.push({ feeds, fetches });
        const positions = (feeds.input_ids as OnnxTensor).dims[1] as number;
        const step = calls.length - 1;
        const logits = new Float32Array(positions * VOCABULARY);
        logits[(positions - 1) * VOCABULARY + (script[step] as number)] = 10;
        const outputs: Record<string, OnnxTensor> = {
          logits: tensor('float32', logits, [1, positions, VOCABULARY]),
        };
        for (const name of fetches ?? []) {
          if (name.startsWith('present.'))
            outputs[name] = tensor('float32', new Float32Array(0), [1, 2, 0, 4]);
          if (name.startsWith('cross_attentions.')) {
            // Value: 100 * step + 10 * head + position, over 6 frames.
            outputs[name] = tensor(
              'float32',
              Float32Array.from({ length: 2 * positions * 6 }, (_, index) => {
                const head = Math.floor(index / (positions * 6));
                const position = Math.floor(index / 6) % positions;
                return 100 * step + 10 * head + position;
              }),
              [1, 2, positions, 6],
            );
          }
        }
        return outputs;
      },
    };
    return { sessions: { encoder, decoder }, calls };
  }

  it('stops at the end token, asks after the first step only for what the next step needs, and keeps the alignment rows', async () => {
    const { sessions, calls } = fakeSessions([70, 10, 75, EOS]);
    const result = await generateWhisperTokens({
      sessions,
      features: tensor('float32', new Float32Array(0), [1, 0, 0]),
      prompt: PROMPT,
      rules: RULES,
      maxNewTokens: 20,
      alignmentHeads: [[1, 1]],
      frames: 4,
      createTensor: tensor,
    });
    expect(result.sequence).toEqual([...PROMPT, 70, 10, 75, EOS]);
    expect(result.rows).toBe(6);
    // Rows of head 1 of layer 1, 4 frames each: the prompt's 3 positions, then one per step.
    expect(Array.from(result.attention[0] as Float32Array)).toEqual(
      [10, 11, 12, 110, 210, 310].flatMap((value) => [value, value, value, value]),
    );
    expect(calls).toHaveLength(4);
    expect(calls[0]?.fetches).toContain('present.0.encoder.key');
    expect(calls[1]?.fetches).not.toContain('present.0.encoder.key');
    expect(calls[1]?.fetches).toEqual([
      'logits',
      'present.0.decoder.key',
      'present.0.decoder.value',
      'present.1.decoder.key',
      'present.1.decoder.value',
      'cross_attentions.1',
    ]);
    expect(calls[0]?.feeds.use_cache_branch?.data).toEqual([false]);
    expect(calls[2]?.feeds.use_cache_branch?.data).toEqual([true]);
    expect(Array.from(calls[2]?.feeds.input_ids?.data as BigInt64Array)).toEqual([10n]);
  });

  it('stops after maxNewTokens tokens without an end token', async () => {
    const { sessions, calls } = fakeSessions([70, 10, 11, 12, 13]);
    const result = await generateWhisperTokens({
      sessions,
      features: tensor('float32', new Float32Array(0), [1, 0, 0]),
      prompt: PROMPT,
      rules: RULES,
      maxNewTokens: 3,
      alignmentHeads: [],
      frames: 4,
      createTensor: tensor,
    });
    expect(result.sequence).toEqual([...PROMPT, 70, 10, 11]);
    expect(calls).toHaveLength(3);
    expect(result.attention).toEqual([]);
  });
});

describe('medianFilter', () => {
  it.each<{ name: string; data: number[]; width: number; filtered: number[] }>([
    { name: 'width 3, reflected at both ends', data: [5, 1, 4, 2, 3], width: 3, filtered: [1, 4, 2, 3, 2] },
    {
      name: 'width 7 on 8 values',
      data: [8, 1, 7, 2, 6, 3, 5, 4],
      width: 7,
      filtered: [2, 6, 3, 5, 4, 5, 4, 5],
    },
    { name: 'NaN sorts last', data: [Number.NaN, 1, 2, 3], width: 3, filtered: [1, 2, 2, 2] },
    { name: 'a reflection past the other end reads NaN', data: [2, 1], width: 5, filtered: [2, 2] },
  ])('$name', ({ data, width, filtered }) => {
    expect(Array.from(medianFilter(Float32Array.from(data), width))).toEqual(filtered);
  });
});
