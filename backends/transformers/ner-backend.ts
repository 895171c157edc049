/**
 * A transformers.js token-classification NER backend (BERT / XLM-R models fine-tuned for NER,
 * e.g. MasakhaNER models), loaded offline from a local models folder. The pipeline gives no
 * character offsets, so this backend computes them itself: it splits the text into words with
 * known offsets (runs of letters/marks/digits, and single other characters), tokenizes each
 * word separately, labels a word by its first sub-token, and joins B-/I- words into entities
 * whose span runs from the first word's start to the last word's end. Long texts are split into
 * windows of at most `maxTokens` tokens at word boundaries.
 *
 * @example
 * ```ts
 * import { redact } from 'langproc';
 * import { createTransformersNerBackend } from 'langproc/transformers';
 * const ner = createTransformersNerBackend({ modelsDirectory: './models', model: 'Davlan/xlm-roberta-base-masakhaner' });
 * const { result } = await redact({ text, language: 'Yoruba', ner });
 * await ner.dispose();
 * ```
 */

import type { PreTrainedModel, PreTrainedTokenizer, Tensor } from '@huggingface/transformers';
import { AbortedError } from '../../src/errors/aborted-error.js';
import type {
  NerBackendV1,
  NerCallOptions,
  NerCallResult,
  NerEntity,
  NerEntityType,
} from '../../src/spec/ner-backend.js';
import { assertBackendOptions, assertOptionalPositiveInteger } from './assert-backend-options.js';
import { loadFromModelsDirectory } from './environment.js';
import { loadedTransformers } from './transformers-library.js';

/** Options of {@link createTransformersNerBackend}. */
export interface TransformersNerBackendOptions {
  /** Root folder holding `<org>/<name>/` model folders. */
  modelsDirectory: string;
  /**
   * Repository path of the model under the models folder.
   * @example 'Davlan/xlm-roberta-base-masakhaner'
   */
  model: string;
  /**
   * Weight precision: `q8` (`onnx/model_quantized.onnx`) or `fp32` (`onnx/model.onnx`).
   * @default 'q8'
   */
  dtype?: 'fp32' | 'q8';
  /**
   * Most tokens per model call, special tokens included.
   * @default 512
   */
  maxTokens?: number;
}

/** One word of the input with its offsets and sub-token ids. */
interface Word {
  start: number;
  end: number;
  ids: number[];
}

const WORD = /[\p{L}\p{M}\p{N}]+|[^\s\p{L}\p{M}\p{N}]/gu;
const ENTITY_TYPES: ReadonlySet<string> = new Set(['PER', 'ORG', 'LOC', 'DATE']);

/** Splits `text` into words with offsets (the same split BERT's pre-tokenizer makes). */
export function splitWords(text: string): Array<{ start: number; end: number }> {
  const words: Array<{ start: number; end: number }> = [];
  const regex = new RegExp(WORD.source, WORD.flags);
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    words.push({ start: match.index, end: match.index + match[0].length });
  }
  return words;
}

/**
 * Joins per-word BIO labels into entities: a `B-X` word starts an entity, an `I-X` word continues
 * an entity of type X (or starts one when none is open), anything else closes it. The score is the
 * mean of the words' label probabilities.
 */
export function groupWordLabels(
  words: ReadonlyArray<{ start: number; end: number }>,
  labels: ReadonlyArray<{ label: string; score: number }>,
): NerEntity[] {
  const entities: NerEntity[] = [];
  let open: { type: NerEntityType; start: number; end: number; scores: number[] } | undefined;
  const close = () => {
    if (open) {
      const score = open.scores.reduce((sum, value) => sum + value, 0) / open.scores.length;
      entities.push({ type: open.type, start: open.start, end: open.end, score });
    }
    open = undefined;
  };
  words.forEach((word, index) => {
    const { label, score } = labels[index] ?? { label: 'O', score: 0 };
    const match = /^([BIES])-(.+)$/.exec(label);
    const type = match?.[2];
    if (!match || !type || !ENTITY_TYPES.has(type)) {
      close();
      return;
    }
    const prefix = match[1];
    if ((prefix === 'I' || prefix === 'E') && open && open.type === type) {
      open.end = word.end;
      open.scores.push(score);
    } else {
      close();
      open = { type: type as NerEntityType, start: word.start, end: word.end, scores: [score] };
    }
    if (prefix === 'E' || prefix === 'S') close();
  });
  close();
  return entities;
}

