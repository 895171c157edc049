/**
 * A transformers.js token-classification NER backend (BERT / XLM-R models fine-tuned for NER,
 * e.g. MasakhaNER models), loaded offline from a local models folder. The pipeline gives no
 * character offsets, so this backend computes them itself: it splits the text into words with
 * known offsets (runs of letters/marks/digits, and single other characters), tokenizes each
 * word separately, labels a word by its first sub-token, and joins B-/I- words into entities
 * whose span runs from the first word's start to the last word's end. Long texts are split into
 * windows of at most `maxTokens` tokens at word boundaries. Labels are read through a table
 * (./ner-labels.ts): a general NER model reports PER/ORG/LOC/DATE, a PII model such as Rampart
 * (GIVEN_NAME, SURNAME, CITY, ...) reports placeholder types (PERSON_NAME, ADDRESS, ...).
 *
 * @example
 * ```ts
 * import { redact } from 'langproc';
 * import { createTransformersNerBackend } from 'langproc/transformers';
 * const ner = createTransformersNerBackend({ modelsDirectory: './models', model: 'Davlan/xlm-roberta-base-masakhaner' });
 * const { result } = await redact({ text, language: 'Yoruba', ner });
 * await ner.dispose();
 * // the Rampart PII model, names and addresses only (docs/redaction.md, "NER backend")
 * const pii = createTransformersNerBackend({
 *   modelsDirectory: './models',
 *   model: 'nationaldesignstudio/rampart',
 *   dtype: 'q4',
 *   entityTypes: ['PERSON_NAME', 'ADDRESS'],
 * });
 * ```
 */

import type { PreTrainedModel, PreTrainedTokenizer, Tensor } from '@huggingface/transformers';
import type {
  NerBackendV1,
  NerCallOptions,
  NerCallResult,
  NerEntity,
  NerEntityType,
} from '../../src/backend-interfaces/ner-backend.js';
import { AbortedError } from '../../src/errors/aborted-error.js';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import type { LanguageName } from '../../src/languages.js';
import { assertBackendOptions, assertOptionalPositiveInteger } from './assert-backend-options.js';
import { loadFromModelsDirectory } from './environment.js';
import { NER_LABEL_TYPES, type NerLabelTypes, parseNerLabel } from './ner-labels.js';
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
   * Weight precision: `q8` (`onnx/model_quantized.onnx`), `fp32` (`onnx/model.onnx`) or `q4`
   * (`onnx/model_q4.onnx`, the only file Rampart ships).
   * @default 'q8'
   */
  dtype?: 'fp32' | 'q8' | 'q4';
  /**
   * Most tokens per model call, special tokens included.
   * @default 512
   */
  maxTokens?: number;
  /**
   * Report only these types (after the label table); all when undefined.
   * @default undefined
   * @example ['PERSON_NAME', 'ADDRESS']
   */
  entityTypes?: readonly NerEntityType[];
  /**
   * Run the model only on texts in these languages: a call in another language returns no
   * entities without loading or running the model. All languages when undefined.
   * @default undefined
   * @example ['English', 'Afrikaans', 'French', 'German', 'Italian', 'Spanish']
   */
  languages?: readonly LanguageName[];
  /**
   * The label table: the type of each label field, `null` to ignore one.
   * @default NER_LABEL_TYPES
   * @example { ...NER_LABEL_TYPES, CITY: null }
   */
  labelTypes?: NerLabelTypes;
}

/** One word of the input with its offsets and sub-token ids. */
interface Word {
  start: number;
  end: number;
  ids: number[];
}

const WORD = /[\p{L}\p{M}\p{N}]+|[^\s\p{L}\p{M}\p{N}]/gu;
const GENERAL_TYPES: ReadonlySet<NerEntityType> = new Set(['PER', 'ORG', 'LOC', 'DATE']);

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
 * an entity of type X (or starts one when none is open), anything else closes it. Types come from
 * `labelTypes`; a `B-` word of a placeholder type continues an entity of that type when it is
 * another field (`B-GIVEN_NAME B-SURNAME` is one PERSON_NAME, `B-STREET_NAME B-CITY` one
 * ADDRESS) or touches it with no space between (`john` `.` `smith` `@` ... is one EMAIL). The
 * score is the mean of the words' label probabilities.
 */
