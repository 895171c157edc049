import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { withEchoedValues } from '../../src/redaction/echoed-values.js';
import type { RecognizedEntity } from '../../src/redaction/recognized-entity.js';

describe('withEchoedValues', () => {
  const found = (text: string, value: string): RecognizedEntity => {
    const start = text.indexOf(value);
    return { type: 'STUDENT_ID', start, end: start + value.length, score: 1, recognizer: 'test' };
  };
  it.each<[string, string, string[]]>([
    // the same characters in other groups, and the end of its digits
    ['Namba 2023-DER-0441. Ni 2023, DER, 0441?', '2023-DER-0441', ['2023-DER-0441', '2023, DER, 0441']],
    ['Namba 000971452. Nimesema 971452.', '000971452', ['000971452', '971452']],
    ['Ref 8841 2291. The one ending 2291.', '8841 2291', ['8841 2291', '2291']],
    // not a year alone, a number that is no end of it, or fewer than four digits
    ['Namba 4471 2023. Tangu 2023.', '4471 2023', ['4471 2023']],
    ['Namba 000971452. Ni 971453.', '000971452', ['000971452']],
    ['Namba 000971452. Ni 452.', '000971452', ['000971452']],
  ])('%s', (text, value, expected) => {
    const entities = withEchoedValues(text, [found(text, value)]);
    expect(entities.map((entity) => text.slice(entity.start, entity.end))).toEqual(expected);
  });
});

describe('withEchoedValues takes in the pieces of an echo found alone', () => {
  const at = (text: string, value: string, from: number, score: number): RecognizedEntity => {
    const start = text.indexOf(value, from);
    return { type: 'ACCOUNT_NUMBER', start, end: start + value.length, score, recognizer: 'test' };
  };
  it.each<[string, string, string, number, string[]]>([
    // the echo's last group, found alone and scored below the echo, is a piece of it: the echo replaces it
    [
      'Namba 2023-DER-0441. Ni 2023, DER, 0441?',
      '2023-DER-0441',
      '0441',
      0.55,
      ['STUDENT_ID 2023-DER-0441', 'STUDENT_ID 2023, DER, 0441'],
    ],
    [
      'Namba 000971452. Nimesema 971452.',
      '000971452',
      '971452',
      0.55,
      ['STUDENT_ID 000971452', 'STUDENT_ID 971452'],
    ],
    // found as surely as the echo would be: a value in its own right
    [
      'Namba 000971452. Nimesema 971452.',
      '000971452',
      '971452',
      1,
      ['STUDENT_ID 000971452', 'ACCOUNT_NUMBER 971452'],
    ],
    // an entity that crosses the echo's edge is another value: no echo
    [
      'Namba 2023-DER-0441. Ni 2023, DER, 0441 77?',
      '2023-DER-0441',
      '0441 77',
      0.55,
      ['STUDENT_ID 2023-DER-0441', 'ACCOUNT_NUMBER 0441 77'],
    ],
  ])('%s (%s, %s scored %s)', (text, value, piece, score, expected) => {
    const first = at(text, value, 0, 1);
    const entities = withEchoedValues(text, [
      { ...first, type: 'STUDENT_ID' },
      at(text, piece, first.end, score),
    ]);
    expect(entities.map((entity) => `${entity.type} ${text.slice(entity.start, entity.end)}`)).toEqual(
      expected,
    );
  });
});

describe('redact masks identifiers read back', () => {
  it.each<[LanguageName, string, string]>([
    [
      'Italian',
      'il numero di matricola zero zero zero nove sette uno quattro cinque due mi ripete scusi nove sette uno quattro cinque due preceduto da tre zeri',
      'il numero di matricola [STUDENT_ID] mi ripete scusi [STUDENT_ID] preceduto da tre zeri',
    ],
    [
      'Spanish',
      'Secretaría: ¿Su número de matrícula?\nEstudiante: 2023-DER-0441.\nSecretaría: ¿Me lo repite? ¿Dos mil veintitrés, DER, cero cuatro cuatro uno?',
      'Secretaría: ¿Su número de matrícula?\nEstudiante: [STUDENT_ID].\nSecretaría: ¿Me lo repite? ¿[STUDENT_ID]?',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
