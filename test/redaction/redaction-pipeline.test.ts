/**
 * The shortcuts of the redaction pipeline against the straightforward computations they replace,
 * on seeded random texts and entity lists: the one-pass token counts, the skipped allowlist scan,
 * the whole-text output against the joined pieces, overlap resolution against the sort-based
 * reference, the second resolution after propagation, and propagation with a TextScan.
 */
import { describe, expect, it } from 'vitest';
import { applyPlaceholders, needsAllowlistScan, replaceSpans } from '../../src/redaction/anonymize.js';
import { firstCharacterLookahead } from '../../src/redaction/context/context-index.js';
import { countRedactedTokens, countRedactionTokens } from '../../src/redaction/count-redaction-tokens.js';
import { PLACEHOLDER_TYPES } from '../../src/redaction/placeholder-types.js';
import { propagateEntities } from '../../src/redaction/propagate-entities.js';
import { compareEntities, type RecognizedEntity } from '../../src/redaction/recognized-entity.js';
import { buildRedactionPieces } from '../../src/redaction/redaction-pieces.js';
import { resolveOverlaps, resolveOverlapsWithAdded } from '../../src/redaction/resolve-overlaps.js';
import { TextScan } from '../../src/redaction/text-scan.js';
import { mayHavePlaceholderTokens, validatePlaceholders } from '../../src/redaction/validate-placeholders.js';
import { countTextTokens } from '../../src/usage/count-text-tokens.js';
import { seededBelow } from './seeded-random.js';

const ROUNDS = 2000;

/** A seeded generator (the same texts on every run). */
function generator(seed: number) {
  const next = seededBelow(seed);
  return { next, pick: <T>(list: readonly T[]): T => list[next(list.length)]! };
}

const PIECES = [
  'Musa',
  'Bello',
  'Ọlá',
  'O\u0301la',
  'The',
  'ÉMILE',
  'አበበ',
  'محمد',
  'Abc',
  'abc',
  '0803',
  '+234',
  '٣',
  '😀',
  '𝐀bc',
  '\uD800',
  '\uDC00',
  '\u0301',
  ' ',
  ' ',
  '\u00A0',
  '\n',
  '\t',
  '. ',
  '? ',
  '!',
  '。',
  '-',
  '’',
  "'",
  '_',
  ',',
];
const BRACKETS = [
  '[',
  ']',
  '<',
  '>',
  '{{',
  '}}',
  '[PERSON]',
  '<PER>',
  '[LOCATION]',
  '[PERSON_NAME]',
  '{{EMAIL}}',
];
const SCORES = [0.3, 0.5, 0.6, 0.75, 0.85, 0.9, 0.95, 1];

function randomText(random: ReturnType<typeof generator>, withBrackets: boolean): string {
  const pieces = withBrackets ? [...PIECES, ...BRACKETS] : PIECES;
  let text = '';
  const length = 1 + random.next(40);
  for (let index = 0; index < length; index++) text += random.pick(pieces);
  return text;
}

/** Random candidates, overlapping, with repeated spans and scores. */
function randomCandidates(random: ReturnType<typeof generator>, text: string): RecognizedEntity[] {
  const entities: RecognizedEntity[] = [];
  const count = random.next(random.next(10) === 0 ? 90 : 14);
  for (let index = 0; index < count; index++) {
    const start = random.next(text.length);
    entities.push({
      type: random.next(2) === 0 ? 'PERSON_NAME' : random.pick(PLACEHOLDER_TYPES),
      start,
      end: Math.min(text.length, start + random.next(12)),
      score: random.pick(SCORES),
      recognizer: random.pick(['a', 'b', 'propagation']),
    });
  }
  return entities;
}

/** The strategy written as its definition: sort by priority, keep what overlaps nothing kept. */
function referenceResolve(entities: readonly RecognizedEntity[]): RecognizedEntity[] {
  const order = new Map<string, number>(PLACEHOLDER_TYPES.map((type, index) => [type, index]));
  const ordered = entities
    .filter((entity) => entity.end > entity.start)
    .sort(
      (first, second) =>
        second.score - first.score ||
        second.end - second.start - (first.end - first.start) ||
        first.start - second.start ||
        (order.get(first.type) ?? 0) - (order.get(second.type) ?? 0) ||
        compareEntities(first, second),
    );
  const kept: RecognizedEntity[] = [];
  for (const entity of ordered)
    if (kept.every((other) => other.end <= entity.start || other.start >= entity.end)) kept.push(entity);
  return kept.sort(compareEntities);
}

/** The propagation scan as a compiled alternation (what the loops must equal). */
function referenceOccurrences(text: string, values: string[]): Array<[number, number]> {
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

describe('countRedactedTokens', () => {
  it('counts the input and the replaced text as countTextTokens does', () => {
    const random = generator(11);
    const mismatches: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const text = randomText(random, random.next(2) === 0);
      const entities = resolveOverlaps(randomCandidates(random, text));
      const expected = {
        input: countTextTokens(text),
        output: countTextTokens(replaceSpans(text, entities)),
      };
      // with and without the text's scan (whose pass counts the input)
      for (const counts of [
        countRedactedTokens(text, entities),
        countRedactedTokens(text, entities, new TextScan(text)),
      ])
        if (counts.input !== expected.input || counts.output !== expected.output)
          mismatches.push(JSON.stringify({ text, entities }));
    }
    expect(mismatches).toEqual([]);
  });

  it.each([
    ['My name is Ada.', 11, 14, { input: 5, output: 9 }],
    ['abcDEF', 3, 6, { input: 1, output: 6 }],
    ['a😀b', 1, 2, { input: 3, output: 8 }],
  ])('%j with [%i, %i)', (text, start, end, expected) => {
    const entities = [{ type: 'PERSON_NAME' as const, start, end }];
    expect(countRedactedTokens(text, entities)).toEqual(expected);
    expect(countRedactedTokens(text, entities, new TextScan(text))).toEqual(expected);
    expect(countRedactionTokens(text)).toBe(expected.input);
    expect(countTextTokens(replaceSpans(text, entities))).toBe(expected.output);
  });
});