export function groupWordLabels(
  words: ReadonlyArray<{ start: number; end: number }>,
  labels: ReadonlyArray<{ label: string; score: number }>,
  labelTypes: NerLabelTypes = NER_LABEL_TYPES,
): NerEntity[] {
  const entities: NerEntity[] = [];
  let open: { type: NerEntityType; field: string; start: number; end: number; scores: number[] } | undefined;
  const close = () => {
    if (open) {
      const score = open.scores.reduce((sum, value) => sum + value, 0) / open.scores.length;
      entities.push({ type: open.type, start: open.start, end: open.end, score });
    }
    open = undefined;
  };
  words.forEach((word, index) => {
    const { label, score } = labels[index] ?? { label: 'O', score: 0 };
    const parsed = parseNerLabel(label, labelTypes);
    if (!parsed) {
      close();
      return;
    }
    const { prefix, field, type } = parsed;
    const continues =
      open !== undefined &&
      open.type === type &&
      (prefix === 'I' ||
        prefix === 'E' ||
        (!GENERAL_TYPES.has(type) && (open.field !== field || open.end === word.start)));
    if (continues && open) {
      open.end = word.end;
      open.field = field;
      open.scores.push(score);
    } else {
      close();
      open = { type, field, start: word.start, end: word.end, scores: [score] };
    }
    if (prefix === 'E' || prefix === 'S') close();
  });
  close();
  return entities;
}

/** What may stand between two parts of one entity of a type (the parts are then joined). */
const JOINABLE_GAPS: Readonly<Partial<Record<NerEntityType, RegExp>>> = Object.freeze({
  ADDRESS: /^\s*[,-]?\s*$/u,
  PERSON_NAME: /^\s*-?\s*$/u,
});

/**
 * Joins consecutive entities of one type that only a space, a comma (addresses) or a hyphen keeps
 * apart: "12 Main Street, Springfield" is one ADDRESS, not two with an unmasked comma between.
 * The score of the joined entity is the lower of the two.
 */
export function joinAdjacentEntities(text: string, entities: readonly NerEntity[]): NerEntity[] {
  const joined: NerEntity[] = [];
  for (const entity of entities) {
    const previous = joined.at(-1);
    const gap = JOINABLE_GAPS[entity.type];
    if (
      previous !== undefined &&
      gap !== undefined &&
      previous.type === entity.type &&
      previous.end <= entity.start &&
      gap.test(text.slice(previous.end, entity.start))
    ) {
      joined[joined.length - 1] = {
        ...previous,
        end: entity.end,
        score: Math.min(previous.score, entity.score),
      };
    } else joined.push({ ...entity });
  }
  return joined;
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
  assertBackendOptions(options, 'createTransformersNerBackend', ['fp32', 'q8', 'q4']);
  assertOptionalPositiveInteger(options.maxTokens, 'maxTokens');
  const dtype = options.dtype ?? 'q8';
  const maxTokens = options.maxTokens ?? 512;
  const labelTypes = options.labelTypes ?? NER_LABEL_TYPES;
  for (const field of ['entityTypes', 'languages'] as const) {
    const value = options[field];
    if (value !== undefined && (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))) {
      throw new InvalidInputError({
        message: `Expected ${field} to be an array of strings, got ${Array.isArray(value) ? 'another array' : typeof value}.`,
        details: { field },
      });
    }
  }
  const entityTypes = options.entityTypes ? new Set<NerEntityType>(options.entityTypes) : undefined;
  const languages = options.languages ? new Set<LanguageName>(options.languages) : undefined;
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
      if (languages && !languages.has(call.language)) return { entities: [], warnings: [] };
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
      const grouped = groupWordLabels(spans, labels, labelTypes);
      const kept = entityTypes ? grouped.filter((entity) => entityTypes.has(entity.type)) : grouped;
      return { entities: joinAdjacentEntities(call.text, kept), warnings: [] };
    },
  };
}
