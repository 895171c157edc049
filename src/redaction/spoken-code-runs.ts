/**
 * A spoken code that mixes letter groups and digit groups, read whole after an identifier cue in
 * text from speech: "il numero di sinistro è **sx 2024 bo 558013**", a codice fiscale spelled
 * "**rcc pla 85 c 14 a 757 w**". The reference reader stops at the first token holding a digit,
 * and there a year or two digits ("2024", "85") is no reference on its own, so the code was not
 * found. After the cue's lead-in words (copulas, articles, stop words), a run of short letter
 * groups (1 to 4 letters, no stop word of the tables) and digit groups, each one word, is one code
 * when it holds at least two digit groups and a letter group. After its last digits it takes one
 * letter group (a check letter: "... 757 w"), not one that is a stop word ("e", "y": "and") nor
 * two ("558013 se se lo segna": the sentence going on). Used only where the first token holding a
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
  const leadInWords = leadInsOf(language);
  WORD.lastIndex = cueEnd;
  let start = -1;
  let end = -1;
  let words = 0;
  let digitGroups = 0;
  let letterGroups = 0;
  // the end of the run at its last digit group, and the letter groups after it
  let endAtLastDigits = -1;
  let lettersAfterDigits = 0;
  let wordGroupsAfterDigits = 0;
  let lastIsStopWord = false;
  for (let match = WORD.exec(text); match !== null && match.index < limit; match = WORD.exec(text)) {
    const word = match[0];
    const lower = word.toLowerCase();
    if (start === -1) {
      if (match.index - cueEnd > REFERENCE_WINDOW) return null;
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
      lettersAfterDigits = 0;
      wordGroupsAfterDigits = 0;
      lastIsStopWord = false;
    } else if (isLetterGroup(lower, leadInWords) || (word.length === 1 && /^\p{L}$/u.test(word))) {
      lettersAfterDigits++;
      lastIsStopWord = isStopWord(word) || leadInWords.has(lower);
      // a letter that is also a word ("2024 y 5580": "and") does not make digits a code
      if (!lastIsStopWord) {
        letterGroups++;
        wordGroupsAfterDigits++;
      }
    } else break;
    end = match.index + word.length;
    if (++words >= MAX_RUN_WORDS) break;
  }
  if (start === -1 || endAtLastDigits === -1) return null;
  // after the last digits, one check group ("... 757 w", "48213 kd"); a letter that is also a word
  // ("... e il codice") or two groups ("558013 se se lo segna") are the sentence going on
  if (lettersAfterDigits > 1 || (lettersAfterDigits === 1 && lastIsStopWord)) {
    letterGroups -= wordGroupsAfterDigits;
    end = endAtLastDigits;
  }
  if (digitGroups < MIN_DIGIT_GROUPS || letterGroups < 1) return null;
  const value = text.slice(start, end);
  const compact = compactReference(value);
  if (compact.length < MIN_COMPACT_LENGTH) return null;
  return { start, end, value, compact };
}

function isStopWord(word: string): boolean {
  return (wordFacts(word) & (STOP_WORD | UNCASED_STOP_WORD)) !== 0;
}
