/**
 * The root entry (`langproc`) must not load zod at import time (cold start, bench/cold-start.ts):
 * the core checks domains, languages and structured summaries by hand, and `loadCatalog` requires
 * zod on its first call. This pins both: the hand-written checks agree with the contract's zod
 * schemas (same verdicts, same messages, same issue paths), and bundling `src/index.ts` as the
 * build does leaves no static import of zod.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { TextDomainSchema } from '../../src/contract/text-domain.js';
import { isTextDomain, unsupportedDomainMessage } from '../../src/contract/text-domains.js';
import { ResultStructuredSchema } from '../../src/contract/text-processing-result.js';
import { parseResultStructured } from '../../src/summarization/parse-result-structured.js';

const validStructured = {
  customer_issue: 'Lost card',
  important_entities: ['card'],
  next_action: 'Block the card',
  resolution_status: 'pending',
  sentiment: 'negative',
  summary: 'The customer lost a card.',
};

describe('hand-written checks agree with the contract schemas', () => {
  it.each([['general'], ['banking'], ['retail'], ['Banking'], ['bank'], [''], [3], [null], [{}]])(
    'domain %j',
    (value) => {
      const parsed = TextDomainSchema.safeParse(value);
      expect(isTextDomain(value)).toBe(parsed.success);
      if (!parsed.success) expect(unsupportedDomainMessage(value)).toBe(parsed.error.issues[0]?.message);
    },
  );

  it.each([
    ['valid', validStructured],
    ['valid with an extra field', { ...validStructured, extra: 1 }],
    ['not an object', 'summary'],
    ['null', null],
    ['an array', [validStructured]],
    ['empty object', {}],
    ['wrong sentiment', { ...validStructured, sentiment: 'angry' }],
    ['wrong status and summary', { ...validStructured, resolution_status: 'done', summary: 3 }],
    ['entities not an array', { ...validStructured, important_entities: 'card' }],
    ['bad entity elements', { ...validStructured, important_entities: ['card', 2, null] }],
  ])('structured summary: %s', (_name, value) => {
    const parsed = ResultStructuredSchema.safeParse(value);
    const outcome = parseResultStructured(value);
    if (parsed.success) {
      expect(outcome).toEqual({ success: true, data: parsed.data });
      if (outcome.success) expect(Object.keys(outcome.data)).toEqual(Object.keys(parsed.data));
    } else {
      expect(outcome).toEqual({
        success: false,
        issuePaths: parsed.error.issues.map((issue) => issue.path.join('.')),
      });
    }
  });
});

describe('the root entry', () => {
  it('has no static import of zod once bundled', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('../../src/index.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const external = Object.values(result.metafile.inputs).flatMap((input) =>
      input.imports.filter((entry) => entry.external).map((entry) => entry.path),
    );
    expect(external.length).toBeGreaterThan(0);
    expect(external.filter((path) => path === 'zod' || path.startsWith('zod/'))).toEqual([]);
  });
});
