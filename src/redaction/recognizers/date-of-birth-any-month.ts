/**
 * A date of birth whose month is a word no list knows: after a birth cue, in its sentence (or at the
 * start of the answer to it), the first digit starts a day (1-31) that one or two words and a
 * four-digit year (1900-2099) follow: a date, whatever the month's spelling ("15
 * kweyeKhala 1982", "28 kuMfumfu 1976", "15 Phupu 1988", "3rd Tishreen 1990"). Month names come in
 * many spellings, prefixed forms and calendars; the shape after a birth question is the surer sign.
 * A year alone there ("1986.", "Mil novecientos ochenta y seis." in the written view) is the year of
 * birth, and so is a year with its calendar's era mark ("1990 ዓ.ም.", "በ1948 ዓ.ም.").
 *
 * @example
 * ```ts
 * // 'Umncedisi: Nomhla wokuzalwa, nceda.\nUmthengi: 15 kweyeKhala 1982.'
 * // -> DATE_OF_BIRTH '15 kweyeKhala 1982'
 * ```
 */
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { BIRTH_CUE_WINDOW_BEFORE, DATE_OF_BIRTH_SCORE, withDatesOfBirthSaidAgain } from './date-of-birth.js';

/**
 * A day, one or two words, an optional comma and a year, four digits or two after an apostrophe
 * ("2 febbraio del '42", "6th March '54"); linear (bounded words, no nesting).
 */
const DAY_WORD_YEAR =
  /(?<![\p{L}\p{M}\p{N}])(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?[ \t]+\p{L}[\p{L}\p{M}'’-]{0,24}(?:[ \t]+\p{L}[\p{L}\p{M}'’-]{0,24})?,?[ \t]+(?:(?:19|20)\d\d|['’]\d\d)(?![\p{L}\p{M}\p{N}])/uy;

/**
 * A numeric day, month and four-digit year with spaced slashes ("3 / 8 / 2019", as a writer sets
 * Arabic-Indic digits apart): the compact numeric date is the date-of-birth recognizer's.
 */
const SPACED_SLASH_DATE =
  /(?<![\p{L}\p{M}\p{N}])(?:0?[1-9]|[12]\d|3[01])[ \t]\/[ \t](?:0?[1-9]|[12]\d|3[01])[ \t]\/[ \t](?:19|20)\d\d(?![\p{L}\p{M}\p{N}])/uy;

/**
 * A year and its calendar's era mark ("1990 ዓ.ም.", "1405 هـ"): the month and the day may follow it
 * ("1990 ዓ.ም. ግንቦት 3", joined by the edge completion). No look-behind: an Ethiopic preposition
 * may be glued before it ("በ1948 ዓ.ም."), see {@link ETHIOPIC_YEAR_PREFIXES}.
 */
const ERA_YEAR = /(?:1[34]|19|20)\d\d(?!\p{N})[ \t]*(?:ዓ\.?[ \t]?ም\.?|ዓ\/ም|هـ)/uy;

/** Ethiopic prepositions glued before a year: "in" (በ), "from" (ከ), "to" (ለ). */
const ETHIOPIC_YEAR_PREFIXES: ReadonlySet<string> = new Set(['በ', 'ከ', 'ለ']);

/** A letter, mark or digit at `position` (false outside the text). */
function isWordCharacter(text: string, position: number): boolean {
  return position >= 0 && /[\p{L}\p{M}\p{N}]/u.test(text[position] ?? '');
}

/** Where a year with an era mark at `position` starts (before a glued preposition), or -1. */
function eraYearStart(text: string, position: number): number {
  if (!isWordCharacter(text, position - 1)) return position;
  if (ETHIOPIC_YEAR_PREFIXES.has(text[position - 1]!) && !isWordCharacter(text, position - 2))
    return position - 1;
  return -1;
}

/** A year (1900-2099) alone: the line, the text or a sentence or clause ends after it. */
const YEAR_ALONE = /(?<![\p{L}\p{M}\p{N}])(?:19|20)\d\d(?=[ \t]*(?:[.,;!?؟።\n]|$))/uy;

/** The recognizer of birth dates with any month word. */
export const dateOfBirthAnyMonthRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'date-of-birth-any-month',
  entityTypes: ['DATE_OF_BIRTH'],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const { text, context } = input;
    const entities: RecognizedEntity[] = [];
    let searchedUntil = 0;
    for (const cue of context.cues) {
      if (!cue.kinds.has('BIRTH')) continue;
      const from = Math.max(cue.end, searchedUntil);
      const to = Math.min(text.length, cue.end + BIRTH_CUE_WINDOW_BEFORE);
      let position = from;
      for (; position < to; position++) {
        const code = text.charCodeAt(position);
        // a sentence end, or a value given already, before a digit: nothing more answers the cue
        if (code === 0x2e || code === 0x21 || code === 0x3f || code === 0x3b || code === 0x0a) {
          // (the full stop of an abbreviated cue, "D.O.B.", ends no sentence)
          if (position > cue.end || !text.slice(cue.start, cue.end).includes('.')) break;
          continue;
        }
        if (code < 0x30 || code > 0x39) continue;
        DAY_WORD_YEAR.lastIndex = position;
        SPACED_SLASH_DATE.lastIndex = position;
        YEAR_ALONE.lastIndex = position;
        ERA_YEAR.lastIndex = position;
        let start = position;
        let match = DAY_WORD_YEAR.exec(text) ?? SPACED_SLASH_DATE.exec(text);
        if (match === null) {
          const eraYear = ERA_YEAR.exec(text);
          start = eraYear === null ? -1 : eraYearStart(text, position);
          match = start >= 0 ? eraYear : YEAR_ALONE.exec(text);
          if (start < 0) start = position;
        }
        if (match === null) break;
        entities.push({
          type: 'DATE_OF_BIRTH',
          start,
          end: position + match[0].length,
          score: DATE_OF_BIRTH_SCORE,
          recognizer: 'date-of-birth-any-month',
        });
        position += match[0].length;
        break;
      }
      searchedUntil = position;
    }
    // the same date said again in the next turns ("15 kweyeKhala 1982" / "Ndiphinda: 15/07/1982?")
    return entities.length === 0 ? entities : withDatesOfBirthSaidAgain(input, entities);
  },
};
