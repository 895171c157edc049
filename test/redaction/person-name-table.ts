/**
 * Test helper: the table shape of the PERSON_NAME tests. Each row is a language, a text and the
 * exact PERSON_NAME spans `analyze` must find in it (as text, in order); a table becomes one
 * `describe` with a test a row, named `<language>: <text>`.
 *
 * @example
 * ```ts
 * describePersonNames('PERSON_NAME: titles', [
 *   ['English', 'Dr Amaka Obi called.', ['Amaka Obi']],
 *   ['English', 'The doctor called.', []],
 * ]);
 * ```
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';

/** Language, text, and the PERSON_NAME spans expected in it. */
export type PersonNameRow = [language: string, text: string, expected: string[]];

/** The PERSON_NAME spans `analyze` finds, as text. */
export async function personNames(language: string, text: string): Promise<string[]> {
  const { entities } = await analyze({ text, language });
  return entities
    .filter((entity) => entity.type === 'PERSON_NAME')
    .map((entity) => text.slice(entity.start, entity.end));
}

/** One `describe` named `title`, with one test a row asserting the exact spans. */
export function describePersonNames(title: string, rows: PersonNameRow[]): void {
  describe(title, () => {
    it.each(rows)('%s: %s', async (language, text, expected) => {
      expect(await personNames(language, text)).toEqual(expected);
    });
  });
}
