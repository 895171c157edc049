/**
 * The one overlap strategy: "highest score wins, then the longer span, then the earlier start,
 * then the type's place in PLACEHOLDER_TYPES". Entities are taken in that order and kept when
 * they overlap no entity kept before; the result is sorted by start. Deterministic.
 *
 * @example
 * ```ts
 * resolveOverlaps([
 *   { type: 'PHONE_NUMBER', start: 0, end: 11, score: 0.75, recognizer: 'phone-number' },
 *   { type: 'ACCOUNT_NUMBER', start: 0, end: 10, score: 0.85, recognizer: 'context-account-number' },
 * ]); // keeps the ACCOUNT_NUMBER
 * ```
 */
import { PLACEHOLDER_TYPES } from './placeholder-types.js';
import { compareEntities, type RecognizedEntity } from './recognized-entity.js';

const TYPE_ORDER = new Map<string, number>(PLACEHOLDER_TYPES.map((type, index) => [type, index]));

function priority(first: RecognizedEntity, second: RecognizedEntity): number {
  return (
    second.score - first.score ||
    second.end - second.start - (first.end - first.start) ||
    first.start - second.start ||
    (TYPE_ORDER.get(first.type) ?? 0) - (TYPE_ORDER.get(second.type) ?? 0) ||
    compareEntities(first, second)
  );
}

/** Non-overlapping entities chosen by the strategy above, sorted by start. */
export function resolveOverlaps(entities: readonly RecognizedEntity[]): RecognizedEntity[] {
  const ordered = [...entities].filter((entity) => entity.end > entity.start).sort(priority);
  const kept: RecognizedEntity[] = [];
  // kept spans sorted by start, for binary-search overlap checks
  const starts: number[] = [];
  const ends: number[] = [];
  for (const entity of ordered) {
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (starts[middle]! < entity.end) low = middle + 1;
      else high = middle;
    }
    // kept[low - 1] is the last kept span starting before entity.end
    if (low > 0 && ends[low - 1]! > entity.start) continue;
    starts.splice(low, 0, entity.start);
    ends.splice(low, 0, entity.end);
    kept.push(entity);
  }
  return kept.sort(compareEntities);
}
