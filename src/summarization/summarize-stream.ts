/**
 * `summarizeStream()` and the pipeline behind `summarize()`. A text that fits the backend's
 * input limit is summarized in one call (route `single_pass`, one section). A longer one is
 * map-reduced (route `map_reduce`): cut into sections (sentences packed up to the limit,
 * across lines), each section summarized (its summary in `sections[].summary`; a structured
 * request maps with `detailed`), then the joined section summaries summarized again in the
 * requested style (reduced again first if they are still too long, while that changes them).
 * Failed calls are retried; a section that still fails is listed in `missing_ranges` and the
 * status is `partial`. Every step is linear in the text, however repetitive it is.
 * Structured summaries cannot stream: StreamingNotSupportedError.
 *
 * @example
 * ```ts
 * for await (const event of summarizeStream({ text, language: 'English', style: 'short' })) {
 *   if (event.type === 'result') console.log(event.result.result);
 * }
 * ```
 */

import type {
  SummarizationBackendV1,
  SummarizationCallResult,
} from '../backend-interfaces/summarization-backend.js';
import type { Warning } from '../backend-interfaces/warning.js';
import { isTextDomain, unsupportedDomainMessage } from '../contract/text-domains.js';
import type { ResultStructured, Section } from '../contract/text-processing-result.js';
import { AbortedError } from '../errors/aborted-error.js';
import { BackendFailureError } from '../errors/backend-failure-error.js';
import { EmptyTextError } from '../errors/empty-text-error.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { StreamingNotSupportedError } from '../errors/streaming-not-supported-error.js';
import { UnsupportedDomainError } from '../errors/unsupported-domain-error.js';
import { UnsupportedLanguageError } from '../errors/unsupported-language-error.js';
import { isLanguageName } from '../languages.js';
import { planSections } from '../translation/plan-sections.js';
import { trimSpan } from '../translation/split-sentences.js';
import { tokenUsage } from '../usage/token-usage.js';
import { throwIfAborted } from '../util/abort.js';
import { assertBackend, assertOptionsObject } from '../util/assert-options.js';
import { callBackend, isTokenCount, recordBackendUsage } from '../util/call-backend.js';
import { createExtractiveSummarizationBackend } from './extractive-summarization-backend.js';
import { parseResultStructured } from './parse-result-structured.js';
import { createSpeakerLabeller } from './speaker-labeller.js';
import { structuredSummaryOf } from './structured-summary.js';
import type { SummarizeOptions, SummarizeStreamEvent, SummarizeStyle } from './summarize-options.js';

/** How many times a too-long set of section summaries is reduced before the final call. */
export const MAX_REDUCE_ROUNDS = 3;

const STYLES: readonly SummarizeStyle[] = ['short', 'detailed', 'structured'];

function validate(options: SummarizeOptions): void {
  assertOptionsObject(options, 'summarize');
  if (!isLanguageName(options.language)) {
    throw new UnsupportedLanguageError({ language: String(options.language), field: 'language' });
  }
  if (!STYLES.includes(options.style)) {
    throw new InvalidInputError({
      message: `Expected style to be one of ${STYLES.join(', ')}, got ${JSON.stringify(String(options.style))}.`,
    });
  }
  if (typeof options.text !== 'string') {
    throw new InvalidInputError({ message: `Expected text to be a string, got ${typeof options.text}.` });
  }
  if (options.text.trim() === '')
    throw new EmptyTextError({ message: 'Expected text to contain something to summarize.' });
  if (options.domain !== undefined && !isTextDomain(options.domain)) {
    throw new UnsupportedDomainError({
      message: unsupportedDomainMessage(options.domain),
      details: { field: 'domain' },
    });
  }
  if (options.backend !== undefined) {
    assertBackend(options.backend, 'backend', ['countTokens', 'doSummarize']);
  }
  const retries = options.maxRetries ?? 2;
  if (!Number.isInteger(retries) || retries < 0) {
    throw new InvalidInputError({
      message: `Expected maxRetries to be a non-negative integer, got ${retries}.`,
    });
  }
}

