import { describe, expect, it } from 'vitest';
import { getLanguage, LANGUAGE_NAMES } from '../../src/languages.js';
import { CodeUnits } from '../../src/redaction/recognizers/code-units.js';
import { mayBeGivenNameOrSurname, normalizeName } from '../../src/redaction/recognizers/name-gazetteer.js';
import { personNameRecognizer, readName } from '../../src/redaction/recognizers/person-name.js';
import {
  HONORIFICS,
  INTRODUCTION_PHRASES,
  WEAK_INTRODUCTION_PHRASES,
} from '../../src/redaction/recognizers/person-name-cues.js';
import { HonorificScan } from '../../src/redaction/recognizers/person-name-honorific-scan.js';
import { IntroductionScan } from '../../src/redaction/recognizers/person-name-introduction-scan.js';
import {
  capitalisedTokens,
  MAY_BE_LISTED,
  NOT_FILTERED,
  NOT_LISTED,
  scanTokens,
  TokenList,
} from '../../src/redaction/recognizers/person-name-tokens.js';
import { ETHIOPIC_TITLES } from '../../src/redaction/recognizers/person-titles.js';
import { TextScan } from '../../src/redaction/text-scan.js';
import { seededRandom } from './seeded-random.js';

/** The regex scan `capitalisedTokens` replaces. */
const CAPITALISED_TOKEN =
  /(?=[\p{Ll}\p{Lu}\u1200-\u139F\u0600-\u06FF])(?<![\p{L}\p{M}'’-])([\p{Ll}]{1,7}-?)?(\p{Lu}[\p{L}\p{M}'’-]*|[\u1200-\u139F\u0600-\u06FF][\u1200-\u139F\u0600-\u06FF\u064B-\u065F]*)/gu;

function regexTokens(text: string): number[] {
  const tokens: number[] = [];
  CAPITALISED_TOKEN.lastIndex = 0;
  for (let match = CAPITALISED_TOKEN.exec(text); match !== null; match = CAPITALISED_TOKEN.exec(text)) {
    tokens.push(match.index, match.index + (match[1]?.length ?? 0), match.index + match[0].length);
  }
  return tokens;
}

/** The normalisation `normalizeName` must keep (its fast path skips NFD where nothing changes). */
function referenceNormalizeName(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'");
}

function escapePhrase(phrase: string): string {
  return phrase
    .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    .replace(/'/g, "['’]")
    .replace(/ /g, '\\s+');
}

const INTRODUCTIONS = [
  ...new Set([...Object.values(INTRODUCTION_PHRASES).flat(), ...WEAK_INTRODUCTION_PHRASES]),
].sort((first, second) => second.length - first.length);
const TITLES = [...HONORIFICS, ...ETHIOPIC_TITLES].sort((first, second) => second.length - first.length);

