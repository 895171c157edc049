/**
 * `createRedactor` configures redaction once for a service (recognizers, context words,
 * operators, filters, domain, NER backend) and returns `redact`, `analyze` and `redactStream`
 * bound to that configuration, so that no call repeats it. Everything is validated when the
 * redactor is made. Per-call options merge on top: `recognizers` and `allowList` are added to the
 * configured ones, `contextWords` are added per type, `operators` per key (the call's win), and
 * every other option given in a call replaces the configured one.
 *
 * @example
 * ```ts
 * import { createRedactor, denyListRecognizer } from 'langproc';
 * const redactor = createRedactor({
 *   recognizers: [denyListRecognizer({ type: 'PERSON_NAME', terms: ['Zanele'] })],
 *   contextWords: { CUSTOMER_ID: ['loyalty card'] },
 *   operators: { DEFAULT: { type: 'pseudonymize' } },
 * });
 * (await redactor.redact({ text: 'Zanele called', language: 'English' })).result; // '[PERSON_NAME_1] called'
 * ```
 */
import { assertOptionsObject } from '../util/assert-options.js';
import { type AnalyzeOptions, type AnalyzeResult, analyze } from './analyze.js';
import { validateOperators } from './apply-operators.js';
import { validateCallRecognizers } from './call-recognizers.js';
import { validateCallContextWords } from './context/call-context-words.js';
import type { PlaceholderType } from './placeholder-types.js';
import { type RedactOptions, redact } from './redact.js';
import type { RedactResult } from './redact-result.js';
import { redactStream } from './redact-stream.js';
import { validateRedactionFilters, validateReturnDecisionProcess } from './redaction-options.js';
import type { RedactionPiece } from './redaction-pieces.js';

/** The configuration of {@link createRedactor}: every option of `redact` but the text and language. */
export type RedactorOptions = Omit<RedactOptions, 'text' | 'language' | 'abortSignal'>;

/** `redact`, `analyze` and `redactStream` bound to one configuration. */
export interface Redactor {
  /** `redact` with the configuration, the call's options merged on top. */
  redact(options: RedactOptions): Promise<RedactResult>;
  /** `analyze` with the configuration (operators aside), the call's options merged on top. */
  analyze(options: AnalyzeOptions): Promise<AnalyzeResult>;
  /** `redactStream` with the configuration, the call's options merged on top. */
  redactStream(options: RedactOptions): AsyncIterable<RedactionPiece>;
  /** The configuration, as given (frozen). */
  readonly options: Readonly<RedactorOptions>;
}

type ContextWords = NonNullable<RedactOptions['contextWords']>;

function mergeContextWords(
  configured: ContextWords | undefined,
  call: ContextWords | undefined,
): ContextWords | undefined {
  if (configured === undefined || call === undefined) return call ?? configured;
  const merged: Partial<Record<PlaceholderType, readonly string[]>> = { ...configured };
  for (const [type, words] of Object.entries(call) as Array<[PlaceholderType, readonly string[]]>)
    merged[type] = [...(configured[type] ?? []), ...words];
  return merged;
}

function mergeLists<T>(
  configured: readonly T[] | undefined,
  call: readonly T[] | undefined,
): readonly T[] | undefined {
  if (configured === undefined || call === undefined) return call ?? configured;
  return [...configured, ...call];
}

/** The configuration with a call's options on top (see the module comment). */
function merge<Call extends AnalyzeOptions>(configured: RedactorOptions, call: Call): Call & RedactorOptions {
  const defined = Object.fromEntries(Object.entries(call).filter(([, value]) => value !== undefined)) as Call;
  return {
    ...configured,
    ...defined,
    recognizers: mergeLists(configured.recognizers, call.recognizers),
    allowList: mergeLists(configured.allowList, call.allowList),
    contextWords: mergeContextWords(configured.contextWords, call.contextWords),
    operators:
      configured.operators === undefined || (call as RedactOptions).operators === undefined
        ? ((call as RedactOptions).operators ?? configured.operators)
        : { ...configured.operators, ...(call as RedactOptions).operators },
  };
}

/** A redactor bound to `options`; see the module comment. */
export function createRedactor(options: RedactorOptions = {}): Redactor {
  assertOptionsObject(options, 'createRedactor');
  // validated now: a wrong configuration fails at start-up, not on the first request
  validateRedactionFilters(options);
  validateCallRecognizers(options.recognizers);
  validateCallContextWords(options.contextWords);
  validateOperators(options.operators);
  validateReturnDecisionProcess(options.returnDecisionProcess);
  const configured: RedactorOptions = Object.freeze({ ...options });
  return Object.freeze({
    options: configured,
    redact: (call: RedactOptions) => redact(merge(configured, call)),
    analyze: (call: AnalyzeOptions) => {
      const { operators: _operators, ...merged } = merge(configured, call);
      return analyze(merged);
    },
    redactStream: (call: RedactOptions) => redactStream(merge(configured, call)),
  });
}
