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
import { anchoredMatches } from './anchored-matches.js';
import type { ContextCue, ContextIndex } from './context/context-index.js';
import type { ContextKind } from './context/context-words.js';
import { isCueGap } from './context/cue-gap.js';
import type { RecognizedEntity } from './recognized-entity.js';
import type {
  AnalysisInput,
  ContextReferenceRecognizer,
  NamedPattern,
  PatternRecognizer,
  Recognizer,
} from './recognizer.js';
import { CONTEXT_BOOST, CONTEXT_WINDOW, REFERENCE_WINDOW, VALIDATED_SCORE } from './scoring.js';

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
  if (pattern.anchor) return anchoredMatches(pattern.regex, text, pattern.anchor, input.scan);
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
  return input.context
    .cuesBefore(position, CONTEXT_WINDOW)
    .some((cue) => kinds.some((kind) => cue.kinds.has(kind)));
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

/**
 * A reference-shaped token: digit groups joined by single spaces (`0123 456 789`), or letters and
 * digits joined by `-`, `/` or `.` (`POL/2023/0042`). Each repetition starts with a separator, so
 * the pattern cannot backtrack catastrophically.
 */
const REFERENCE_TOKEN = /\d+(?:[ \u00A0]\d+)+(?![\p{L}\p{N}])|[\p{L}\p{N}]+(?:[-/.][\p{L}\p{N}]+)*/gu;
const SEPARATORS = /[-/. \u00A0]/g;
const DATE_LIKE = /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/;

/** The compact (separator-free, upper-case) form of a reference value. */
export function compactReference(value: string): string {
  return value.replace(SEPARATORS, '').toUpperCase();
}

function countDigits(value: string): number {
  let count = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 48 && code <= 57) count++;
  }
  return count;
}

const ONE_DIGIT_REPEATED = /^(\d)\1+$/;

/** `true` when a reference-shaped token is plausible as an identifier at all (`compact`: its compact form). */
export function isPlausibleReference(value: string, compact = compactReference(value)): boolean {
  if (DATE_LIKE.test(value)) return false;
  const digits = countDigits(compact);
  if (digits < 3) return false;
  if (digits === compact.length && compact.length < 5) return false;
  if (ONE_DIGIT_REPEATED.test(compact)) return false;
  return compact.length >= 4;
}

/** Per context index: its cues by kind, in text order (shared by the context-reference recognizers). */
const cuesByKind = new WeakMap<ContextIndex, Map<ContextKind, ContextCue[]>>();

function cuesOfKind(context: ContextIndex, kind: ContextKind): readonly ContextCue[] {
  let byKind = cuesByKind.get(context);
  if (!byKind) {
    byKind = new Map();
    for (const cue of context.cues) {
      for (const cueKind of cue.kinds) {
        const list = byKind.get(cueKind);
        if (list) list.push(cue);
        else byKind.set(cueKind, [cue]);
      }
    }
    cuesByKind.set(context, byKind);
  }
  return byKind.get(kind) ?? [];
}

/** `true` when an ASCII digit stands in `text` at `from` or after it and before `to`. */
function hasDigitBetween(text: string, digitRunStarts: Int32Array, from: number, to: number): boolean {
  const code = text.charCodeAt(from);
  if (code >= 48 && code <= 57) return true;
  // the first digit run starting after `from`
  let low = 0;
  let high = digitRunStarts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (digitRunStarts[middle]! <= from) low = middle + 1;
    else high = middle;
  }
  return low < digitRunStarts.length && digitRunStarts[low]! < to;
}

function runContextReferenceRecognizer(
  recognizer: ContextReferenceRecognizer,
  input: AnalysisInput,
): RecognizedEntity[] {
  const entities: RecognizedEntity[] = [];
  const { text } = input;
  for (const cue of cuesOfKind(input.context, recognizer.context)) {
    const limit = Math.min(text.length, cue.end + REFERENCE_WINDOW + 64);
    // the value holds a digit: none in the window, nothing to find
    if (!hasDigitBetween(text, input.scan.digitRunStarts, cue.end, limit)) continue;
    const window = text.slice(cue.end, limit);
    REFERENCE_TOKEN.lastIndex = 0;
    for (let match = REFERENCE_TOKEN.exec(window); match !== null; match = REFERENCE_TOKEN.exec(window)) {
      if (match.index > REFERENCE_WINDOW) break;
      if (!isCueGap(window.slice(0, match.index))) break;
      const value = match[0];
      if (countDigits(value) === 0) continue;
      const compact = compactReference(value);
      if (
        !isPlausibleReference(value, compact) ||
        !recognizer.shape.test(compact) ||
        recognizer.invalidate?.(compact)
      )
        break;
      const validated = recognizer.validate?.(compact);
      if (validated === false) break;
      const start = cue.end + match.index;
      entities.push({
        type: recognizer.entityType,
        start,
        end: start + value.length,
        score: validated === true ? VALIDATED_SCORE : recognizer.score,
        recognizer: recognizer.name,
      });
      break;
    }
  }
  return entities;
}
