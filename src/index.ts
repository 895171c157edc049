/**
 * langproc: offline, deterministic language processing for 19 languages.
 *
 * @example
 * ```ts
 * import { getLanguage, LanguageSchema } from 'langproc';
 * getLanguage(LanguageSchema.parse('Zulu')).floresCode; // 'zul_Latn'
 * ```
 *
 * @packageDocumentation
 */
export * from './audio-redaction/index.js';
export type * from './backend-interfaces/index.js';
export * from './contract/index.js';
export * from './errors/index.js';
export * from './languages.js';
export * from './models/index.js';
export * from './redaction/index.js';
export * from './speech/index.js';
export * from './summarization/index.js';
export * from './transcription/index.js';
export * from './translation/index.js';
export * from './usage/index.js';
export { throwIfAborted, withTimeout } from './util/abort.js';
export { countCodePoints } from './util/code-points.js';
export { VERSION } from './version.js';
