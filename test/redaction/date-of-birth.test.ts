import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, type LanguageName } from '../../src/languages.js';
import { contextPhrases } from '../../src/redaction/context/context-words.js';
import { isCueGap } from '../../src/redaction/context/cue-gap.js';
import type { AnalysisInput } from '../../src/redaction/recognizer.js';
import {
  cuedDatesOfBirth,
  dateOfBirthRecognizer,
  isSameYear,
  RESTATEMENT_WORDS,
} from '../../src/redaction/recognizers/date-of-birth.js';
import { monthNames } from '../../src/redaction/recognizers/month-names.js';
import { analysisInput } from './analysis-input.js';
import { seededRandom } from './seeded-random.js';

/** Punctuation and the language's "that is" between a date of birth and the same date said again. */
function restatementGap(language: LanguageName): RegExp {
  const words = [...RESTATEMENT_WORDS.English, ...(language === 'English' ? [] : RESTATEMENT_WORDS[language])]
    .sort((first, second) => second.length - first.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[ \\t]+'));
  return new RegExp(`^[ \\t,.;:(\\-–]*(?:${words.join('|')})[ \\t,.;:(\\-–]*$`, 'iu');
}

/** The reference: the whole date pattern scanned over each window around a birth cue. */
function referenceDates(input: AnalysisInput): string[] {
  const escapeName = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  const names = [...new Set(monthNames(input.language))].sort(
    (first, second) => second.length - first.length,
  );
  const name = `(?:${names.map(escapeName).join('|')})`;
  const month = `(?:ku|ka|ngo|kwa|ko|eyo|eye|e)?-?${name}\\.?`;
  const day = '(?:[0-3]?\\d)(?:st|nd|rd|th|er|ème|º|°|\\.)?';
  const year = '(?:1[3489]\\d\\d|20\\d\\d|\\d\\d(?![-./:]\\d))';
  const joinedDayFirst = `[0-3]?\\d(?:-${name}\\.?-|/${name}\\.?/|\\.${name}\\.)${year}`;
  const joinedMonthFirst = `${name}(?:\\.?-[0-3]?\\d-|\\.?/[0-3]?\\d/|\\.[0-3]?\\d\\.)${year}`;
  const connector = '(?:(?:of|de|del|di|ya|wa|ga|na|la|ka|ku|ne|von)\\s+)?';
  const numeric =
    '(?<!\\d)(?:[0-3]?\\d[./-][01]?\\d[./-](?:1[89]\\d\\d|20\\d\\d|\\d\\d)|(?:1[89]\\d\\d|20\\d\\d)[./-][01]?\\d[./-][0-3]?\\d)(?![\\d./-]\\d)';
  const pattern = new RegExp(
    `(?:${numeric}|(?<![\\p{L}\\p{N}])(?:${day}\\s*${connector}${month}[,،፣]?\\s+${connector}${year}|${joinedDayFirst}|${month}\\s+${day}(?:\\s+ቀን)?[,،፣]?\\s+${year}|${joinedMonthFirst})(?![\\p{L}\\p{N}]))`,
    'giu',
  );
  const { text, context } = input;
  const windows: Array<[number, number]> = [];
  for (const cue of context.cues) {
    if (!cue.kinds.has('BIRTH')) continue;
    const from = Math.max(0, cue.start - 30 - 64);
    const to = Math.min(text.length, cue.end + 60 + 64);
    const last = windows[windows.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else windows.push([from, to]);
  }
  const found: string[] = [];
  for (const [from, to] of windows) {
    const slice = text.slice(from, to);
    for (const match of slice.matchAll(pattern)) {
      const index = match.index;
      if ((index === 0 && from > 0) || (index + match[0].length === slice.length && to < text.length))
        continue;
      const start = from + index;
      const end = start + match[0].length;
      const before = context.cuesBefore(start, 60).filter((cue) => cue.kinds.has('BIRTH'));
      const after = context.cuesAfter(end, 30).filter((cue) => cue.kinds.has('BIRTH'));
      const previous = found.length > 0 ? Number(found[found.length - 1]!.split('-')[1]) : -1;
      if (
        (before.length > 0 && isCueGap(text.slice(before[before.length - 1]!.end, start))) ||
        (after.length > 0 && isCueGap(text.slice(end, after[0]!.start))) ||
        // the date of birth said again right after it on the same line
        (previous >= 0 &&
          previous <= start &&
          start - previous <= 24 &&
          restatementGap(input.language).test(text.slice(previous, start)))
      )
        found.push(`${start}-${end}`);
    }
  }
  // a date in the next two turns (240 code units at most) in the year of a date of birth says it again
  const yearOf = (value: string): number | undefined => {
    let year: number | undefined;
    for (const run of value.match(/\d+/gu) ?? []) {
      if (run.length === 4) return Number(run);
      if (run.length === 2) year = Number(run);
    }
    return year;
  };
  for (const pair of [...found]) {
    const [birthStart, birthEnd] = pair.split('-').map(Number) as [number, number];
    const year = yearOf(text.slice(birthStart, birthEnd));
    if (year === undefined) continue;
    const limit = Math.min(text.length, birthEnd + 240);
    let to = birthEnd;
    for (let turns = 0; to < limit && turns <= 2; to++) if (text[to] === '\n') turns++;
    if (to < limit) to--;
    for (const match of text.slice(birthEnd, to).matchAll(pattern)) {
      const start = birthEnd + match.index;
      const end = start + match[0].length;
      if (end === to && to < text.length) continue;
      const again = yearOf(match[0]);
      if (again === undefined || !isSameYear(input.language, year, again)) continue;
      if (
        found.some((other) => {
          const [otherStart, otherEnd] = other.split('-').map(Number) as [number, number];
          return otherStart < end && start < otherEnd;
        })
      )
        continue;
      found.push(`${start}-${end}`);
    }
  }
  return found.sort((first, second) => Number(first.split('-')[0]) - Number(second.split('-')[0]));
}

const found = (input: AnalysisInput) =>
  dateOfBirthRecognizer.analyze(input).map((entity) => `${entity.start}-${entity.end}`);
/** The cue-window scan alone (no answers to questions, no parts said after a date). */
const foundCued = (input: AnalysisInput) =>
  cuedDatesOfBirth(input).map((entity) => `${entity.start}-${entity.end}`);

/** Seeded numbers in [0, 1) (mulberry32, shared by the randomized tests). */
const generator = seededRandom;

const DAYS = [
  '1',
  '3',
  '12',
  '31',
  '07',
  '12',
  '3',
  '45',
  '123',
  '1st',
  '2nd',
  '3RD',
  '4th',
  '1er',
  '2ème',
  '5º',
  '5°',
  '12.',
];
const YEARS = [
  '1985',
  '2001',
  '1899',
  '1985',
  '2001',
  '85',
  '2150',
  '19851',
  '79',
  '07',
  '79:30',
  '79-1',
  '79.',
  '1405',
  '1299',
];
/** What joins a spelled month to its day and year (`14-Feb-79`). */
const JOINERS = ['-', '.', '/'];
const GAPS = [
  ' ',
  ' ',
  ' ',
  ' ',
  '  ',
  '\n',
  ', ',
  ' of ',
  ' de ',
  ' ya ',
  ' ga ',
  '-',
  '/',
  '.',
  ' ቀን ',
  ' del ',
  '. ',
  '',
];
const NOISE = [
  'x',
  'É',
  '😀',
  '\u0301',
  '0803 123 4567',
  '10:30',
  'R1 250,00',
  '-',
  ' ',
  '\n',
  '?',
  'Mary',
  'ſ',
  // a mark that the `i` flag makes a letter (`\p{L}` under `iu`)
  '\u0345',
];

function randomText(random: () => number, language: LanguageName): string {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const births = contextPhrases(language, 'BIRTH');
  const months = monthNames(language);
  let text = '';
  const parts = 1 + Math.floor(random() * 4);
  for (let part = 0; part < parts; part++) {
    if (random() < 0.4) text += 'y'.repeat(Math.floor(random() * 120)) + pick(NOISE);
    if (random() < 0.8) text += pick(births);
    text += pick([' ', ': ', ' is ', '?\nCustomer: ', ' ', ': ', '. ']);
    let month = pick(months);
    if (random() < 0.3) month = month.toUpperCase();
    if (random() < 0.2) month = pick(['ku', 'Ka', 'e', 'ngo']) + (random() < 0.5 ? '-' : '') + month;
    const shape = random();
    // joined: mostly the same joiner on both sides, sometimes a dot after the month
    const joiner = pick(JOINERS);
    const second = random() < 0.8 ? joiner : pick(JOINERS);
    const dot = random() < 0.2 ? '.' : '';
    if (shape < 0.3)
      text += `${pick(DAYS)}${pick(['/', '.', '-'])}${pick(DAYS)}${pick(['/', '.', '-'])}${pick(YEARS)}`;
    else if (shape < 0.55) text += `${pick(DAYS)}${pick(GAPS)}${month}${pick(GAPS)}${pick(YEARS)}`;
    else if (shape < 0.65) text += `${pick(DAYS)}${joiner}${month}${dot}${second}${pick(YEARS)}`;
    else if (shape < 0.9) text += `${month}${pick(GAPS)}${pick(DAYS)}${pick(GAPS)}${pick(YEARS)}`;
    else text += `${month}${dot}${joiner}${pick(DAYS)}${second}${pick(YEARS)}`;
    if (random() < 0.3) text += pick(NOISE);
  }
  return text;
}

describe('dateOfBirthRecognizer', () => {
  it('finds dates near a birth cue and leaves others', () => {
    expect(found(analysisInput('Date of birth: 12 March 1985.', 'English'))).toEqual(['15-28']);
    expect(found(analysisInput('Tarehe ya kuzaliwa ni 12/03/1985', 'Swahili'))).toEqual(['22-32']);
    expect(found(analysisInput('I was born on March 12, 1985', 'English'))).toEqual(['14-28']);
    expect(found(analysisInput('nililipa tarehe 12/03/2024', 'Swahili'))).toEqual([]);
  });

  it.each([
    // a spelled month joined to the day and year by `-`, `.` or `/`, or a two-digit year
    ['DOB 14-Feb-79', 'English', ['4-13']],
    ['DOB 14-Feb-1979', 'English', ['4-15']],
    ['DOB: 14 Feb 79', 'English', ['5-14']],
    ['DOB 14.Feb.1979', 'English', ['4-15']],
    ['born 14/Feb/1979', 'English', ['5-16']],
    ['DOB Feb-14-1979', 'English', ['4-15']],
    ['DOB February-14-79.', 'English', ['4-18']],
    ['DOB Feb.14.1979', 'English', ['4-15']],
    ['DOB 14-Feb.-1979', 'English', ['4-16']],
    ['DOB Feb./14/79', 'English', ['4-14']],
    ['Born on March 12, 85', 'English', ['8-20']],
    ['Geboortedatum: 14-Februarie-1979', 'Afrikaans', ['15-32']],
    ['date de naissance : 14/février/79', 'French', ['20-33']],
    ['Geburtsdatum 14.März.1979', 'German', ['13-25']],
    ['tarehe ya kuzaliwa 14-Machi-79', 'Swahili', ['19-30']],
    ['fecha de nacimiento: marzo-14-1979', 'Spanish', ['21-34']],
    ['usuku lokuzalwa: 5/Mashi/1990', 'Zulu', ['17-29']],
    ['ọjọ́ ìbí: 14-Oṣù Kẹsàn-án-1979', 'Yoruba', ['10-30']],
    ['የትውልድ ቀን 14-መጋቢት-77', 'Amharic', ['9-19']],
    // a Hijri year and month
    ['تاريخ الميلاد 15 رجب 1405', 'Arabic', ['14-25']],
    ['تاريخ الميلاد 12 ربيع الاول 1360 والرقم', 'Arabic', ['14-32']],
    // French cues in Kinyarwanda calls
    ['date de naissance 12 avril 1993', 'Kinyarwanda', ['18-31']],
    // left alone: no birth cue near, no month name, no year, mixed or spaced joiners, a time
    ['Invoice of 14-Feb-79 was paid.', 'English', []],
    [`DOB ${'x'.repeat(100)} paid 14-Feb-79`, 'English', []],
    ['DOB 14 79', 'English', []],
    ['DOB 14-79', 'English', []],
    ['DOB Feb-14', 'English', []],
    ['DOB Feb-14.', 'English', []],
    ['DOB 14-Feb', 'English', []],
    ['DOB 14-Feb/79', 'English', []],
    ['DOB 14 - Feb - 79', 'English', []],
    ['DOB 14-Feb-795', 'English', []],
    ['DOB 14..Feb..79', 'English', []],
    ['DOB 14-kuFeb-79', 'English', []],
    ['born 3 March 12:30', 'English', []],
    ['Geburtsdatum 14.März.', 'German', []],
    // an Ethiopic or Arabic comma before the year; traditional Xhosa and Zulu month names with their prefixes
    ['የትውልድ ቀን መስከረም 17፣ 1978', 'Amharic', ['9-23']],
    ['تاريخ الميلاد 6 أبريل، 1985', 'Arabic', ['14-27']],
    ['umhla wokuzalwa 11 kutshazimpuzi 2022', 'Isixhosa', ['16-37']],
    ['umhla wokuzalwa 28 eyomsintsi 1990', 'Isixhosa', ['16-34']],
    ['usuku lokuzalwa 14 kunhlolanja 1990', 'Zulu', ['16-35']],
    // the date of birth said again right after it
    ['DOB 12 March 1985, i.e. 12/03/1985', 'English', ['4-17', '24-34']],
    ['born on 12 March 1985. I paid on 14 May 2024.', 'English', ['8-21']],
    ['DOB 12 March 1985 (03/04/1988)', 'English', ['4-17']],
    // a date in the year of the date of birth in the next two turns says it again; another year, or later, stays
    ['Date of birth?\n2 November 1981.\nI have 02/11/1981 here.', 'English', ['15-30', '39-49']],
    ['Tarehe ya kuzaliwa?\n29 Desemba, 78.\nMwaka gani?\n29 Desemba 1978.', 'Swahili', ['20-34', '48-63']],
    ['Date of birth?\n2 November 1981.\nYour payment of 14/05/2024 is due.', 'English', ['15-30']],
    // the same year in another calendar: Hijri, Ethiopian (Amharic)
    ['تاريخ الميلاد؟\n15 رجب 1405 هـ.\nبالميلادي لو سمحت.\n6 أبريل 1985.', 'Arabic', ['15-26', '50-62']],
    ['تاريخ الميلاد؟\n15 رجب 1405 هـ.\nالموعد؟\n6 أبريل 2025.', 'Arabic', ['15-26']],
    ['Date of birth?\n2 November 1981.\nOk.\nAnd?\nI have 02/11/1981 here.', 'English', ['15-30']],
    // unchanged: numeric and ISO dates, spaced spelled dates
    ['DOB 14/02/1979', 'English', ['4-14']],
    ['DOB 1979-02-14', 'English', ['4-14']],
    ['DOB 14 Feb 1979', 'English', ['4-15']],
    ['DOB 14-Feb 1979', 'English', ['4-15']],
  ] as const)('%j (%s) -> %j', (text, language, expected) => {
    expect(found(analysisInput(text, language))).toEqual(expected);
    expect(referenceDates(analysisInput(text, language))).toEqual(expected);
  });

  it.each([
    // the question that asks for a birth date, in each language (the answer follows it)
    ['When were you born?', '3 March 1948', '3 March 1948', 'English'],
    ['Wanneer is jy gebore?', '5 Oktober 2004', '5 Oktober 2004', 'Afrikaans'],
    ['የተወለደበት ቀን?', 'ሚያዝያ 23 ቀን 2012', 'ሚያዝያ 23 ቀን 2012', 'Amharic'],
    ['መቼ ነው የተወለዱት?', 'ጥር 7፣ 1965', 'ጥር 7፣ 1965', 'Amharic'],
    ['وتاريخ الولادة؟', '17 مارس 2002', '17 مارس 2002', 'Arabic'],
    ['وتاريخ الازدياد؟', '3 مارس 1979', '3 مارس 1979', 'Arabic'],
    ['Quand êtes-vous né ?', '3 mars 1979', '3 mars 1979', 'French'],
    ['An haife shi yaushe?', '4 ga Agusta, 2017', '4 ga Agusta, 2017', 'Hausa'],
    ['Ranar haihuwarka fa?', '4 ga Agusta, 2017', '4 ga Agusta, 2017', 'Hausa'],
    ['Yaushe aka haifi?', 'an haife ki 4 Yuni 2017', '4 Yuni 2017', 'Hausa'],
    ['Wazalwa nini?', 'Ngomhla we-3 kuMatshi 1948', '3 kuMatshi 1948', 'Isixhosa'],
    ['Quando è nato?', '3 marzo 1948', '3 marzo 1948', 'Italian'],
    ['Mwavutse ryari?', 'Ku ya 3 Gicurasi 1986', '3 Gicurasi 1986', 'Kinyarwanda'],
    ['O hlahile neng?', 'Ka la 9 Hlakubele 1971', '9 Hlakubele 1971', 'Sesotho'],
    ['O tsetswe leng, rra?', '17 Phatwe 1990', '17 Phatwe 1990', 'Setswana'],
    ['Makazvarwa rini?', '21 Gunyana 1978', '21 Gunyana 1978', 'Shona'],
    ['¿Cuándo nació?', '3 de marzo de 1948', '3 de marzo de 1948', 'Spanish'],
    ['Ulizaliwa lini?', '3 Machi 1948', '3 Machi 1948', 'Swahili'],
    ['Wɔwoo wo da bɛn?', '5 March 1958', '5 March 1958', 'Twi'],
    ['Ìgbà wo ni wọ́n bí yín?', '5 March 1958', '5 March 1958', 'Yoruba'],
    ['Wazalwa nini?', 'Ngomhla ka-14 Mashi 1986', '14 Mashi 1986', 'Zulu'],
    ['Wayezalwe nini?', 'Ngomhla ka-5 kuMfumfu 1956', '5 kuMfumfu 1956', 'Zulu'],
    ['O tsholetswe leng, rra?', 'Ka di 19 Ngwanatsele 1964', '19 Ngwanatsele 1964', 'Setswana'],
    ['Na ụbọchị ọmụmụ gị?', 'Ọgọst 9, 1983', 'Ọgọst 9, 1983', 'Igbo'],
  ] as const)(
    'the question %j, answered %j, announces the date %j (%s)',
    (question, answer, date, language) => {
      const text = `Agent: ${question}\nCaller: ${answer}`;
      expect(found(analysisInput(text, language))).toEqual([`${text.length - date.length}-${text.length}`]);
    },
  );

  it('matches the whole pattern scanned over the windows on random texts', () => {
    const random = generator(1985);
    let dates = 0;
    for (let round = 0; round < 2000; round++) {
      const language = LANGUAGE_NAMES[round % LANGUAGE_NAMES.length]!;
      const input = analysisInput(randomText(random, language), language);
      const expected = referenceDates(input);
      expect(foundCued(input), JSON.stringify(input.text)).toEqual(expected);
      dates += expected.length;
    }
    // the texts must exercise the matches, not only their absence
    expect(dates).toBeGreaterThan(150);
  });
});
