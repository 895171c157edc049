/**
 * The result of `redact`: the shared text result (`result`, `sections`, `usage` token counts,
 * `modelName`, `processingTimeSeconds`, ...) plus the entities found (offsets into the input) and
 * any backend warnings.
 *
 * @example
 * ```ts
 * const result: RedactResult = await redact({ text, language: 'Zulu' });
 * result.entities[0]; // { type: 'PERSON_NAME', start: 15, end: 28, score: 0.9, recognizer: 'person-name-introduction' }
 * ```
 */

import type { Warning } from '../backend-interfaces/warning.js';
import type { TextResult } from '../text-result.js';
import type { RedactedItem } from './apply-operators.js';
import type { RecognizedEntity } from './recognized-entity.js';

/** What {@link redact} returns. */
export interface RedactResult extends TextResult {
  /** The masked spans, sorted by start, with offsets into the input text. */
  entities: RecognizedEntity[];
  /** Warnings from the NER backend, if one was given. */
  warnings: Warning[];
  /**
   * The replaced spans with offsets into the OUTPUT (`result.slice(start, end) === text`) and the
   * operator that wrote them; `redact` always sets it (redactStream and the HTTP frames do not).
   */
  items?: RedactedItem[];
}

/** The model name of the rules engine (suffixed `+<ner model>` when a NER backend is used). */
export const RULES_MODEL_NAME = 'langproc-rules-1';
