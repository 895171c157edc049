/**
 * Whisper's greedy decoding with timestamp rules, driven directly on the ONNX Runtime sessions
 * transformers.js loaded (encoder, merged decoder with past), for one 30 s window. It produces the
 * same tokens as transformers.js 4.3's `generate()` with `return_timestamps` and
 * `return_token_timestamps` (the same logits rules, in the same order, with the same float32
 * rounding), at a fraction of its cost per token:
 *
 * - the logits rules (suppressed tokens, tokens suppressed at the start, the timestamp rules) run
 *   in one pass over the last position's logits, in place, and the next token is their argmax;
 *   the timestamp rule's log-softmax only evaluates what it compares (the timestamp mass and the
 *   best text token) instead of building a new 51,865-value array per step;
 * - after the first step, the decoder is asked only for what the next step needs (logits, the
 *   self-attention key/values and the cross-attentions of the layers that hold alignment heads),
 *   the encoder's key/values of the first step are fed back unchanged, and the encoder output it
 *   no longer reads is replaced by one position (the merged model quantizes it on every step);
 * - only the alignment heads' cross-attention rows are kept (for {@link whisperTokenTimes}),
 *   cropped to the audio's frames.
 *
 * @example
 * ```ts
 * const rules = whisperDecodingRules(generationConfig, promptTokens.length);
 * const { sequence, attention } = await generateWhisperTokens({ sessions, features, prompt: promptTokens, rules, maxNewTokens: 224, alignmentHeads: [[3, 1], [4, 2]], frames: 1150, createTensor });
 * ```
 */

/** A tensor as ONNX Runtime's JavaScript API gives and takes it (`onnxruntime-common`). */
export interface OnnxTensor {
  readonly type: string;
  readonly dims: readonly number[];
  readonly data: unknown;
}

/** The parts of an `onnxruntime-common` InferenceSession this module uses. */
export interface OnnxSession {
  readonly inputNames: readonly string[];
  readonly outputNames: readonly string[];
  /** Input shapes (`onnxruntime-common` sessions have them); symbolic dimensions are strings. */
  readonly inputMetadata?: ReadonlyArray<{ readonly name: string; readonly shape?: readonly unknown[] }>;
  run(feeds: Record<string, OnnxTensor>, fetches?: readonly string[]): Promise<Record<string, OnnxTensor>>;
}

/** Creates an ONNX Runtime tensor (the caller's `onnxruntime-common` Tensor class). */
export type CreateTensor = (
  type: 'float32' | 'int64' | 'bool',
  data: Float32Array | BigInt64Array | boolean[],
  dims: readonly number[],
) => OnnxTensor;

/** The logits rules of a Whisper generation config, as transformers.js 4.3 applies them. */
export interface WhisperDecodingRules {
  eosTokenId: number;
  noTimestampsTokenId: number;
  /** The first timestamp token (`<|0.00|>`): `noTimestampsTokenId + 1`. */
  timestampBegin: number;
  /** Never generated (`suppress_tokens`). */
  suppressTokens: readonly number[];
  /** Not generated as the first token (`begin_suppress_tokens`). */
  beginSuppressTokens: readonly number[];
  /** Prompt tokens before the first generated one (start, language, task). */
  promptLength: number;
}

/** The generation config fields {@link whisperDecodingRules} reads. */
export interface WhisperGenerationConfigFields {
  eos_token_id: number | number[];
  no_timestamps_token_id: number;
  suppress_tokens?: readonly number[] | null;
  begin_suppress_tokens?: readonly number[] | null;
}

/** The decoding rules of a (prepared) transformers.js Whisper generation config. */
export function whisperDecodingRules(
  config: WhisperGenerationConfigFields,
  promptLength: number,
): WhisperDecodingRules {
  const eos = Array.isArray(config.eos_token_id) ? (config.eos_token_id[0] as number) : config.eos_token_id;
  return {
    eosTokenId: eos,
    noTimestampsTokenId: config.no_timestamps_token_id,
    timestampBegin: config.no_timestamps_token_id + 1,
    suppressTokens: config.suppress_tokens ?? [],
    beginSuppressTokens: config.begin_suppress_tokens ?? [],
    promptLength,
  };
}

/**
 * Applies Whisper's logits rules to `logits` (one position, modified in place) and returns the
 * greedy choice. `generated` are the tokens generated so far (the prompt excluded). The same
 * decisions as transformers.js's `SuppressTokensLogitsProcessor`,
 * `SuppressTokensAtBeginLogitsProcessor` and `WhisperTimeStampLogitsProcessor` followed by its
 * greedy sampler (the first index of the largest value), including its float32 rounding of the
 * log-probabilities it compares.
 */
