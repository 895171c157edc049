/**
 * DATE_OF_BIRTH: numeric dates (`12/03/1985`, `1985-03-12`, `12.03.85`) and spelled-out dates in
 * the language's month names or English (`12 March 1985`, `March 12, 1985`, `12 de marzo de 1985`,
 * `12. März 1985`, `12 ga Maris, 1985`, `መጋቢት 12 ቀን 1977`) that have a birth cue ("date of
 * birth", "born", "ranar haihuwa", "ọjọ́ ìbí", "tarehe ya kuzaliwa", ...) within 60 characters
 * before or 30 after. Other dates are left alone.
 *
 * @example
 * ```ts
 * // 'Tarehe ya kuzaliwa ni 12/03/1985' -> DATE_OF_BIRTH; 'nililipa tarehe 12/03/2024' stays
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { firstCharacterLookahead } from '../context/context-index.js';
import { isCueGap } from '../context/cue-gap.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { monthNames } from './month-names.js';

/** How far before a date a birth cue may end. */
export const BIRTH_CUE_WINDOW_BEFORE = 60;
/** How far after a date a birth cue may start. */
export const BIRTH_CUE_WINDOW_AFTER = 30;
/** Score of a date with a birth cue. */
export const DATE_OF_BIRTH_SCORE = 0.9;

const compiled = new Map<LanguageName, RegExp>();

function escapeForRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
}

function datePattern(language: LanguageName): RegExp {
  const cached = compiled.get(language);
  if (cached) return cached;
  const names = [...new Set(monthNames(language))].sort((first, second) => second.length - first.length);
  const months = names.map(escapeForRegex);
  const prefixes = ['ku', 'ka', 'ngo', 'kwa', 'ko', 'e'];
  const month = `(?:${prefixes.join('|')})?-?(?:${months.join('|')})\\.?`;
  const day = '(?:[0-3]?\\d)(?:st|nd|rd|th|er|ème|º|°|\\.)?';
  const year = '(?:1[89]\\d\\d|20\\d\\d)';
  const connector = '(?:(?:of|de|del|di|ya|wa|ga|na|la|ka|ku|ne|von)\\s+)?';
  const numeric =
    '(?<!\\d)(?:[0-3]?\\d[./-][01]?\\d[./-](?:1[89]\\d\\d|20\\d\\d|\\d\\d)|(?:1[89]\\d\\d|20\\d\\d)[./-][01]?\\d[./-][0-3]?\\d)(?![\\d./-]\\d)';
  const dayMonthYear = `${day}\\s*${connector}${month},?\\s+${connector}${year}`;
  const monthDayYear = `${month}\\s+${day}(?:\\s+ቀን)?,?\\s+${year}`;
  // every match starts with a digit, a month prefix, a '-' or a month name: this look-ahead is a
  // necessary condition that only speeds the scan up (same matches, most positions rejected at once)
  const firsts = firstCharacterLookahead([...'0123456789', '-', ...prefixes, ...names]);
  const pattern = new RegExp(
    `${firsts}(?:${numeric}|(?<![\\p{L}\\p{N}])(?:${dayMonthYear}|${monthDayYear})(?![\\p{L}\\p{N}]))`,
    'giu',
  );
  compiled.set(language, pattern);
  return pattern;
}

/** Longest date expression the patterns match, used to size the scan windows. */
const MAX_DATE_LENGTH = 64;

/** Merged text windows around birth cues: only there can a date of birth be (linear, sorted). */
function birthWindows(input: AnalysisInput): Array<[number, number]> {
  const windows: Array<[number, number]> = [];
  for (const cue of input.context.cues) {
    if (!cue.kinds.has('BIRTH')) continue;
    const from = Math.max(0, cue.start - BIRTH_CUE_WINDOW_AFTER - MAX_DATE_LENGTH);
    const to = Math.min(input.text.length, cue.end + BIRTH_CUE_WINDOW_BEFORE + MAX_DATE_LENGTH);
    const last = windows[windows.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else windows.push([from, to]);
  }
  return windows;
}

/** The date-of-birth recognizer. */
export const dateOfBirthRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'date-of-birth',
  entityTypes: ['DATE_OF_BIRTH'],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const entities: RecognizedEntity[] = [];
    const { text } = input;
    const regex = datePattern(input.language);
    for (const [from, to] of birthWindows(input)) {
      const slice = text.slice(from, to);
      regex.lastIndex = 0;
      for (let match = regex.exec(slice); match !== null; match = regex.exec(slice)) {
        // a match touching a cut edge may be part of a longer token: skip it (real ones are inside)
        if (
          (match.index === 0 && from > 0) ||
          (match.index + match[0].length === slice.length && to < text.length)
        )
          continue;
        const start = from + match.index;
        const end = start + match[0].length;
        const before = input.context
          .cuesBefore(start, BIRTH_CUE_WINDOW_BEFORE)
          .filter((cue) => cue.kinds.has('BIRTH'));
        const after = input.context
          .cuesAfter(end, BIRTH_CUE_WINDOW_AFTER)
          .filter((cue) => cue.kinds.has('BIRTH'));
        const cued =
          (before.length > 0 && isCueGap(input.text.slice(before[before.length - 1]!.end, start))) ||
          (after.length > 0 && isCueGap(input.text.slice(end, after[0]!.start)));
        if (!cued) continue;
        entities.push({
          type: 'DATE_OF_BIRTH',
          start,
          end,
          score: DATE_OF_BIRTH_SCORE,
          recognizer: 'date-of-birth',
        });
      }
    }
    return entities;
  },
};
