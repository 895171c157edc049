/**
 * Runs one recognizer over a text: pattern recognizers (regex, context boost, validate and
 * invalidate hooks), context-reference recognizers (the first reference-shaped token after a
 * cue) and custom recognizers (their own function).
 *
 * @example
 * ```ts
 * const entities = runRecognizer(emailRecognizer, input);
 * ```
 */
import type { LanguageName } from '../languages.js';
import { anchoredMatches } from './anchored-matches.js';
import { isNeverCode } from './complete-spans.js';
import type { ContextCue, ContextIndex } from './context/context-index.js';
import type { ContextKind } from './context/context-words.js';
import { isGenericCue } from './context/deciding-cue.js';
import type { RecognizedEntity } from './recognized-entity.js';
import type {
  AnalysisInput,
  ContextReferenceRecognizer,
  NamedPattern,
  PatternRecognizer,
  Recognizer,
} from './recognizer.js';
import { isPhoneAnsweredAfterCue } from './recognizers/phone-shaped-answer.js';
import { isWhiteSpace } from './recognizers/white-space.js';
import {
  isPlausibleReference,
  REFERENCE_READ_LIMIT,
  type ReferenceToken,
  referenceTokenAt,
} from './reference-tokens.js';
import { CONTEXT_BOOST, CONTEXT_WINDOW, VALIDATED_SCORE } from './scoring.js';
import { isSpeechText } from './speech-text.js';
import { spokenCodeAround, spokenCodeRunAfter } from './spoken-code-runs.js';

export { compactReference, isPlausibleReference } from './reference-tokens.js';

/** `true` when `recognizer` runs for the input's language. */
export function appliesTo(recognizer: Recognizer, input: AnalysisInput): boolean {
  return recognizer.languages === 'all' || recognizer.languages.includes(input.language);
}

/** Runs `recognizer` over `input.text` (an empty list when it does not apply to the language). */
export function runRecognizer(recognizer: Recognizer, input: AnalysisInput): RecognizedEntity[] {
  if (!appliesTo(recognizer, input)) return [];
  switch (recognizer.kind) {
    case 'pattern':
      return runPatternRecognizer(recognizer, input);
    case 'context-reference':
      return runContextReferenceRecognizer(recognizer, input);
    case 'custom':
      return recognizer.analyze(input);
  }
}

const globalCopies = new WeakMap<RegExp, RegExp>();

/** The pattern itself when it has the `g` flag, else a cached global copy (never recompiled per call). */
function globalCopy(pattern: RegExp): RegExp {
  if (pattern.global) return pattern;
  let copy = globalCopies.get(pattern);
  if (!copy) {
    copy = new RegExp(pattern.source, `${pattern.flags}g`);
    globalCopies.set(pattern, copy);
  }
  return copy;
}

/** The non-empty matches of a named pattern, as a global scan finds them. */
function patternMatches(pattern: NamedPattern, input: AnalysisInput): RegExpExecArray[] {
  const { text } = input;
  // the regex is read only when the text holds the anchor (a recognizer's pattern may be created on first use)
  if (pattern.anchor) return anchoredMatches(() => pattern.regex, text, pattern.anchor, input.scan);
  const regex = globalCopy(pattern.regex);
  const matches: RegExpExecArray[] = [];
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    if (match[0].length === 0) {
      regex.lastIndex++;
      continue;
    }
    matches.push(match);
  }
  return matches;
}

/** `true` when a context phrase of one of `kinds` ends within the context window before `position`. */
function hasContextBefore(input: AnalysisInput, position: number, kinds: readonly ContextKind[]): boolean {
  if (kinds.length === 0 || input.context.cues.length === 0) return false;
  for (const cue of input.context.cuesBefore(position, CONTEXT_WINDOW))
    for (let index = 0; index < kinds.length; index++) if (cue.kinds.has(kinds[index]!)) return true;
  return false;
}

function runPatternRecognizer(recognizer: PatternRecognizer, input: AnalysisInput): RecognizedEntity[] {
  const entities: RecognizedEntity[] = [];
  for (const pattern of recognizer.patterns) {
    if (pattern.trigger?.test(input.text) === false) continue;
    for (const match of patternMatches(pattern, input)) {
      const value = match[0];
      const start = match.index;
      if (recognizer.invalidate?.(value)) continue;
      let score = pattern.score;
      const validated = recognizer.validate?.(value);
      if (validated === false) continue;
      const hasContext = hasContextBefore(input, start, recognizer.context ?? []);
      if (recognizer.contextRequired && !hasContext) continue;
      if (validated === true) score = Math.max(score, VALIDATED_SCORE);
      else if (hasContext) score = Math.min(1, score + CONTEXT_BOOST);
      entities.push({
        type: recognizer.entityType,
        start,
        end: start + value.length,
        score,
        recognizer: recognizer.name,
      });
    }
  }
  return entities;
}

