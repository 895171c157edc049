/**
 * Beam search for NLLB-200 / M2M100 sequence-to-sequence models on transformers.js, which does
 * not implement it (its `generate()` keeps only the best beam at each step). The encoder runs
 * once per batch; then each input is decoded with its beams as the decoder's batch, reusing the
 * decoder's key/value cache (reordered by parent beam at every step), so one step costs one
 * single-token decoder pass of `numBeams` rows.
 *
 * Scores follow Hugging Face transformers: a hypothesis scores the sum of its token
 * log-probabilities (log-softmax of the logits; the forced target-language token counts 0)
 * divided by `length ** lengthPenalty`, where length is the number of generated tokens (the
 * forced language token and the end token included, the decoder start token not). Each step
 * ranks the `2 * numBeams` best (beam, token) candidates; an end token among the first
 * `numBeams` of them closes a hypothesis, the rest continue. An input stops once it holds
 * `numBeams` finished hypotheses and no live beam, scored at its current length, beats the worst
 * of them (transformers' default `early_stopping: false`), or at `maxNewTokens`. Ties are broken
 * by token id, then beam order, so results are deterministic. With `numBeams: 1` this is greedy
 * decoding.
 *
 * @example
 * ```ts
 * const inputs = tokenizer._build_translation_inputs(texts, { padding: true }, generateOptions);
 * const [best] = await beamSearch({
 *   model, inputIds: inputs.input_ids, attentionMask: inputs.attention_mask,
 *   decoderStartTokenId: 2, forcedBosTokenId: generateOptions.forced_bos_token_id,
 *   eosTokenId: 2, numBeams: 4, maxNewTokens: 256,
 * });
 * tokenizer.decode(best.tokenIds, { skip_special_tokens: true });
 * ```
 */
import type { PreTrainedModel, Tensor } from '@huggingface/transformers';
import { AbortedError } from '../../src/errors/aborted-error.js';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import { loadedTransformers, loadTransformers } from './transformers-library.js';

/** Options of {@link beamSearch}. */
export interface BeamSearchOptions {
  /** A loaded transformers.js encoder-decoder model (`AutoModelForSeq2SeqLM`). */
  model: PreTrainedModel;
  /** Encoder token ids, `[batch, length]`, int64 (as the tokenizer returns them). */
  inputIds: Tensor;
  /** Encoder attention mask, `[batch, length]`, int64. */
  attentionMask: Tensor;
  /** First decoder input (`decoder_start_token_id`; 2 for NLLB and M2M100). */
  decoderStartTokenId: number;
  /**
   * Token forced at the first step: the target language code (`forced_bos_token_id`).
   * @default none
   */
  forcedBosTokenId?: number;
  /** End-of-sequence token id. */
  eosTokenId: number;
  /**
   * Hypotheses kept per input; 1 is greedy decoding.
   * @example 4
   */
  numBeams: number;
  /** Most generated tokens per input, the forced language token and the end token included. */
  maxNewTokens: number;
  /**
   * Exponent of the length normalisation: score = sum of log-probs / length ** lengthPenalty.
   * Above 0 favours longer outputs, below 0 shorter ones.
   * @default 1
   */
  lengthPenalty?: number;
  /** Checked before every decoder step; aborting rejects with an `AbortedError`. */
  abortSignal?: AbortSignal;
}

/** The best hypothesis found for one input. */
export interface BeamSearchHypothesis {
  /** Generated token ids: the forced language token first, the end token last when reached. */
  tokenIds: number[];
  /** Sum of the tokens' log-probabilities. */
  sumLogProbabilities: number;
  /** `sumLogProbabilities / tokenIds.length ** lengthPenalty`, the quantity beam search maximises. */
  score: number;
}

/** The part of transformers.js's seq2seq model that runs the encoder alone (used by its generate()). */
interface EncoderRunner {
  _prepare_encoder_decoder_kwargs_for_generation(options: {
    inputs_tensor: Tensor;
    model_inputs: Record<string, Tensor>;
    model_input_name: string;
    generation_config: { guidance_scale: null };
  }): Promise<{ encoder_outputs: Tensor }>;
}

interface Beam {
  tokenIds: number[];
  sum: number;
}

interface Candidate {
  beam: number;
  token: number;
  sum: number;
}

type NumericArray = Float32Array | Float64Array | BigInt64Array | Int32Array | Uint8Array;