export function chooseWhisperToken(
  logits: Float32Array,
  generated: readonly number[],
  rules: WhisperDecodingRules,
): number {
  const { timestampBegin, eosTokenId } = rules;
  const size = logits.length;
  for (const token of rules.suppressTokens) logits[token] = Number.NEGATIVE_INFINITY;
  if (generated.length === 0) {
    for (const token of rules.beginSuppressTokens) logits[token] = Number.NEGATIVE_INFINITY;
  }
  logits[rules.noTimestampsTokenId] = Number.NEGATIVE_INFINITY;
  if (generated.length === 0) {
    // The first token is a timestamp (transformers.js skips the rest of its rules here).
    logits.fill(Number.NEGATIVE_INFINITY, 0, timestampBegin);
  } else {
    const last = generated[generated.length - 1] as number;
    const lastWasTimestamp = last >= timestampBegin;
    const penultimateWasTimestamp =
      generated.length < 2 || (generated[generated.length - 2] as number) >= timestampBegin;
    if (lastWasTimestamp) {
      if (penultimateWasTimestamp) logits.fill(Number.NEGATIVE_INFINITY, timestampBegin);
      else logits.fill(Number.NEGATIVE_INFINITY, 0, eosTokenId);
    }
    // log_softmax, then: is the total probability of a timestamp above the best text token's?
    let largest = logits[0] as number;
    let largestText = Number.NEGATIVE_INFINITY;
    let largestTimestamp = Number.NEGATIVE_INFINITY;
    for (let index = 0; index < size; index++) {
      const value = logits[index] as number;
      if (value > largest) largest = value;
      if (index < timestampBegin) {
        if (value > largestText) largestText = value;
      } else if (value > largestTimestamp) largestTimestamp = value;
    }
    // The timestamp mass is at most (timestamp tokens) x the likeliest timestamp: when even that
    // stays clearly below the best text token, the comparison below is false and the 51,865
    // exponentials are not needed (the margin dwarfs float32 rounding).
    const timestampsCanWin =
      largestTimestamp !== Number.NEGATIVE_INFINITY &&
      largestTimestamp + Math.log(size - timestampBegin) >= largestText - DECISION_MARGIN;
    if (timestampsCanWin) {
      let sum = 0;
      for (let index = 0; index < size; index++) sum += Math.exp((logits[index] as number) - largest);
      const logSum = Math.log(sum);
      let timestampMass = 0;
      for (let index = timestampBegin; index < size; index++) {
        timestampMass += Math.fround(Math.exp(Math.fround((logits[index] as number) - largest - logSum)));
      }
      const timestampLogProbability = Math.log(timestampMass);
      const largestTextLogProbability = Math.fround(largestText - largest - logSum);
      if (timestampLogProbability > largestTextLogProbability) {
        logits.fill(Number.NEGATIVE_INFINITY, 0, timestampBegin);
      }
    }
  }
  let best = 0;
  let bestValue = logits[0] as number;
  for (let index = 1; index < size; index++) {
    if ((logits[index] as number) > bestValue) {
      bestValue = logits[index] as number;
      best = index;
    }
  }
  return best;
}

/** Logit margin under which {@link chooseWhisperToken} evaluates the timestamp rule exactly. */
const DECISION_MARGIN = 1e-3;

/** The encoder and the merged decoder (`decoder_model_merged`) of a Whisper model. */
export interface WhisperSessions {
  encoder: OnnxSession;
  decoder: OnnxSession;
}

/** What {@link generateWhisperTokens} needs. */
export interface WhisperGenerationRequest {
  sessions: WhisperSessions;
  /** `[1, mel bins, 3000]` log-mel features. */
  features: OnnxTensor;
  /** Prompt tokens (start, language, task). */
  prompt: readonly number[];
  rules: WhisperDecodingRules;
  /** Most tokens generated after the prompt (the end token included). */
  maxNewTokens: number;
  /** `[layer, head]` pairs whose cross-attention times tokens; none: no attention kept. */
  alignmentHeads: ReadonlyArray<readonly [number, number]>;
  /** Encoder frames kept per attention row (transformers.js's `num_frames`, at most 1500). */
  frames: number;
  createTensor: CreateTensor;
}

/** Tokens of one window, and the alignment heads' cross-attention rows. */
export interface WhisperGeneration {
  /** Prompt, then the generated tokens (the end token included when generated). */
  sequence: number[];
  /**
   * Per alignment head, rows of `frames` values: one per decoder input position, prompt
   * included (`sequence.length - 1` rows), row-major.
   */
  attention: Float32Array[];
  /** Rows in each entry of `attention`. */
  rows: number;
}

/** Whether these sessions are a merged Whisper decoder with past and an encoder this module can drive. */
export function canDriveWhisperSessions(sessions: Partial<WhisperSessions>): sessions is WhisperSessions {
  const { encoder, decoder } = sessions;
  if (encoder === undefined || decoder === undefined) return false;
  return (
    encoder.inputNames.includes('input_features') &&
    encoder.outputNames.includes('last_hidden_state') &&
    ['input_ids', 'encoder_hidden_states', 'use_cache_branch', 'past_key_values.0.decoder.key'].every(
      (name) => decoder.inputNames.includes(name),
    ) &&
    decoder.outputNames.includes('logits')
  );
}

