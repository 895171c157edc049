/**
 * A transformers.js translation backend for NLLB-200 and M2M100 sequence-to-sequence models,
 * loaded offline from a local models folder (`<modelsDirectory>/<org>/<name>/`). The language
 * codes come from the languages table: FLORES-200 codes for NLLB (`hau_Latn`), ISO 639-1 codes
 * for M2M100 (`__ha__`). Sections are translated in batches with greedy decoding (`numBeams: 1`,
 * transformers.js `generate()`) or langproc's own beam search (`numBeams > 1`, see
 * `beam-search.ts`), token counts come from the model's own tokenizer, and `dispose()` frees the sessions.
 *
 * @example
 * ```ts
 * import { translate } from 'langproc';
 * import { createTransformersTranslationBackend } from 'langproc/transformers';
 * const backend = createTransformersTranslationBackend({
 *   modelsDirectory: '/srv/models', model: 'nllb-200-distilled-600M', dtype: 'q8',
 * });
 * const { result } = await translate({ text: 'Sannu', sourceLanguage: 'Hausa', targetLanguage: 'English', backend });
 * await backend.dispose();
 * ```
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  PreTrainedModel,
  PreTrainedTokenizer,
  StoppingCriteria,
  Tensor,
} from '@huggingface/transformers';
import type {
  TranslationBackendV1,
  TranslationCallOptions,
  TranslationCallResult,
} from '../../src/backend-interfaces/translation-backend.js';
import { AbortedError } from '../../src/errors/aborted-error.js';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import { UnsupportedLanguageError } from '../../src/errors/unsupported-language-error.js';
import { LANGUAGES, type LanguageName } from '../../src/languages.js';
import { assertBackendOptions } from './assert-backend-options.js';
import { beamSearch } from './beam-search.js';
import { loadFromModelsDirectory } from './environment.js';
import { loadedTransformers } from './transformers-library.js';

/** Options of {@link createTransformersTranslationBackend}. */
export interface TransformersTranslationBackendOptions {
  /** Root folder holding `<org>/<name>/` model folders (see `langproc models pull`). */
  modelsDirectory: string;
  /**
   * A catalog id (`nllb-200-distilled-600M`, `m2m100_418M`) or a repository path under the
   * models folder (`Xenova/nllb-200-distilled-600M`).
   * @example 'nllb-200-distilled-600M'
   */
  model: string;
  /**
   * Repository path under the models folder, when `model` is an id this backend does not know.
   * @default the catalog repository of `model`, or `model` itself when it holds a `/`
   */
  repository?: string;
  /**
   * Weight precision: `q8` (8-bit quantized, smaller and faster) or `fp32`.
   * @default 'q8'
   */
  dtype?: 'fp32' | 'q8';
  /**
   * Beams of beam search; 1 is greedy decoding (transformers.js `generate()`). Values above 1
   * run langproc's own beam search ({@link beamSearch}), since transformers.js 4.x keeps only
   * the best beam at each step: about `numBeams` times the decoder work of greedy decoding.
   * @default 1
   */
  numBeams?: number;
  /**
   * Length normalisation of beam search: a hypothesis scores its summed log-probabilities
   * divided by `length ** lengthPenalty` (as in Hugging Face transformers). Unused when greedy.
   * @default 1
   */
  lengthPenalty?: number;
  /**
   * Most tokens generated per section.
   * @default 256
   */
  maxNewTokens?: number;
  /**
   * Largest section, in tokens, that the core sends.
   * @default 200
   */
  maxInputTokens?: number;
  /**
   * Sections per generate call.
   * @default 8
   */
  maxBatchSize?: number;
  /**
   * Allow downloads from the hub at load time (off: langproc is offline unless asked).
   * @default false
   */
  allowRemoteModels?: boolean;
}

/** Repositories of the catalog's translation models (the catalog itself lives in the core). */
export const TRANSFORMERS_TRANSLATION_REPOSITORIES: Readonly<Record<string, string>> = Object.freeze({
  'nllb-200-distilled-600M': 'Xenova/nllb-200-distilled-600M',
  m2m100_418M: 'Xenova/m2m100_418M',
});

/** Languages of ours that M2M100 covers, by their ISO 639-1 code. */
const M2M100_CODES = new Set([
  'af',
  'am',
  'ar',
  'en',
  'fr',
  'de',
  'ha',
  'ig',
  'xh',
  'it',
  'tn',
  'es',
  'sw',
  'yo',
  'zu',
]);

type TokenizerFamily = 'nllb' | 'm2m100';

interface TranslationTokenizer extends PreTrainedTokenizer {
  language_codes: string[];
  _build_translation_inputs(
    texts: string[],
    tokenizerOptions: Record<string, unknown>,
    generateOptions: { src_lang: string; tgt_lang: string; forced_bos_token_id?: number },
  ): { input_ids: Tensor; attention_mask: Tensor };
}