/** One bit per context kind, for the kind masks of the cues. */
const KIND_BITS: Readonly<Record<ContextKind, number>> = {
  PHONE_NUMBER: 1 << 0,
  BVN: 1 << 1,
  ACCOUNT_NUMBER: 1 << 2,
  CARD_NUMBER: 1 << 3,
  GOVERNMENT_ID: 1 << 4,
  TRANSACTION_ID: 1 << 5,
  CUSTOMER_ID: 1 << 6,
  EMPLOYEE_ID: 1 << 7,
  STUDENT_ID: 1 << 8,
  POLICY_NUMBER: 1 << 9,
  MEDICAL_ID: 1 << 10,
  BIRTH: 1 << 11,
  ADDRESS: 1 << 12,
};

/** How many kinds there are: a kind's cue list in CueReferences.cuesOfKind is at the index of its bit. */
const KIND_COUNT = 13;

/** The kind mask of each kind set (cues of one phrase share one set, so this stays small). */
const kindMasks = new WeakMap<ReadonlySet<ContextKind>, number>();

function kindMask(kinds: ReadonlySet<ContextKind>): number {
  let mask = kindMasks.get(kinds);
  if (mask === undefined) {
    mask = 0;
    for (const kind of kinds) mask |= KIND_BITS[kind];
    kindMasks.set(kinds, mask);
  }
  return mask;
}

/** Per text, shared by the context-reference recognizers: the cues of each kind and their tokens. */
interface CueReferences {
  /** Per kind (the index of its bit): the indices of its cues (`context.cues` order), if any. */
  cuesOfKind: Array<number[] | undefined>;
  /** Per cue: its plausible reference token, `null` when it has none, `undefined` until looked for. */
  tokens: Array<ReferenceToken | null | undefined>;
}

/**
 * The cue references of the text analysed last (one entry, compared by identity: the
 * context-reference recognizers run one after another on the same ContextIndex, and this is
 * cheaper than a WeakMap entry per text).
 */
let lastContext: ContextIndex | undefined;
let lastReferences: CueReferences | undefined;

function referencesOf(context: ContextIndex): CueReferences {
  let references = lastContext === context ? lastReferences : undefined;
  if (!references) {
    const { cues } = context;
    const cuesOfKind: Array<number[] | undefined> = new Array(KIND_COUNT).fill(undefined);
    for (let index = 0; index < cues.length; index++) {
      // each recognizer then reads only the cues of its kind
      for (let mask = kindMask(cues[index]!.kinds); mask !== 0; mask &= mask - 1) {
        const kind = 31 - Math.clz32(mask & -mask);
        const list = cuesOfKind[kind];
        if (list) list.push(index);
        else cuesOfKind[kind] = [index];
      }
    }
    references = { cuesOfKind, tokens: new Array(cues.length).fill(undefined) };
    lastContext = context;
    lastReferences = references;
  }
  return references;
}

/** The first ASCII digit in `text` at `from` or after it and before `to`, or -1. */
function firstDigitBetween(text: string, digitRunStarts: Int32Array, from: number, to: number): number {
  const code = from < text.length ? text.charCodeAt(from) : -1;
  if (code >= 48 && code <= 57) return from < to ? from : -1;
  // the first digit run starting after `from`
  let low = 0;
  let high = digitRunStarts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (digitRunStarts[middle]! <= from) low = middle + 1;
    else high = middle;
  }
  return low < digitRunStarts.length && digitRunStarts[low]! < to ? digitRunStarts[low]! : -1;
}

/**
 * The plausible reference token after `cue` (its first token holding a digit), or `null`; also
 * `null` when a nearer cue that shares no kind with it stands between them ("token ... meter
 * number 0421...": the meter number's).
 */
