import { describe, expect, it } from 'vitest';
import { analyze, redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('IBAN-shaped values are account numbers, valid or not', () => {
  it.each<[LanguageName, string, string]>([
    // check digits wrong
    [
      'Spanish',
      'Mi IBAN es ES76 0182 4471 0902 0156 3318, gracias.',
      'Mi IBAN es [ACCOUNT_NUMBER], gracias.',
    ],
    // lower case, as a speech recogniser writes it
    ['German', 'die iban ist de72 5205 0353 0001 4478 21 danke', 'die iban ist [ACCOUNT_NUMBER] danke'],
    // a length that is not the country's
    ['Italian', "L'IBAN è IT47 K030 6903 4121 0000 0008 815.", "L'IBAN è [ACCOUNT_NUMBER]."],
    // in its national groups, a space after the country or not, when it comes to the country's exact length
    ['Italian', "Utente: L'IBAN è IT 02 L 07601 01400 000098765432.", "Utente: L'IBAN è [ACCOUNT_NUMBER]."],
    // a West African RIB: 24 characters led by the bank's code, the country's letters first
    ['French', 'Client : CI008 01102 004512378801 47.', 'Client : [ACCOUNT_NUMBER].'],
    // not words after a country's letters and digits that happen to reach the length
    [
      'Afrikaans',
      'nommer pl nul nul agt drie vyf twee een ja ek sien haar hier die',
      'nommer [TRANSACTION_ID] ja ek sien haar hier die',
    ],
    // read out: the country, then one run of digits of the country's length (22 after ES)
    [
      'Spanish',
      'el iban nuevo es es dos ocho dos uno cero cero tres nueve nueve uno dos cuatro cero dos cero cero uno uno ocho siete cuatro cinco vale',
      'el iban nuevo es [ACCOUNT_NUMBER] vale',
    ],
    // a code with too few groups is no IBAN shape
    ['English', 'Flight KQ12 leaves at 10:30 from gate 4.', 'Flight KQ12 leaves at 10:30 from gate 4.'],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });

  it('leaves a valid IBAN to the checksum recognizer, and takes no letters that are not a country', async () => {
    const valid = await analyze({ text: 'IBAN GB82 WEST 1234 5698 7654 32.', language: 'English' });
    expect(valid.entities.map((entity) => [entity.recognizer, entity.score])).toEqual([['iban', 1]]);
    const shaped = await analyze({ text: 'IBAN ES76 0182 4471 0902 0156 3318', language: 'English' });
    expect(shaped.entities.map((entity) => entity.recognizer)).toEqual(['iban-shape']);
    const other = await analyze({
      text: 'code ZZ12 3456 7890 1234',
      language: 'English',
      entities: ['ACCOUNT_NUMBER'],
    });
    expect(other.entities.map((entity) => entity.recognizer)).not.toContain('iban-shape');
  });
});
