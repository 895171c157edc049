/**
 * A context cue: a context phrase found in a text (or an answer cue the turn model adds, which is
 * empty: `start === end`), with the kinds of value it announces.
 *
 * @example
 * ```ts
 * const cue: ContextCue = { start: 3, end: 16, kinds: new Set(['ACCOUNT_NUMBER']) };
 * ```
 */
import type { ContextKind } from './context-words.js';

/** One context phrase found in the text. */
export interface ContextCue {
  start: number;
  end: number;
  kinds: ReadonlySet<ContextKind>;
}