/** Summarizes, yielding section summaries as they are done, then the result (any style). */
export async function* runSummarize(options: SummarizeOptions): AsyncGenerator<SummarizeStreamEvent> {
  const started = performance.now();
  validate(options);
  throwIfAborted(options.abortSignal);
  const backend: SummarizationBackendV1 = options.backend ?? createExtractiveSummarizationBackend();
  const { text, language, abortSignal } = options;
  const maxRetries = options.maxRetries ?? 2;
  const warnings: Warning[] = [];
  const counts = { calls: 0, promptTokens: 0, completionTokens: 0 };
  const countTokens = (value: string): Promise<number> =>
    callBackend(backend.backendId, () => backend.countTokens({ text: value, language }), isTokenCount);

  const call = async (
    input: string,
    style: SummarizeStyle,
    keepSpeakerLabels = false,
  ): Promise<SummarizationCallResult & { structuredValid?: ResultStructured }> => {
    let lastError: unknown;
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      throwIfAborted(abortSignal);
      try {
        const output = await backend.doSummarize({
          text: input,
          language,
          style,
          ...(keepSpeakerLabels ? { keepSpeakerLabels } : {}),
          ...(options.domain === undefined ? {} : { domain: options.domain }),
          ...(abortSignal === undefined ? {} : { abortSignal }),
          ...(options.providerOptions === undefined ? {} : { providerOptions: options.providerOptions }),
        });
        if (typeof output?.summary !== 'string') {
          throw new BackendFailureError({ message: `The backend ${backend.backendId} returned no summary.` });
        }
        let structuredValid: ResultStructured | undefined;
        if (style === 'structured') {
          const parsed = parseResultStructured(output.structured);
          if (!parsed.success) {
            throw new BackendFailureError({
              message: `The backend ${backend.backendId} returned an invalid structured summary: ${parsed.issuePaths.join(', ')}.`,
            });
          }
          structuredValid = parsed.data;
        }
        recordBackendUsage(backend.backendId, output, counts, warnings);
        return structuredValid ? { ...output, structuredValid } : output;
      } catch (error) {
        if (AbortedError.isInstance(error) || abortSignal?.aborted) {
          throwIfAborted(abortSignal);
          throw error;
        }
        lastError = error;
      }
    }
    throw BackendFailureError.isInstance(lastError)
      ? lastError
      : new BackendFailureError({
          message: `The summarization backend failed ${maxRetries + 1} times.`,
          cause: lastError,
        });
  };

  const whole = trimSpan(text, { start: 0, end: text.length })!;
  const finish = (
    final: { summary: string; structuredValid?: ResultStructured },
    sections: Section[],
    route: 'single_pass' | 'map_reduce',
  ): SummarizeStreamEvent => {
    const failed = sections.filter((section) => section.failed);
    return {
      type: 'result',
      result: {
        missingRanges: failed.map((section) => ({ start: section.start, end: section.end })),
        modelName: backend.modelId,
        processingTimeSeconds: Math.round(performance.now() - started) / 1000,
        result: final.structuredValid?.summary ?? final.summary,
        ...(final.structuredValid ? { structured: structuredSummaryOf(final.structuredValid) } : {}),
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
  };

  if ((await countTokens(text)) <= backend.maxInputTokens) {
    const output = await call(text, options.style);
    const section: Section = {
      index: 0,
      start: whole.start,
      end: whole.end,
      failed: false,
      summary: output.summary,
    };
    yield { type: 'section', section };
    yield finish(output, [section], 'single_pass');
    return;
  }

  // Map: one summary per section.
  // a structured request maps with `detailed` and keeps the speaker labels, so that the final
  // structured pass still tells the customer's words from the agent's
  const mapStyle: SummarizeStyle = options.style === 'structured' ? 'detailed' : options.style;
  const keepLabels = options.style === 'structured';
  const spans = await planSections({
    text,
    language,
    maxInputTokens: backend.maxInputTokens,
    countTokens,
    crossLines: true,
    ...(abortSignal ? { abortSignal } : {}),
  });
  const sections: Section[] = [];
  let firstFailure: unknown;
  const labelSection = createSpeakerLabeller(text);
  for (const [index, span] of spans.entries()) {
    let summary = '';
    let failed = false;
    try {
      const input = keepLabels ? labelSection(span) : text.slice(span.start, span.end);
      summary = (await call(input, mapStyle, keepLabels)).summary;
    } catch (error) {
      if (AbortedError.isInstance(error)) throw error;
      firstFailure ??= error;
      failed = true;
    }
    const section: Section = { index, start: span.start, end: span.end, failed, summary };
    sections.push(section);
    yield { type: 'section', section };
  }
  const summaries = sections.filter((section) => !section.failed).map((section) => section.summary);
  if (summaries.length === 0) {
    throw new BackendFailureError({
      message: `Every section failed to summarize (${spans.length} sections).`,
      cause: firstFailure,
    });
  }

  // Reduce: summarize the joined summaries, re-mapping while they are still too long.
  let combined = summaries.join('\n');
  for (
    let round = 0;
    round < MAX_REDUCE_ROUNDS && (await countTokens(combined)) > backend.maxInputTokens;
    round++
  ) {
    const parts = await planSections({
      text: combined,
      language,
      maxInputTokens: backend.maxInputTokens,
      countTokens,
      crossLines: true,
      ...(abortSignal ? { abortSignal } : {}),
    });
    const reduced: string[] = [];
    const labelPart = createSpeakerLabeller(combined);
    for (const part of parts) {
      const input = keepLabels ? labelPart(part) : combined.slice(part.start, part.end);
      reduced.push((await call(input, mapStyle, keepLabels)).summary);
    }
    const next = reduced.join('\n');
    // A round that changed nothing (sections that are each one sentence too long to shorten)
    // would give the same result again: stop instead of repeating it.
    if (next === combined) break;
    combined = next;
  }
  yield finish(await call(combined, options.style), sections, 'map_reduce');
}

/** Streams a short or detailed summary; a structured one throws StreamingNotSupportedError. */
export function summarizeStream(options: SummarizeOptions): AsyncGenerator<SummarizeStreamEvent> {
  assertOptionsObject(options, 'summarizeStream');
  if (options.style === 'structured') {
    throw new StreamingNotSupportedError({
      message:
        'Streaming is not supported for structured summaries; use style short or detailed, or do not stream.',
      details: { style: 'structured' },
    });
  }
  return runSummarize(options);
}
