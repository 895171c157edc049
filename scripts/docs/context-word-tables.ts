/**
 * Rewrites the "Context words by kind and language" tables of docs/redaction.md from
 * `CONTEXT_WORDS`, so the documentation lists exactly the phrases the recognizers use. Run it after
 * changing `src/redaction/context/context-words.ts`; `test/redaction/context-word-tables.test.ts`
 * fails while the two disagree.
 *
 * @example
 * ```sh
 * npx tsx scripts/docs/context-word-tables.ts
 * ```
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTEXT_WORDS } from '../../src/redaction/context/context-words.js';

/** The markdown rows of one kind's table: a language and its phrases, languages sorted. */
export function contextWordRows(table: Readonly<Partial<Record<string, readonly string[]>>>): string {
  return Object.keys(table)
    .sort()
    .map(
      (language) =>
        `| ${language} | ${(table[language] ?? []).map((phrase) => `\`${phrase}\``).join(', ')} |`,
    )
    .join('\n');
}

/** `document` with every kind's table body replaced by the rows of `CONTEXT_WORDS`. */
export function withContextWordTables(document: string): string {
  let result = document;
  for (const [kind, table] of Object.entries(CONTEXT_WORDS)) {
    const head = `#### ${kind}\n\n| language | phrases |\n|---|---|\n`;
    const start = result.indexOf(head);
    if (start < 0) throw new Error(`docs/redaction.md has no table for ${kind}`);
    const bodyStart = start + head.length;
    const bodyEnd = result.indexOf('\n\n', bodyStart);
    result = result.slice(0, bodyStart) + contextWordRows(table) + result.slice(bodyEnd);
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = new URL('../../docs/redaction.md', import.meta.url);
  writeFileSync(path, withContextWordTables(readFileSync(path, 'utf8')));
}
