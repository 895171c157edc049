/**
 * Beam search on the tiny random NLLB fixture: greedy equivalence with transformers.js
 * generate(), never worse than greedy under its own objective (scores recomputed here by a
 * teacher-forced forward pass), determinism, abort, and the backend wiring.
 */
import path from 'node:path';
import {
  AutoModelForSeq2SeqLM,
  AutoTokenizer,
  type PreTrainedModel,
  type PreTrainedTokenizer,
  Tensor,
} from '@huggingface/transformers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beamSearch } from '../../backends/transformers/beam-search.js';
import { loadFromModelsDirectory } from '../../backends/transformers/environment.js';
import { createTransformersTranslationBackend } from '../../backends/transformers/translation-backend.js';
import { AbortedError } from '../../src/errors/aborted-error.js';
import { translate } from '../../src/translation/translate.js';

const MODELS_DIRECTORY = path.resolve('test/fixtures/models');
const REPOSITORY = 'langproc-fixtures/tiny-random-nllb';
const MAX_NEW_TOKENS = 12;
/** Float noise allowed between a score and its recomputation. */
const SCORE_TOLERANCE = 1e-6;
const DECODER_START_TOKEN_ID = 2;
const EOS_TOKEN_ID = 2;
const PAD_TOKEN_ID = 1;
const TEXTS = [
  'Hello there.',
  'How are you today, my friend?',
  'Fine.',
  'The weather is nice and the sun is shining over the hills.',
];
/**
 * The random fixture never emits its real end token within a few steps, so some cases declare a
 * token it does emit (id 9) as the end token, to exercise finished hypotheses and early stopping.
 */
const FREQUENT_TOKEN_ID = 9;
const DIRECTIONS = [
  { source: 'eng_Latn', target: 'hau_Latn', lengthPenalty: 1, eosTokenId: EOS_TOKEN_ID },
  { source: 'hau_Latn', target: 'zul_Latn', lengthPenalty: 1, eosTokenId: FREQUENT_TOKEN_ID },
  { source: 'fra_Latn', target: 'yor_Latn', lengthPenalty: 0, eosTokenId: EOS_TOKEN_ID },
  { source: 'eng_Latn', target: 'amh_Ethi', lengthPenalty: 2, eosTokenId: FREQUENT_TOKEN_ID },
  { source: 'swh_Latn', target: 'fra_Latn', lengthPenalty: 0.5, eosTokenId: FREQUENT_TOKEN_ID },
];

interface TranslationTokenizer extends PreTrainedTokenizer {
  _build_translation_inputs(
    texts: string[],
    tokenizerOptions: Record<string, unknown>,
    generateOptions: { src_lang: string; tgt_lang: string; forced_bos_token_id?: number },
  ): { input_ids: Tensor; attention_mask: Tensor };
}

const location = { modelsDirectory: MODELS_DIRECTORY, modelId: 'tiny-random-nllb', repository: REPOSITORY };
let tokenizer: TranslationTokenizer;
let model: PreTrainedModel;

beforeAll(async () => {
  tokenizer = (await loadFromModelsDirectory(location, () =>
    AutoTokenizer.from_pretrained(REPOSITORY),
  )) as unknown as TranslationTokenizer;
  model = await loadFromModelsDirectory(location, () =>
    AutoModelForSeq2SeqLM.from_pretrained(REPOSITORY, { dtype: 'fp32', device: 'cpu' }),
  );
});
afterAll(() => model.dispose());

function encode(source: string, target: string) {
  const generateOptions = { src_lang: source, tgt_lang: target } as {
    src_lang: string;
    tgt_lang: string;
    forced_bos_token_id?: number;
  };
  const inputs = tokenizer._build_translation_inputs(TEXTS, { padding: true }, generateOptions);
  return { ...inputs, forcedBosTokenId: generateOptions.forced_bos_token_id! };
}

