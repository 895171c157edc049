import { describe, expect, it } from 'vitest';
import { BRAND_NAME_WORDS, BRAND_NAMES } from '../../src/redaction/recognizers/brand-names.js';
import { isGivenNameOrSurnameKey, normalizeName } from '../../src/redaction/recognizers/name-gazetteer.js';
import { describePersonNames } from './person-name-table.js';

describePersonNames('PERSON_NAME precision: brands and service words are no names', [
  // a brand after "you are speaking with", in text from speech and in punctuated text
  ['Sesotho', 'dumela o bua le ecocash ke thusa jwang', []],
  ['Afrikaans', 'goeie more jy praat met sanlam hoe kan ek help', []],
  ['Setswana', 'Moemedi: Dumela, o bua le Orange Money, leina la me ke Kagiso.', ['Kagiso']],
  // service and department words borrowed from English end or veto a capitalised run
  ['English', 'Jumia Delivery Support, Tunde speaking.', ['Tunde']],
  ['Shona', 'Mushandi: Mhoroi, Academic Registry, ndini Mr Chiweshe.', ['Chiweshe']],
  ['Igbo', 'Onye ọrụ: Ọfịs Immigration dị na Enugu, ndewo.', []],
  ['Kinyarwanda', 'Umukiriya: Mwiriwe. Naguze Cash Power ya 5,000 Frw.', []],
  ['Sesotho', 'Mokhanni: Dumela, ke Teboho wa The Courier Guy.', ['Teboho']],
  // a name beside a brand is still found
  ['Zulu', 'Umenzeli: Sawubona, ukhuluma noThandeka wakwa Discovery.', ['Thandeka']],
]);

describe('brand tables', () => {
  it('hold a table for every language and no listed given name or surname', () => {
    expect(Object.keys(BRAND_NAMES)).toHaveLength(19);
    expect(BRAND_NAME_WORDS.filter((word) => isGivenNameOrSurnameKey(normalizeName(word)))).toEqual([]);
  });
});
