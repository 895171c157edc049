/**
 * The one overlap strategy: "highest score wins, then the longer span, then the earlier start,
 * then the type's place in PLACEHOLDER_TYPES". Entities are taken in that order and kept when
 * they overlap no entity kept before; the result is sorted by start. Deterministic.
 *
 * The few dozen candidates of a typical text are ordered by a stable insertion sort and the kept
 * spans by an insertion into a start-sorted list (no comparator callbacks, no splices). With
 * finite numbers and string names the priority is a total preorder, so every stable sort gives
 * the built-in sort's order; other inputs (NaN scores, say) and long lists take the built-in sort.
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

/** Above this many candidates the built-in sort is used instead of the insertion sort. */
const MAX_INSERTION_SORT = 64;

function priority(first: RecognizedEntity, second: RecognizedEntity): number {
  return (
    second.score - first.score ||
    second.end - second.start - (first.end - first.start) ||
    first.start - second.start ||
    (TYPE_ORDER.get(first.type) ?? 0) - (TYPE_ORDER.get(second.type) ?? 0) ||
    compareEntities(first, second)
  );
}

/** `true` when every key of `entity` compares consistently (finite numbers, string names). */
export function hasOrderedKeys(entity: RecognizedEntity): boolean {
  return (
    Number.isFinite(entity.score) &&
    Number.isFinite(entity.start) &&
    Number.isFinite(entity.end) &&
    typeof entity.type === 'string' &&
    typeof entity.recognizer === 'string'
  );
}

/** The non-empty entities in priority order (stable). */
function priorityOrder(entities: readonly RecognizedEntity[]): RecognizedEntity[] {
  const ordered: RecognizedEntity[] = [];
  let consistent = entities.length <= MAX_INSERTION_SORT;
  for (const entity of entities) {
    if (!(entity.end > entity.start)) continue;
    if (consistent && !hasOrderedKeys(entity)) consistent = false;
    ordered.push(entity);
  }
  if (!consistent) return ordered.sort(priority);
  for (let index = 1; index < ordered.length; index++) {
    const current = ordered[index]!;
    // (in order already: the common case of candidates found in priority order)
    if (priority(ordered[index - 1]!, current) <= 0) continue;
    // binary search for the first placed entity after `current` (after every equal one: stable)
    let low = 0;
    let high = index - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (priority(ordered[middle]!, current) <= 0) low = middle + 1;
      else high = middle;
    }
    for (let position = index; position > low; position--) ordered[position] = ordered[position - 1]!;
    ordered[low] = current;
  }
  return ordered;
}

/** Non-overlapping entities chosen by the strategy above, sorted by start. */
export function resolveOverlaps(entities: readonly RecognizedEntity[]): RecognizedEntity[] {
  // kept spans sorted by start (disjoint and non-empty, so that is also compareEntities order)
  const kept: RecognizedEntity[] = [];
  for (const entity of priorityOrder(entities)) {
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (kept[middle]!.start < entity.end) low = middle + 1;
      else high = middle;
    }
    // kept[low - 1] is the last kept span starting before entity.end
    if (low > 0 && kept[low - 1]!.end > entity.start) continue;
    kept.push(entity);
    for (let index = kept.length - 1; index > low; index--) kept[index] = kept[index - 1]!;
    kept[low] = entity;
  }
  return kept;
}

/**
 * `resolveOverlaps([...kept, ...added])` when `kept` is already a resolution (non-overlapping,
 * sorted by start: what resolveOverlaps returns), as after propagation. An added entity on the
 * exact span of a kept one with a higher score can never be kept: the kept one comes first, and
 * either stays (and blocks it) or is blocked by an earlier entity that overlaps the same span. So
 * such entities are dropped first, and when none is left the result is `kept` itself. Only done
 * when every key compares consistently (otherwise the sort order is not guaranteed).
 */
export function resolveOverlapsWithAdded(
  kept: RecognizedEntity[],
  added: readonly RecognizedEntity[],
): RecognizedEntity[] {
  if (added.length === 0) return kept;
  if (!kept.every(hasOrderedKeys) || !added.every(hasOrderedKeys))
    return resolveOverlaps([...kept, ...added]);
  const contenders: RecognizedEntity[] = [];
  for (const entity of added) {
    // the kept entity starting at entity.start, if any (kept starts are distinct and ascending)
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (kept[middle]!.start < entity.start) low = middle + 1;
      else high = middle;
    }
    const same = kept[low];
    const dominated =
      same !== undefined &&
      same.start === entity.start &&
      same.end === entity.end &&
      same.score > entity.score;
    if (!dominated) contenders.push(entity);
  }
  return contenders.length === 0 ? kept : resolveOverlaps([...kept, ...contenders]);
}
