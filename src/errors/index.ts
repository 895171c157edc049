/**
 * Every error class of the library, each with a stable code and a cross-copy `isInstance`.
 *
 * @example
 * ```ts
 * import { SameLanguageError } from 'langproc';
 * ```
 */
export * from './aborted-error.js';
export * from './audio-decode-error.js';
export * from './backend-failure-error.js';
export * from './download-failed-error.js';
export * from './empty-text-error.js';
export * from './insufficient-balance-error.js';
export * from './integrity-check-error.js';
export * from './invalid-input-error.js';
export * from './langproc-error.js';
export * from './model-needs-export-error.js';
export * from './model-not-installed-error.js';
export * from './no-audio-error.js';
export * from './not-found-error.js';
export * from './package-not-installed-error.js';
export * from './payload-too-large-error.js';
export * from './rate-limited-error.js';
export * from './same-language-error.js';
export * from './streaming-not-supported-error.js';
export * from './text-too-long-error.js';
export * from './timeout-error.js';
export * from './unauthorized-error.js';
export * from './unsupported-domain-error.js';
export * from './unsupported-language-error.js';
export * from './unsupported-media-error.js';
