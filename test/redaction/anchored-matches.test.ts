import { describe, expect, it } from 'vitest';
import { anchoredMatches, type DigitRunAnchor } from '../../src/redaction/anchored-matches.js';
import { emailRecognizer } from '../../src/redaction/recognizers/email.js';
import { TextScan } from '../../src/redaction/text-scan.js';
import { seededUint32 } from './seeded-random.js';

const EMAIL = emailRecognizer.patterns[0]!.regex;
const ANCHOR = { character: '@', within: 128 };
/** Pieces of the generated texts the e-mail scans are compared on. */
const EMAIL_PIECES = [
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
    const next = seededUint32(7);
    let differences = 0;
    let found = 0;
    for (let round = 0; round < 400; round++) {
      let text = '';
      const length = next() % 200;
      for (let index = 0; index < length; index++) text += EMAIL_PIECES[next() % EMAIL_PIECES.length];
      const expected = globalScan(EMAIL, text);
      found += expected.length;
      if (JSON.stringify(anchored(EMAIL, text)) !== JSON.stringify(expected)) differences++;
    }
    expect(differences).toBe(0);
    expect(found).toBeGreaterThan(100);
  });
});

describe('anchoredMatches with the email start run', () => {
  const RUN_ANCHOR = { character: '@', within: 128, startsRun: /[\p{L}\p{N}._%+-]/u };

  it('equals a global scan on generated texts', () => {
    const next = seededUint32(5);
    let found = 0;
    for (let round = 0; round < 2000; round++) {
      let text = '';
      const length = next() % 200;
      for (let index = 0; index < length; index++) text += EMAIL_PIECES[next() % EMAIL_PIECES.length];
      if (next() % 10 === 0) text = `${'a'.repeat(60 + (next() % 10))}${text}`;
      const expected = globalScan(EMAIL, text);
      found += expected.length;
      const actual = anchoredMatches(EMAIL, text, RUN_ANCHOR).map((match) => [match.index, match[0]]);
      expect(actual, text).toEqual(expected);
    }
    expect(found).toBeGreaterThan(500);
  });
});

describe('anchoredMatches at digit runs', () => {
  const digitPieces = [
    '1',
    '22',
    '4111',
    '0',
    '123456789',
    '0123456789',
    ' ',
    '-',
    '\u00a0',
    '+',
    'x',
    '\n',
    '𝐚',
  ];
  const cases: Array<[string, RegExp, DigitRunAnchor, string[]]> = [
    [
      'card groups',
      /(?<![\d-])\d(?:[ \u00A0-]?\d){11,18}(?![\d])/g,
      { digitRun: { minDigits: 12, joiners: ' \u00A0-' } },
      digitPieces,
    ],
    [
      'za id',
      /(?<![\d-])\d{6}[ ]?\d{4}[ ]?\d{3}(?![\d-])/g,
      { digitRun: { minDigits: 13, joiners: ' ' } },
      ['800101', '5009', '087', '8001015009087', ' ', ' ', '-', '1', 'x'],
    ],
    [
      'ten digits',
      /(?<![\d+-])\d{10}(?![\d-])/g,
      { digitRun: { minDigits: 10, maxDigits: 10 } },
      digitPieces,
    ],
    [
      'after letters',
      /(?<![A-Za-z0-9])GHA-?\d{9}-?\d(?!\d)/gi,
      { digitRun: { offsets: [3, 4], minDigits: 9, maxDigits: 10 } },
      ['GHA', 'gha-', 'xGHA', '123456789', '1234567890', '-', '0', ' ', '𝐚'],
    ],
  ];

  it.each(cases)('%s: equals a global scan on generated texts', (_name, pattern, anchor, pieces) => {
    const next = seededUint32(9);
    let found = 0;
    for (let round = 0; round < 1500; round++) {
      let text = '';
      const length = next() % 40;
      for (let index = 0; index < length; index++) text += pieces[next() % pieces.length];
      const expected = globalScan(pattern, text);
      found += expected.length;
      const actual = anchoredMatches(pattern, text, anchor, new TextScan(text)).map((match) => [
        match.index,
        match[0],
      ]);
      expect(actual, text).toEqual(expected);
    }
    expect(found).toBeGreaterThan(50);
  });
});

describe('anchoredMatches with a function for the pattern', () => {
  const PREFIX_ANCHOR = { capitalPrefixes: ['TXN', 'REF'] };
  const PREFIXED = /(?:TXN|REF)[0-9]{3,}/gu;

  it.each([
    ['a text without the anchor character', 'no address here', ANCHOR, EMAIL, 0, []],
    ['a text with it', 'write to ada@example.com', ANCHOR, EMAIL, 1, ['ada@example.com']],
    ['a text without the prefixes', 'Musa Bello paid', PREFIX_ANCHOR, PREFIXED, 0, []],
    ['a text with one', 'paid, ref TXN12345 today', PREFIX_ANCHOR, PREFIXED, 1, ['TXN12345']],
  ] as const)(
    '%s: the function is called %i times, same matches as the regex',
    (_name, text, anchor, pattern, calls, values) => {
      let called = 0;
      const matches = anchoredMatches(
        () => {
          called++;
          return pattern;
        },
        text,
        anchor,
      );
      expect(called).toBe(calls);
      expect(matches.map((match) => match[0])).toEqual(values);
      expect(anchoredMatches(pattern, text, anchor).map((match) => match[0])).toEqual(values);
    },
  );
});
