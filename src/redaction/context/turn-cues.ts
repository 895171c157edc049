/**
 * The turn model: in a dialogue, a question or request sets what the next turn answers. When the
 * last sentence of a turn (or the one before it, when the last has none) holds context cues and no value after them ("Agent: Can I have your ID
 * number so I can verify you?", "Beampte: Ek het sy geboortedatum nodig vir verifikasie.",
 * "الموظف: وتاريخ الولادة؟"), the next turn opens with an answer cue of the same kinds, placed
 * right after its speaker label ("Caller: ", "Ouer: ", "الطالبة: ") or at its start when turns are
 * unlabelled lines. Every recognizer then reads the answer ("It's 8501015800089", "Vyf Oktober
 * 2004", "17/09/2002") as if the cue stood before it in the same sentence.
 *
 * Turns are lines. A label is up to 32 characters without digits before a `:` at the start of a line.
 * Text on one line (a speech recogniser's punctuated output has no line breaks) is read with each
 * question mark ending a turn ({@link questionTurns}): "What is your date of birth? The 14th of
 * May 1990." answers as if the two sentences were two lines.
 *
 * @example
 * ```ts
 * // 'Agent: What is your date of birth, please?\nCaller: The 4th of May 1990.'
 * // -> an answer cue (BIRTH) at offset 51, after 'Caller: '
 * ```
 */
import type { ContextCue } from './context-cue.js';
import type { ContextKind } from './context-words.js';

const LABEL = /^[ \t]*[^\s:\d][^:\n\d]{0,31}:[ \t]*/u;
/** Ends a sentence inside a turn (the last sentence of the turn is what the next turn answers). */
const SENTENCE_END = /[.!?;؟።፧][ \t]+(?=\S)/gu;

/** A question mark followed by white space and more text: the white space becomes a turn break. */
const QUESTION_THEN_TEXT = /([?؟፧])[ \t](?=[ \t]*\S)/gu;

/** Most characters between a cue and the full stop that ends a question asked as a statement (", please"). */
const STATEMENT_QUESTION_TAIL = 16;
/** Most words before the cue in a question asked as a statement ("And your", "Y su", "Na tarehe yako"). */
const STATEMENT_QUESTION_LEAD_WORDS = 4;

/**
 * `text` with the white-space character after each question mark made a line break (same length,
 * same offsets), so that in one-line text a question and its answer are two turns. A question a
 * speech recogniser wrote as a statement ("Y su fecha de nacimiento.", "And your ID number,
 * please.") ends its turn too: a sentence of at most four words and a cue that ends it, or a comma
 * and at most 16 characters after the cue, ended by `.` or `!` ("Ke hlahile Maseru." tells, it
 * does not ask).
 */
export function questionTurns(text: string, cues: readonly ContextCue[] = []): string {
  const turns = text.replace(QUESTION_THEN_TEXT, '$1\n');
  // (the breaks are collected and the text built once: linear in the text and the cues)
  let pieces: string[] | undefined;
  let copied = 0;
  for (const cue of cues) {
    if (cue.start === cue.end || cue.start < copied) continue;
    const end = statementQuestionEnd(text, cue);
    if (end === undefined) continue;
    pieces ??= [];
    pieces.push(turns.slice(copied, end), '\n');
    copied = end + 1;
  }
  if (pieces === undefined) return turns;
  pieces.push(turns.slice(copied));
  return pieces.join('');
}

/** The offset of the white space after a question asked as a statement that `cue` ends, or undefined. */
function statementQuestionEnd(text: string, cue: ContextCue): number | undefined {
  let position = cue.end;
  // the cue ends the sentence, or a comma and a few words ("por favor") follow it
  if (text.charCodeAt(position) === 0x2c || text.charCodeAt(position) === 0x60c) {
    const limit = Math.min(text.length - 2, cue.end + STATEMENT_QUESTION_TAIL);
    for (position++; position <= limit; position++) {
      const code = text.charCodeAt(position);
      if (code === 0x2e || code === 0x21 || code === 0x1362) break;
      // a question mark is a turn already; a digit is a value given in the same sentence
      if (code === 0x3f || code === 0x61f || code === 0x3b || code === 0x0a || (code >= 0x30 && code <= 0x39))
        return undefined;
    }
    if (position > limit) return undefined;
  }
  const stop = text.charCodeAt(position);
  if (stop !== 0x2e && stop !== 0x21 && stop !== 0x1362) return undefined;
  const space = text.charCodeAt(position + 1);
  if ((space !== 0x20 && space !== 0x09) || /\s/u.test(text[position + 2] ?? ' ')) return undefined;
  // the sentence holds little more than the cue: a conjunction and a possessive before it
  let start = cue.start;
  let words = 0;
  while (start > 0) {
    const code = text.charCodeAt(start - 1);
    if (code === 0x2e || code === 0x21 || code === 0x3f || code === 0x3b || code === 0x0a || code === 0x1362)
      break;
    if ((code === 0x20 || code === 0x09) && start < cue.start && !/\s/u.test(text[start] ?? ' ')) words++;
    if (words > STATEMENT_QUESTION_LEAD_WORDS) return undefined;
    start--;
  }
  return position + 1;
}

