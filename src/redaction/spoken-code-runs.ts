/**
 * A spoken code that mixes letter groups and digit groups, read whole after an identifier cue in
 * text from speech: "il numero di sinistro è **sx 2024 bo 558013**", a codice fiscale spelled
 * "**rcc pla 85 c 14 a 757 w**". The reference reader stops at the first token holding a digit,
 * and there a year or two digits ("2024", "85") is no reference on its own, so the code was not
 * found. After the cue's lead-in words (copulas, articles, stop words), a run of short letter
 * groups (1 to 4 letters, no stop word of the tables) and digit groups, each one word, is one code
 * when it holds at least two digit groups and a letter group. After its last digits it takes one
 * check group of one letter or two consonants ("... 757 w", "48213 kd"), not one that is a stop
 * word ("e", "y": "and"), a syllable ("10442 ho lokile") nor two ("558013 se se lo segna"). Used only where the first token holding a
 * digit is no plausible reference, so a code the reader finds keeps its extent.
 *
 * @example
 * ```ts
 * const text = 'il numero di sinistro è sx 2024 bo 558013 se lo segna';
 * spokenCodeRunAfter(text, 21, text.length, 'Italian');
 * // { start: 24, end: 41, value: 'sx 2024 bo 558013', compact: 'SX2024BO558013' }
 * ```
 */
import type { LanguageName } from '../languages.js';
import { isLetterGroup, leadInsOf } from './announced-code-letters.js';
import { STOP_WORD, UNCASED_STOP_WORD, wordFacts } from './recognizers/person-name-word-facts.js';
import { compactReference, type ReferenceToken } from './reference-tokens.js';
import { REFERENCE_WINDOW } from './scoring.js';

/** Most words in one code ("rcc pla 85 c 14 a 757 w" is eight). */
const MAX_RUN_WORDS = 12;
/** Fewest digit groups in a run (one digit group with letters is the reader's "AB 1234"). */
const MIN_DIGIT_GROUPS = 2;
/** Fewest characters of the code without its spaces. */
const MIN_COMPACT_LENGTH = 8;

const WORD = /\S+/gu;
const DIGIT_GROUP = /^\d{1,8}$/u;

/** A run of letter groups and digit groups, as {@link readRun} reads it. */
interface CodeRun {
  start: number;
  end: number;
  digitGroups: number;
  /** Letter groups that are no word (a stop word's letter, "y", "e", is not counted). */
  letterGroups: number;
  /** Whether the run (as cut) ends with a letter group after its last digits. */
  endsWithLetters: boolean;
}

/**
 * The run of letter groups and digit groups whose first word starts at or after `from` (the lead-in
 * words before it skipped, within REFERENCE_WINDOW of `from`), cut after its last digits as the
 * module comment says; `null` when it has no digits or a word that is no lead-in comes first.
 */