let abortStoppingCriteria: (new (signal: AbortSignal) => StoppingCriteria) | undefined;

/** Stops generation at the next step once the signal fires (the class is made after transformers.js loads). */
function createAbortStoppingCriteria(signal: AbortSignal): StoppingCriteria {
  if (abortStoppingCriteria === undefined) {
    abortStoppingCriteria = class AbortStoppingCriteria extends loadedTransformers().StoppingCriteria {
      constructor(private readonly signal: AbortSignal) {
        super();
      }
      override _call(inputIds: number[][]): boolean[] {
        return new Array<boolean>(inputIds.length).fill(this.signal.aborted);
      }
    };
  }
  return new abortStoppingCriteria(signal);
}

function readFamily(folder: string): TokenizerFamily | undefined {
  for (const file of ['tokenizer_config.json', 'config.json']) {
    try {
      const parsed = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as {
        tokenizer_class?: string;
      };
      if (typeof parsed.tokenizer_class === 'string') {
        return parsed.tokenizer_class.toLowerCase().startsWith('m2m100') ? 'm2m100' : 'nllb';
      }
    } catch {
      // Not installed yet or unreadable: decided at load time.
    }
  }
  return undefined;
}

function languageCode(family: TokenizerFamily, language: LanguageName): string | undefined {
  const info = LANGUAGES[language];
  if (family === 'nllb') return info.floresCode;
  return info.iso6391 !== null && M2M100_CODES.has(info.iso6391) ? info.iso6391 : undefined;
}

function countNonPadding(mask: Tensor): number {
  let total = 0;
  const data = mask.data as ArrayLike<number | bigint>;
  for (let index = 0; index < data.length; index++) total += Number(data[index]);
  return total;
}

