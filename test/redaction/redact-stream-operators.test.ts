import { describe, expect, it } from 'vitest';
import { type RedactOptions, redact, redactStream } from '../../src/index.js';

const TEXT =
  'Agent: Hi <PERSON>, your name?\nCaller: Thandiwe Nkosi. My email is thandiwe@example.com.\nAgent: Thanks Mrs Nkosi! Call 0803 123 4567 later.';

async function pieces(options: RedactOptions): Promise<string[]> {
  const texts: string[] = [];
  for await (const piece of redactStream(options)) texts.push(piece.text);
  return texts;
}

describe('redactStream honours operators', () => {
  it.each<[string, RedactOptions['operators'], string[]]>([
    [
      'pseudonymize: numbers stay consistent across pieces',
      { DEFAULT: { type: 'pseudonymize' } },
      [
        'Agent: Hi [PERSON_NAME], your name?\n',
        'Caller: [PERSON_NAME_1]. ',
        'My email is [EMAIL_1].\n',
        'Agent: Thanks Mrs [PERSON_NAME_1]! ',
        'Call [PHONE_NUMBER_1] later.',
      ],
    ],
    [
      'mask with a bracket character: the allowlist still runs per piece',
      { DEFAULT: { type: 'mask', maskingChar: '[' }, EMAIL: { type: 'mask', charsToMask: 8 } },
      [
        'Agent: Hi [PERSON_NAME], your name?\n',
        'Caller: [[[[[[[[[[[[[[. ',
        'My email is ********@example.com.\n',
        'Agent: Thanks Mrs [[[[[! ',
        'Call [[[[[[[[[[[[[ later.',
      ],
    ],
  ])('%s', async (_name, operators, expected) => {
    const options: RedactOptions = { text: TEXT, language: 'English', operators };
    const texts = await pieces(options);
    expect(texts).toEqual(expected);
    expect(texts.join('')).toBe((await redact(options)).result);
  });

  it.each<[string, RedactOptions['operators'], RegExp]>([
    ['hash', { DEFAULT: { type: 'hash', key: 'k' } }, /^Caller: [0-9a-f]{64}\. $/],
    [
      'encrypt',
      { DEFAULT: { type: 'encrypt', key: 'a-key-of-at-least-16-characters' } },
      /^Caller: [\w-]{40,}\. $/,
    ],
  ])('%s: the operator output in the piece', async (_name, operators, secondPiece) => {
    const texts = await pieces({ text: TEXT, language: 'English', operators });
    expect(texts).toHaveLength(5);
    expect(texts[1]).toMatch(secondPiece);
    expect(texts.join('')).not.toContain('Nkosi');
  });

  it('hash pieces equal the redact output (deterministic operator)', async () => {
    const options: RedactOptions = {
      text: TEXT,
      language: 'English',
      operators: { DEFAULT: { type: 'hash', key: 'k' } },
    };
    expect((await pieces(options)).join('')).toBe((await redact(options)).result);
  });

  it('an invalid operator fails when redactStream is called, before iteration', () => {
    expect(() =>
      redactStream({ text: TEXT, language: 'English', operators: { DEFAULT: { type: 'shred' } as never } }),
    ).toThrow(/operators.DEFAULT.type/);
  });
});
