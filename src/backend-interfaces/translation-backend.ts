/**
 * The translation backend interface (types only). The core `translate()` splits text into sections
 * and calls `doTranslate` with batches of them; a backend only maps texts to texts.
 *
 * @example
 * ```ts
 * const backend: TranslationBackendV1 = createTransformersTranslationBackend({ modelsDirectory });
 * await translate({ text, sourceLanguage: 'Hausa', targetLanguage: 'English', backend });
 * ```
 */
import type { LanguageName } from '../languages.js';
import type { BackendBase, BackendUsage, CallOptions, Warning } from './warning.js';

/** Options of one translation call. */
export interface TranslationCallOptions extends CallOptions {
  /** Texts to translate (sections), in order. */
  texts: string[];
  sourceLanguage: LanguageName;
  targetLanguage: LanguageName;
  /** Domain hint (TextDomain value). */
  domain?: string;
}

/** Output of one translation call. */
export interface TranslationCallResult {
  /** One translation per input text, same order. */
  translations: string[];
  usage: BackendUsage;
  warnings: Warning[];
}

/** A translation backend. */
export interface TranslationBackendV1 extends BackendBase {
  /** Largest input, in this backend's tokens, of one text. */
  readonly maxInputTokens: number;
  /** How many texts one `doTranslate` call should carry at most. */
  readonly maxBatchSize?: number;
  /** Counts tokens with the backend's own tokenizer. */
  countTokens(options: { text: string; language: LanguageName }): Promise<number>;
  /** Whether the backend can translate this direction directly (default: every direction). */
  supportsDirection?(sourceLanguage: LanguageName, targetLanguage: LanguageName): boolean;
  /** Translates texts. Called by the core, not by users. */
  doTranslate(options: TranslationCallOptions): Promise<TranslationCallResult>;
}
