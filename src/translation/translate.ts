/**
 * `translate()`: translates a text with any translation backend and returns the text result
 * (result, sections, units, missingRanges, route, usage, modelName, processingTimeSeconds,
 * status). See docs/translation.md for what each field holds.
 *
 * @example
 * ```ts
 * import { translate } from 'langproc';
 * import { createTransformersTranslationBackend } from 'langproc/transformers';
 * const backend = createTransformersTranslationBackend({ modelsDirectory, model: 'nllb-200-distilled-600M' });
 * const { result, status } = await translate({ text: 'Sannu [PERSON_NAME].', sourceLanguage: 'Hausa', targetLanguage: 'English', backend });
 * ```
 */
import { BackendFailureError } from '../errors/backend-failure-error.js';
import type { TranslateOptions, TranslateResult } from './translate-options.js';
import { translateStream } from './translate-stream.js';

/** Translates `options.text` from `sourceLanguage` to `targetLanguage`. */
export async function translate(options: TranslateOptions): Promise<TranslateResult> {
  for await (const event of translateStream(options)) {
    if (event.type === 'result') return event.result;
  }
  throw new BackendFailureError({ message: 'The translation stream ended without a result.' });
}
