/**
 * Finds the entity that overlaps a span among entities sorted by start, by binary search: the
 * entities of an analysis (overlaps resolved) do not overlap one another, so the last one that
 * starts before the span's end is the only candidate; a few before it are checked too.
 *
 * @example
 * ```ts
 * const at = entityLookup(entities);
 * at(10, 14); // the entity over [10, 14), or undefined
 * ```
 */
import { compareEntities, type RecognizedEntity } from './recognized-entity.js';

/** Entities before the candidate also checked (for entities that do overlap). */
const CHECKED_BEFORE = 4;

/** A function that returns an entity of `entities` overlapping `[start, end)`, or undefined. */
export function entityLookup(
  entities: readonly RecognizedEntity[],
): (start: number, end: number) => RecognizedEntity | undefined {
  const sorted = [...entities].sort(compareEntities);
  return (start, end) => {
    // the last entity that starts before `end`
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]!.start < end) low = middle + 1;
      else high = middle;
    }
    for (let index = low - 1; index >= 0 && index >= low - 1 - CHECKED_BEFORE; index--)
      if (sorted[index]!.end > start) return sorted[index];
    return undefined;
  };
}
