/**
 * The Language resource (seed 2.1): exactly 19 case-sensitive names.
 *
 * @example
 * ```ts
 * LanguageSchema.parse('Hausa'); // 'Hausa'
 * LanguageSchema.safeParse('hausa').success; // false
 * ```
 */
import { z } from 'zod';
import { LANGUAGE_NAMES } from '../languages.js';

/** One of the 19 supported language names, exactly as spelled in the contract. */
export const LanguageSchema = z.enum(LANGUAGE_NAMES, {
  error: (issue) =>
    `Expected one of ${LANGUAGE_NAMES.join(', ')} (case-sensitive), got ${JSON.stringify(issue.input)}.`,
});

/** A contract language name. */
export type Language = z.infer<typeof LanguageSchema>;
