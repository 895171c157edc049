/**
 * Translation: `translate()`, `translateStream()` and the sectioning they use.
 *
 * @example
 * ```ts
 * import { translate } from 'langproc';
 * ```
 */
export * from './placeholders.js';
export * from './plan-sections.js';
export * from './split-sentences.js';
export * from './translate.js';
export * from './translate-options.js';
export * from './translate-stream.js';
export * from './chrf.js';
