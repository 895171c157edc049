import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { typeOfPrefix } from '../../src/redaction/recognizers/reference-prefixes.js';

/** [type, value] of the entities the unannounced-reference recognizer wins. */
async function unannounced(
  text: string,
  language: LanguageName = 'English',
): Promise<Array<[string, string]>> {
  const { entities } = await analyze({ text, language });
  return entities
    .filter((entity) => entity.recognizer === 'unannounced-reference')
    .map((entity) => [entity.type, text.slice(entity.start, entity.end)]);
}

describe('unannounced references (recall first)', () => {
  it.each<[string, Array<[string, string]>]>([
    // codes and long digit runs without a cue: masked, typed by shape
    ['the code is KQ-4471920-07, thanks', [['TRANSACTION_ID', 'KQ-4471920-07']]],
    ['it was 19870312-12345-00001-23 I think', [['ACCOUNT_NUMBER', '19870312-12345-00001-23']]],
    ['write down 7123 4567 8901 please', [['ACCOUNT_NUMBER', '7123 4567 8901']]],
    // a last check digit that ends the value; one before a word is a quantity
    ['write down 7123 4567 8901 3.', [['ACCOUNT_NUMBER', '7123 4567 8901 3']]],
    ['write down 7123 4567 8901 3 bags', [['ACCOUNT_NUMBER', '7123 4567 8901']]],
    // a card's layout and issuer prefix, its check digit wrong; other groups of four are no card
    ['yes 4532 0151 1283 0367', [['CARD_NUMBER', '4532 0151 1283 0367']]],
    ['yes 9532 0151 1283 0367', [['ACCOUNT_NUMBER', '9532 0151 1283 0367']]],
    // a date of birth and a citizenship digit in 13 digits: a South African ID, whatever its check digit
    ['Sorry, let me repeat: 940312 0447 086.', [['GOVERNMENT_ID', '940312 0447 086']]],
    ['it was 8504150088083 I think', [['GOVERNMENT_ID', '8504150088083']]],
    // a phone cue types no value longer than any phone's
    [
      'Agent: Your phone number?\nCaller: 5399 8320 1174 6605 3.',
      [['ACCOUNT_NUMBER', '5399 8320 1174 6605 3']],
    ],
    // a national ID's own layout: a codice fiscale; other codes with letters are references
    ['ecco MNCLCU41P52D969X grazie', [['GOVERNMENT_ID', 'MNCLCU41P52D969X']]],
    ['it is MNCLCU41Q52D969X okay', [['TRANSACTION_ID', 'MNCLCU41Q52D969X']]],
    ['it was 8513150088083 I think', [['ACCOUNT_NUMBER', '8513150088083']]],
    ['it was 8504150088383 I think', [['ACCOUNT_NUMBER', '8504150088383']]],
    // capitals and digits mixed through a code, as mobile money issues them; not a word with its number
    ['Ndiyo, hii hapa: SFK3H9QZ2W.', [['TRANSACTION_ID', 'SFK3H9QZ2W']]],
    ['the COVID19 rules and my MP3 player', []],
    // a locative glued to a phone number is no part of it; a code's one letter is
    ['Ndinowanikwa pa0242 270 118, kana paWhatsApp.', [['PHONE_NUMBER', '0242 270 118']]],
    ['Mutengi: Pa0733 286 410.', [['PHONE_NUMBER', '0733 286 410']]],
    ['Registration s0123 0045 2018 ok', []],
    // a capital prefix glued to digit groups is one code; words with spaces are not
    ['Moment ... HR-448 201 773/02.', [['TRANSACTION_ID', 'HR-448 201 773/02']]],
    ['Moment ... room-448 201 773 floor.', [['ACCOUNT_NUMBER', '448 201 773']]],
    ['we met at the ABCDEFG12 stand', []],
    // an amount with a one-letter currency glued to it is no code; a passport letter before a 0 is
    ['I paid P186.40 at the shop and R12500 later', []],
    ['please write K0451238 down', [['TRANSACTION_ID', 'K0451238']]],
    // 20 digits: a prepaid electricity token
    ['it says 5738 2094 1160 4428 3075 on the slip', [['TRANSACTION_ID', '5738 2094 1160 4428 3075']]],
    ['the number 22123456789', [['BVN', '22123456789']]],
    // typed by the nearest identifier cue, in the turn or the question before
    [
      'my staff number, the one HR gave me when I joined in Nairobi last year, is AB77120',
      [['EMPLOYEE_ID', 'AB77120']],
    ],
    // no phone shape starts inside a code; a phone cue never types a code with letters
    ['the complaint is CMP-2024-778190', [['TRANSACTION_ID', 'CMP-2024-778190']]],
    ['my number at work is QX-20881', [['TRANSACTION_ID', 'QX-20881']]],
    // not identifiers: amounts, times, dates, quantities, short numbers, words with numbers
    ['I paid KSh 25,000 and then 1,250,000.50 at 10:30', []],
    ['it costs 125000 shillings or R 4500000', []],
    ['on 12/03/2024 and 2024-03-12 at 14h30', []],
    ['we shipped 1200000 units and 3500000 kg', []],
    ['room 12345 and flight KQ 101', []],
    ['see 2024-invoice-archive', []],
    [`a blob ${'7'.repeat(60)}`, []],
  ])('%j', async (text, expected) => {
    expect(await unannounced(text)).toEqual(expected);
  });
});

