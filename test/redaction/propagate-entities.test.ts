import { describe, expect, it } from 'vitest';
import type { LanguageName } from '../../src/languages.js';
import { firstCharacterLookahead } from '../../src/redaction/context/context-index.js';
import { PROPAGATION_FACTOR, propagateEntities } from '../../src/redaction/propagate-entities.js';
import type { RecognizedEntity } from '../../src/redaction/recognized-entity.js';
import { isFoundInAnyCase } from '../../src/redaction/spoken/case-folded-repeats.js';
import { TextScan } from '../../src/redaction/text-scan.js';
import { seededBelow } from './seeded-random.js';

function person(text: string, value: string): RecognizedEntity {
  const start = text.indexOf(value);
  return { type: 'PERSON_NAME', start, end: start + value.length, score: 0.9, recognizer: 'test' };
}

/** The regex scan propagation used before the loop (the reference the loop must equal). */
function referenceSpans(text: string, values: string[]): Array<[number, number]> {
  const sorted = [...values].sort(
    (first, second) => second.length - first.length || (first < second ? -1 : 1),
  );
  const escaped = sorted.map((value) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const pattern = new RegExp(
    `${firstCharacterLookahead(sorted)}(?<![\\p{L}\\p{M}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
    'gu',
  );
  return [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);
}

describe('propagateEntities', () => {
  it.each([
    ['Sunana Musa Bello. Bello ya zo.', 'Musa Bello'],
    ['Ada Obi met Ada Obinna and Obi.', 'Ada Obi'],
    ['Ngozi, ngozi Ngozi2 Ngozi-Eze xNgozi Ngozi.', 'Ngozi'],
    ['😀Chidi 😀 Chidi😀 Chidi', 'Chidi'],
    ['Ọlá Ọlá Ọláńlá', 'Ọlá'],
  ])('%j propagates %j exactly as the regex scan', (text, value) => {
    const found = propagateEntities(text, [person(text, value)]);
    const words = value.split(' ').filter((word) => word.length >= 3);
    const expected = referenceSpans(text, [...new Set([value, ...words])]);
    expect(found.map((entity) => [entity.start, entity.end])).toEqual(expected);
  });

  it('gives the occurrences the source type and PROPAGATION_FACTOR times its score', () => {
    const text = 'Sunana Musa Bello. Bello ya zo.';
    expect(propagateEntities(text, [person(text, 'Musa Bello')])).toEqual([
      { type: 'PERSON_NAME', start: 7, end: 17, score: 0.9 * PROPAGATION_FACTOR, recognizer: 'propagation' },
      { type: 'PERSON_NAME', start: 19, end: 24, score: 0.9 * PROPAGATION_FACTOR, recognizer: 'propagation' },
    ]);
  });

  it('equals the regex scan on 400 seeded random texts (marks, digits, emoji, overlapping values)', () => {
    const pieces = ['Ab', 'Abc', 'Abcd', 'b', ' ', ' ', '\u0301', '😀', '1', '-', 'É', '.'];
    const next = seededBelow(7);
    const mismatches: string[] = [];
    for (let round = 0; round < 400; round++) {
      let text = '';
      for (let count = 0; count < 30; count++) text += pieces[next(pieces.length)];
      const start = next(text.length - 3);
      const entity: RecognizedEntity = {
        type: 'EMAIL',
        start,
        end: start + 3 + next(4),
        score: 1,
        recognizer: 'test',
      };
      const value = text.slice(entity.start, entity.end);
      const found = propagateEntities(text, [entity]).map((item): [number, number] => [item.start, item.end]);
      const expected = value.length >= 3 ? referenceSpans(text, [value]) : [];
      if (JSON.stringify(found) !== JSON.stringify(expected)) mismatches.push(JSON.stringify([text, value]));
    }
    expect(mismatches).toEqual([]);
  });

  it('with a TextScan, equals the regex scan for values starting with a letter, a digit, `+`, `(` or an emoji', () => {
    const pieces = [
      'Musa',
      'Ab',
      '+234 803',
      '+2',
      '(0803)',
      '0803',
      '12',
      '😀x',
      ' ',
      ' ',
      '\u00a0',
      '\u0301',
      '-',
      '.',
      '+',
      '(',
    ];
    const next = seededBelow(3);
    const mismatches: string[] = [];
    for (let round = 0; round < 600; round++) {
      let text = '';
      for (let count = 0; count < 24; count++) text += pieces[next(pieces.length)];
      const entities: RecognizedEntity[] = [];
      for (let cursor = next(6); cursor < text.length - 3 && entities.length < 4; cursor += 3 + next(12)) {
        const end = Math.min(text.length, cursor + 3 + next(6));
        entities.push({ type: 'EMAIL', start: cursor, end, score: 1, recognizer: 'test' });
        cursor = end;
      }
      const values = [...new Set(entities.map((entity) => text.slice(entity.start, entity.end)))];
      if (values.some((value) => /^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/.test(value))) continue;
      const found = propagateEntities(text, entities, new TextScan(text)).map((item): [number, number] => [
        item.start,
        item.end,
      ]);
      const expected = values.length > 0 ? referenceSpans(text, values) : [];
      if (JSON.stringify(found) !== JSON.stringify(expected)) mismatches.push(JSON.stringify([text, values]));
    }
    expect(mismatches).toEqual([]);
  });

  it('falls back to the regex for a value with a split surrogate pair', () => {
    const text = 'Abc\uD83D x Abc\uD83D\uDE00 Abc\uD83D';
    const entity: RecognizedEntity = { type: 'EMAIL', start: 0, end: 4, score: 1, recognizer: 'test' };
    expect(propagateEntities(text, [entity]).map((found) => [found.start, found.end])).toEqual(
      referenceSpans(text, ['Abc\uD83D']),
    );
  });
});

// text from speech: the view restores a name's capital where it is given, the repeats stay lower case
describe('propagateEntities with foldCase and a floor', () => {
  const spans = (found: readonly RecognizedEntity[]) =>
    found.map((entity): [number, number] => [entity.start, entity.end]);
  it.each<[string, string, Array<[number, number]>, Array<[number, number]>]>([
    // a whole value: its lower-case repeats too
    ['igama lami nguZanelo kulungile zanelo', 'Zanelo', [], [[31, 37]]],
    // a name that is also a common word ("palesa", flower): in its own case only
    ['ke Palesa ke rekile palesa', 'Palesa', [], []],
    // a word split from a longer name: in its own case only (the name may have taken in a word)
    ['ke Zanelo Mokgothu oa hr zanelo Zanelo', 'Zanelo Mokgothu', [[32, 38]], [[32, 38]]],
  ])('%j (value %j): exact %j, folded %j', (text, value, exact, folded) => {
    const entity = person(text, value);
    const occurrences = (foldCase: boolean) =>
      spans(
        propagateEntities(
          text,
          [entity],
          undefined,
          false,
          foldCase ? { foldsCase: (found) => isFoundInAnyCase(found, 'Sesotho') } : {},
        ),
      ).filter((span) => JSON.stringify(span) !== JSON.stringify([entity.start, entity.end]));
    expect(occurrences(false)).toEqual(exact);
    expect(occurrences(true)).toEqual(folded);
  });

  it.each<[number, number, number]>([
    // a source that passed the floor: its repeats score the floor at least
    [0.52, 0.5, 0.5],
    [0.9, 0.5, 0.9 * PROPAGATION_FACTOR],
    // a source below the floor keeps PROPAGATION_FACTOR times its score
    [0.45, 0.5, 0.45 * PROPAGATION_FACTOR],
  ])('a source of score %d with floor %d gives its repeats %d', (score, floor, expected) => {
    const text = 'ke Mpholoeng dumela Mpholoeng';
    const entity = { ...person(text, 'Mpholoeng'), score };
    const found = propagateEntities(text, [entity], undefined, false, { floor: () => floor });
    expect(found.map((occurrence) => [occurrence.start, occurrence.score])).toEqual([
      [3, expected],
      [20, expected],
    ]);
  });
});

describe('isFoundInAnyCase', () => {
  it.each<[string, LanguageName, boolean]>([
    ['Zanelo', 'Isixhosa', true],
    // a name that is a common word, a title, a stop word
    ['Palesa', 'Sesotho', false],
    ['Asante', 'Swahili', false],
    ['Suster', 'Afrikaans', false],
    ['Mama', 'Swahili', false],
  ])('%s in %s: %s', (value, language, expected) => {
    expect(isFoundInAnyCase(value, language)).toBe(expected);
  });
});
