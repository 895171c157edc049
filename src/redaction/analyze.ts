/**
 * `analyze` finds personal data in a text and returns the spans, without changing the text
 * (Presidio-style: `analyze` finds, `anonymize` replaces). It runs every recognizer, adds the
 * optional NER backend's PER entities as one more recognizer, keeps entities whose score reaches
 * the domain threshold of their type, resolves overlaps (highest score, then longest, then
 * earliest), propagates found values to their other occurrences and resolves again.
 *
 * @example
 * ```ts
 * import { analyze } from 'langproc';
 * const { entities } = await analyze({ text: 'My email is ada@example.com', language: 'English' });
 * // [{ type: 'EMAIL', start: 12, end: 27, score: 1, recognizer: 'email' }]
 * ```
 */

import type { NerBackendV1 } from '../backend-interfaces/ner-backend.js';
import type { Warning } from '../backend-interfaces/warning.js';
import { isTextDomain, type TextDomain, unsupportedDomainMessage } from '../contract/text-domains.js';
import { EmptyTextError } from '../errors/empty-text-error.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { UnsupportedDomainError } from '../errors/unsupported-domain-error.js';
import { UnsupportedLanguageError } from '../errors/unsupported-language-error.js';
import { getLanguage, type LanguageName } from '../languages.js';
import { throwIfAborted } from '../util/abort.js';
import { assertBackend, assertOptionsObject } from '../util/assert-options.js';
import { withAnnouncedCodeLetters } from './announced-code-letters.js';
import { retypeByCallDomain } from './call-domains.js';
import { recognizersOfCall, validateCallRecognizers } from './call-recognizers.js';
import { completeNames, type NameCompletionContext } from './complete-names.js';
import { completeIdentifiers, completeSpans } from './complete-spans.js';
import { type CallContextWords, validateCallContextWords } from './context/call-context-words.js';
import { buildContextIndex } from './context/context-index.js';
import { thresholdFor } from './domain-thresholds.js';
import { withEchoedValues } from './echoed-values.js';
import { explainEntities } from './explain-entities.js';
import { isPlaceholderType, type PlaceholderType } from './placeholder-types.js';
import { propagateEntities } from './propagate-entities.js';
import type { RecognizedEntity } from './recognized-entity.js';
import type { AnalysisInput, Recognizer } from './recognizer.js';
import { DEFAULT_RECOGNIZERS } from './recognizers/default-recognizers.js';
import {
  filterEntities,
  type RedactionFilterOptions,
  validateRedactionFilters,
  validateReturnDecisionProcess,
} from './redaction-options.js';
import { hasOrderedKeys, resolveOverlaps, resolveOverlapsWithAdded } from './resolve-overlaps.js';
import { appliesTo, runRecognizer } from './run-recognizer.js';
import { withSpelledValues } from './spelled-values.js';
import { isFoundInAnyCase } from './spoken/case-folded-repeats.js';
import { buildSpokenView } from './spoken/spoken-view.js';
import { TextScan } from './text-scan.js';
import { withValuePieces } from './value-pieces.js';

/** Options of {@link analyze}. */
export interface AnalyzeOptions extends RedactionFilterOptions {
  /** The text to analyze (at least one character). @example 'Sunana Musa Bello' */
  text: string;
  /** One of the 19 contract language names (case-sensitive). @example 'Hausa' */
  language: string;
  /** Tunes thresholds (docs/redaction.md). @default 'general' @example 'banking' */
  domain?: string;
  /** Optional NER backend; its PER entities become PERSON_NAME candidates. @default undefined */
  ner?: NerBackendV1;
  /**
   * Recognizers added to the built-in ones for this call (each can only produce one of the 15
   * placeholder types). @default [] @example [denyListRecognizer({ type: 'PERSON_NAME', terms: ['Zanele'] })]
   */
  recognizers?: readonly Recognizer[];
  /**
   * Extra cue words per placeholder type for this call, merged with the built-in ones of the
   * language (not PERSON_NAME or EMAIL, which have none). @default {} @example { CUSTOMER_ID: ['loyalty card'] }
   */
  contextWords?: Partial<Record<PlaceholderType, readonly string[]>>;
  /** Each entity gets a `decision`: why it was found (docs/redaction.md). @default false */
  returnDecisionProcess?: boolean;
  /** Cancels the analysis. @default undefined */
  abortSignal?: AbortSignal;
}

/** Result of {@link analyze}. */
export interface AnalyzeResult {
  /** Non-overlapping entities sorted by start. */
  entities: RecognizedEntity[];
  /** Warnings from the NER backend. */
  warnings: Warning[];
}

/** Validated, normalised analyze options. */
export interface ValidatedAnalyzeOptions {
  text: string;
  language: LanguageName;
  domain: TextDomain;
}