/** Orders candidates: higher sum first, then lower token id, then lower beam index. */
function compareCandidates(left: Candidate, right: Candidate): number {
  if (left.sum !== right.sum) return right.sum - left.sum;
  if (left.token !== right.token) return left.token - right.token;
  return left.beam - right.beam;
}

/** Keeps the `limit` best candidates in `kept` (sorted), inserting `candidate` if it ranks. */
function insertCandidate(kept: Candidate[], candidate: Candidate, limit: number): void {
  if (kept.length === limit && compareCandidates(candidate, kept[limit - 1]!) >= 0) return;
  let position = kept.length;
  while (position > 0 && compareCandidates(candidate, kept[position - 1]!) < 0) position--;
  kept.splice(position, 0, candidate);
  if (kept.length > limit) kept.pop();
}

/** Rows `indices` of a tensor's first dimension, in that order. */
function gatherRows(tensor: Tensor, indices: number[]): Tensor {
  const [, ...rest] = tensor.dims;
  const rowSize = rest.reduce((product, size) => product * size, 1);
  const data = tensor.data as NumericArray;
  const output = new (data.constructor as new (length: number) => NumericArray)(indices.length * rowSize);
  indices.forEach((source, target) => {
    output.set(data.subarray(source * rowSize, (source + 1) * rowSize) as never, target * rowSize);
  });
  return new (loadedTransformers().Tensor)(tensor.type, output as never, [indices.length, ...rest]);
}

/** Row `row` of a tensor's first dimension, repeated `count` times. */
function repeatRow(tensor: Tensor, row: number, count: number): Tensor {
  return gatherRows(tensor, new Array<number>(count).fill(row));
}

/** Log-softmax of `length` values starting at `offset`, in float64. */
function logSoftmax(values: Float32Array, offset: number, length: number): Float64Array {
  let maximum = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < length; index++) maximum = Math.max(maximum, values[offset + index]!);
  let total = 0;
  for (let index = 0; index < length; index++) total += Math.exp(values[offset + index]! - maximum);
  const normaliser = maximum + Math.log(total);
  const output = new Float64Array(length);
  for (let index = 0; index < length; index++) output[index] = values[offset + index]! - normaliser;
  return output;
}

function lengthNormalised(sum: number, length: number, lengthPenalty: number): number {
  return sum / length ** lengthPenalty;
}

