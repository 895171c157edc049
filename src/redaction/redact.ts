/**
 * `redact` masks personal data in a text with the 15 contract placeholders and returns the
 * text result (`TextResult`: output, section, token usage, model, timing) plus the entities. It works with no model at all (rules,
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

import type { NerBackendV1 } from '../backend-interfaces/ner-backend.js';
import type { Warning } from '../backend-interfaces/warning.js';
import { tokenUsage } from '../usage/token-usage.js';
import { throwIfAborted } from '../util/abort.js';
import {
  analyzeWithRules,
  recognizeWithNer,
  type ValidatedAnalyzeOptions,
  validateAnalyzeOptions,
} from './analyze.js';
import { needsAllowlistScan, replaceSpans } from './anonymize.js';
import { applyOperators, type RedactedItem, shiftItems, validateOperators } from './apply-operators.js';
import { recognizersOfCall, validateCallRecognizers } from './call-recognizers.js';
import { type CallContextWords, validateCallContextWords } from './context/call-context-words.js';
import {
  countRedactedTokens,
  countRedactionTokens,
  type RedactedTokenCounts,
} from './count-redaction-tokens.js';
import { explainEntities } from './explain-entities.js';
import type { PlaceholderType } from './placeholder-types.js';
import type { RecognizedEntity } from './recognized-entity.js';
import type { Recognizer } from './recognizer.js';
import { type RedactResult, RULES_MODEL_NAME } from './redact-result.js';
import {
  filterEntities,
  type Operators,
  type RedactionFilterOptions,
  type ValidatedRedactionFilters,
  validateRedactionFilters,
  validateReturnDecisionProcess,
} from './redaction-options.js';
import { buildRedactionPieces, type OperatedText, type RedactionPiece } from './redaction-pieces.js';
import { TextScan } from './text-scan.js';
import { findPlaceholderViolations, validatePlaceholders } from './validate-placeholders.js';

/** Options of {@link redact} and {@link redactStream}. */
export interface RedactOptions extends RedactionFilterOptions {
  /** The text to redact (at least one character). @example 'Jina langu ni Amina Juma' */
  text: string;
  /** One of the 19 contract language names (case-sensitive). @example 'Swahili' */
  language: string;
  /** The industry vertical; tunes thresholds (docs/redaction.md). @default 'general' @example 'banking' */
  domain?: string;
  /** Optional NER backend: its PER entities join the rules as one more recognizer. @default undefined */
  ner?: NerBackendV1;
  /**
   * Recognizers added to the built-in ones for this call (patternRecognizer, denyListRecognizer or
   * your own; each can only produce one of the 15 placeholder types). @default []
   */
  recognizers?: readonly Recognizer[];
  /**
   * Extra cue words per placeholder type for this call, merged with the built-in ones of the
   * language (not PERSON_NAME or EMAIL, which have none). @default {} @example { CUSTOMER_ID: ['loyalty card'] }
   */
  contextWords?: Partial<Record<PlaceholderType, readonly string[]>>;
  /** Each entity gets a `decision`: why it was found (docs/redaction.md). @default false */
  returnDecisionProcess?: boolean;
  /** Cancels the operation. @default undefined */
  abortSignal?: AbortSignal;
  /**
   * How each type is replaced, by type or `DEFAULT` (docs/redaction.md); redactStream's pieces
   * too (their texts concatenate to the same output).
   * @default { DEFAULT: { type: 'replace' } } @example { EMAIL: { type: 'mask', charsToMask: 4 } }
   */
  operators?: Operators;
}

/** What `redact` computes beyond the validated text, language and domain. */
interface RedactExtras {
  filters: ValidatedRedactionFilters | undefined;
  /** The recognizers to run (built-in plus the call's). */
  recognizers: readonly Recognizer[];
  /** The call's extra cue words. */
  contextWords: CallContextWords | undefined;
  /** Add each entity's decision process. */
  explain: boolean;
  operators: Operators | undefined;
  /** `true` when the result carries `items`. */
  items: boolean;
  /** Receives the operators' whole-text output before the allowlist (redactStream's pieces). */
  onOperated?: (operated: OperatedText) => void;
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
  const extras: RedactExtras = {
    filters: validateRedactionFilters(options),
    recognizers: recognizersOfCall(validateCallRecognizers(options.recognizers)),
    contextWords: validateCallContextWords(options.contextWords),
    explain: validateReturnDecisionProcess(options.returnDecisionProcess),
    operators: validateOperators(options.operators),
    items: false,
  };
  return async () => {
    let operated: OperatedText | undefined;
    const result = await runRedaction(options, validated, {
      ...extras,
      onOperated: (output) => {
        operated = output;
      },
    });
    const pieces = buildRedactionPieces(validated.text, result.entities, operated);
    // the allowlist per piece equals the allowlist over the whole output (placeholder-like tokens
    // never cross a piece boundary); should an operator's output ever break that, one piece
    if (operated !== undefined && pieces.map((piece) => piece.text).join('') !== result.result) {
      return {
        pieces: [
          { index: 0, start: 0, end: validated.text.length, text: result.result, entities: result.entities },
        ],
        result,
      };
    }
    return { pieces, result };
  };
}

