import { describe, expect, it } from 'vitest';
import { selectEntities } from '../../src/redaction/analyze.js';
import { thresholdFor } from '../../src/redaction/domain-thresholds.js';
import { propagateEntities } from '../../src/redaction/propagate-entities.js';
import type { RecognizedEntity } from '../../src/redaction/recognized-entity.js';
import { resolveOverlaps } from '../../src/redaction/resolve-overlaps.js';
import { TextScan } from '../../src/redaction/text-scan.js';
import { seededRandom } from './seeded-random.js';

const WORDS = [
  'Musa',
  'Bello',
  'Ọlá',
  'Ada',
  'Obi',
  'Ngozi',
  'Émile',
  'አበበ',
  '😀Chidi',
  'O’Neil',
  '0803',
  '4567',
  'ab',
];
const GAPS = [' ', ' ', '\u00A0', '. ', ', ', '\n', '-', '’'];
const TYPES: readonly RecognizedEntity['type'][] = [
  'PERSON_NAME',
  'PERSON_NAME',
  'PHONE_NUMBER',
  'ADDRESS',
  'EMAIL',
];
const SCORES = [0.4, 0.5, 0.6, 0.85, 0.9, 0.95, 1];

/** The same propagation, then the entities the old pipeline dropped after it (dominated ones). */
function withoutDominated(text: string, kept: RecognizedEntity[]): RecognizedEntity[] {
  return propagateEntities(text, kept).filter(
    (entity) =>
      !kept.some(
        (other) => other.start === entity.start && other.end === entity.end && other.score > entity.score,
      ),
  );
}

describe('propagateEntities leaving out dominated occurrences', () => {
  it('equals the full propagation without the occurrences a kept entity dominates (2,000 random texts)', () => {
    const random = seededRandom(20261122);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    for (let round = 0; round < 2000; round++) {
      let text = '';
      const length = 1 + Math.floor(random() * 60);
      for (let index = 0; index < length; index++) text += pick(WORDS) + pick(GAPS);
      // many candidates now and then: more than 16 distinct values (the Map lookup)
      const count = random() < 0.1 ? 40 + Math.floor(random() * 40) : Math.floor(random() * 10);
      const candidates: RecognizedEntity[] = [];
      for (let index = 0; index < count; index++) {
        const start = Math.floor(random() * text.length);
        const end = Math.min(text.length, start + 1 + Math.floor(random() * 16));
        candidates.push({ type: pick(TYPES), start, end, score: pick(SCORES), recognizer: 'test' });
      }
      const kept = resolveOverlaps(candidates);
      const scan = random() < 0.5 ? new TextScan(text) : undefined;
      expect(propagateEntities(text, kept, scan, true)).toEqual(withoutDominated(text, kept));
    }
  });

  it('leaves the selection unchanged when a kept score is not a finite number', () => {
    const text = 'Musa Bello met Bello.';
    const candidates: RecognizedEntity[] = [
      { type: 'PERSON_NAME', start: 0, end: 10, score: Number.NaN, recognizer: 'test' },
      { type: 'PERSON_NAME', start: 15, end: 20, score: 0.9, recognizer: 'test' },
    ];
    const first = resolveOverlaps(candidates);
    expect(selectEntities(text, 'general', candidates)).toEqual(
      resolveOverlaps([
        ...first,
        ...propagateEntities(text, first).filter(
          (entity) => entity.score >= thresholdFor('general', entity.type),
        ),
      ]),
    );
  });
});