/** Creates an NLLB-200 / M2M100 translation backend running on transformers.js (ONNX Runtime, CPU). */
export function createTransformersTranslationBackend(
  options: TransformersTranslationBackendOptions,
): TranslationBackendV1 & { readonly dtype: 'fp32' | 'q8'; dispose(): Promise<void> } {
  assertBackendOptions(options, 'createTransformersTranslationBackend');
  const repository =
    options.repository ??
    TRANSFORMERS_TRANSLATION_REPOSITORIES[options.model] ??
    (options.model.includes('/') ? options.model : undefined);
  if (repository === undefined) {
    throw new InvalidInputError({
      message: `Unknown translation model ${JSON.stringify(options.model)}: pass a repository path or one of ${Object.keys(TRANSFORMERS_TRANSLATION_REPOSITORIES).join(', ')}.`,
    });
  }
  const dtype = options.dtype ?? 'q8';
  const numBeams = options.numBeams ?? 1;
  const maxNewTokens = options.maxNewTokens ?? 256;
  const maxInputTokens = options.maxInputTokens ?? 200;
  const lengthPenalty = options.lengthPenalty ?? 1;
  for (const [name, value] of Object.entries({ numBeams, maxNewTokens, maxInputTokens })) {
    if (!Number.isInteger(value) || value < 1) {
      throw new InvalidInputError({ message: `Expected ${name} to be a positive integer, got ${value}.` });
    }
  }
  if (!Number.isFinite(lengthPenalty)) {
    throw new InvalidInputError({
      message: `Expected lengthPenalty to be a finite number, got ${lengthPenalty}.`,
    });
  }
  const location = {
    modelsDirectory: options.modelsDirectory,
    modelId: options.model,
    repository,
    allowRemoteModels: options.allowRemoteModels ?? false,
  };
  const folder = path.join(path.resolve(options.modelsDirectory), repository);
  let family: TokenizerFamily | undefined;
  let tokenizerPromise: Promise<TranslationTokenizer> | undefined;
  let modelPromise: Promise<PreTrainedModel> | undefined;

  const familyOf = (): TokenizerFamily => {
    family ??= readFamily(folder);
    return family ?? 'nllb';
  };
  const loadTokenizer = (): Promise<TranslationTokenizer> => {
    tokenizerPromise ??= loadFromModelsDirectory(
      location,
      async ({ AutoTokenizer }) =>
        (await AutoTokenizer.from_pretrained(repository)) as unknown as TranslationTokenizer,
    ).catch((error: unknown) => {
      tokenizerPromise = undefined;
      throw error;
    });
    return tokenizerPromise;
  };
  const loadModel = (): Promise<PreTrainedModel> => {
    modelPromise ??= loadFromModelsDirectory(location, ({ AutoModelForSeq2SeqLM }) =>
      AutoModelForSeq2SeqLM.from_pretrained(repository, { dtype, device: 'cpu' }),
    ).catch((error: unknown) => {
      modelPromise = undefined;
      throw error;
    });
    return modelPromise;
  };
  const codeFor = (tokenizer: TranslationTokenizer, language: LanguageName, field: string): string => {
    const code = languageCode(familyOf(), language);
    if (code === undefined || !tokenizer.language_codes.includes(code)) {
      throw new UnsupportedLanguageError({
        language,
        field,
        reason: `The model ${options.model} does not cover ${language}.`,
      });
    }
    return code;
  };

  return {
    specificationVersion: 'v1',
    backendId: 'transformers',
    modelId: options.model,
    dtype,
    maxInputTokens,
    maxBatchSize: options.maxBatchSize ?? 8,

    supportsDirection(sourceLanguage: LanguageName, targetLanguage: LanguageName): boolean {
      const current = familyOf();
      return (
        languageCode(current, sourceLanguage) !== undefined &&
        languageCode(current, targetLanguage) !== undefined
      );
    },

    async countTokens({ text }: { text: string; language: LanguageName }): Promise<number> {
      const tokenizer = await loadTokenizer();
      return tokenizer.encode(text).length;
    },

    async load(): Promise<void> {
      await Promise.all([loadTokenizer(), loadModel()]);
    },

    async doTranslate(call: TranslationCallOptions): Promise<TranslationCallResult> {
      const [tokenizer, model] = await Promise.all([loadTokenizer(), loadModel()]);
      const abortSignal = call.abortSignal;
      const checkAbort = (): void => {
        if (abortSignal?.aborted) {
          throw new AbortedError({ message: 'Translation was aborted.', cause: abortSignal.reason });
        }
      };
      checkAbort();
      if (call.texts.length === 0)
        return { translations: [], usage: { promptTokens: 0, completionTokens: 0 }, warnings: [] };
      const generateOptions = {
        src_lang: codeFor(tokenizer, call.sourceLanguage, 'sourceLanguage'),
        tgt_lang: codeFor(tokenizer, call.targetLanguage, 'targetLanguage'),
      } as { src_lang: string; tgt_lang: string; forced_bos_token_id?: number };
      // Sets the source language token and computes forced_bos_token_id for the target.
      const inputs = tokenizer._build_translation_inputs(
        call.texts,
        { padding: true, truncation: true, max_length: maxInputTokens },
        generateOptions,
      );
      const promptTokens = countNonPadding(inputs.attention_mask);
      if (numBeams > 1) {
        const config = model.config as unknown as { decoder_start_token_id?: number; eos_token_id?: number };
        const eosTokenId = config.eos_token_id ?? tokenizer.eos_token_id;
        const hypotheses = await beamSearch({
          model,
          inputIds: inputs.input_ids,
          attentionMask: inputs.attention_mask,
          decoderStartTokenId: config.decoder_start_token_id ?? eosTokenId,
          forcedBosTokenId: generateOptions.forced_bos_token_id,
          eosTokenId,
          numBeams,
          maxNewTokens,
          lengthPenalty,
          abortSignal,
        });
        return {
          translations: hypotheses.map(({ tokenIds }) =>
            tokenizer.decode(tokenIds, { skip_special_tokens: true }).trim(),
          ),
          usage: {
            promptTokens,
            completionTokens: hypotheses.reduce((sum, { tokenIds }) => sum + tokenIds.length, 0),
          },
          warnings: [],
        };
      }
      const output = (await model.generate({
        ...inputs,
        forced_bos_token_id: generateOptions.forced_bos_token_id,
        max_new_tokens: maxNewTokens,
        num_beams: 1,
        do_sample: false,
        ...(abortSignal ? { stopping_criteria: [createAbortStoppingCriteria(abortSignal)] } : {}),
      } as Parameters<PreTrainedModel['generate']>[0])) as Tensor;
      checkAbort();
      const rows = output.tolist() as Array<Array<number | bigint>>;
      const pad = tokenizer.pad_token_id;
      const eos = tokenizer.eos_token_id;
      let completionTokens = 0;
      for (const row of rows) {
        // Skip the decoder start token; count up to and including the first end-of-sequence token.
        for (let index = 1; index < row.length; index++) {
          const id = Number(row[index]);
          if (id === pad) break;
          completionTokens++;
          if (id === eos) break;
        }
      }
      return {
        translations: tokenizer
          .batch_decode(output, { skip_special_tokens: true })
          .map((value) => value.trim()),
        usage: { promptTokens, completionTokens },
        warnings: [],
      };
    },

    async dispose(): Promise<void> {
      const pending = modelPromise;
      modelPromise = undefined;
      tokenizerPromise = undefined;
      if (pending) await (await pending.catch(() => undefined))?.dispose();
    },
  };
}