/** The redaction of validated options, framed as the contract's result. */
async function runRedaction(
  options: RedactOptions,
  validated: ValidatedAnalyzeOptions,
  extras: RedactExtras,
): Promise<RedactResult> {
  return options.ner
    ? runRedactionWithNer(options, options.ner, validated, extras)
    : redactWithoutNer(options, validated, extras);
}

/** Without a backend nothing is awaited: the rules run at once. */
function redactWithoutNer(
  options: RedactOptions,
  validated: ValidatedAnalyzeOptions,
  extras: RedactExtras,
): RedactResult {
  const started = performance.now();
  throwIfAborted(options.abortSignal);
  return redactWithRules(options, validated, extras, undefined, undefined, [], started);
}

async function runRedactionWithNer(
  options: RedactOptions,
  ner: NerBackendV1,
  validated: ValidatedAnalyzeOptions,
  extras: RedactExtras,
): Promise<RedactResult> {
  const started = performance.now();
  throwIfAborted(options.abortSignal);
  const recognized = await recognizeWithNer(ner, validated.text, validated.language, options.abortSignal);
  throwIfAborted(options.abortSignal);
  return redactWithRules(options, validated, extras, ner, recognized.entities, recognized.warnings, started);
}

/** The rules' entities (plus `extra`, the backend's) framed as the contract's result. */
function redactWithRules(
  options: RedactOptions,
  validated: ValidatedAnalyzeOptions,
  extras: RedactExtras,
  ner: NerBackendV1 | undefined,
  extra: RecognizedEntity[] | undefined,
  warnings: Warning[],
  started: number,
): RedactResult {
  const { text, language, domain } = validated;
  // one scan for the recognizers and the usage count (its pass also counts the input's tokens)
  const scan = new TextScan(text);
  const analyzed = analyzeWithRules({
    text,
    language,
    domain,
    recognizers: extras.recognizers,
    contextWords: extras.contextWords,
    extra,
    abortSignal: options.abortSignal,
    scan,
  });
  const kept = extras.filters ? filterEntities(text, analyzed, extras.filters) : analyzed;
  const entities = extras.explain
    ? explainEntities({
        text,
        language,
        recognizers: extras.recognizers,
        contextWords: extras.contextWords,
        entities: kept,
      })
    : kept;
  return frameRedaction({
    text,
    entities,
    warnings,
    ner,
    started,
    scan,
    operators: extras.operators,
    items: extras.items,
    onOperated: extras.onOperated,
  });
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
  /** The operators to apply (placeholders when undefined). */
  operators?: Operators;
  /** Also return the replaced spans as `items` (offsets into the output). @default false */
  items?: boolean;
  /** Receives the operators' output before the allowlist, when operators are given. */
  onOperated?: (operated: OperatedText) => void;
}

/** The contract's result: the masked text, its single section and unit, usage and timing. */
export function frameRedaction({
  text,
  entities,
  warnings,
  ner,
  started,
  scan,
  operators,
  items: withItems,
  onOperated,
}: RedactionFrame): RedactResult {
  // operators may write anything (a masking character '['): their output is always scanned
  const scanned = operators !== undefined || needsAllowlistScan(text, entities);
  let replaced: string;
  let items: RedactedItem[] | undefined;
  if (withItems === true || operators !== undefined) {
    ({ text: replaced, items } = applyOperators(text, entities, operators));
    if (operators !== undefined) onOperated?.({ text: replaced, items });
  } else replaced = replaceSpans(text, entities);
  let output = replaced;
  if (scanned) {
    const violations = findPlaceholderViolations(replaced);
    if (violations.length > 0) {
      output = validatePlaceholders(replaced).text;
      if (items !== undefined) items = shiftItems(items, violations, output);
    }
  }
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
    usage: tokenUsage({ calls: ner ? 1 : 0, inputTokens: tokens.input, outputTokens: tokens.output }),
    modelName: ner ? `${RULES_MODEL_NAME}+${ner.modelId}` : RULES_MODEL_NAME,
    processingTimeSeconds: Math.round(seconds * 1e6) / 1e6,
    missingRanges: [],
    entities,
    warnings,
    ...(withItems === true && items !== undefined ? { items } : {}),
  };
}

/** Masks personal data; see the module comment. */
export async function redact(options: RedactOptions): Promise<RedactResult> {
  const validated = validateAnalyzeOptions(options);
  const extras: RedactExtras = {
    filters: validateRedactionFilters(options),
    recognizers: recognizersOfCall(validateCallRecognizers(options.recognizers)),
    contextWords: validateCallContextWords(options.contextWords),
    explain: validateReturnDecisionProcess(options.returnDecisionProcess),
    operators: validateOperators(options.operators),
    items: true,
  };
  // (the result itself without a backend, not a promise of it: one promise, no extra ticks)
  return options.ner
    ? runRedactionWithNer(options, options.ner, validated, extras)
    : redactWithoutNer(options, validated, extras);
}