describe('the allowlist shortcut', () => {
  it('skips the scan only when it would change nothing, and the output equals the joined pieces', () => {
    const random = generator(12);
    const mismatches: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const text = randomText(random, random.next(2) === 0);
      const entities = resolveOverlaps(randomCandidates(random, text));
      const replaced = replaceSpans(text, entities);
      const expected = validatePlaceholders(replaced).text;
      const pieces = buildRedactionPieces(text, entities)
        .map((piece) => piece.text)
        .join('');
      const skipped = !needsAllowlistScan(text, entities);
      if (
        applyPlaceholders(text, entities) !== expected ||
        pieces !== expected ||
        (skipped && replaced !== expected) ||
        (!mayHavePlaceholderTokens(text) && validatePlaceholders(text).text !== text)
      )
        mismatches.push(JSON.stringify({ text, entities }));
    }
    expect(mismatches).toEqual([]);
  });

  it('scans when an entity type is not a member of the closed set', () => {
    const entities = [{ type: 'LOCATION' as RecognizedEntity['type'], start: 0, end: 5 }];
    expect(needsAllowlistScan('Lagos is big', entities)).toBe(true);
    expect(applyPlaceholders('Lagos is big', entities)).toBe('(LOCATION) is big');
  });
});

describe('resolveOverlaps', () => {
  it('equals the sort-based definition, and the second resolution equals resolving everything', () => {
    const random = generator(13);
    const mismatches: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const text = randomText(random, false);
      const candidates = randomCandidates(random, text);
      const first = resolveOverlaps(candidates);
      const added = randomCandidates(random, text).map((entity) => ({
        ...entity,
        recognizer: 'propagation',
      }));
      // propagation's usual output: the kept spans again, with a lower score
      for (const entity of first) {
        if (random.next(2) === 0)
          added.push({ ...entity, score: entity.score * 0.95, recognizer: 'propagation' });
        // the same span and score with another type: a tie broken by the type order
        if (random.next(4) === 0)
          added.push({ ...entity, type: random.pick(PLACEHOLDER_TYPES), recognizer: 'propagation' });
      }
      const expected = referenceResolve([...first, ...added]);
      if (
        JSON.stringify(first) !== JSON.stringify(referenceResolve(candidates)) ||
        JSON.stringify(resolveOverlapsWithAdded(first, added)) !== JSON.stringify(expected)
      )
        mismatches.push(JSON.stringify({ candidates, added }));
    }
    expect(mismatches).toEqual([]);
  });

  it('takes the built-in sort for NaN scores, as before', () => {
    const entities: RecognizedEntity[] = [
      { type: 'EMAIL', start: 0, end: 5, score: Number.NaN, recognizer: 'a' },
      { type: 'EMAIL', start: 2, end: 6, score: 0.9, recognizer: 'b' },
      { type: 'EMAIL', start: 4, end: 9, score: 0.5, recognizer: 'c' },
    ];
    expect(resolveOverlaps(entities)).toEqual(referenceResolve(entities));
  });
});

describe('propagateEntities with repeated names', () => {
  it.each([
    [0.5, 0.9, Number.NaN],
    [0.9, 0.5, 0.9],
    [0.5, 0.6, 0.9],
  ])('gives each word the best source of its name (scores %f, %f, %f)', (first, second, third) => {
    const text = 'Musa Bello, Musa Bello, Musa Bello and Musa.';
    const entities: RecognizedEntity[] = [first, second, third].map((score, index) => ({
      type: 'PERSON_NAME',
      start: index * 12,
      end: index * 12 + 10,
      score,
      recognizer: 'test',
    }));
    const best = Math.max(...[first, second, third].filter((score) => !Number.isNaN(score)));
    const found = propagateEntities(text, entities);
    expect(found.at(-1)).toEqual({
      type: 'PERSON_NAME',
      start: 39,
      end: 43,
      score: best * 0.95,
      recognizer: 'propagation',
    });
  });
});

describe('propagateEntities with a TextScan', () => {
  it('finds what the compiled alternation finds, with and without the scan', () => {
    const random = generator(14);
    const mismatches: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let text = '';
      const boundaries = [0];
      const length = 1 + random.next(30);
      for (let index = 0; index < length; index++) {
        text += random.pick(PIECES);
        boundaries.push(text.length);
      }
      // one entity of whole pieces (values starting with a letter or digit) or of any span
      const first = random.next(boundaries.length - 1);
      const start = random.next(3) === 0 ? random.next(text.length) : boundaries[first]!;
      const end = Math.min(
        text.length,
        random.next(3) === 0 ? start + 1 + random.next(8) : boundaries[first + 1]!,
      );
      const entity: RecognizedEntity = { type: 'EMAIL', start, end, score: 1, recognizer: 'test' };
      const value = text.slice(start, end);
      const expected = value.length >= 3 ? referenceOccurrences(text, [value]) : [];
      const spans = (found: RecognizedEntity[]) => found.map((item) => [item.start, item.end]);
      if (
        JSON.stringify(spans(propagateEntities(text, [entity], new TextScan(text)))) !==
          JSON.stringify(expected) ||
        JSON.stringify(spans(propagateEntities(text, [entity]))) !== JSON.stringify(expected)
      )
        mismatches.push(JSON.stringify([text, value]));
    }
    expect(mismatches).toEqual([]);
  });
});
