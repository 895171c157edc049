import { describe, expect, it } from 'vitest';
import { signedNameSpans, signingPhraseAt } from '../../src/redaction/recognizers/name-signatures.js';
import { describePersonNames } from './person-name-table.js';

describePersonNames(
  'PERSON_NAME: a name signed by the words after it, or by the offer of help after a copula',
  [
    ['Afrikaans', 'Agent: Goeiemiddag, Debiteure, Marietjie hier.', ['Marietjie']],
    ['Afrikaans', 'Ontvangs: Goeiemôre, dis Susanna wat praat.', ['Susanna']],
    ['French', 'Conseillère : Orabank, bonjour, Mariam à votre écoute.', ['Mariam']],
    ['German', 'Kunde: Guten Tag, Yusuf Demirci hier.', ['Yusuf Demirci']],
    ['Setswana', 'Mokwaledi: Ofisi ya Ditshupo. Ke Onalenna, nka go thusa jang?', ['Onalenna']],
    // text from speech: one name-shaped word before the phrase
    ['French', 'sonabel bonjour issouf à l appareil', ['issouf']],
    ['Sesotho', 'lumela u letselitse ofisi ea lipasa ke mosa nka u thusa joang', ['mosa']],
    // an offer of help without a copula signs a company as often as a name
    ['Sesotho', 'lumela u letselitse econet nka u thusa joang', []],
    // a one-word signature that does not end its clause is an adverb
    ['Afrikaans', 'Klant: Die Pakkie hier is nat.', []],
  ],
);

describe('name signatures', () => {
  it.each([
    [['ke', 'neo', 'nka', 'u', 'thusa', 'joang'], 2, 'Sesotho', 'offer'],
    [['seydou', 'à', "l'appareil"], 1, 'French', 'signature'],
    [['die', 'pakkie', 'hier'], 2, 'Afrikaans', undefined],
  ] as const)('signingPhraseAt(%j, %i, %s)', (words, index, language, expected) => {
    expect(signingPhraseAt(words, index, language)).toBe(expected);
  });

  it('reads the capitalised words before a signature', () => {
    expect(signedNameSpans('Agent: Goeiemiddag, Salarisse, Chantelle hier.', 'Afrikaans')).toEqual([
      [31, 40],
    ]);
  });
});
