/**
 * Why an entity was found (`returnDecisionProcess: true`): the recognizer, the pattern or list
 * entry it matched, the context words found before it and where, and its score before and after
 * context. Presidio calls this the "decision process" (`AnalysisExplanation`).
 *
 * @example
 * ```ts
 * const { entities } = await analyze({ text: 'account number 0123456789', language: 'English', returnDecisionProcess: true });
 * entities[0].decision;
 * // { recognizer: 'nuban', recognizerKind: 'pattern', pattern: { name: 'nuban', regex: '...' },
 * //   contextWords: [{ text: 'account number', start: 0, end: 14 }], scoreBeforeContext: 0.3, score: 1, ... }
 * ```
 */

/** A context word found before a value. */
export interface DecisionContextWord {
  /** The word as written in the input (empty for an answer cue: the question was in the previous turn). */
  text: string;
  /** Offset into the input (UTF-16, inclusive). */
  start: number;
  /** Offset into the input (UTF-16, exclusive). */
  end: number;
}

/** How one entity was decided. */
export interface EntityDecision {
  /** The recognizer id (`entity.recognizer`). */
  recognizer: string;
  /**
   * `pattern` (named regexes), `deny-list`, `context-reference` (a value announced by a cue),
   * `custom` (a function), `ner` (the NER backend) or `propagation` (another occurrence of a value
   * found elsewhere in the text, scored 0.95 times its source).
   */
  recognizerKind: 'pattern' | 'deny-list' | 'context-reference' | 'custom' | 'ner' | 'propagation';
  /** The pattern that matched (pattern recognizers). */
  pattern?: { name: string; regex: string };
  /** The deny-list term that matched, as listed (deny-list recognizers). */
  term?: string;
  /** Context words found before the value (within CONTEXT_WINDOW; for a context reference, the cue). */
  contextWords: DecisionContextWord[];
  /** The checksum's verdict, when the recognizer has one: `true` sets the score to 1. */
  validation?: boolean;
  /** The score before context (a pattern's base score); `undefined` when the recognizer does not say. */
  scoreBeforeContext?: number;
  /** The entity's final score. */
  score: number;
  /** One sentence that says the above. */
  explanation: string;
}
