/**
 * Options, progress and stream events of `translate()` and `translateStream()`.
 *
 * @example
 * ```ts
 * const options: TranslateOptions = { text: 'Sannu', sourceLanguage: 'Hausa', targetLanguage: 'English', backend };
 * ```
 */

import type { TranslationBackendV1 } from '../backend-interfaces/translation-backend.js';
import type { ProviderOptions, Warning } from '../backend-interfaces/warning.js';
import type { Section } from '../contract/text-processing-result.js';
import type { LanguageName } from '../languages.js';
import type { TextResult } from '../text-result.js';

/** Options of `translate()` and `translateStream()`. */
export interface TranslateOptions {
  /** The text to translate. Newlines, speaker labels and `[PLACEHOLDERS]` are kept. */
  text: string;
  /** @example 'Hausa' */
  sourceLanguage: LanguageName;
  /** Must differ from `sourceLanguage`. @example 'English' */
  targetLanguage: LanguageName;
  /**
   * Domain hint passed to the backend.
   * @default 'general'
   */
  domain?: string;
  /** The model that translates. */
  backend: TranslationBackendV1;
  /** Cancels the translation; it rejects with AbortedError. */
  abortSignal?: AbortSignal;
  /** Called after each batch of sections. */
  onProgress?: (progress: TranslateProgress) => void;
  /**
   * Extra attempts for a section whose backend call failed, before it is reported missing.
   * @default 2
   */
  maxRetries?: number;
  /** Backend-specific settings, keyed by backend id. */
  providerOptions?: ProviderOptions;
}

/** Progress of a translation. */
export interface TranslateProgress {
  /** Sections finished (translated or failed). */
  completedSections: number;
  totalSections: number;
}

/** The result of `translate()`: the text result plus backend warnings. */
export type TranslateResult = TextResult & {
  /** Notes from the backends (never user text). Not part of the HTTP contract. */
  warnings: Warning[];
};

/** An event of `translateStream()`: each section as soon as it is done, then the whole result. */
export type TranslateStreamEvent =
  | {
      type: 'section';
      /** `summary` holds the section's translation (empty when it failed). */
      section: Section;
    }
  | { type: 'result'; result: TranslateResult };
