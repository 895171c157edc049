/**
 * A mock translation backend for users' tests. By default it "translates" by prefixing each text
 * with the target FLORES code, counts one token per whitespace-separated word, and records calls.
 *
 * @example
 * ```ts
 * import { MockTranslationBackend } from 'langproc/test';
 * const backend = new MockTranslationBackend({ doTranslate: async ({ texts }) => ({
 *   translations: texts.map((text) => text.toUpperCase()), usage: { promptTokens: 1, completionTokens: 1 }, warnings: [] }) });
 * ```
 */

import type {
  TranslationBackendV1,
  TranslationCallOptions,
  TranslationCallResult,
} from '../backend-interfaces/translation-backend.js';
import { LANGUAGES, type LanguageName } from '../languages.js';

function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** Options of {@link MockTranslationBackend}. */
export interface MockTranslationBackendOptions {
  modelId?: string;
  /** @default 512 */
  maxInputTokens?: number;
  maxBatchSize?: number;
  doTranslate?: (options: TranslationCallOptions) => Promise<TranslationCallResult>;
  supportsDirection?: (source: LanguageName, target: LanguageName) => boolean;
}

/** A scriptable translation backend that records every call. */
export class MockTranslationBackend implements TranslationBackendV1 {
  readonly specificationVersion = 'v1' as const;
  readonly backendId = 'mock';
  readonly modelId: string;
  readonly maxInputTokens: number;
  readonly maxBatchSize: number | undefined;
  /** Every call's options, in order. */
  readonly calls: TranslationCallOptions[] = [];
  readonly supportsDirection?: (source: LanguageName, target: LanguageName) => boolean;
  private readonly implementation: (options: TranslationCallOptions) => Promise<TranslationCallResult>;

  constructor(options: MockTranslationBackendOptions = {}) {
    this.modelId = options.modelId ?? 'mock-translation';
    this.maxInputTokens = options.maxInputTokens ?? 512;
    this.maxBatchSize = options.maxBatchSize;
    if (options.supportsDirection) this.supportsDirection = options.supportsDirection;
    this.implementation =
      options.doTranslate ??
      (async ({ texts, targetLanguage }) => {
        const translations = texts.map((text) => `${LANGUAGES[targetLanguage].floresCode}: ${text}`);
        return {
          translations,
          usage: {
            promptTokens: texts.reduce((sum, text) => sum + countWords(text), 0),
            completionTokens: translations.reduce((sum, text) => sum + countWords(text), 0),
          },
          warnings: [],
        };
      });
  }

  async countTokens(options: { text: string }): Promise<number> {
    return countWords(options.text);
  }

  async doTranslate(options: TranslationCallOptions): Promise<TranslationCallResult> {
    this.calls.push(options);
    return this.implementation(options);
  }
}
