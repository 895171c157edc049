/**
 * transformers.js backends (`langproc/transformers`): NLLB/M2M100 translation, Whisper and
 * Wav2Vec2/MMS transcription, VITS/MMS text-to-speech and token-classification NER, all loaded
 * offline from a local models folder.
 *
 * @example
 * ```ts
 * import { createTransformersTranslationBackend } from 'langproc/transformers';
 * ```
 */
export { type ModelLocation, loadFromModelsDirectory } from './environment.js';
