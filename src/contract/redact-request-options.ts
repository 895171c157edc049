/**
 * The optional redaction fields of POST /api/v1/text/redact (snake_case, as the contract's other
 * fields): which types to mask (`entities`), a minimum score (`score_threshold`), values never
 * masked (`allow_list`), terms always masked (`deny_list`, per type) and how each type is
 * replaced (`operators`). No regular expression is accepted from a client: pattern recognizers
 * stay library-only. Keys of `hash` and `encrypt` are used for the request only, never logged or
 * stored.
 *
 * @example
 * ```ts
 * RedactRequestSchema.parse({ text, language: 'English', entities: ['EMAIL'],
 *   operators: { DEFAULT: { type: 'mask', chars_to_mask: 4 } } });
 * ```
 */
import { z } from 'zod';
import { PLACEHOLDER_TYPES } from '../redaction/placeholder-types.js';

/** The most entries of `allow_list`, and of `deny_list` over all types. */
export const MAX_REDACTION_LIST_ENTRIES = 1000;
/** The most characters of one `allow_list` or `deny_list` entry. */
export const MAX_REDACTION_LIST_ENTRY_LENGTH = 200;
/** The most characters of a `hash` or `encrypt` key. */
export const MAX_OPERATOR_KEY_LENGTH = 1024;

/** One placeholder type (`EMAIL`, `PHONE_NUMBER`, ...). */
export const PlaceholderTypeSchema = z.enum(PLACEHOLDER_TYPES);

const ListEntrySchema = z.string().min(1).max(MAX_REDACTION_LIST_ENTRY_LENGTH);

const KeySchema = (minimum: number) =>
  z
    .string()
    .min(minimum, { error: `Expected a key of at least ${minimum} characters.` })
    .max(MAX_OPERATOR_KEY_LENGTH, {
      error: `Expected a key of at most ${MAX_OPERATOR_KEY_LENGTH} characters.`,
    });

/** One operator, as the HTTP body writes it. */
export const RedactOperatorSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('replace') }),
  z.strictObject({
    type: z.literal('mask'),
    masking_char: z
      .string()
      .refine((value) => [...value].length === 1, { error: 'Expected masking_char to be one character.' })
      .optional(),
    chars_to_mask: z.number().int().min(0).optional(),
    from_end: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('hash'), key: KeySchema(1) }),
  z.strictObject({ type: z.literal('encrypt'), key: KeySchema(16) }),
  z.strictObject({ type: z.literal('pseudonymize') }),
]);
export type RedactOperator = z.infer<typeof RedactOperatorSchema>;

/** The optional redaction fields of the redact body. */
export const RedactRequestOptionsShape = {
  entities: z.array(PlaceholderTypeSchema).min(1).optional(),
  score_threshold: z.number().min(0).max(1).optional(),
  allow_list: z.array(ListEntrySchema).max(MAX_REDACTION_LIST_ENTRIES).optional(),
  deny_list: z
    .partialRecord(PlaceholderTypeSchema, z.array(ListEntrySchema).min(1))
    .refine(
      (lists) =>
        Object.values(lists).reduce((count, terms) => count + (terms?.length ?? 0), 0) <=
        MAX_REDACTION_LIST_ENTRIES,
      { error: `Expected at most ${MAX_REDACTION_LIST_ENTRIES} deny_list terms in all.` },
    )
    .optional(),
  operators: z.partialRecord(z.enum([...PLACEHOLDER_TYPES, 'DEFAULT']), RedactOperatorSchema).optional(),
};