function readRun(text: string, from: number, limit: number, language: LanguageName): CodeRun | null {
  const leadInWords = leadInsOf(language);
  WORD.lastIndex = from;
  let start = -1;
  let end = -1;
  let words = 0;
  let digitGroups = 0;
  let letterGroups = 0;
  // the end of the run at its last digit group, and the letter groups after it
  let endAtLastDigits = -1;
  // the letter groups after the last digits: their ends, and whether each is a stop word
  const groupsAfterDigits: Array<{ end: number; stopWord: boolean; word: string }> = [];
  for (let match = WORD.exec(text); match !== null && match.index < limit; match = WORD.exec(text)) {
    const word = match[0];
    const lower = word.toLowerCase();
    if (start === -1) {
      if (match.index - from > REFERENCE_WINDOW) return null;
      if (!DIGIT_GROUP.test(word) && !isLetterGroup(lower, leadInWords)) {
        // before the code: lead-in words only
        if (leadInWords.has(lower) || isStopWord(word)) continue;
        return null;
      }
      start = match.index;
    }
    if (DIGIT_GROUP.test(word)) {
      digitGroups++;
      endAtLastDigits = match.index + word.length;
      groupsAfterDigits.length = 0;
    } else if (isLetterGroup(lower, leadInWords) || (word.length === 1 && /^\p{L}$/u.test(word))) {
      const stopWord = isStopWord(word) || leadInWords.has(lower);
      groupsAfterDigits.push({ end: match.index + word.length, stopWord, word });
      // a letter that is also a word ("2024 y 5580": "and") does not make digits a code
      if (!stopWord) letterGroups++;
    } else break;
    end = match.index + word.length;
    if (++words >= MAX_RUN_WORDS) break;
  }
  if (start === -1 || endAtLastDigits === -1) return null;
  // after the last digits, one check group ("... 757 w", "48213 kd"); letters that are also words
  // ("... kd e il codice") or two groups ("558013 se se lo segna") are the sentence going on
  while (groupsAfterDigits.length > 0 && groupsAfterDigits.at(-1)!.stopWord) groupsAfterDigits.pop();
  const check = groupsAfterDigits[0];
  if (groupsAfterDigits.length === 1 && !check!.stopWord && isCheckGroup(check!.word)) end = check!.end;
  else {
    for (const group of groupsAfterDigits) if (!group.stopWord) letterGroups--;
    end = endAtLastDigits;
  }
  return { start, end, digitGroups, letterGroups, endsWithLetters: end > endAtLastDigits };
}

function toToken(text: string, run: CodeRun): ReferenceToken | null {
  const value = text.slice(run.start, run.end);
  const compact = compactReference(value);
  return compact.length < MIN_COMPACT_LENGTH ? null : { start: run.start, end: run.end, value, compact };
}

/**
 * The spoken code run after a cue ending at `cueEnd` (see the module comment), read up to
 * `limit`, or `null`. The run starts within REFERENCE_WINDOW of the cue.
 */
export function spokenCodeRunAfter(
  text: string,
  cueEnd: number,
  limit: number,
  language: LanguageName,
): ReferenceToken | null {
  const run = readRun(text, cueEnd, limit, language);
  if (run === null || run.digitGroups < MIN_DIGIT_GROUPS || run.letterGroups < 1) return null;
  return toToken(text, run);
}

/** Most letter groups taken before a found token's digits ("ca", "sx bo"). */
const MAX_LETTER_GROUPS_BEFORE = 2;

/**
 * A found token (digits, `token`, after a cue ending at `cueEnd`) with the letter groups said right
 * before it and a check group right after it, when there are both ("carta d'identità elettronica
 * **ca 48213 kd**"): letters on both sides of the digits make them one spoken code even where the
 * words between the cue and the letters are no lead-ins. `null` when the token stays as it is.
 */
export function spokenCodeAround(
  text: string,
  cueEnd: number,
  token: ReferenceToken,
  limit: number,
  language: LanguageName,
): ReferenceToken | null {
  if (!DIGIT_GROUP.test(token.value)) return null;
  const leadInWords = leadInsOf(language);
  let start = token.start;
  for (let groups = 0; groups < MAX_LETTER_GROUPS_BEFORE; groups++) {
    const wordStart = text.lastIndexOf(' ', start - 2) + 1;
    if (wordStart < cueEnd || start - 1 <= wordStart) break;
    const word = text.slice(wordStart, start - 1);
    if (!isLetterGroup(word.toLowerCase(), leadInWords) || isStopWord(word)) break;
    start = wordStart;
  }
  if (start === token.start) return null;
  const run = readRun(text, start, limit, language);
  if (run === null || run.start !== start || !run.endsWithLetters || run.end <= token.end) return null;
  return toToken(text, run);
}

/**
 * A check group after a code's last digits: one letter ("w"), or two Latin consonants ("kd"); two
 * letters with a vowel are a syllable, as often a word ("ho lokile", "se lo segna"), and longer
 * groups are words ("zita").
 */
function isCheckGroup(word: string): boolean {
  return /^\p{L}$/u.test(word) || /^[b-df-hj-np-tv-z]{2}$/iu.test(word);
}

function isStopWord(word: string): boolean {
  return (wordFacts(word) & (STOP_WORD | UNCASED_STOP_WORD)) !== 0;
}
