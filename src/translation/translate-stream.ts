/**
 * `translateStream()`: translates a text section by section and yields each section as soon as
 * its batch is done, then the full result. `translate()` is this stream, drained.
 *
 * Pipeline: validate, plan sections (lines, sentences, the backend's token limit), translate
 * them in batches of `backend.maxBatchSize` (pivoting through English when the backend lacks the
 * direction), retry failures (bounded), repair sections whose translation lost a `[PLACEHOLDER]`
 * by translating the text between placeholders on its own, and rebuild the text around the
 * untouched newlines, speaker labels and placeholders.
 *
 * @example
 * ```ts
 * for await (const event of translateStream({ text, sourceLanguage: 'Hausa', targetLanguage: 'English', backend })) {
 *   if (event.type === 'section') process.stdout.write(event.section.summary);
 * }
 * ```
 */

import type { Warning } from '../backend-interfaces/warning.js';
import { isTextDomain, unsupportedDomainMessage } from '../contract/text-domains.js';
import type { Route, Section } from '../contract/text-processing-result.js';
import { AbortedError } from '../errors/aborted-error.js';
import { BackendFailureError } from '../errors/backend-failure-error.js';
import { EmptyTextError } from '../errors/empty-text-error.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { SameLanguageError } from '../errors/same-language-error.js';
import { UnsupportedDomainError } from '../errors/unsupported-domain-error.js';
import { UnsupportedLanguageError } from '../errors/unsupported-language-error.js';
import { isLanguageName, type LanguageName } from '../languages.js';
import { tokenUsage } from '../usage/token-usage.js';
import { throwIfAborted } from '../util/abort.js';
import { assertBackend, assertOptionalFunction, assertOptionsObject } from '../util/assert-options.js';
import { callBackend as guardBackendCall, isTokenCount, recordBackendUsage } from '../util/call-backend.js';
import { findPlaceholders, keepsPlaceholders, splitAroundPlaceholders } from './placeholders.js';
import { planSections } from './plan-sections.js';
import type { TextSpan } from './split-sentences.js';
import type { TranslateOptions, TranslateStreamEvent } from './translate-options.js';

/** Sections per backend call when the backend does not say. */
export const DEFAULT_TRANSLATION_BATCH_SIZE = 8;
/** Extra attempts per failed section when the caller does not say. */
export const DEFAULT_TRANSLATION_RETRIES = 2;

type Leg = readonly [LanguageName, LanguageName];

function validate(options: TranslateOptions): void {
  assertOptionsObject(options, 'translate');
  for (const field of ['sourceLanguage', 'targetLanguage'] as const) {
    if (!isLanguageName(options[field])) {
      throw new UnsupportedLanguageError({ language: String(options[field]), field });
    }
  }
  if (options.sourceLanguage === options.targetLanguage) {
    throw new SameLanguageError({
      message: `Expected targetLanguage to differ from sourceLanguage (both ${options.sourceLanguage}).`,
      details: { language: options.sourceLanguage },
    });
  }
  if (typeof options.text !== 'string') {
    throw new InvalidInputError({ message: `Expected text to be a string, got ${typeof options.text}.` });
  }
  if (options.text.trim() === '')
    throw new EmptyTextError({ message: 'Expected text to contain something to translate.' });
  if (options.domain !== undefined && !isTextDomain(options.domain)) {
    throw new UnsupportedDomainError({
      message: unsupportedDomainMessage(options.domain),
      details: { field: 'domain' },
    });
  }
  assertBackend(options.backend, 'backend', ['countTokens', 'doTranslate']);
  assertOptionalFunction(options.onProgress, 'onProgress');
  const retries = options.maxRetries ?? DEFAULT_TRANSLATION_RETRIES;
  if (!Number.isInteger(retries) || retries < 0) {
    throw new InvalidInputError({
      message: `Expected maxRetries to be a non-negative integer, got ${retries}.`,
    });
  }
}

/** The language legs: direct, or through English when the backend lacks the direction. */
function planLegs(options: TranslateOptions): Leg[] {
  const { backend, sourceLanguage: source, targetLanguage: target } = options;
  const supports = (from: LanguageName, to: LanguageName): boolean =>
    backend.supportsDirection?.(from, to) ?? true;
  if (supports(source, target)) return [[source, target]];
  if (
    source !== 'English' &&
    target !== 'English' &&
    supports(source, 'English') &&
    supports('English', target)
  ) {
    return [
      [source, 'English'],
      ['English', target],
    ];
  }
  throw new UnsupportedLanguageError({
    language: supports(source, 'English') || source === 'English' ? target : source,
    reason: `The model ${backend.modelId} cannot translate from ${source} to ${target}, not even through English.`,
    field: supports(source, 'English') || source === 'English' ? 'targetLanguage' : 'sourceLanguage',
  });
}

function isAbort(error: unknown): boolean {
  return AbortedError.isInstance(error) || (error instanceof Error && error.name === 'AbortError');
}

/** One line: sections never hold newlines, so a translation must not either. */
function tidy(translation: string): string {
  return translation.replace(/\s*[\r\n]+\s*/gu, ' ').trim();
}

