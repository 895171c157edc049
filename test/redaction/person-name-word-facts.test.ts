import { describe, expect, it } from 'vitest';
import {
  isGivenNameOrSurname,
  isGivenNameOrSurnameKey,
  mayBeGivenNameOrSurname,
  normalizeName,
} from '../../src/redaction/recognizers/name-gazetteer.js';
import { EAST_AFRICAN_NAMES } from '../../src/redaction/recognizers/names/east-african-names.js';
import { ETHIOPIC_AND_ARABIC_NAMES } from '../../src/redaction/recognizers/names/ethiopic-and-arabic-names.js';
import { SOUTHERN_AFRICAN_NAMES } from '../../src/redaction/recognizers/names/southern-african-names.js';
import { WEST_AFRICAN_NAMES } from '../../src/redaction/recognizers/names/west-african-names.js';
import { WORLD_NAMES } from '../../src/redaction/recognizers/names/world-names.js';
import { ORGANISATION_CUES } from '../../src/redaction/recognizers/non-name-words.js';
import { HONORIFICS, NAME_STOP_WORDS } from '../../src/redaction/recognizers/person-name-cues.js';
import {
  LISTED_NAME,
  ORGANISATION_WORD,
  rangeFacts,
  STOP_WORD,
  STREET_WORD,
  wordFacts,
} from '../../src/redaction/recognizers/person-name-word-facts.js';
import { STREET_SUFFIXES } from '../../src/redaction/recognizers/street-words.js';
import { seededRandom } from './seeded-random.js';

const LISTED_WORDS = [
  ...[WEST_AFRICAN_NAMES, EAST_AFRICAN_NAMES, SOUTHERN_AFRICAN_NAMES, ETHIOPIC_AND_ARABIC_NAMES, WORLD_NAMES]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean),
  'Chidi',
  'Okafor',
  "Yar'Adua",
  'Yar’Adua',
  'Adébáyọ̀',
  'Élodie',
  'Müller',
  'አበበ',
  'ከበደ',
  'محمد',
  'أحمد',
  'المصري',
];

const LETTERS = [
  ..."aeiouAEIOUnmkstrlbdgyNMKSTRLB-’'",
  'é',
  'ọ',
  '\u0301',
  '\u0323',
  'ሀ',
  'ለ',
  'በ',
  'ا',
  'أ',
  'ل',
  'م',
  '\u064b',
];

/** A listed word changed a little (case, a letter added or replaced), or a random word. */
function randomWord(random: () => number): string {
  const roll = random();
  let word = LISTED_WORDS[Math.floor(random() * LISTED_WORDS.length)]!;
  if (roll < 0.2) word = word.toUpperCase();
  else if (roll < 0.4) word = word.toLowerCase();
  else if (roll < 0.6) {
    const at = Math.floor(random() * (word.length + 1));
    word = word.slice(0, at) + LETTERS[Math.floor(random() * LETTERS.length)]! + word.slice(at);
  } else if (roll < 0.8) {
    word = '';
    const length = 1 + Math.floor(random() * 8);
    for (let index = 0; index < length; index++) word += LETTERS[Math.floor(random() * LETTERS.length)]!;
  }
  return word;
}

describe('mayBeGivenNameOrSurname', () => {
  it('is true for every listed word', () => {
    for (const word of LISTED_WORDS) {
      if (isGivenNameOrSurname(word)) expect(mayBeGivenNameOrSurname(word, 0, word.length), word).toBe(true);
    }
  });

  it('is never false for a listed word among 20,000 changed and random words, in place in a text', () => {
    const random = seededRandom(5);
    let rejected = 0;
    for (let round = 0; round < 20_000; round++) {
      const word = randomWord(random);
      const text = `x ${word} y`;
      const may = mayBeGivenNameOrSurname(text, 2, 2 + word.length);
      if (!may) rejected++;
      if (isGivenNameOrSurname(word)) expect(may, word).toBe(true);
    }
    // the filter does reject words
    expect(rejected).toBeGreaterThan(1000);
  });
});

describe('isGivenNameOrSurnameKey', () => {
  it('answers for the normalised word what isGivenNameOrSurname answers for the word', () => {
    const random = seededRandom(7);
    const words = [...LISTED_WORDS, ...Array.from({ length: 3000 }, () => randomWord(random))];
    let listed = 0;
    for (const word of words) {
      const expected = isGivenNameOrSurname(word);
      if (expected) listed++;
      expect(isGivenNameOrSurnameKey(normalizeName(word)), word).toBe(expected);
    }
    expect(listed).toBeGreaterThan(1000);
  });
});

describe('rangeFacts', () => {
  const reference = (word: string): number => {
    const key = normalizeName(word);
    const trimmed = word.replace(/[.,;:!?'’]+$/, '');
    return (
      (isGivenNameOrSurname(word) ? LISTED_NAME : 0) |
      ([...NAME_STOP_WORDS, ...HONORIFICS].map(normalizeName).includes(key) ? STOP_WORD : 0) |
      (STREET_SUFFIXES.map(normalizeName).includes(key) ? STREET_WORD : 0) |
      (ORGANISATION_CUES.map(normalizeName).includes(normalizeName(trimmed)) ? ORGANISATION_WORD : 0)
    );
  };
  const MASK = LISTED_NAME | STOP_WORD | STREET_WORD | ORGANISATION_WORD;

  it('gives the facts of the word where it stands, remembered or not', () => {
    const random = seededRandom(6);
    const words = [
      ...Array.from({ length: 1500 }, () => randomWord(random)),
      'Street',
      'Bank',
      'Monday',
      'Mr',
      '',
    ];
    for (let pass = 0; pass < 2; pass++) {
      for (const word of words) {
        // in a two-byte text or a one-byte one
        const prefix = word.length % 3 === 0 ? '₦ x ' : 'x ';
        const text = `${prefix}${word}, y`;
        const start = prefix.length;
        const facts = rangeFacts(text, start, start + word.length);
        expect(facts & MASK, word).toBe(reference(word));
        expect(wordFacts(word), word).toBe(facts);
      }
    }
  });

  it('tells long words apart that share their ends', () => {
    expect(rangeFacts('Sachbearbeiterin Okafor', 17, 23) & LISTED_NAME).toBe(LISTED_NAME);
    expect(rangeFacts('Okafxr', 0, 6) & LISTED_NAME).toBe(0);
    expect(rangeFacts('Okafor', 0, 6) & LISTED_NAME).toBe(LISTED_NAME);
  });
});