/** Decodes one input (row `row` of the encoder output) with beam search. */
async function searchOne(
  options: BeamSearchOptions & { encoderStates: Tensor },
  row: number,
  checkAbort: () => void,
): Promise<BeamSearchHypothesis> {
  const { model, numBeams, eosTokenId, forcedBosTokenId, maxNewTokens } = options;
  const lengthPenalty = options.lengthPenalty ?? 1;
  const encoderStates = new Map<number, { states: Tensor; mask: Tensor }>();
  const encoderFor = (count: number): { states: Tensor; mask: Tensor } => {
    let entry = encoderStates.get(count);
    if (entry === undefined) {
      entry = {
        states: repeatRow(options.encoderStates, row, count),
        mask: repeatRow(options.attentionMask, row, count),
      };
      encoderStates.set(count, entry);
    }
    return entry;
  };
  const finished: BeamSearchHypothesis[] = [];
  const addFinished = (tokenIds: number[], sum: number): void => {
    const score = lengthNormalised(sum, tokenIds.length, lengthPenalty);
    let position = finished.length;
    while (position > 0 && finished[position - 1]!.score < score) position--;
    finished.splice(position, 0, { tokenIds, sumLogProbabilities: sum, score });
    if (finished.length > numBeams) finished.pop();
  };

  let beams: Beam[] = [{ tokenIds: [], sum: 0 }];
  let past: Record<string, Tensor> | null = null;
  for (let step = 0; step < maxNewTokens && beams.length > 0; step++) {
    checkAbort();
    const { states, mask } = encoderFor(beams.length);
    const lastTokens = beams.map((beam) => BigInt(beam.tokenIds.at(-1) ?? options.decoderStartTokenId));
    const outputs = (await model.forward({
      attention_mask: mask,
      decoder_input_ids: new (loadedTransformers().Tensor)('int64', BigInt64Array.from(lastTokens), [
        beams.length,
        1,
      ]),
      encoder_outputs: states,
      past_key_values: past,
    })) as Record<string, Tensor>;
    const logits = outputs.logits!;
    const positions = logits.dims[1]!;
    const vocabularySize = logits.dims[2]!;
    const logitsData = logits.data as Float32Array;

    const limit = 2 * numBeams;
    const kept: Candidate[] = [];
    beams.forEach((beam, beamIndex) => {
      if (step === 0 && forcedBosTokenId !== undefined) {
        // transformers' ForcedBOSTokenLogitsProcessor: every other token gets -Infinity, this one 0.
        insertCandidate(kept, { beam: beamIndex, token: forcedBosTokenId, sum: beam.sum }, limit);
        return;
      }
      const logProbabilities = logSoftmax(
        logitsData,
        (beamIndex * positions + positions - 1) * vocabularySize,
        vocabularySize,
      );
      for (let token = 0; token < vocabularySize; token++) {
        const sum = beam.sum + logProbabilities[token]!;
        if (sum === Number.NEGATIVE_INFINITY) continue;
        if (kept.length === limit && sum < kept[limit - 1]!.sum) continue;
        insertCandidate(kept, { beam: beamIndex, token, sum }, limit);
      }
    });

    const next: Beam[] = [];
    const parents: number[] = [];
    for (const [rank, candidate] of kept.entries()) {
      if (next.length === numBeams) break;
      const tokenIds = [...beams[candidate.beam]!.tokenIds, candidate.token];
      if (candidate.token === eosTokenId) {
        if (rank < numBeams) addFinished(tokenIds, candidate.sum);
        continue;
      }
      next.push({ tokenIds, sum: candidate.sum });
      parents.push(candidate.beam);
    }
    beams = next;
    if (finished.length >= numBeams && beams.length > 0) {
      const bestLive = Math.max(
        ...beams.map((beam) => lengthNormalised(beam.sum, beam.tokenIds.length, lengthPenalty)),
      );
      if (finished[finished.length - 1]!.score >= bestLive) beams = [];
    }
    if (beams.length === 0) break;

    // The cache of the next step: decoder self-attention rows follow their parent beam; the
    // cross-attention keys and values are computed at step 0 only (the merged decoder's
    // no-cache branch) and kept, as transformers.js's own generate() does.
    const identity = parents.length === beams.length && parents.every((parent, index) => parent === index);
    const updated: Record<string, Tensor> = {};
    for (const [name, tensor] of Object.entries(outputs)) {
      if (!name.startsWith('present')) continue;
      const pastName = name.replace('present', 'past_key_values');
      const source = name.includes('encoder') && past !== null ? past[pastName]! : tensor;
      updated[pastName] =
        identity && source.dims[0] === parents.length ? source : gatherRows(source, parents);
    }
    past = updated;
  }
  for (const beam of beams) addFinished(beam.tokenIds, beam.sum);
  return finished[0]!;
}

/**
 * Beam search over a batch of encoder inputs; returns the best hypothesis per input, in order.
 * Runs the encoder once for the whole batch, then decodes input by input.
 */
export async function beamSearch(options: BeamSearchOptions): Promise<BeamSearchHypothesis[]> {
  await loadTransformers(); // the helpers below read it with loadedTransformers()
  for (const [name, value] of Object.entries({
    numBeams: options.numBeams,
    maxNewTokens: options.maxNewTokens,
  })) {
    if (!Number.isInteger(value) || value < 1) {
      throw new InvalidInputError({ message: `Expected ${name} to be a positive integer, got ${value}.` });
    }
  }
  const checkAbort = (): void => {
    if (options.abortSignal?.aborted) {
      throw new AbortedError({ message: 'Beam search was aborted.', cause: options.abortSignal.reason });
    }
  };
  checkAbort();
  const { encoder_outputs: encoderStates } = await (
    options.model as unknown as EncoderRunner
  )._prepare_encoder_decoder_kwargs_for_generation({
    inputs_tensor: options.inputIds,
    model_inputs: { input_ids: options.inputIds, attention_mask: options.attentionMask },
    model_input_name: 'input_ids',
    generation_config: { guidance_scale: null },
  });
  const results: BeamSearchHypothesis[] = [];
  for (let row = 0; row < options.inputIds.dims[0]!; row++) {
    results.push(await searchOne({ ...options, encoderStates }, row, checkAbort));
  }
  return results;
}