/** Translates `options.text`, yielding each section when done and finally the whole result. */
export async function* translateStream(options: TranslateOptions): AsyncGenerator<TranslateStreamEvent> {
  const started = performance.now();
  validate(options);
  throwIfAborted(options.abortSignal);
  const { backend, text, abortSignal } = options;
  const legs = planLegs(options);
  const maxRetries = options.maxRetries ?? DEFAULT_TRANSLATION_RETRIES;
  const batchSize = Math.max(1, backend.maxBatchSize ?? DEFAULT_TRANSLATION_BATCH_SIZE);
  const warnings: Warning[] = [];
  const counts = { calls: 0, promptTokens: 0, completionTokens: 0 };

  const spans = await planSections({
    text,
    language: options.sourceLanguage,
    maxInputTokens: backend.maxInputTokens,
    countTokens: (value) =>
      guardBackendCall(
        backend.backendId,
        () => backend.countTokens({ text: value, language: options.sourceLanguage }),
        isTokenCount,
      ),
    abortSignal,
  });

  const callBackend = async (texts: string[], [sourceLanguage, targetLanguage]: Leg): Promise<string[]> => {
    throwIfAborted(abortSignal);
    const output = await backend.doTranslate({
      texts,
      sourceLanguage,
      targetLanguage,
      ...(options.domain === undefined ? {} : { domain: options.domain }),
      ...(abortSignal === undefined ? {} : { abortSignal }),
      ...(options.providerOptions === undefined ? {} : { providerOptions: options.providerOptions }),
    });
    const translations = output?.translations;
    if (
      !Array.isArray(translations) ||
      translations.length !== texts.length ||
      translations.some((value) => typeof value !== 'string')
    ) {
      throw new BackendFailureError({
        message: `The backend ${backend.backendId} returned ${Array.isArray(translations) ? translations.length : 'no'} translations for ${texts.length} texts.`,
      });
    }
    recordBackendUsage(backend.backendId, output, counts, warnings);
    return translations.map(tidy);
  };

  const translateLegs = async (texts: string[]): Promise<string[]> => {
    let current = texts;
    for (const leg of legs) current = await callBackend(current, leg);
    return current;
  };

  /** Tries `texts` together, then (on failure) each alone with retries. Errors stand in for failures. */
  const translateBatch = async (texts: string[]): Promise<Array<string | Error>> => {
    const attempt = async (batch: string[], attempts: number): Promise<string[] | Error> => {
      let lastError: Error = new BackendFailureError({ message: 'No attempt was made.' });
      for (let index = 0; index < attempts; index++) {
        try {
          return await translateLegs(batch);
        } catch (error) {
          if (isAbort(error) || abortSignal?.aborted) {
            throwIfAborted(abortSignal);
            throw error;
          }
          lastError = error instanceof Error ? error : new Error(String(error));
        }
      }
      return lastError;
    };
    const together = await attempt(texts, texts.length === 1 ? 1 + maxRetries : 1);
    if (!(together instanceof Error)) return together;
    if (texts.length === 1) return [together];
    const results: Array<string | Error> = [];
    for (const single of texts) {
      const alone = await attempt([single], 1 + maxRetries);
      results.push(alone instanceof Error ? alone : alone[0]!);
    }
    return results;
  };

  /** A translation that lost a placeholder is redone piece by piece around the placeholders. */
  const repairPlaceholders = async (source: string): Promise<string | Error> => {
    const pieces = splitAroundPlaceholders(source);
    const toTranslate = pieces.filter((piece) => piece.translate).map((piece) => piece.text);
    const translated = await translateBatch(toTranslate);
    const failure = translated.find((value): value is Error => value instanceof Error);
    if (failure) return failure;
    let next = 0;
    return pieces.map((piece) => (piece.translate ? (translated[next++] as string) : piece.text)).join('');
  };

  const sections: Section[] = [];
  const failures: Error[] = [];
  for (let batchStart = 0; batchStart < spans.length; batchStart += batchSize) {
    throwIfAborted(abortSignal);
    const batch: TextSpan[] = spans.slice(batchStart, batchStart + batchSize);
    const texts = batch.map((span) => text.slice(span.start, span.end));
    const translations = await translateBatch(texts);
    for (let index = 0; index < batch.length; index++) {
      let translation = translations[index]!;
      const source = texts[index]!;
      if (
        typeof translation === 'string' &&
        findPlaceholders(source).length > 0 &&
        !keepsPlaceholders(source, translation)
      ) {
        translation = await repairPlaceholders(source);
      }
      if (translation instanceof Error) failures.push(translation);
      const span = batch[index]!;
      const section: Section = {
        index: batchStart + index,
        start: span.start,
        end: span.end,
        failed: translation instanceof Error,
        summary: translation instanceof Error ? '' : translation,
      };
      sections.push(section);
      yield { type: 'section', section };
    }
    options.onProgress?.({ completedSections: sections.length, totalSections: spans.length });
  }

  if (spans.length > 0 && failures.length === spans.length) {
    throw new BackendFailureError({
      message: `Every section failed to translate (${spans.length} sections, ${maxRetries} retries each).`,
      details: { sections: spans.length },
      cause: failures[0],
    });
  }

  let result = '';
  let previousEnd = 0;
  for (const section of sections) {
    result += text.slice(previousEnd, section.start) + section.summary;
    previousEnd = section.end;
  }
  result += text.slice(previousEnd);

  const pivot = legs.length > 1;
  const route: Route =
    sections.length > 1 ? (pivot ? 'chunked_pivot' : 'chunked') : pivot ? 'pivot' : 'single_pass';
  const failed = sections.filter((section) => section.failed);
  yield {
    type: 'result',
    result: {
      missingRanges: failed.map((section) => ({ start: section.start, end: section.end })),
      modelName: backend.modelId,
      processingTimeSeconds: Math.round(performance.now() - started) / 1000,
      result,
      route,
      sections,
      status: failed.length > 0 ? 'partial' : 'complete',
      units: { total: sections.length, succeeded: sections.length - failed.length, failed: failed.length },
      usage: tokenUsage({
        calls: counts.calls,
        inputTokens: counts.promptTokens,
        outputTokens: counts.completionTokens,
      }),
      warnings,
    },
  };
}
