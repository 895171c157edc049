import { describe, expect, it } from 'vitest';
import { anchoredMatches } from '../../src/redaction/anchored-matches.js';
import { emailRecognizer } from '../../src/redaction/recognizers/email.js';

const EMAIL = emailRecognizer.patterns[0]!.regex;
const ANCHOR = { character: '@', within: 128 };

/** What a plain global scan finds: [index, value] pairs. */
function globalScan(pattern: RegExp, text: string): Array<[number, string]> {
  const regex = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  return [...text.matchAll(regex)].map((match) => [match.index, match[0]]);
}

function anchored(pattern: RegExp, text: string): Array<[number, string]> {
  return anchoredMatches(pattern, text, ANCHOR).map((match) => [match.index, match[0]]);
}

describe('anchoredMatches', () => {
  it.each([
    ['no anchor', 'no address here', []],
    ['one address', 'mail ada@example.com now', [[5, 'ada@example.com']]],
    [
      'two addresses',
      'a@b.co, c.d@e.org',
      [
        [0, 'a@b.co'],
        [8, 'c.d@e.org'],
      ],
    ],
    ['anchor without a match', 'x @ y and z@w.io', [[10, 'z@w.io']]],
    ['astral letters', '𝐚𝐝𝐚@example.com', [[0, '𝐚𝐝𝐚@example.com']]],
    ['a local part too long', `${'a'.repeat(70)}@example.com`, []],
    ['doubled anchors', 'a@@b.com b@c.com', [[9, 'b@c.com']]],
  ] as Array<[string, string, Array<[number, string]>]>)('%s', (_name, text, expected) => {
    expect(anchored(EMAIL, text)).toEqual(expected);
    expect(globalScan(EMAIL, text)).toEqual(expected);
  });

  it('equals a global scan on generated texts', () => {
    const alphabet = [
      'ab',
      'B',
      '1',
      '.',
      '.co',
      '-',
      '@',
      '@x',
      ' ',
      '_',
      '%',
      '+',
      'é',
      '𝐚',
      '\n',
      ',',
      'x',
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    let differences = 0;
    let found = 0;
    for (let round = 0; round < 400; round++) {
      let text = '';
      const length = next() % 200;
      for (let index = 0; index < length; index++) text += alphabet[next() % alphabet.length];
      const expected = globalScan(EMAIL, text);
      found += expected.length;
      if (JSON.stringify(anchored(EMAIL, text)) !== JSON.stringify(expected)) differences++;
    }
    expect(differences).toBe(0);
    expect(found).toBeGreaterThan(100);
  });
});