function search(
  inputs: ReturnType<typeof encode>,
  numBeams: number,
  extra: { lengthPenalty?: number; eosTokenId?: number; abortSignal?: AbortSignal } = {},
) {
  return beamSearch({
    model,
    inputIds: inputs.input_ids,
    attentionMask: inputs.attention_mask,
    decoderStartTokenId: DECODER_START_TOKEN_ID,
    forcedBosTokenId: inputs.forcedBosTokenId,
    eosTokenId: EOS_TOKEN_ID,
    numBeams,
    maxNewTokens: MAX_NEW_TOKENS,
    ...extra,
  });
}

/** transformers.js greedy generate(), each row cut after its end token and without padding. */
async function greedyTokenIds(inputs: ReturnType<typeof encode>, eosTokenId: number): Promise<number[][]> {
  const output = (await model.generate({
    eos_token_id: eosTokenId,
    input_ids: inputs.input_ids,
    attention_mask: inputs.attention_mask,
    forced_bos_token_id: inputs.forcedBosTokenId,
    max_new_tokens: MAX_NEW_TOKENS,
    num_beams: 1,
    do_sample: false,
  } as Parameters<PreTrainedModel['generate']>[0])) as Tensor;
  return (output.tolist() as bigint[][]).map((row) => {
    const ids = row.slice(1).map(Number);
    const end = ids.indexOf(eosTokenId);
    return end >= 0 ? ids.slice(0, end + 1) : ids.filter((id) => id !== PAD_TOKEN_ID);
  });
}

function rowOf(tensor: Tensor, row: number): Tensor {
  const width = tensor.dims[1]!;
  const data = (tensor.data as BigInt64Array).slice(row * width, (row + 1) * width);
  return new Tensor('int64', data, [1, width]);
}

/**
 * The length-normalised log-probability of `tokenIds` for input `row`, by one teacher-forced
 * decoder pass over the whole sequence (no cache); the forced first token counts 0.
 */
async function teacherForcedScore(
  inputs: ReturnType<typeof encode>,
  row: number,
  tokenIds: number[],
  lengthPenalty: number,
): Promise<number> {
  const decoderInput = [DECODER_START_TOKEN_ID, ...tokenIds.slice(0, -1)].map(BigInt);
  const { logits } = (await model.forward({
    input_ids: rowOf(inputs.input_ids, row),
    attention_mask: rowOf(inputs.attention_mask, row),
    decoder_input_ids: new Tensor('int64', BigInt64Array.from(decoderInput), [1, decoderInput.length]),
  })) as { logits: Tensor };
  const vocabularySize = logits.dims[2]!;
  const data = logits.data as Float32Array;
  let sum = 0;
  for (let position = 1; position < tokenIds.length; position++) {
    const values = Array.from(data.subarray(position * vocabularySize, (position + 1) * vocabularySize));
    const maximum = Math.max(...values);
    const logTotal =
      maximum + Math.log(values.reduce((total, value) => total + Math.exp(value - maximum), 0));
    sum += values[tokenIds[position]!]! - logTotal;
  }
  return sum / tokenIds.length ** lengthPenalty;
}

/** Log-probabilities of the next token after `prefix` for input `row`, without any cache. */
async function nextLogProbabilities(
  inputs: ReturnType<typeof encode>,
  row: number,
  prefix: number[],
): Promise<number[]> {
  const decoderInput = [DECODER_START_TOKEN_ID, ...prefix].map(BigInt);
  const { logits } = (await model.forward({
    input_ids: rowOf(inputs.input_ids, row),
    attention_mask: rowOf(inputs.attention_mask, row),
    decoder_input_ids: new Tensor('int64', BigInt64Array.from(decoderInput), [1, decoderInput.length]),
  })) as { logits: Tensor };
  const vocabularySize = logits.dims[2]!;
  const values = Array.from((logits.data as Float32Array).subarray(prefix.length * vocabularySize));
  const maximum = Math.max(...values);
  const logTotal = maximum + Math.log(values.reduce((total, value) => total + Math.exp(value - maximum), 0));
  return values.map((value) => value - logTotal);
}

