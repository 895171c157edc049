import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, type LanguageName } from '../../src/languages.js';
import type { ContextCue } from '../../src/redaction/context/context-cue.js';
import {
  buildContextIndex,
  type ContextIndex,
  cuePhrases,
  numberWordsOf,
  withNamedCues,
} from '../../src/redaction/context/context-index.js';
import {
  CONTEXT_WORDS,
  type ContextKind,
  contextPhrases,
} from '../../src/redaction/context/context-words.js';
import { misheardQuestionCues } from '../../src/redaction/context/misheard-cues.js';
import { TextScan } from '../../src/redaction/text-scan.js';
import { seededRandom } from './seeded-random.js';

/** The reference: one case-insensitive alternation of every phrase (in all its forms), scanned over the whole text. */
function referenceCues(text: string, language: LanguageName): string[] {
  const normalize = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').replace(/’/g, "'");
  const kindsByPhrase = new Map<string, Set<ContextKind>>();
  for (const kind of Object.keys(CONTEXT_WORDS) as ContextKind[])
    for (const phrase of cuePhrases(language, kind)) {
      const key = normalize(phrase);
      kindsByPhrase.set(key, (kindsByPhrase.get(key) ?? new Set()).add(kind));
    }
  const phrases = [...kindsByPhrase.keys()].sort(
    (first, second) => second.length - first.length || (first < second ? -1 : 1),
  );
  const escaped = phrases.map((phrase) =>
    phrase
      .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
      .replace(/'/g, "['’]")
      .replace(/ /g, '\\s+'),
  );
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
    'giu',
  );
  let found: ContextCue[] = [];
  for (const match of text.matchAll(pattern)) {
    const kinds = kindsByPhrase.get(normalize(match[0]));
    if (kinds) found.push({ start: match.index, end: match.index + match[0].length, kinds });
  }
  // a cue that only says "number of" gives way to one naming what is numbered inside it
  const sticky = new RegExp(pattern.source, 'iuy');
  found = withNamedCues(
    text,
    found,
    new TextScan(text).letterRunStarts,
    numberWordsOf(kindsByPhrase),
    kindsByPhrase,
    (position) => {
      sticky.lastIndex = position;
      const match = sticky.exec(text);
      return match === null ? -1 : position + match[0].length;
    },
  );
  // one-line text: plus the questions' phrases one letter off (misheard-cues.ts)
  const misheard = text.includes('\n') ? [] : misheardQuestionCues(text, found, kindsByPhrase);
  return [...found, ...misheard]
    .sort((first, second) => first.start - second.start || first.end - second.end)
    .map((cue) => `${cue.start}-${cue.end}:${[...cue.kinds].join(',')}`);
}

/** The phrases found (the turn model's empty answer cues are tested in turn-cues.test.ts). */
const describeCues = (index: ContextIndex) =>
  index.cues
    .filter((cue) => cue.start < cue.end)
    .map((cue) => `${cue.start}-${cue.end}:${[...cue.kinds].join(',')}`);

/** Seeded numbers in [0, 1) (mulberry32, shared by the randomized tests). */
const generator = seededRandom;

const PIECES = [
  ...' .,;:!?-/\'’"\n\t\u00a0\u2028',
  '  ',
  '\r\n',
  'a',
  'Z',
  'é',
  'ọ',
  '\u0301',
  '7',
  '٣',
  'ſ',
  '\u212a',
  'İ',
  'ß',
  'ሀ',
  'ا',
  '𝐀',
  '😀',
  '\ud800',
];

function randomText(random: () => number, language: LanguageName): string {
  const phrases = (Object.keys(CONTEXT_WORDS) as ContextKind[]).flatMap((kind) =>
    contextPhrases(language, kind),
  );
  let text = '';
  const count = 1 + Math.floor(random() * 14);
  for (let index = 0; index < count; index++) {
    if (random() < 0.4) {
      let phrase = phrases[Math.floor(random() * phrases.length)]!;
      if (random() < 0.3) phrase = phrase.toUpperCase();
      if (random() < 0.3) phrase = phrase.replace(/ /g, () => (random() < 0.5 ? '  ' : '\n'));
      if (random() < 0.3) phrase = phrase.replace(/'/g, '’').replace(/s/g, 'ſ').replace(/k/g, '\u212a');
      if (random() < 0.2) phrase = phrase.slice(0, Math.floor(random() * phrase.length));
      text += phrase;
    } else text += PIECES[Math.floor(random() * PIECES.length)];
  }
  return text;
}

describe('buildContextIndex', () => {
  it('finds phrases whatever their case, spacing and apostrophes', () => {
    const index = buildContextIndex('My DATE  OF\nBIRTH is 1 Jan; account number: 12', 'English');
    expect(index.cues.map((cue) => [cue.start, cue.end])).toEqual([
      [3, 17],
      [28, 42],
    ]);
    expect(index.kindsBefore(23, 10).has('BIRTH')).toBe(true);
    expect(buildContextIndex('numéro d’identité', 'French').cues).toHaveLength(1);
    expect(buildContextIndex('xdate of birth', 'English').cues).toHaveLength(0);
    expect(buildContextIndex('date of births', 'English').cues).toHaveLength(0);
  });

  // a cue that only says "number of" gives way to the cue naming what is numbered inside it
  it.each<[LanguageName, string, string[]]>([
    ['Italian', "mi legge il numero della carta d'identità elettronica", ["carta d'identità:GOVERNMENT_ID"]],
    // the words past the found cue say "number": the found cue stays
    ['English', 'your ghana card number please', ['ghana card:GOVERNMENT_ID']],
    ['English', 'the transaction id no is', ['transaction id:TRANSACTION_ID']],
    ['Italian', 'il numero della carta di credito', ['numero della carta:CARD_NUMBER']],
  ])('%s: %s', (language, text, expected) => {
    expect(
      buildContextIndex(text, language).cues.map(
        (cue) => `${text.slice(cue.start, cue.end)}:${[...cue.kinds].join(',')}`,
      ),
    ).toEqual(expected);
  });

  it('matches the whole alternation on random texts, with and without the text scan', () => {
    const random = generator(20261122);
    for (let round = 0; round < 2000; round++) {
      const language = LANGUAGE_NAMES[round % LANGUAGE_NAMES.length]!;
      const text = randomText(random, language);
      const expected = referenceCues(text, language);
      const index = buildContextIndex(text, language, new TextScan(text));
      expect(describeCues(index), JSON.stringify(text)).toEqual(expected);
      expect(describeCues(buildContextIndex(text, language))).toEqual(expected);
      const position = Math.floor(random() * (text.length + 1));
      const window = Math.floor(random() * 60);
      expect(index.cuesBefore(position, window)).toEqual(
        index.cues.filter((cue) => cue.end <= position && cue.end >= position - window),
      );
      expect(index.cuesAfter(position, window)).toEqual(
        index.cues.filter((cue) => cue.start >= position && cue.start <= position + window),
      );
    }
  });
});