/** The alternations the two scans replace, as global regexes. */
const INTRODUCTION_REGEX = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:${INTRODUCTIONS.map(escapePhrase).join('|')})`,
  'giu',
);
const TITLE_REGEX = new RegExp(
  `(?=[\\p{Lu}\\u1200-\\u137F\\u0600-\\u06FF])(?<![\\p{L}\\p{M}])(?:${TITLES.map(escapePhrase).join('|')})\\.?(?=[ \\u00A0])`,
  'gu',
);

/** `[start, end]` pairs of a scan's flat list. */
function pairs(flat: number[]): [number, number][] {
  const result: [number, number][] = [];
  for (let index = 0; index < flat.length; index += 2) result.push([flat[index]!, flat[index + 1]!]);
  return result;
}

function regexMatches(regex: RegExp, text: string): [number, number][] {
  regex.lastIndex = 0;
  const matches: [number, number][] = [];
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    matches.push([match.index, match.index + match[0].length]);
  }
  return matches;
}

const PIECES = [
  ...INTRODUCTIONS,
  ...TITLES,
  'Musa',
  'Bello',
  'uSipho',
  'ngu-Thandi',
  'nginguyeThandi',
  'abcdefgHij',
  'Adébáyọ̀',
  'Müller',
  "Yar'Adua",
  'Yar’Adua',
  'Akufo-Addo',
  'አበበ',
  'ለአበበ',
  'محمد',
  'اسمي',
  'van der',
  'Street',
  'Bank',
  'iPhone',
  'I',
  'is',
  'nice',
  'image',
];
const CHARACTERS = [
  ...'aAzZmMnNsSkKiI \t\n\u00a0.,:;-–—’\'"“«!?/0',
  '\u0301',
  '\u0323',
  '\u064b',
  '\u1361',
  '\u1363',
  '\u0660',
  '\u060c',
  '\u0750',
  '\u0345',
  'ſ',
  '\u212a',
  'ẞ',
  'ß',
  'İ',
  'ı',
  'Σ',
  'ς',
  'Ж',
  '\u{1d400}',
  '\u{1d41a}',
  '\u{10400}',
  '😀',
  '\ud835',
  '\udc00',
];

function randomText(random: () => number): string {
  let text = '';
  const length = Math.floor(random() * 16);
  for (let index = 0; index < length; index++) {
    const roll = random();
    if (roll < 0.45) {
      const piece = PIECES[Math.floor(random() * PIECES.length)]!;
      text += roll < 0.15 ? piece.toUpperCase() : piece;
    } else {
      text += CHARACTERS[Math.floor(random() * CHARACTERS.length)]!;
    }
  }
  return text;
}

describe('capitalisedTokens', () => {
  it.each([
    ['Sunana Musa Bello', [0, 0, 6, 7, 7, 11, 12, 12, 17]],
    ['nguSipho ngu-Thandi', [0, 3, 8, 9, 13, 19]],
    ['nginguyeThandi abcdefgHij', [15, 22, 25]],
    ['٣محمد ፣አበበ', [0, 0, 5, 6, 6, 10]],
    ['abcdefg-Hij abcdefgh-Hij', [0, 8, 11]],
    ["x'Ab é-Cd ’Ef ab1Cd", [5, 7, 9, 17, 17, 19]],
  ])('%j', (text, expected) => {
    expect(capitalisedTokens(text, new TextScan(text).letterRunStarts)).toEqual(expected);
    expect(regexTokens(text)).toEqual(expected);
  });

  it('finds what the regex scan finds on 2,000 random texts', () => {
    const random = seededRandom(1);
    for (let round = 0; round < 2000; round++) {
      const text = randomText(random);
      expect(capitalisedTokens(text, new TextScan(text).letterRunStarts), text).toEqual(regexTokens(text));
    }
  });

  it('filters each token as mayBeGivenNameOrSurname does, where it filters', () => {
    const random = seededRandom(2);
    const names = ['Chidi', 'Okafor', 'Thandi', 'Ab', 'Zq', 'Musa-', "Mus'a", 'MUSA', 'Chi1'];
    for (let round = 0; round < 2000; round++) {
      let text = randomText(random);
      if (random() < 0.5) text += ` ${names[Math.floor(random() * names.length)]!}`;
      const filters: number[] = [];
      const tokens = capitalisedTokens(text, new TextScan(text).letterRunStarts, filters);
      expect(filters.length * 3).toBe(tokens.length);
      filters.forEach((filter, index) => {
        if (filter === NOT_FILTERED) return;
        const listed = mayBeGivenNameOrSurname(text, tokens[3 * index + 1]!, tokens[3 * index + 2]!);
        expect(filter === MAY_BE_LISTED, text).toBe(listed);
      });
    }
  });
});

describe('scanTokens', () => {
  it('keeps, with candidatesOnly, the tokens not filtered as NOT_LISTED, reading reused code units', () => {
    const random = seededRandom(5);
    const codeUnits = new CodeUnits();
    const list = new TokenList();
    for (let round = 0; round < 2000; round++) {
      const text = randomText(random);
      // a longer text loaded first leaves stale code units past the end of this one
      codeUnits.load(`${text}Musa Bello Okafor`.repeat(2));
      const filters: number[] = [];
      const tokens = capitalisedTokens(text, new TextScan(text).letterRunStarts, filters);
      const expected: number[] = [];
      const expectedFilters: number[] = [];
      filters.forEach((filter, index) => {
        if (filter === NOT_LISTED) return;
        expected.push(...tokens.slice(3 * index, 3 * index + 3));
        expectedFilters.push(filter);
      });
      scanTokens(text, new TextScan(text).letterRunStarts, list, true, codeUnits.load(text));
      expect(Array.from(list.tokens.subarray(0, 3 * list.count)), text).toEqual(expected);
      expect(Array.from(list.filters.subarray(0, list.count)), text).toEqual(expectedFilters);
    }
  });
});

describe('IntroductionScan and HonorificScan', () => {
  const introductions = new IntroductionScan(INTRODUCTIONS);
  const titles = new HonorificScan(TITLES);

  it.each([
    ['MY  NAME\tIS Ada', 0],
    ['ſunana Musa', 0],
    ['I’m Ada', 0],
    ['and i am', 4],
    ['nice image', 0],
  ])('finds the introduction in %j at %i, like the regex', (text, index) => {
    const found = pairs(introductions.matches(text, new TextScan(text).letterRunStarts));
    expect(found.map(([start]) => start)).toContain(index);
    expect(found).toEqual(regexMatches(INTRODUCTION_REGEX, text));
  });

  it.each([
    ['Ask Mr. Okafor', 4],
    ['Mrs Ada', 0],
    ['Sig.ra Rossi', 0],
    ['ዶ/ር ዳዊት', 0],
    ['ጠቅላይ  ሚኒስትር አበበ', 0],
  ])('finds the title in %j at %i, like the regex', (text, index) => {
    const found = pairs(titles.matches(text, new TextScan(text).letterRunStarts));
    expect(found.map(([start]) => start)).toContain(index);
    expect(found).toEqual(regexMatches(TITLE_REGEX, text));
  });

  it('falls back to the regex for phrases the trie cannot read', () => {
    const text = '-x Ada, Mr. Ada';
    const odd = new IntroductionScan(['-x', 'ada']);
    expect(pairs(odd.matches(text, new TextScan(text).letterRunStarts))).toEqual([
      [0, 2],
      [3, 6],
      [12, 15],
    ]);
    const oddTitles = new HonorificScan(['1st', 'Mr']);
    expect(pairs(oddTitles.matches(text, new TextScan(text).letterRunStarts))).toEqual([[8, 11]]);
  });

  it('finds what the regex scans find on 2,000 random texts', () => {
    const random = seededRandom(2);
    const codeUnits = new CodeUnits();
    for (let round = 0; round < 2000; round++) {
      const text = randomText(random);
      const starts = new TextScan(text).letterRunStarts;
      const expectedIntroductions = regexMatches(INTRODUCTION_REGEX, text);
      const expectedTitles = regexMatches(TITLE_REGEX, text);
      expect(pairs(introductions.matches(text, starts)), text).toEqual(expectedIntroductions);
      expect(pairs(titles.matches(text, starts)), text).toEqual(expectedTitles);
      // the same with the caller's code units, stale ones past the end of the text
      codeUnits.load(`${text}Mr Ada my name is`.repeat(2));
      const units = codeUnits.load(text);
      expect(pairs(introductions.matches(text, starts, units)), text).toEqual(expectedIntroductions);
      expect(pairs(titles.matches(text, starts, units)), text).toEqual(expectedTitles);
    }
  });

  it.each([
    ['ſu', 'su Su \u017fu'],
    ['\u212a', 'ka Ka kb'],
    ['k', 'k \u212ax kó'],
    ['a b', 'a b ab a\tb'],
    ["i'm", "i'm i’m im"],
  ])('reads the first letters of %j as the regex does in %j', (phrase, text) => {
    const scan = new IntroductionScan([phrase]);
    const regex = new RegExp(`(?<![\\p{L}\\p{M}])(?:${escapePhrase(phrase)})`, 'giu');
    expect(pairs(scan.matches(text, new TextScan(text).letterRunStarts))).toEqual(regexMatches(regex, text));
  });
});

describe('normalizeName', () => {
  it('agrees with NFD and mark stripping on 2,000 random texts and on every BMP character', () => {
    const random = seededRandom(3);
    for (let round = 0; round < 2000; round++) {
      const text = randomText(random);
      expect(normalizeName(text), text).toBe(referenceNormalizeName(text));
    }
    for (let code = 0; code < 0x10000; code += 11) {
      const text = `A${String.fromCharCode(code)}b`;
      expect(normalizeName(text)).toBe(referenceNormalizeName(text));
    }
  });
});

describe('personNameRecognizer', () => {
  it.each([
    ['English', 'Hello, my name is Musa Bello.', 'Musa Bello'],
    ['Zulu', 'Igama lami nguSipho Ndlovu', 'Sipho Ndlovu'],
    ['English', 'I spoke to Mrs. Okafor yesterday', 'Okafor'],
    ['Amharic', 'ለአበበ ነው', 'አበበ'],
  ] as const)('%s: %j -> %j', (language, text, name) => {
    const input = {
      text,
      language,
      languageInfo: getLanguage(language),
      context: undefined as never,
      scan: new TextScan(text),
    };
    const found = personNameRecognizer.analyze(input).map((entity) => text.slice(entity.start, entity.end));
    expect(found).toContain(name);
  });

  it('runs on random texts in every language without throwing', () => {
    const random = seededRandom(4);
    for (let round = 0; round < 40; round++) {
      const text = randomText(random);
      for (const language of LANGUAGE_NAMES) {
        const input = {
          text,
          language,
          languageInfo: getLanguage(language),
          context: undefined as never,
          scan: new TextScan(text),
        };
        expect(() => personNameRecognizer.analyze(input)).not.toThrow();
      }
    }
    expect(readName('x Musa', 2)).toEqual([2, 6]);
  });
});
