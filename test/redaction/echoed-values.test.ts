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