interface Loaded {
  tokenizer: PreTrainedTokenizer;
  model: PreTrainedModel;
  labels: Record<string, string>;
  prefix: number[];
  suffix: number[];
}

/** A token-classification NER backend; see the module comment. */
export function createTransformersNerBackend(options: TransformersNerBackendOptions): NerBackendV1 {
  assertBackendOptions(options, 'createTransformersNerBackend');
  assertOptionalPositiveInteger(options.maxTokens, 'maxTokens');
  const dtype = options.dtype ?? 'q8';
  const maxTokens = options.maxTokens ?? 512;
  let loading: Promise<Loaded> | undefined;

  const load = (): Promise<Loaded> => {
    loading ??= loadFromModelsDirectory(
      { modelsDirectory: options.modelsDirectory, modelId: options.model, repository: options.model },
      async ({ AutoTokenizer, AutoModelForTokenClassification }) => {
        const tokenizer = await AutoTokenizer.from_pretrained(options.model);
        const model = await AutoModelForTokenClassification.from_pretrained(options.model, { dtype });
        const config = model.config as unknown as { id2label?: Record<string, string> };
        const specials = tokenizer.encode('') as number[];
        return {
          tokenizer,
          model,
          labels: config.id2label ?? {},
          prefix: specials.slice(0, 1),
          suffix: specials.slice(1),
        };
      },
    );
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };

  const labelWindow = async (
    loaded: Loaded,
    words: Word[],
  ): Promise<Array<{ label: string; score: number }>> => {
    const ids: number[] = [...loaded.prefix];
    const firstToken: number[] = [];
    for (const word of words) {
      firstToken.push(word.ids.length > 0 ? ids.length : -1);
      ids.push(...word.ids);
    }
    ids.push(...loaded.suffix);
    const shape = [1, ids.length];
    const inputIds = new (loadedTransformers().Tensor)(
      'int64',
      BigInt64Array.from(ids, (id) => BigInt(id)),
      shape,
    );
    const attentionMask = new (loadedTransformers().Tensor)(
      'int64',
      new BigInt64Array(ids.length).fill(1n),
      shape,
    );
    const tokenTypeIds = new (loadedTransformers().Tensor)('int64', new BigInt64Array(ids.length), shape);
    const output = (await loaded.model({
      input_ids: inputIds,
      attention_mask: attentionMask,
      token_type_ids: tokenTypeIds,
    })) as { logits: Tensor };
    const [, , labelCount] = output.logits.dims as [number, number, number];
    const data = output.logits.data as Float32Array;
    return firstToken.map((token) => {
      if (token < 0) return { label: 'O', score: 0 };
      let best = 0;
      let max = Number.NEGATIVE_INFINITY;
      for (let label = 0; label < labelCount; label++) {
        const value = data[token * labelCount + label]!;
        if (value > max) {
          max = value;
          best = label;
        }
      }
      let sum = 0;
      for (let label = 0; label < labelCount; label++)
        sum += Math.exp(data[token * labelCount + label]! - max);
      return { label: loaded.labels[String(best)] ?? 'O', score: 1 / sum };
    });
  };

  return {
    specificationVersion: 'v1',
    backendId: 'transformers',
    modelId: options.model,
    async load() {
      await load();
    },
    async dispose() {
      const current = loading;
      loading = undefined;
      if (current) await (await current).model.dispose();
    },
    async doRecognize(call: NerCallOptions): Promise<NerCallResult> {
      const loaded = await load();
      const spans = splitWords(call.text);
      const words: Word[] = spans.map((span) => ({
        ...span,
        ids: loaded.tokenizer.encode(call.text.slice(span.start, span.end), {
          add_special_tokens: false,
        }) as number[],
      }));
      const budget = Math.max(8, maxTokens - loaded.prefix.length - loaded.suffix.length);
      const labels: Array<{ label: string; score: number }> = [];
      let window: Word[] = [];
      let used = 0;
      const flush = async () => {
        if (window.length === 0) return;
        if (call.abortSignal?.aborted)
          throw new AbortedError({ message: 'NER was aborted.', cause: call.abortSignal.reason });
        labels.push(...(await labelWindow(loaded, window)));
        window = [];
        used = 0;
      };
      for (const word of words) {
        const ids = word.ids.slice(0, budget);
        if (used + ids.length > budget) await flush();
        window.push({ ...word, ids });
        used += ids.length;
      }
      await flush();
      return { entities: groupWordLabels(spans, labels), warnings: [] };
    },
  };
}
