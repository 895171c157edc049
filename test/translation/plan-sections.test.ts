import { describe, expect, it } from 'vitest';
import { planSections } from '../../src/translation/plan-sections.js';

/** One token per whitespace-separated word, plus one per character for words longer than 10. */
async function countWords(text: string): Promise<number> {
  return text
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .reduce((sum, word) => sum + (word.length > 10 ? word.length : 1), 0);
}

async function plan(text: string, maxInputTokens: number): Promise<string[]> {
  const spans = await planSections({ text, language: 'English', maxInputTokens, countTokens: countWords });
  return spans.map((span) => text.slice(span.start, span.end));
}

describe('planSections', () => {
  const cases: Array<{ name: string; text: string; max: number; expected: string[] }> = [
    {
      name: 'one section when it fits',
      text: 'One two. Three four.',
      max: 10,
      expected: ['One two. Three four.'],
    },
    { name: 'packs whole sentences', text: 'A b. C d. E f.', max: 4, expected: ['A b. C d.', 'E f.'] },
    {
      name: 'never crosses a line',
      text: 'Agent: A b.\nCaller: C d.',
      max: 50,
      expected: ['A b.', 'C d.'],
    },
    {
      name: 'cuts a long sentence at clauses',
      text: 'one two three, four five six; seven eight.',
      max: 4,
      expected: ['one two three,', 'four five six;', 'seven eight.'],
    },
    {
      name: 'cuts a long clause between words',
      text: 'one two three four five six seven.',
      max: 3,
      expected: ['one two three', 'four five six', 'seven.'],
    },
    {
      name: 'cuts a very long word between characters',
      text: 'abcdefghijklmnop',
      max: 10,
      expected: ['abcdefgh', 'ijklmnop'],
    },
    {
      name: 'never cuts inside a placeholder',
      text: 'hello [PERSON_NAME_LONG] there',
      max: 1,
      expected: ['hello', 'there'],
    },
    {
      name: 'skips lines with nothing to translate',
      text: '[PERSON_NAME]\n12 34\nOk.',
      max: 5,
      expected: ['Ok.'],
    },
  ];
  it.each(cases)('$name', async ({ text, max, expected }) => {
    expect(await plan(text, max)).toEqual(expected);
  });

  it('rejects a limit below one token', async () => {
    await expect(plan('a', 0)).rejects.toMatchObject({ code: 'invalid_input' });
  });
});