function cueToken(input: AnalysisInput, cue: ContextCue): ReferenceToken | null {
  const { text } = input;
  const limit = Math.min(text.length, cue.end + REFERENCE_READ_LIMIT);
  // the value holds a digit: none in the window, nothing to find
  const firstDigit = firstDigitBetween(text, input.scan.digitRunStarts, cue.end, limit);
  if (firstDigit === -1) return null;
  let token = referenceTokenAt(text, cue.end, limit, firstDigit);
  // a short number after a code in capitals is one value ("it's ST 2291", "MRN 4471")
  if (token !== null) token = withCodeBefore(text, input.language, cue.end, token);
  if (token === null || !isPlausibleReference(token.value, token.compact)) {
    // a spoken code whose first digits are no reference alone ("sx 2024 bo 558013")
    if (!isSpeechText(text)) return null;
    token = spokenCodeRunAfter(text, cue.end, limit, input.language);
    if (token === null) return null;
  } else if (isSpeechText(text))
    // the letters said on both sides of its digits ("ca 48213 kd")
    token = spokenCodeAround(text, cue.end, token, limit, input.language) ?? token;
  // the nearest cue before a value decides its type, and no cue word is inside a value: a cue
  // between this one and the token, or a word of the token ("le rib 2256..." read as a code
  // "rib 2256..."), reads the value itself; a cue joined to the code ("NIRA-RPL-2023-884110",
  // "SSN/PEN/24/08815") is the code's prefix, and a bare word for "number" ("numéro") decides nothing
  for (const nearer of input.context.cuesAfter(cue.end, token.end - cue.end)) {
    if (nearer.end === nearer.start || nearer.start >= token.end) continue;
    if (nearer.end > token.start && !isWhiteSpace(input.text.charCodeAt(nearer.end))) continue;
    if (!isGenericCue(input, nearer)) return null;
  }
  return token;
}

/** A code in capitals before a number: one to four capitals, not a lone vowel ("A", "I" are words). */
const CAPITAL_CODE = /^[A-Z]{1,4}$/u;

/**
 * `token`, when it is digits alone that make no reference by themselves, grown over a code in
 * capitals written one space before it and after the cue ("student number, uh, it's ST 2291"):
 * a code that is no cue word of the language ("NHIF") nor a word such as "OK".
 */
function withCodeBefore(
  text: string,
  language: LanguageName,
  cueEnd: number,
  token: ReferenceToken,
): ReferenceToken {
  if (!/^\d+$/u.test(token.compact) || isPlausibleReference(token.value, token.compact)) return token;
  if (token.start < 2 || text.charCodeAt(token.start - 1) !== 32) return token;
  let codeStart = token.start - 1;
  while (codeStart > cueEnd && isCapital(text.charCodeAt(codeStart - 1))) codeStart--;
  const code = text.slice(codeStart, token.start - 1);
  if (!CAPITAL_CODE.test(code) || (code.length === 1 && /[AEIOUY]/u.test(code))) return token;
  if (codeStart > 0 && !/[\s,:;(]/u.test(text[codeStart - 1]!)) return token;
  if (isNeverCode(language, code)) return token;
  const value = text.slice(codeStart, token.end);
  return { start: codeStart, end: token.end, value, compact: code + token.compact };
}

/** `A`-`Z`. */
function isCapital(code: number): boolean {
  return code >= 65 && code <= 90;
}

/** Types whose cue may stand before a mobile number it does not ask for ({@link isPhoneAnsweredAfterCue}). */
const PHONE_SHAPED_TYPES: ReadonlySet<string> = new Set(['ACCOUNT_NUMBER', 'CUSTOMER_ID']);

function runContextReferenceRecognizer(
  recognizer: ContextReferenceRecognizer,
  input: AnalysisInput,
): RecognizedEntity[] {
  const entities: RecognizedEntity[] = [];
  if (input.context.cues.length === 0) return entities;
  const references = referencesOf(input.context);
  const cueIndices = references.cuesOfKind[31 - Math.clz32(KIND_BITS[recognizer.context])];
  if (!cueIndices) return entities;
  for (let position = 0; position < cueIndices.length; position++) {
    const index = cueIndices[position]!;
    let token = references.tokens[index];
    if (token === undefined) {
      token = cueToken(input, input.context.cues[index]!);
      references.tokens[index] = token;
    }
    if (token === null || !recognizer.shape.test(token.compact) || recognizer.invalidate?.(token.compact))
      continue;
    // digits after a "+" are an international phone number, whatever the cue before them ("NIN
    // linkage ... Nọ́mbà wo ni? +234 706 218 3345"): the phone recognizers take it
    if (input.text.charCodeAt(token.start - 1) === 0x2b) continue;
    // a mobile number the account or customer cue does not ask for: the phone recognizers take it
    if (
      PHONE_SHAPED_TYPES.has(recognizer.entityType) &&
      token.compact.charCodeAt(0) === 0x30 &&
      isPhoneAnsweredAfterCue(
        input,
        input.context.cues[index]!,
        token.start,
        token.compact.replace(/\D/gu, ''),
      )
    )
      continue;
    const validated = recognizer.validate?.(token.compact);
    if (validated === false) continue;
    entities.push({
      type: recognizer.entityType,
      start: token.start,
      end: token.end,
      score: validated === true ? VALIDATED_SCORE : recognizer.score,
      recognizer: recognizer.name,
    });
  }
  return entities;
}