const NOT_WHITE_SPACE = /\S/u;
const UPPERCASE = /\p{Lu}/u;

/** Validates text, language and domain eagerly, with typed errors that never echo the text. */
export function validateAnalyzeOptions(options: {
  text: unknown;
  language: unknown;
  domain?: unknown;
  recognizers?: unknown;
  ner?: unknown;
}): ValidatedAnalyzeOptions {
  assertOptionsObject(options, 'redact');
  if (options.recognizers !== undefined && !Array.isArray(options.recognizers)) {
    throw new InvalidInputError({
      message: `Expected recognizers to be an array, got ${typeof options.recognizers}.`,
      details: { field: 'recognizers' },
    });
  }
  if (options.ner !== undefined && options.ner !== null) {
    assertBackend(options.ner, 'ner', ['doRecognize']);
  }
  if (typeof options.language !== 'string') {
    throw new UnsupportedLanguageError({ language: typeof options.language, field: 'language' });
  }
  if (typeof options.text !== 'string') {
    throw new InvalidInputError({
      message: `Expected text to be a string, got ${typeof options.text}.`,
      details: { field: 'text' },
    });
  }
  if (options.text.length === 0) {
    throw new EmptyTextError({
      message: 'Expected text to contain at least 1 character, got an empty string.',
      details: { field: 'text' },
    });
  }
  // blank text is empty, as for translate, summarize and synthesize (`\S` stops at the first
  // character of an ordinary text)
  if (!NOT_WHITE_SPACE.test(options.text)) {
    throw new EmptyTextError({
      message: 'Expected text to contain something to redact, got only white space.',
      details: { field: 'text' },
    });
  }
  const language = getLanguage(options.language).name;
  let domain: TextDomain = 'general';
  if (options.domain !== undefined) {
    if (!isTextDomain(options.domain)) {
      throw new UnsupportedDomainError({
        message: unsupportedDomainMessage(options.domain),
        details: { field: 'domain', value: String(options.domain).slice(0, 40) },
      });
    }
    domain = options.domain;
  }
  return { text: options.text, language, domain };
}

/** Score of a lone unlisted name that the speech step restored after an introduction: above the threshold, below a recognizer's cued name. */
const INTRODUCED_NAME_SCORE = 0.6;
/**
 * Score of a speaker's name between a copula said alone and a greeting ("ke mpho lumela"): just
 * above the threshold (its repeats score the threshold: selectEntities), below any recognizer's
 * name, so that a recognizer's overlapping span wins.
 */
const SPEAKER_NAME_SCORE = 0.52;
/** The recognizer name of those names (the speech step's). */
const INTRODUCED_NAME_RECOGNIZER = 'spoken-introduced-name';

/** `true` when one of `recognizers` finds person names (the speech step's names join only then). */
function findsNames(recognizers: readonly Recognizer[]): boolean {
  return recognizers.some((recognizer) =>
    recognizer.kind === 'custom'
      ? recognizer.entityTypes.includes('PERSON_NAME')
      : recognizer.entityType === 'PERSON_NAME',
  );
}

/** Runs the recognizers (synchronous core of {@link analyze}, without NER). */
export function analyzeWithRules(
  options: ValidatedAnalyzeOptions & {
    recognizers?: readonly Recognizer[];
    extra?: readonly RecognizedEntity[];
    abortSignal?: AbortSignal;
    /** The text's TextScan, when the caller keeps one for its own later steps. */
    scan?: TextScan;
    /** The call's extra cue words. */
    contextWords?: CallContextWords;
  },
): RecognizedEntity[] {
  const view = buildSpokenView(options.text, options.language);
  if (view !== undefined) {
    // spoken forms (number words, spelled e-mails, lower-case names) are analysed written, and
    // every span is mapped back to the words it came from
    const extra: RecognizedEntity[] = [
      ...(options.extra ?? []).map((entity) => ({ ...entity, ...view.toView(entity.start, entity.end) })),
      // the lone unlisted name the speech step restored after an introduction ("ke Mapalesa oa hr"),
      // where the call looks for names at all
      ...(findsNames(options.recognizers ?? DEFAULT_RECOGNIZERS) ? view.names : []).map((name) => ({
        type: 'PERSON_NAME' as const,
        start: name.start,
        end: name.end,
        score: name.local ? SPEAKER_NAME_SCORE : INTRODUCED_NAME_SCORE,
        recognizer: INTRODUCED_NAME_RECOGNIZER,
      })),
    ];
    // a spoken code's letters join it where its number words are digits ("pp two four ..." -> "pp 24...")
    // in a text without one capital (speech), the capitals are the view's: a value is the same
    // value in lower case ("nginguLwazi ... sawubona lwazi")
    const foldCase = !UPPERCASE.test(options.text);
    const entities = completeIdentifiers(
      view.text,
      options.language,
      analyzeWrittenText({
        ...options,
        text: view.text,
        extra,
        scan: undefined,
        foldCase,
        uncased: view.uncased,
        digitByDigit: view.digitByDigit,
      }),
    );
    // a value spelled letter by letter after it, or after a "spell" cue, is personal data too
    return withSpelledValues(
      options.text,
      options.language,
      completeSpans(
        options.text,
        options.language,
        entities.map((entity) => ({ ...entity, ...view.toOriginal(entity.start, entity.end) })),
      ),
    );
  }
  // the words at a value's edges that belong to it ("the", "plot", a code's letters) are masked with it
  return withSpelledValues(
    options.text,
    options.language,
    completeSpans(options.text, options.language, analyzeWrittenText(options)),
  );
}