/**
 * A plain reference beam search for one input, written from the Hugging Face algorithm: every
 * step recomputes each beam's full prefix (no cache, one beam at a time) and sorts all candidates.
 */
async function referenceBeamSearch(
  inputs: ReturnType<typeof encode>,
  row: number,
  { numBeams, lengthPenalty, eosTokenId }: { numBeams: number; lengthPenalty: number; eosTokenId: number },
): Promise<number[]> {
  const score = (sum: number, length: number): number => sum / length ** lengthPenalty;
  let beams = [{ tokenIds: [] as number[], sum: 0 }];
  const finished: Array<{ tokenIds: number[]; score: number }> = [];
  const addFinished = (tokenIds: number[], sum: number): void => {
    finished.push({ tokenIds, score: score(sum, tokenIds.length) });
    finished.sort((left, right) => right.score - left.score);
    finished.splice(numBeams);
  };
  for (let step = 0; step < MAX_NEW_TOKENS && beams.length > 0; step++) {
    const candidates: Array<{ beam: number; token: number; sum: number }> = [];
    for (const [beam, { tokenIds, sum }] of beams.entries()) {
      if (step === 0) {
        candidates.push({ beam, token: inputs.forcedBosTokenId, sum });
        continue;
      }
      const logProbabilities = await nextLogProbabilities(inputs, row, tokenIds);
      for (const [token, value] of logProbabilities.entries())
        candidates.push({ beam, token, sum: sum + value });
    }
    candidates.sort(
      (left, right) => right.sum - left.sum || left.token - right.token || left.beam - right.beam,
    );
    const next: typeof beams = [];
    for (const [rank, { beam, token, sum }] of candidates.slice(0, 2 * numBeams).entries()) {
      if (next.length === numBeams) break;
      const tokenIds = [...beams[beam]!.tokenIds, token];
      if (token === eosTokenId) {
        if (rank < numBeams) addFinished(tokenIds, sum);
      } else {
        next.push({ tokenIds, sum });
      }
    }
    beams = next;
    const bestLive = Math.max(...beams.map(({ tokenIds, sum }) => score(sum, tokenIds.length)));
    if (finished.length >= numBeams && finished.at(-1)!.score >= bestLive) beams = [];
  }
  for (const { tokenIds, sum } of beams) addFinished(tokenIds, sum);
  return finished[0]!.tokenIds;
}

