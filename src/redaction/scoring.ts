/**
 * Named scoring constants shared by the recognizers and the domain thresholds.
 *
 * @example
 * ```ts
 * Math.min(1, score + CONTEXT_BOOST);
 * ```
 */

/** Added to a pattern match's score when a context phrase of its type ends just before it. */
export const CONTEXT_BOOST = 0.35;
/** How far back (UTF-16 units) a context phrase may end before a value and still count. */
export const CONTEXT_WINDOW = 40;
/** How far forward from a cue the value of a context-reference recognizer may start. */
export const REFERENCE_WINDOW = 48;
/** Minimum score for an entity to be masked (domains lower it per type). */
export const DEFAULT_THRESHOLD = 0.5;
/** Score of a value announced by its context phrase. */
export const CONTEXT_REFERENCE_SCORE = 0.85;
/** Score of a value whose checksum passed. */
export const VALIDATED_SCORE = 1;
