import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withContextWordTables } from '../../scripts/docs/context-word-tables.js';

describe('docs/redaction.md context word tables', () => {
  it('list exactly the phrases of CONTEXT_WORDS (npx tsx scripts/docs/context-word-tables.ts rewrites them)', () => {
    const document = readFileSync(new URL('../../docs/redaction.md', import.meta.url), 'utf8');
    expect(withContextWordTables(document)).toBe(document);
  });
});