describe('beamSearch() on tiny-random-nllb', () => {
  it.each(DIRECTIONS)(
    'with one beam equals transformers.js greedy generate(): $source -> $target, end $eosTokenId',
    async ({ source, target, eosTokenId }) => {
      const inputs = encode(source, target);
      const greedy = await greedyTokenIds(inputs, eosTokenId);
      const searched = await search(inputs, 1, { eosTokenId });
      expect(searched.map(({ tokenIds }) => tokenIds)).toEqual(greedy);
      for (const tokenIds of greedy) expect(tokenIds[0]).toBe(inputs.forcedBosTokenId);
    },
  );

  it('with four beams never scores below greedy, and finds other outputs', async () => {
    let differing = 0;
    let finishedEarly = 0;
    for (const { source, target, lengthPenalty, eosTokenId } of DIRECTIONS) {
      const inputs = encode(source, target);
      const greedy = await search(inputs, 1, { lengthPenalty, eosTokenId });
      const beams = await search(inputs, 4, { lengthPenalty, eosTokenId });
      for (let row = 0; row < TEXTS.length; row++) {
        const greedyScore = await teacherForcedScore(inputs, row, greedy[row]!.tokenIds, lengthPenalty);
        const beamScore = await teacherForcedScore(inputs, row, beams[row]!.tokenIds, lengthPenalty);
        // The reported scores are the objective, recomputed independently.
        expect(Math.abs(beams[row]!.score - beamScore)).toBeLessThan(SCORE_TOLERANCE);
        expect(Math.abs(greedy[row]!.score - greedyScore)).toBeLessThan(SCORE_TOLERANCE);
        expect(beamScore).toBeGreaterThanOrEqual(greedyScore - SCORE_TOLERANCE);
        expect(beams[row]!.tokenIds.length).toBeLessThanOrEqual(MAX_NEW_TOKENS);
        expect(beams[row]!.tokenIds[0]).toBe(inputs.forcedBosTokenId);
        if (beams[row]!.tokenIds.join() !== greedy[row]!.tokenIds.join()) differing++;
        if (beams[row]!.tokenIds.at(-1) === eosTokenId) finishedEarly++;
      }
    }
    expect({ differing: differing > 0, finishedEarly: finishedEarly > 0 }).toEqual({
      differing: true,
      finishedEarly: true,
    });
  });

  it('with three beams equals a plain uncached reference beam search', async () => {
    for (const { source, target, lengthPenalty, eosTokenId } of DIRECTIONS.slice(0, 3)) {
      const inputs = encode(source, target);
      const searched = await search(inputs, 3, { lengthPenalty, eosTokenId });
      for (let row = 0; row < TEXTS.length; row++) {
        const reference = await referenceBeamSearch(inputs, row, { numBeams: 3, lengthPenalty, eosTokenId });
        expect(searched[row]!.tokenIds).toEqual(reference);
      }
    }
  });

  it('is deterministic', async () => {
    const inputs = encode('eng_Latn', 'swh_Latn');
    const first = await search(inputs, 4);
    const second = await search(inputs, 4);
    expect(second).toEqual(first);
  });

  it('rejects with AbortedError when aborted before or between decoder steps', async () => {
    const inputs = encode('eng_Latn', 'zul_Latn');
    await expect(search(inputs, 4, { abortSignal: AbortSignal.abort() })).rejects.toSatisfy(
      AbortedError.isInstance,
    );
    let checks = 0;
    // Reports aborted from the fourth check on: the search is then mid-way through an input.
    const signal = {
      get aborted() {
        checks++;
        return checks > 3;
      },
      reason: undefined,
    } as unknown as AbortSignal;
    await expect(search(inputs, 4, { abortSignal: signal })).rejects.toSatisfy(AbortedError.isInstance);
    expect(checks).toBe(4);
  });

  it('validates numBeams and maxNewTokens', async () => {
    const inputs = encode('eng_Latn', 'zul_Latn');
    await expect(search(inputs, 0)).rejects.toMatchObject({ code: 'invalid_input' });
  });
});

describe('the transformers backend with numBeams 4', () => {
  it('returns the beam search translations, no warning, and tokenizer usage counts', async () => {
    const backend = createTransformersTranslationBackend({
      modelsDirectory: MODELS_DIRECTORY,
      model: 'tiny-random-nllb',
      repository: REPOSITORY,
      dtype: 'fp32',
      maxNewTokens: MAX_NEW_TOKENS,
      numBeams: 4,
    });
    const call = await backend.doTranslate({
      texts: TEXTS,
      sourceLanguage: 'English',
      targetLanguage: 'Hausa',
    });
    const expected = await search(encode('eng_Latn', 'hau_Latn'), 4);
    expect(call.warnings).toEqual([]);
    expect(call.translations).toEqual(
      expected.map(({ tokenIds }) => tokenizer.decode(tokenIds, { skip_special_tokens: true }).trim()),
    );
    let promptTokens = 0;
    for (const text of TEXTS) promptTokens += await backend.countTokens({ text, language: 'English' });
    expect(call.usage).toEqual({
      promptTokens,
      completionTokens: expected.reduce((sum, { tokenIds }) => sum + tokenIds.length, 0),
    });

    const result = await translate({
      text: 'Hello there.',
      sourceLanguage: 'English',
      targetLanguage: 'Zulu',
      backend,
    });
    expect(result.warnings).toEqual([]);
    expect(result.usage.inputTokens).toBe(
      await backend.countTokens({ text: 'Hello there.', language: 'English' }),
    );
    await backend.dispose();
  });
});
