/**
 * TextDomain (seed 2.2): the industry vertical a text comes from. The seed leaves the values
 * open; langproc defines this closed set (docs/domains.md says what each one changes). The values
 * and a zod-free check live in text-domains.ts (the core validates with those).
 *
 * @example
 * ```ts
 * TextDomainSchema.parse('banking'); // 'banking'
 * ```
 */
import { z } from 'zod';
import { TEXT_DOMAINS, unsupportedDomainMessage } from './text-domains.js';

export { DEFAULT_TEXT_DOMAIN, TEXT_DOMAINS, type TextDomain } from './text-domains.js';

/** A domain value. */
export const TextDomainSchema = z.enum(TEXT_DOMAINS, {
  error: (issue) => unsupportedDomainMessage(issue.input),
});