describe('a mobile number of a country that dials without a trunk 0 is a phone', () => {
  it.each<[LanguageName, string, Array<[string, string]>]>([
    // Botswana (7x xxx xxx), Lesotho (5x/6x xxx xxx), Italy (3xx xxx xxxx), in speech, where no phone shape (a trunk 0, a +) shows
    [
      'Setswana',
      'ke kopa nomoro ya gago seven two four one eight eight zero six leina',
      [['PHONE_NUMBER', 'seven two four one eight eight zero six']],
    ],
    [
      'Sesotho',
      'nomoro eo u e rometseng ho eona five seven three zero two two six one ke eona',
      [['PHONE_NUMBER', 'five seven three zero two two six one']],
    ],
    [
      'Italian',
      'mi chiami al tre due zero quattro quattro uno sette sette zero nove grazie',
      [['PHONE_NUMBER', 'tre due zero quattro quattro uno sette sette zero nove']],
    ],
    // no mobile shape there: an account number, as before
    [
      'Setswana',
      'ke kopa nomoro ya gago one two four one eight eight zero six leina',
      [['ACCOUNT_NUMBER', 'one two four one eight eight zero six']],
    ],
    [
      'Italian',
      'il codice uno due zero quattro quattro uno sette sette zero nove grazie',
      [['ACCOUNT_NUMBER', 'uno due zero quattro quattro uno sette sette zero nove']],
    ],
    // a country with a trunk 0: a mobile without its 0 stays an account number
    [
      'English',
      'write down seven one two three four five six seven eight please',
      [['ACCOUNT_NUMBER', 'seven one two three four five six seven eight']],
    ],
  ])('%s: %j', async (language, text, expected) => {
    expect(await unannounced(text, language)).toEqual(expected);
  });
});

describe("a code's capitals said before its digit groups", () => {
  it.each<[string, Array<[string, string]>]>([
    ['the slip says TQL 118 420 95 ok', [['TRANSACTION_ID', 'TQL 118 420 95']]],
    // a currency is an amount's; glued to the digits, one capital and groups are an amount too
    ['she paid USD 1 250 000 and R1 250 later', []],
  ])('%s', async (text, expected) => {
    expect(await unannounced(text)).toEqual(expected);
  });
});

describe('a phone number after an Ethiopic preposition glued to it, in a turn that mentions a card', () => {
  it('is a phone, without the preposition', async () => {
    expect(await unannounced('ሰራተኛ፦ አዲስ ካርድ ሲደርስ በ0944 521 307 እንደውላለን።', 'Amharic')).toEqual([
      ['PHONE_NUMBER', '0944 521 307'],
    ]);
  });
});

describe('a letter elided before an apostrophe is no unit after a number', () => {
  it('masks the number before "l\'adresse"', async () => {
    expect(await unannounced("le code reçu 4521770188432901 l'adresse du compteur", 'French')).toEqual([
      ['CUSTOMER_ID', '4521770188432901'],
    ]);
  });
});

describe('the prefix of a code types it', () => {
  it.each<[string, string | undefined]>([
    ['EMP-5541', 'EMPLOYEE_ID'],
    ['nhif-nb-5520913', 'MEDICAL_ID'],
    ['QX-20881', undefined],
    ['12345', undefined],
  ])('%s', (code, expected) => {
    expect(typeOfPrefix(code)).toBe(expected);
  });
});
