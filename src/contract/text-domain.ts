/**
 * TextDomain (seed 2.2): the industry vertical a text comes from. The seed leaves the values
 * open; langproc defines this closed set (docs/domains.md says what each one changes).
 *
 * @example
 * ```ts
 * TextDomainSchema.parse('banking'); // 'banking'
 * ```
 */
import { z } from 'zod';

/** The allowed domain values; `general` is the default. */
export const TEXT_DOMAINS = [
  'general',
  'banking',
  'insurance',
  'healthcare',
  'telecom',
  'education',
  'government',
  'retail',
] as const;

/** The default domain (general conversation). */
export const DEFAULT_TEXT_DOMAIN = 'general';

/** A domain value. */
export const TextDomainSchema = z.enum(TEXT_DOMAINS, {
  error: (issue) =>
    `Expected domain to be one of ${TEXT_DOMAINS.join(', ')}, got ${JSON.stringify(issue.input)}.`,
});

/** One of {@link TEXT_DOMAINS}. */
export type TextDomain = z.infer<typeof TextDomainSchema>;