/**
 * `cues` (text order) plus the answer cues the turn model adds, in text order. Returns `cues`
 * itself when there is nothing to add.
 */
export function withAnswerCues(
  text: string,
  cues: readonly ContextCue[],
  isGeneric: (cue: ContextCue) => boolean = () => false,
): readonly ContextCue[] {
  if (cues.length === 0) return cues;
  const added: ContextCue[] = [];
  let index = 0;
  while (index < cues.length) {
    const cue = cues[index]!;
    const lineEnd = text.indexOf('\n', cue.end);
    if (lineEnd === -1) break;
    // the cues of this line's last sentence, or of the one before it when the last has none
    // ("Vous habitez où ? Pour le courrier.")
    const lineStart = text.lastIndexOf('\n', cue.start - 1) + 1;
    const [lastSentence, sentenceBefore] = lastSentenceStarts(text, lineStart, lineEnd);
    // a bare word for "number" ("Le numéro de votre CNI ?") adds its kinds only to a sentence
    // without a cue of a type
    let kinds: Set<ContextKind> | undefined;
    let genericKinds: Set<ContextKind> | undefined;
    let earlierKinds: Set<ContextKind> | undefined;
    let earlierGenericKinds: Set<ContextKind> | undefined;
    let lastCueEnd = 0;
    while (index < cues.length && cues[index]!.end <= lineEnd) {
      const current = cues[index]!;
      if (current.start >= lastSentence) {
        if (isGeneric(current)) genericKinds = addKinds(genericKinds, current);
        else kinds = addKinds(kinds, current);
      } else if (current.start >= sentenceBefore) {
        if (isGeneric(current)) earlierGenericKinds = addKinds(earlierGenericKinds, current);
        else earlierKinds = addKinds(earlierKinds, current);
      }
      if (current.start >= sentenceBefore) lastCueEnd = current.end;
      index++;
    }
    kinds ??= genericKinds ?? earlierKinds ?? earlierGenericKinds;
    // a value already given after the cue ("My ID number is 1234.") answers nothing
    if (kinds === undefined || holdsValue(text.slice(lastCueEnd, lineEnd))) continue;
    const nextLineStart = lineEnd + 1;
    const nextLineEnd = text.indexOf('\n', nextLineStart);
    const nextLine = text.slice(nextLineStart, nextLineEnd === -1 ? text.length : nextLineEnd);
    const label = LABEL.exec(nextLine);
    const answerStart =
      nextLineStart + (label === null ? /^[ \t]*/u.exec(nextLine)![0].length : label[0].length);
    // (a phrase written across the line break already covers the place)
    if (cues.some((other) => other.start < answerStart && answerStart < other.end)) continue;
    added.push({ start: answerStart, end: answerStart, kinds });
  }
  if (added.length === 0) return cues;
  return [...cues, ...added].sort((first, second) => first.start - second.start || first.end - second.end);
}

/** `kinds` (made when undefined) with `cue`'s kinds added. */
function addKinds(kinds: Set<ContextKind> | undefined, cue: ContextCue): Set<ContextKind> {
  const grown = kinds ?? new Set<ContextKind>();
  for (const kind of cue.kinds) grown.add(kind);
  return grown;
}

/**
 * `true` when `segment` holds a digit of a value: a word with a digit, but not a name of a form or
 * model made of a few letters and one or two digits ("vir die IRP5?", "the A4 form", "G20").
 */
function holdsValue(segment: string): boolean {
  for (const match of segment.matchAll(WORD_WITH_DIGIT)) if (!FORM_NAME.test(match[0])) return true;
  return false;
}

const WORD_WITH_DIGIT = /[\p{L}\p{N}]*\d[\p{L}\p{N}]*/gu;
const FORM_NAME = /^\p{Lu}{1,4}\d{1,2}$/u;

/** The starts of the last sentence of the line `[lineStart, lineEnd)` and of the one before it. */
function lastSentenceStarts(text: string, lineStart: number, lineEnd: number): [number, number] {
  const line = text.slice(lineStart, lineEnd);
  let start = 0;
  let previous = 0;
  SENTENCE_END.lastIndex = 0;
  for (let match = SENTENCE_END.exec(line); match !== null; match = SENTENCE_END.exec(line)) {
    previous = start;
    start = match.index + match[0].length;
  }
  return [lineStart + start, lineStart + previous];
}
