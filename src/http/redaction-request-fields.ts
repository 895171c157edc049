/**
 * The optional redaction fields of a redact request, from the validated snake_case body to plain
 * camelCase data that crosses to the redaction threads (structured-cloneable: the deny list stays
 * a list of terms), and from that data to the core options of `redact` (the deny list becomes
 * denyListRecognizers). Keys of `hash` and `encrypt` pass through for the call only.
 *
 * @example
 * ```ts
 * const fields = redactionFieldsOf({ entities: ['EMAIL'], operators: { EMAIL: { type: 'mask', chars_to_mask: 3 } } });
 * await redact({ text, language: 'English', ...coreRedactOptions(fields) });
 * ```
 */
import type { RedactOperator } from '../contract/redact-request-options.js';
import type { RedactRequest } from '../contract/requests.js';
import { denyListRecognizer } from '../redaction/deny-list-recognizer.js';
import type { PlaceholderType } from '../redaction/placeholder-types.js';
import type { RedactOptions } from '../redaction/redact.js';
import type { Operator, Operators } from '../redaction/redaction-options.js';

/** The redaction fields as plain data (all optional; absent when the request has none). */
export interface RedactionFields {
  entities?: PlaceholderType[];
  scoreThreshold?: number;
  allowList?: string[];
  denyList?: Partial<Record<PlaceholderType, string[]>>;
  operators?: Operators;
}

function operatorOf(operator: RedactOperator): Operator {
  if (operator.type !== 'mask') return operator;
  return {
    type: 'mask',
    ...(operator.masking_char === undefined ? {} : { maskingChar: operator.masking_char }),
    ...(operator.chars_to_mask === undefined ? {} : { charsToMask: operator.chars_to_mask }),
    ...(operator.from_end === undefined ? {} : { fromEnd: operator.from_end }),
  };
}

/** The fields of a validated body, or `undefined` when it has none (the default path). */
export function redactionFieldsOf(
  body: Pick<RedactRequest, 'entities' | 'score_threshold' | 'allow_list' | 'deny_list' | 'operators'>,
): RedactionFields | undefined {
  const fields: RedactionFields = {};
  if (body.entities !== undefined) fields.entities = body.entities;
  if (body.score_threshold !== undefined) fields.scoreThreshold = body.score_threshold;
  if (body.allow_list !== undefined) fields.allowList = body.allow_list;
  if (body.deny_list !== undefined) fields.denyList = body.deny_list as RedactionFields['denyList'];
  if (body.operators !== undefined) {
    fields.operators = Object.fromEntries(
      Object.entries(body.operators).map(([type, operator]) => [
        type,
        operatorOf(operator as RedactOperator),
      ]),
    );
  }
  return Object.keys(fields).length === 0 ? undefined : fields;
}

/** The core options of `redact` for the fields. */
export function coreRedactOptions(
  fields: RedactionFields | undefined,
): Pick<RedactOptions, 'entities' | 'scoreThreshold' | 'allowList' | 'operators' | 'recognizers'> {
  if (fields === undefined) return {};
  const { denyList, ...rest } = fields;
  if (denyList === undefined) return rest;
  const recognizers = (Object.entries(denyList) as Array<[PlaceholderType, string[] | undefined]>)
    .filter(([, terms]) => terms !== undefined && terms.length > 0)
    .map(([type, terms]) => denyListRecognizer({ type, terms: terms! }));
  return { ...rest, recognizers };
}
