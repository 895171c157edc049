/**
 * The named-entity recognition backend interface (types only). Backends return character offsets into
 * the text they were given (computed by the backend: token-classification pipelines give none).
 * A general NER model reports PER/ORG/LOC/DATE (redaction keeps PER, as PERSON_NAME); a PII
 * model reports the placeholder types themselves (PERSON_NAME, ADDRESS, EMAIL, ...), which
 * redaction keeps as they are.
 *
 * @example
 * ```ts
 * await redact({ text, language: 'Yoruba', ner: backend });
 * ```
 */
import type { LanguageName } from '../languages.js';
import type { PlaceholderType } from '../redaction/placeholder-types.js';
import type { BackendBase, CallOptions, Warning } from './warning.js';

/**
 * Entity kinds a NER model reports: the general NER kinds, or one of the 15 placeholder types
 * (a PII model's labels mapped by its backend).
 */
export type NerEntityType = 'PER' | 'ORG' | 'LOC' | 'DATE' | PlaceholderType;

/** One recognised entity: `text.slice(start, end)` is the entity. */
export interface NerEntity {
  type: NerEntityType;
  start: number;
  end: number;
  score: number;
}

/** Options of one recognition call. */
export interface NerCallOptions extends CallOptions {
  text: string;
  language: LanguageName;
}

/** Output of one recognition call. */
export interface NerCallResult {
  entities: NerEntity[];
  warnings: Warning[];
}

/** A NER backend. */
export interface NerBackendV1 extends BackendBase {
  doRecognize(options: NerCallOptions): Promise<NerCallResult>;
}
