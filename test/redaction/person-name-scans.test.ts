import { describe, expect, it } from 'vitest';
import { getLanguage, LANGUAGE_NAMES } from '../../src/languages.js';
import { firstCharacterLookahead } from '../../src/redaction/context/context-index.js';
import { normalizeName } from '../../src/redaction/recognizers/name-gazetteer.js';
import { personNameRecognizer, readName } from '../../src/redaction/recognizers/person-name.js';
import {
  HONORIFICS,
  INTRODUCTION_PHRASES,
  WEAK_INTRODUCTION_PHRASES,
} from '../../src/redaction/recognizers/person-name-cues.js';
import {
  CharacterClasses,
  firstWordCharacters,
  PhraseScan,
} from '../../src/redaction/recognizers/person-name-phrase-starts.js';
import { capitalisedTokens } from '../../src/redaction/recognizers/person-name-tokens.js';
import { ETHIOPIC_TITLES } from '../../src/redaction/recognizers/person-titles.js';
import { TextScan } from '../../src/redaction/text-scan.js';

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

/** The same pattern the recognizer builds, as a global regex and as a PhraseScan. */
function phraseScans(phrases: string[], ignoreCase: boolean) {
  const prefix = `${firstCharacterLookahead(phrases)}(?<![\\p{L}\\p{M}])`;
  const flags = ignoreCase ? 'giu' : 'gu';
  const classes = new CharacterClasses(firstWordCharacters(phrases), ignoreCase);
  return {
    global: new RegExp(`${prefix}(?:${phrases.map(escapePhrase).join('|')})`, flags),
    scan: new PhraseScan({ phrases, escape: escapePhrase, prefix, suffix: '', flags }, classes),
  };
}

function regexMatches(regex: RegExp, text: string): [number, string][] {
  regex.lastIndex = 0;
  const matches: [number, string][] = [];
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    matches.push([match.index, match[0]]);
  }
  return matches;
}

/** A seeded generator (mulberry32), so a failure can be replayed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
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
  ])('%j', (text, expected) => {
    expect(capitalisedTokens(text, new TextScan(text).letterRunStarts)).toEqual(expected);
    expect(regexTokens(text)).toEqual(expected);
  });

  it('finds what the regex scan finds on 2,000 random texts', () => {
    const random = generator(1);
    for (let round = 0; round < 2000; round++) {
      const text = randomText(random);
      expect(capitalisedTokens(text, new TextScan(text).letterRunStarts), text).toEqual(regexTokens(text));
    }
  });
});

describe('PhraseScan', () => {
  const introductions = phraseScans(INTRODUCTIONS, true);
  const titles = phraseScans(TITLES, false);

  it.each([
    ['MY  NAME\tIS Ada', 0],
    ['ſunana Musa', 0],
    ['I’m Ada', 0],
    ['and i am', 4],
  ])('finds the introduction in %j at %i, like the regex', (text, index) => {
    const found = introductions.scan.matches(text, new TextScan(text).letterRunStarts);
    expect(found.map((match) => match.index)).toContain(index);
    expect(found.map((match) => [match.index, match[0]])).toEqual(regexMatches(introductions.global, text));
  });

  it('finds what the regex scans find on 2,000 random texts', () => {
    const random = generator(2);
    for (let round = 0; round < 2000; round++) {
      const text = randomText(random);
      const starts = new TextScan(text).letterRunStarts;
      for (const { scan, global } of [introductions, titles]) {
        const found = scan.matches(text, starts).map((match): [number, string] => [match.index, match[0]]);
        expect(found, text).toEqual(regexMatches(global, text));
      }
    }
  });
});

describe('normalizeName', () => {
  it('agrees with NFD and mark stripping on 2,000 random texts and on every BMP character', () => {
    const random = generator(3);
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
    const random = generator(4);
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
