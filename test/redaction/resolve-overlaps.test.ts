import { describe, expect, it } from 'vitest';
import { type RecognizedEntity, resolveOverlaps } from '../../src/redaction/index.js';

const entity = (
  type: RecognizedEntity['type'],
  start: number,
  end: number,
  score: number,
): RecognizedEntity => ({
  type,
  start,
  end,
  score,
  recognizer: 'test',
});

describe('resolveOverlaps: highest score, then longest, then earliest, then type order', () => {
  it.each([
    [
      'higher score wins',
      [entity('PHONE_NUMBER', 0, 11, 0.75), entity('ACCOUNT_NUMBER', 0, 10, 0.85)],
      [entity('ACCOUNT_NUMBER', 0, 10, 0.85)],
    ],
    [
      'longer span wins a tie',
      [entity('PERSON_NAME', 0, 5, 0.9), entity('ADDRESS', 0, 20, 0.9)],
      [entity('ADDRESS', 0, 20, 0.9)],
    ],
    [
      'earlier start wins a tie of score and length',
      [entity('EMAIL', 3, 8, 1), entity('EMAIL', 0, 5, 1)],
      [entity('EMAIL', 0, 5, 1)],
    ],
    [
      'type order breaks the last tie',
      [entity('CUSTOMER_ID', 0, 5, 0.85), entity('TRANSACTION_ID', 0, 5, 0.85)],
      [entity('TRANSACTION_ID', 0, 5, 0.85)],
    ],
    [
      'disjoint entities are all kept, sorted',
      [entity('EMAIL', 10, 12, 1), entity('BVN', 0, 5, 0.5), entity('BVN', 5, 10, 0.5)],
      [entity('BVN', 0, 5, 0.5), entity('BVN', 5, 10, 0.5), entity('EMAIL', 10, 12, 1)],
    ],
  ])('%s', (_name, input, expected) => {
    expect(resolveOverlaps(input)).toEqual(expected);
  });
});
