import { describe, expect, it } from 'vitest';
import {
  COMMON_CALL_WORD_LIST,
  COMMON_CALL_WORDS,
} from '../../src/redaction/recognizers/common-call-words.js';
import { isGivenNameOrSurnameKey, normalizeName } from '../../src/redaction/recognizers/name-gazetteer.js';
import { describePersonNames } from './person-name-table.js';

describePersonNames('PERSON_NAME precision: common call words that open a sentence are no names', [
  // the people and things a call is about, before a class-1 or class-3 agreement
  ['Setswana', 'Go siame. Mokgweetsi o tla go leletsa pele ga 12:00.', []],
  ['Sesotho', "Moreki: Lumela 'M'e. Motlakase o khaohile ho tloha maobane.", []],
  ['Swahili', 'Sawa. Fundi atakuja kesho asubuhi.', []],
  ['Hausa', 'Abokiyar ciniki: Barka dai. Motata ta yi haɗari, ina so in kai ƙara.', []],
  // acknowledgements, "it's me" and "my brother" before the name they introduce
  ['Zulu', 'Ikhasimende: Yimina, Nokuthula Khumalo.', ['Nokuthula Khumalo']],
  ['Zulu', 'Umthengi: Umfowethu, Sbu, ngoba mina ngisemsebenzini.', ['Sbu']],
  ['Shona', 'Mushandi: Zvakanaka. Tichakufonerai mangwana.', []],
  // Amharic: a first-person verb or a polite possessive after a name is no father's name, and
  // the nouns of calls ('አገልግሎት', service) no given name
  ['Amharic', 'ደንበኛ: ሰላም፣ ቤተልሔም እባላለሁ።', ['ቤተልሔም']],
  ['Amharic', 'ወኪል: የደንበኞች አገልግሎት፣ አገልግሎት ዳዊት እባላለሁ።', ['ዳዊት']],
  // the Twi title for an elder opens a name and is no part of it
  ['Twi', 'Nɛɛse: Maaha Opanin Kwadwo Frimpong, wo folder no wɔ ha.', ['Kwadwo Frimpong']],
  // Arabic "no" and kinship nouns before a name
  ['Arabic', '- واش الاشتراك باسمك؟\n- لا، باسم الواليد، الحاج عبد الرحيم.', ['عبد الرحيم']],
]);

describe('common call word tables', () => {
  it('hold a table for every language and no listed given name or surname', () => {
    expect(Object.keys(COMMON_CALL_WORDS)).toHaveLength(19);
    expect(COMMON_CALL_WORD_LIST.filter((word) => isGivenNameOrSurnameKey(normalizeName(word)))).toEqual([]);
  });
});
