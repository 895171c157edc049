/**
 * One detected span of personal data: `text.slice(start, end)` is the value (UTF-16 offsets,
 * end exclusive), `type` the placeholder it becomes, `score` the confidence in [0, 1] and
 * `recognizer` the name of the recognizer that found it.
 *
 * @example
 * ```ts
 * const entity: RecognizedEntity = { type: 'EMAIL', start: 9, end: 22, score: 1, recognizer: 'email' };
 * ```
 */
import type { EntityDecision } from './entity-decision.js';
import type { PlaceholderType } from './placeholder-types.js';

/** A detected span. */
export interface RecognizedEntity {
  type: PlaceholderType;
  start: number;
  end: number;
  score: number;
  recognizer: string;
  /** Why it was found: only with `returnDecisionProcess: true`. */
  decision?: EntityDecision;
}

/** Orders entities by start, then end, then type name (a total, deterministic order). */
export function compareEntities(first: RecognizedEntity, second: RecognizedEntity): number {
  return (
    first.start - second.start ||
    first.end - second.end ||
    (first.type < second.type ? -1 : first.type > second.type ? 1 : 0) ||
    (first.recognizer < second.recognizer ? -1 : first.recognizer > second.recognizer ? 1 : 0)
  );
}