/** {@link analyzeWithRules} on text whose personal data is written (no spoken forms to rewrite). */
function analyzeWrittenText(
  options: ValidatedAnalyzeOptions & {
    recognizers?: readonly Recognizer[];
    extra?: readonly RecognizedEntity[];
    abortSignal?: AbortSignal;
    scan?: TextScan;
    contextWords?: CallContextWords;
    /** Propagation compares values without letter case (the view of a text from speech). */
    foldCase?: boolean;
    /** `true` for the view of text from speech written without capitals (see NameCompletionContext). */
    uncased?: boolean;
    /** The view's numbers said digit by digit (see AnalysisInput). */
    digitByDigit?: ReadonlyArray<{ start: number; end: number }>;
  },
): RecognizedEntity[] {
  const { text, language, domain } = options;
  const scan = options.scan !== undefined && options.scan.text === text ? options.scan : new TextScan(text);
  const input: AnalysisInput = {
    text,
    language,
    languageInfo: getLanguage(language),
    context: buildContextIndex(text, language, scan, options.contextWords),
    scan,
    ...(options.digitByDigit !== undefined && options.digitByDigit.length > 0
      ? { digitByDigit: options.digitByDigit }
      : {}),
  };
  // candidates that reach the domain threshold of their type, in recognizer order
  const candidates: RecognizedEntity[] = [];
  if (options.extra) keepAboveThreshold(options.extra, domain, candidates);
  for (const recognizer of options.recognizers ?? DEFAULT_RECOGNIZERS) {
    throwIfAborted(options.abortSignal);
    // (runRecognizer would return an empty list for another language)
    if (appliesTo(recognizer, input))
      keepAboveThreshold(runRecognizer(recognizer, input), domain, candidates);
  }
  // the call's domain decides what its identifiers are (health care: medical IDs; insurance: policy numbers; ...)
  // a spoken code's letters said between its cue and its digits are part of it
  const entities = withAnnouncedCodeLetters(
    text,
    language,
    selectEntities(
      text,
      domain,
      candidates,
      scan,
      options.foldCase === true ? (value) => isFoundInAnyCase(value, language) : undefined,
      { language, uncased: options.uncased === true },
    ),
    input.context,
  );
  // an identifier read back in another form, or its end said again, is the same value; numbers
  // given in pieces: a value's last digits, its second part, a piece corrected
  return withValuePieces(
    text,
    language,
    withEchoedValues(text, retypeByCallDomain(text, language, entities, input.context, scan)),
    input.context,
  );
}

/** Appends to `kept` the entities whose score reaches the domain threshold of their type. */
function keepAboveThreshold(
  entities: readonly RecognizedEntity[],
  domain: TextDomain,
  kept: RecognizedEntity[],
): void {
  for (const entity of entities) if (entity.score >= thresholdFor(domain, entity.type)) kept.push(entity);
}

/**
 * The entities of an analysis from its candidates (those above the threshold, in recognizer
 * order): overlaps resolved, found values propagated to their other occurrences, overlaps
 * resolved again. A repeat of a value that passed its threshold is personal data too: it scores
 * at least that threshold. `scan` is the text's TextScan, if there is one; the values that
 * `foldsCase` accepts are found again whatever their letter case (text from speech, capitals
 * restored by the view); `names` is what name completion knows of the text (its language,
 * whether it is lower-case speech).
 */
export function selectEntities(
  text: string,
  domain: TextDomain,
  candidates: readonly RecognizedEntity[],
  scan?: TextScan,
  foldsCase?: (value: string) => boolean,
  names?: NameCompletionContext,
): RecognizedEntity[] {
  // a name found in part is masked whole (before propagation, so that its other mentions are found)
  const first = completeNames(text, resolveOverlaps(candidates), names);
  // resolveOverlapsWithAdded drops the occurrences a kept entity dominates when every key
  // compares consistently: then they need not be made at all
  const skipDominated = first.every(hasOrderedKeys);
  const propagated: RecognizedEntity[] = [];
  keepAboveThreshold(
    propagateEntities(text, first, scan, skipDominated, {
      foldsCase,
      floor: (type) => thresholdFor(domain, type),
    }),
    domain,
    propagated,
  );
  const entities = resolveOverlapsWithAdded(first, propagated);
  return entities.some((entity) => isSpeakerLabel(text, entity))
    ? entities.filter((entity) => !isSpeakerLabel(text, entity))
    : entities;
}

