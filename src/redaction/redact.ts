/**
 * `redact` masks personal data in a text with the 15 contract placeholders and returns the
 * contract's text processing result plus the entities. It works with no model at all (rules,
 * checksums, context words and a name gazetteer for all 19 languages); an optional NER backend
 * adds PERSON_NAME candidates. Deterministic: the same input gives the same `result`, byte for
 * byte, and every character outside a masked span is kept as it was (except placeholder-like
 * tokens outside the allowlist, see validatePlaceholders).
 *
 * @example
 * ```ts
 * import { redact } from 'langproc';
 * const { result } = await redact({ text: 'Sunana Musa Bello, lambata 0803 123 4567.', language: 'Hausa' });
 * // 'Sunana [PERSON_NAME], lambata [PHONE_NUMBER].'
 * ```
 */

import type { NerBackendV1 } from '../spec/ner-backend.js';
import type { Warning } from '../spec/warning.js';
import { buildUsage } from '../usage/build-usage.js';
import { throwIfAborted } from '../util/abort.js';
import {
  analyzeWithRules,
  recognizeWithNer,
  type ValidatedAnalyzeOptions,
  validateAnalyzeOptions,
} from './analyze.js';
import { needsAllowlistScan, replaceSpans } from './anonymize.js';
import {
  countRedactedTokens,
  countRedactionTokens,
  type RedactedTokenCounts,
} from './count-redaction-tokens.js';
import type { RecognizedEntity } from './recognized-entity.js';
import type { Recognizer } from './recognizer.js';
import { type RedactResult, RULES_MODEL_NAME } from './redact-result.js';
import { buildRedactionPieces, type RedactionPiece } from './redaction-pieces.js';
import { TextScan } from './text-scan.js';
import { validatePlaceholders } from './validate-placeholders.js';

/** Options of {@link redact} and {@link redactStream}. */
export interface RedactOptions {
  /** The text to redact (at least one character). @example 'Jina langu ni Amina Juma' */
  text: string;
  /** One of the 19 contract language names (case-sensitive). @example 'Swahili' */
  language: string;
  /** The industry vertical; tunes thresholds (docs/redaction.md). @default 'general' @example 'banking' */
  domain?: string;
  /** Optional NER backend: its PER entities join the rules as one more recognizer. @default undefined */
  ner?: NerBackendV1;
  /** Recognizers to run. @default DEFAULT_RECOGNIZERS */
  recognizers?: readonly Recognizer[];
  /** Cancels the operation. @default undefined */
  abortSignal?: AbortSignal;
}

/** Everything `redact` and `redactStream` compute before framing. */
export interface RedactionRun {
  pieces: RedactionPiece[];
  result: RedactResult;
}

/**
 * Validates eagerly and returns the work to do for redactStream (the result plus its pieces,
 * which concatenate to `result.result`).
 */
export function prepareRedaction(options: RedactOptions): () => Promise<RedactionRun> {
  const validated = validateAnalyzeOptions(options);
  return async () => {
    const result = await runRedaction(options, validated);
    return { pieces: buildRedactionPieces(validated.text, result.entities), result };
  };
}

/** The redaction of validated options, framed as the contract's result. */
async function runRedaction(
  options: RedactOptions,
  validated: ValidatedAnalyzeOptions,
): Promise<RedactResult> {
  return options.ner
    ? runRedactionWithNer(options, options.ner, validated)
    : redactWithoutNer(options, validated);
}

/** Without a backend nothing is awaited: the rules run at once. */
function redactWithoutNer(options: RedactOptions, validated: ValidatedAnalyzeOptions): RedactResult {
  const started = performance.now();
  throwIfAborted(options.abortSignal);
  return redactWithRules(options, validated, undefined, undefined, [], started);
}

async function runRedactionWithNer(
  options: RedactOptions,
  ner: NerBackendV1,
  validated: ValidatedAnalyzeOptions,
): Promise<RedactResult> {
  const started = performance.now();
  throwIfAborted(options.abortSignal);
  const recognized = await recognizeWithNer(ner, validated.text, validated.language, options.abortSignal);
  throwIfAborted(options.abortSignal);
  return redactWithRules(options, validated, ner, recognized.entities, recognized.warnings, started);
}

/** The rules' entities (plus `extra`, the backend's) framed as the contract's result. */
function redactWithRules(
  options: RedactOptions,
  validated: ValidatedAnalyzeOptions,
  ner: NerBackendV1 | undefined,
  extra: RecognizedEntity[] | undefined,
  warnings: Warning[],
  started: number,
): RedactResult {
  const { text, language, domain } = validated;
  // one scan for the recognizers and the usage count (its pass also counts the input's tokens)
  const scan = new TextScan(text);
  const entities = analyzeWithRules({
    text,
    language,
    domain,
    recognizers: options.recognizers,
    extra,
    abortSignal: options.abortSignal,
    scan,
  });
  return frameRedaction({ text, entities, warnings, ner, started, scan });
}

/** What {@link frameRedaction} frames. */
export interface RedactionFrame {
  /** The input text. */
  text: string;
  /** The entities to mask (sorted, non-overlapping). */
  entities: RecognizedEntity[];
  warnings: Warning[];
  /** The NER backend used, if any. */
  ner?: NerBackendV1;
  /** `performance.now()` when the redaction started. */
  started: number;
  /** The text's TextScan, if the caller has one (its pass counted the input's tokens). */
  scan?: TextScan;
}

/** The contract's result: the masked text, its single section and unit, usage and timing. */
export function frameRedaction({
  text,
  entities,
  warnings,
  ner,
  started,
  scan,
}: RedactionFrame): RedactResult {
  const scanned = needsAllowlistScan(text, entities);
  const replaced = replaceSpans(text, entities);
  const output = scanned ? validatePlaceholders(replaced).text : replaced;
  const seconds = (performance.now() - started) / 1000;
  // without the allowlist rewriting anything, both counts come from one pass over the input
  let tokens: RedactedTokenCounts;
  if (scanned) {
    const input = scan !== undefined && scan.text === text ? scan.tokenCount : countRedactionTokens(text);
    // an unchanged text has the same count: counted once
    tokens = { input, output: output === text ? input : countRedactionTokens(output) };
  } else tokens = countRedactedTokens(text, entities, scan);
  return {
    result: output,
    status: 'complete',
    route: 'single_pass',
    sections: [{ index: 0, start: 0, end: text.length, failed: false, summary: '' }],
    units: { total: 1, succeeded: 1, failed: 0 },
    usage: buildUsage({
      operation: 'redact',
      calls: ner ? 1 : 0,
      promptTokens: tokens.input,
      completionTokens: tokens.output,
    }),
    model_name: ner ? `${RULES_MODEL_NAME}+${ner.modelId}` : RULES_MODEL_NAME,
    processing_time: Math.round(seconds * 1e6) / 1e6,
    missing_ranges: [],
    entities,
    warnings,
  };
}

/** Masks personal data; see the module comment. */
export async function redact(options: RedactOptions): Promise<RedactResult> {
  const validated = validateAnalyzeOptions(options);
  // (the result itself without a backend, not a promise of it: one promise, no extra ticks)
  return options.ner
    ? runRedactionWithNer(options, options.ner, validated)
    : redactWithoutNer(options, validated);
}
