/**
 * What a token-classification model's labels mean to langproc: the field of a BIO label
 * (`B-GIVEN_NAME` -> `GIVEN_NAME`) looked up in a frozen table that gives the entity type the
 * backend reports. General NER fields (PER, ORG, LOC, DATE) stay as they are; the fields of the
 * Rampart PII model (nationaldesignstudio/rampart, docs/models.md) become placeholder types:
 * GIVEN_NAME and SURNAME are PERSON_NAME; BUILDING_NUMBER, STREET_NAME, SECONDARY_ADDRESS, CITY,
 * STATE and ZIP_CODE are ADDRESS; TAX_ID, GOVERNMENT_ID, PASSPORT and DRIVERS_LICENSE are
 * GOVERNMENT_ID; BANK_ACCOUNT is ACCOUNT_NUMBER; PHONE is PHONE_NUMBER; EMAIL is EMAIL. A field
 * the table maps to `null` (URL, ROUTING_NUMBER: no placeholder type, and a routing number names
 * a bank, not a person) or does not list (MISC, ...) is ignored.
 *
 * @example
 * ```ts
 * parseNerLabel('B-SURNAME'); // { prefix: 'B', field: 'SURNAME', type: 'PERSON_NAME' }
 * parseNerLabel('I-URL'); // undefined
 * ```
 */
import type { NerEntityType } from '../../src/backend-interfaces/ner-backend.js';

/** Entity type of each label field; `null`: known and ignored. */
export type NerLabelTypes = Readonly<Record<string, NerEntityType | null>>;

/** The default label table; see the module comment. */
export const NER_LABEL_TYPES: NerLabelTypes = Object.freeze({
  PER: 'PER',
  ORG: 'ORG',
  LOC: 'LOC',
  DATE: 'DATE',
  GIVEN_NAME: 'PERSON_NAME',
  SURNAME: 'PERSON_NAME',
  BUILDING_NUMBER: 'ADDRESS',
  STREET_NAME: 'ADDRESS',
  SECONDARY_ADDRESS: 'ADDRESS',
  CITY: 'ADDRESS',
  STATE: 'ADDRESS',
  ZIP_CODE: 'ADDRESS',
  EMAIL: 'EMAIL',
  PHONE: 'PHONE_NUMBER',
  TAX_ID: 'GOVERNMENT_ID',
  GOVERNMENT_ID: 'GOVERNMENT_ID',
  PASSPORT: 'GOVERNMENT_ID',
  DRIVERS_LICENSE: 'GOVERNMENT_ID',
  BANK_ACCOUNT: 'ACCOUNT_NUMBER',
  ROUTING_NUMBER: null,
  URL: null,
});

/** A BIO(ES) label taken apart. */
export interface ParsedNerLabel {
  prefix: 'B' | 'I' | 'E' | 'S';
  /** The model's own field name, e.g. `GIVEN_NAME`. */
  field: string;
  /** The type the backend reports for it. */
  type: NerEntityType;
}

const LABEL = /^([BIES])-(.+)$/u;

/** The prefix, field and type of `label`, or `undefined` for `O` and ignored or unknown fields. */
export function parseNerLabel(
  label: string,
  labelTypes: NerLabelTypes = NER_LABEL_TYPES,
): ParsedNerLabel | undefined {
  const match = LABEL.exec(label);
  const field = match?.[2];
  if (!match || field === undefined || !Object.hasOwn(labelTypes, field)) return undefined;
  const type = labelTypes[field];
  if (type === null || type === undefined) return undefined;
  return { prefix: match[1] as ParsedNerLabel['prefix'], field, type };
}