/** Runs the encoder once and the decoder token by token, greedily, until the end token or the limit. */
export async function generateWhisperTokens(request: WhisperGenerationRequest): Promise<WhisperGeneration> {
  const { sessions, rules, createTensor, alignmentHeads } = request;
  const { decoder } = sessions;
  const encoded = await sessions.encoder.run({ input_features: request.features }, ['last_hidden_state']);
  const hidden = encoded.last_hidden_state as OnnxTensor;
  const pastNames = decoder.inputNames.filter((name) => name.startsWith('past_key_values.'));
  const selfPastNames = pastNames.filter((name) => name.includes('.decoder.'));
  const encoderPastNames = pastNames.filter((name) => name.includes('.encoder.'));
  const layers = [...new Set(alignmentHeads.map(([layer]) => layer))];
  const attentionOutputs = layers.map((layer) => `cross_attentions.${layer}`);
  for (const name of attentionOutputs) {
    if (!decoder.outputNames.includes(name)) throw new Error(`The Whisper decoder has no ${name} output.`);
  }
  const present = (name: string): string => name.replace('past_key_values.', 'present.');
  const firstFetches = ['logits', ...pastNames.map(present), ...attentionOutputs];
  const stepFetches = ['logits', ...selfPastNames.map(present), ...attentionOutputs];
  const [headCount, headSize] = readPastShape(decoder);
  const width = Math.min(request.frames, ENCODER_FRAMES);
  const attentionRows: Float32Array[][] = alignmentHeads.map(() => []);

  const sequence = [...request.prompt];
  const generated: number[] = [];
  const maxLength = request.prompt.length + request.maxNewTokens;
  const emptyPast = createTensor('float32', new Float32Array(0), [1, headCount, 0, headSize]);
  let feeds: Record<string, OnnxTensor> = {
    input_ids: createTensor('int64', BigInt64Array.from(request.prompt.map(BigInt)), [
      1,
      request.prompt.length,
    ]),
    encoder_hidden_states: hidden,
    use_cache_branch: createTensor('bool', [false], [1]),
  };
  for (const name of pastNames) feeds[name] = emptyPast;
  // After the first step the decoder reads the encoder through its key/values only; the merged
  // model still quantizes `encoder_hidden_states` (outside its branches) on every step, so later
  // steps get one position of zeros instead of 1500.
  const [, , hiddenSize = 0] = hidden.dims as [number, number, number];
  const stepHidden = createTensor('float32', new Float32Array(hiddenSize), [1, 1, hiddenSize]);
  let fetches = firstFetches;
  const encoderPast: Record<string, OnnxTensor> = {};
  while (true) {
    const outputs = await decoder.run(feeds, fetches);
    if (fetches === firstFetches) {
      for (const name of encoderPastNames) encoderPast[name] = outputs[present(name)] as OnnxTensor;
    }
    alignmentHeads.forEach(([layer, head], index) => {
      const attention = outputs[`cross_attentions.${layer}`] as OnnxTensor;
      const [, , positions, sourceFrames] = attention.dims as [number, number, number, number];
      const data = attention.data as Float32Array;
      for (let position = 0; position < positions; position++) {
        const start = (head * positions + position) * sourceFrames;
        (attentionRows[index] as Float32Array[]).push(
          data.slice(start, start + Math.min(width, sourceFrames)),
        );
      }
    });
    const logits = outputs.logits as OnnxTensor;
    const [, positions, vocabulary] = logits.dims as [number, number, number];
    const last = (logits.data as Float32Array).subarray((positions - 1) * vocabulary, positions * vocabulary);
    const token = chooseWhisperToken(last, generated, rules);
    generated.push(token);
    sequence.push(token);
    if (token === rules.eosTokenId || sequence.length >= maxLength) break;
    const next: Record<string, OnnxTensor> = {
      input_ids: createTensor('int64', BigInt64Array.of(BigInt(token)), [1, 1]),
      encoder_hidden_states: stepHidden,
      use_cache_branch: createTensor('bool', [true], [1]),
      ...encoderPast,
    };
    for (const name of selfPastNames) next[name] = outputs[present(name)] as OnnxTensor;
    feeds = next;
    fetches = stepFetches;
  }
  const rowCount = attentionRows[0]?.length ?? 0;
  const attention = attentionRows.map((headRows) => {
    const matrix = new Float32Array(rowCount * width);
    headRows.forEach((row, index) => {
      matrix.set(row, index * width);
    });
    return matrix;
  });
  return { sequence, attention, rows: rowCount };
}

/** Encoder positions of a 30 s window (Whisper's `max_source_positions`). */
const ENCODER_FRAMES = 1500;

/**
 * Heads per layer and values per head, from the decoder's past key input shape
 * (`[batch, heads, length, size]`; Whisper base: 8 and 64).
 */
function readPastShape(decoder: OnnxSession): [number, number] {
  const shape = decoder.inputMetadata?.find((entry) => entry.name === 'past_key_values.0.decoder.key')?.shape;
  const heads = shape?.[1];
  const size = shape?.[3];
  if (typeof heads !== 'number' || typeof size !== 'number') {
    throw new Error('The Whisper decoder does not describe the shape of its past key input.');
  }
  return [heads, size];
}
