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
import { buildUsage } from '../usage/build-usage.js';
import { throwIfAborted } from '../util/abort.js';
import { analyzeWithRules, recognizeWithNer, validateAnalyzeOptions } from './analyze.js';
import { countRedactionTokens } from './count-redaction-tokens.js';
import type { Recognizer } from './recognizer.js';
import { type RedactResult, RULES_MODEL_NAME } from './redact-result.js';
import { buildRedactionPieces, type RedactionPiece } from './redaction-pieces.js';

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

/** Validates eagerly and returns the work to do (shared by redact and redactStream). */
export function prepareRedaction(options: RedactOptions): () => Promise<RedactionRun> {
  const validated = validateAnalyzeOptions(options);
  return async () => {
    const started = performance.now();
    throwIfAborted(options.abortSignal);
    const recognized = options.ner
      ? await recognizeWithNer(options.ner, validated.text, validated.language, options.abortSignal)
      : { entities: [], warnings: [] };
    throwIfAborted(options.abortSignal);
    const entities = analyzeWithRules({
      ...validated,
      recognizers: options.recognizers,
      extra: recognized.entities,
      abortSignal: options.abortSignal,
    });
    const pieces = buildRedactionPieces(validated.text, entities);
    const output = pieces.map((piece) => piece.text).join('');
    const seconds = (performance.now() - started) / 1000;
    const promptTokens = countRedactionTokens(validated.text);
    const result: RedactResult = {
      result: output,
      status: 'complete',
      route: 'single_pass',
      sections: [{ index: 0, start: 0, end: validated.text.length, failed: false, summary: '' }],
      units: { total: 1, succeeded: 1, failed: 0 },
      usage: buildUsage({
        operation: 'redact',
        calls: options.ner ? 1 : 0,
        promptTokens,
        // an unchanged text has the same count: counted once
        completionTokens: output === validated.text ? promptTokens : countRedactionTokens(output),
      }),
      model_name: options.ner ? `${RULES_MODEL_NAME}+${options.ner.modelId}` : RULES_MODEL_NAME,
      processing_time: Math.round(seconds * 1e6) / 1e6,
      missing_ranges: [],
      entities,
      warnings: recognized.warnings,
    };
    return { pieces, result };
  };
}

/** Masks personal data; see the module comment. */
export async function redact(options: RedactOptions): Promise<RedactResult> {
  const run = prepareRedaction(options);
  return (await run()).result;
}
