import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';

type Row = [language: string, text: string, expected: string[]];

/** The PERSON_NAME spans `analyze` finds, as text. */
async function names(language: string, text: string): Promise<string[]> {
  const { entities } = await analyze({ text, language });
  return entities
    .filter((entity) => entity.type === 'PERSON_NAME')
    .map((entity) => text.slice(entity.start, entity.end));
}

describe('PERSON_NAME: a word glued to digits is part of a code, not a name', () => {
  const rows: Row[] = [
    ['Isixhosa', 'Inombolo yereferensi ngu-DSP-5540981.', []],
    ['Isixhosa', 'Ireferensi yakho ngu-SAS-EC-0091174.', []],
    ['Isixhosa', 'ireferensi ngu v d c four four one nine zero two kulungile', []],
    ['Isixhosa', 'Igama lam nguSipho Dlamini.', ['Sipho Dlamini']],
  ];
  it.each(rows)('%s: %s', async (language, text, expected) => {
    expect(await names(language, text)).toEqual(expected);
  });
});