/**
 * A speaker label ("Anrufer:", "Kliënt:", "Mai kira:") is a role, not personal data: an address,
 * number or ID that a recognizer found there is dropped (a person's name as a label is kept).
 */
function isSpeakerLabel(text: string, entity: RecognizedEntity): boolean {
  if (entity.type === 'PERSON_NAME') return false;
  let before = entity.start - 1;
  while (before >= 0 && (text.charCodeAt(before) === 32 || text.charCodeAt(before) === 9)) before--;
  if (before >= 0 && text.charCodeAt(before) !== 10) return false;
  let after = entity.end;
  while (after < text.length && (text.charCodeAt(after) === 32 || text.charCodeAt(after) === 9)) after++;
  return (
    after < text.length && text.charCodeAt(after) === 58 && !/\d/u.test(text.slice(entity.start, entity.end))
  );
}

const TRIMMED = /[\s.,;:!?'"“”‘’()[\]{}<>-]/u;

/** Longest speaker label ("Mai kira:", "Onye na-akpọ:") {@link inSpeakerLabel} knows. */
const MAX_SPEAKER_LABEL_LENGTH = 30;
// one to three words, then a colon ("My name is Ama:" is a sentence, not a label)
const SPEAKER_LABEL = /^[ \t]*[\p{L}\p{M}][\p{L}\p{M}'’.-]*(?: [\p{L}\p{M}'’.-]+){0,2}[ \t]?:/u;

/**
 * `true` when `start`..`end` lies in the speaker label (one to three words and a colon) that opens
 * its line ("Wakiliya:", "Onye ọrụ:"): PII models read such role words as given names.
 */
function inSpeakerLabel(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const label = SPEAKER_LABEL.exec(text.slice(lineStart, lineStart + MAX_SPEAKER_LABEL_LENGTH + 1));
  return label !== null && end <= lineStart + label[0].length;
}

/**
 * A NER backend's entities as candidates (punctuation trimmed, bounds checked): PER as
 * PERSON_NAME, a placeholder type (a PII model's) as itself; ORG, LOC and DATE are not kept, nor
 * is an entity inside the speaker label that opens a line (a role, as the rules read it: a name
 * used as a label is still found where the rules find it).
 */
export async function recognizeWithNer(
  ner: NerBackendV1,
  text: string,
  language: LanguageName,
  abortSignal?: AbortSignal,
): Promise<{ entities: RecognizedEntity[]; warnings: Warning[] }> {
  const result = await ner.doRecognize({ text, language, abortSignal });
  const entities: RecognizedEntity[] = [];
  for (const entity of result.entities) {
    const type = entity.type === 'PER' ? 'PERSON_NAME' : entity.type;
    if (!isPlaceholderType(type)) continue;
    let start = Math.max(0, Math.min(text.length, Math.floor(entity.start)));
    let end = Math.max(start, Math.min(text.length, Math.floor(entity.end)));
    while (start < end && TRIMMED.test(text[start]!)) start++;
    while (end > start && TRIMMED.test(text[end - 1]!)) end--;
    if (end <= start || inSpeakerLabel(text, start, end)) continue;
    entities.push({
      type,
      start,
      end,
      score: Math.max(0, Math.min(1, entity.score)),
      recognizer: `ner:${ner.modelId}`,
    });
  }
  return { entities, warnings: result.warnings };
}

/** Finds personal data; see the module comment. */
export async function analyze(options: AnalyzeOptions): Promise<AnalyzeResult> {
  const validated = validateAnalyzeOptions(options);
  const filters = validateRedactionFilters(options);
  const recognizers = recognizersOfCall(validateCallRecognizers(options.recognizers));
  const contextWords = validateCallContextWords(options.contextWords);
  const explain = validateReturnDecisionProcess(options.returnDecisionProcess);
  throwIfAborted(options.abortSignal);
  let extra: RecognizedEntity[] = [];
  let warnings: Warning[] = [];
  if (options.ner) {
    const recognized = await recognizeWithNer(
      options.ner,
      validated.text,
      validated.language,
      options.abortSignal,
    );
    extra = recognized.entities;
    warnings = recognized.warnings;
  }
  const entities = analyzeWithRules({
    ...validated,
    recognizers,
    contextWords,
    extra,
    abortSignal: options.abortSignal,
  });
  const kept = filters ? filterEntities(validated.text, entities, filters) : entities;
  return {
    entities: explain ? explainEntities({ ...validated, recognizers, contextWords, entities: kept }) : kept,
    warnings,
  };
}
