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

/** Most words besides its cues in a sentence read as a question without its mark ("Y su", "And your"). */
const CUE_SENTENCE_OTHER_WORDS = 3;
/** A sentence end followed by more text (after a question mark the white space is a line break by then). */
const SENTENCE_END_THEN_TEXT = /([.!?;؟።፧])[ \t\n](?=[ \t]*\S)/gu;
const WORD = /[\p{L}\p{M}'’-]+/gu;

/**
 * `text` with the white-space character after each question mark made a line break (same length,
 * same offsets), so that in one-line text a question and its answer are two turns. A sentence
 * that is only context cues (`cues`) and at most {@link CUE_SENTENCE_OTHER_WORDS} other words,
 * without a digit or a capitalised word after its first ("Y su fecha de nacimiento.", "And your
 * email address."; not "Ke hlahile Maseru."), is a question whose mark the speech recogniser
 * wrote as a full stop (or dropped): it ends a turn too.
 */
export function questionTurns(text: string, cues: readonly ContextCue[] = []): string {
  const turns = text.replace(QUESTION_THEN_TEXT, '$1\n');
  if (cues.length === 0) return turns;
  const breaks: number[] = [];
  let sentenceStart = 0;
  let cueIndex = 0;
  SENTENCE_END_THEN_TEXT.lastIndex = 0;
  for (
    let match = SENTENCE_END_THEN_TEXT.exec(turns);
    match !== null;
    match = SENTENCE_END_THEN_TEXT.exec(turns)
  ) {
    const end = match.index;
    const start = sentenceStart;
    sentenceStart = end + match[0].length;
    if (turns[end + 1] === '\n' || (match[1] !== '.' && match[1] !== '!')) continue;
    while (cueIndex < cues.length && cues[cueIndex]!.start < start) cueIndex++;
    const others: string[] = [];
    let from = start;
    let cuesInside = 0;
    for (let index = cueIndex; index < cues.length && cues[index]!.end <= end; index++) {
      others.push(...(turns.slice(from, cues[index]!.start).match(WORD) ?? []));
      from = cues[index]!.end;
      cuesInside++;
    }
    others.push(...(turns.slice(from, end).match(WORD) ?? []));
    // a capitalised word after the first is a value given ("Ke hlahile Maseru.": a statement)
    const firstOther = /^[ \t\n]*[\p{L}\p{M}'’-]/u.test(turns.slice(start, cues[cueIndex]?.start ?? end))
      ? 1
      : 0;
    const valueGiven = others.slice(firstOther).some((word) => /^\p{Lu}/u.test(word));
    if (
      cuesInside > 0 &&
      others.length <= CUE_SENTENCE_OTHER_WORDS &&
      !valueGiven &&
      !/\d/u.test(turns.slice(start, end))
    ) {
      breaks.push(end + 1);
    }
  }
  if (breaks.length === 0) return turns;
  const characters = turns.split('');
  for (const position of breaks) characters[position] = '\n';
  return characters.join('');
}

/**
 * `cues` (text order) plus the answer cues the turn model adds, in text order. Returns `cues`
 * itself when there is nothing to add.
 */
export function withAnswerCues(text: string, cues: readonly ContextCue[]): readonly ContextCue[] {
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
    let kinds: Set<ContextKind> | undefined;
    let earlierKinds: Set<ContextKind> | undefined;
    let lastCueEnd = 0;
    while (index < cues.length && cues[index]!.end <= lineEnd) {
      const current = cues[index]!;
      if (current.start >= lastSentence) {
        kinds ??= new Set();
        for (const kind of current.kinds) kinds.add(kind);
      } else if (current.start >= sentenceBefore) {
        earlierKinds ??= new Set();
        for (const kind of current.kinds) earlierKinds.add(kind);
      }
      if (current.start >= sentenceBefore) lastCueEnd = current.end;
      index++;
    }
    kinds ??= earlierKinds;
    // a value already given after the cue ("My ID number is 1234.") answers nothing
    if (kinds === undefined || /\d/u.test(text.slice(lastCueEnd, lineEnd))) continue;
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
