/**
 * The backend interfaces: types only, no runtime code. Backends implement these; core functions take
 * them as parameters.
 *
 * @example
 * ```ts
 * import type { TranslationBackendV1 } from 'langproc';
 * ```
 */
export type * from './ner-backend.js';
export type * from './phonemizer.js';
export type * from './speech-backend.js';
export type * from './summarization-backend.js';
export type * from './transcription-backend.js';
export type * from './translation-backend.js';
export type * from './voice-activity-detector.js';
export type * from './warning.js';
