/**
 * Translation: `translate()`, `translateStream()`, the sectioning they use and the chrF++ scorer.
 * The `langproc/translation` subpath; the root entry re-exports `translate` and `translateStream`.
 *
 * @example
 * ```ts
 * import { chrfPlusPlus, translate } from 'langproc/translation';
 * ```
 */
export { type ChrfOptions, type ChrfScore, chrfPlusPlus } from './chrf.js';
export { findPlaceholders, keepsPlaceholders } from './placeholders.js';
export { type PlanSectionsOptions, planSections } from './plan-sections.js';
export type { LineSpans, TextSpan } from './split-sentences.js';
export { translate } from './translate.js';
export type {
  TranslateOptions,
  TranslateProgress,
  TranslateResult,
  TranslateStreamEvent,
} from './translate-options.js';
export {
  DEFAULT_TRANSLATION_BATCH_SIZE,
  DEFAULT_TRANSLATION_RETRIES,
  translateStream,
} from './translate-stream.js';
