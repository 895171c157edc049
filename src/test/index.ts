/**
 * Mock backends of every kind, for users' tests (`langproc/test`).
 *
 * @example
 * ```ts
 * import { MockTranslationBackend } from 'langproc/test';
 * ```
 */
export * from './mock-ner-backend.js';
export * from './mock-speech-backend.js';
export * from './mock-summarization-backend.js';
export * from './mock-transcription-backend.js';
export * from './mock-translation-backend.js';
export * from './mock-voice-activity-detector.js';
