import { describe, expect, it } from 'vitest';
import { analyze, type PlaceholderType } from '../../src/index.js';

type Row = [language: string, text: string, expected: Array<[PlaceholderType, string]>];

async function found(
  language: string,
  text: string,
  types: readonly string[],
): Promise<Array<[string, string]>> {
  const { entities } = await analyze({ text, language });
  return entities
    .filter((entity) => types.includes(entity.type))
    .map((entity) => [entity.type, text.slice(entity.start, entity.end)]);
}

describe('ADDRESS continuation: units, towns, regions, postcodes, countries', () => {
  const rows: Row[] = [
    [
      'English',
      'Send it to 42 Baker Street, Apt. 7B, Springfield, IL 62704.',
      [['ADDRESS', '42 Baker Street, Apt. 7B, Springfield, IL 62704']],
    ],
    [
      'English',
      'Ship to 42 Baker Street Suite 300\nSpringfield, IL 62704-1234\nThanks',
      [['ADDRESS', '42 Baker Street Suite 300\nSpringfield, IL 62704-1234']],
    ],
    [
      'English',
      'Home:\n17 Harbour Road\nUnit 4\nDurban\n\nSouth Africa 4001\nCall me later.',
      [['ADDRESS', '17 Harbour Road\nUnit 4\nDurban\n\nSouth Africa 4001']],
    ],
    [
      'English',
      'Our office is 9 Market Lane, London SW1A 1AA today',
      [['ADDRESS', '9 Market Lane, London SW1A 1AA']],
    ],
    [
      'English',
      'Mail 88 Queen Street, Toronto, ON M5H 2N2 now',
      [['ADDRESS', '88 Queen Street, Toronto, ON M5H 2N2']],
    ],
    [
      'English',
      'I live at 3 Allen Avenue, Ikeja, Lagos 100271.',
      [['ADDRESS', '3 Allen Avenue, Ikeja, Lagos 100271']],
    ],
    [
      'English',
      'Deliver to 5 Moi Avenue, Nairobi 00100, Kenya.',
      [['ADDRESS', '5 Moi Avenue, Nairobi 00100, Kenya']],
    ],
    [
      'English',
      'Write to PSC 1234, Box 5678\nAPO AE 09012 please',
      [['ADDRESS', 'PSC 1234, Box 5678\nAPO AE 09012']],
    ],
    [
      'English',
      'The flat is at 4410 Tammikatu 12 Apt. 88\nTAMPERE\n Finland 33100',
      [['ADDRESS', '4410 Tammikatu 12 Apt. 88\nTAMPERE\n Finland 33100']],
    ],
    [
      'English',
      'Find us at 77 Kossuth Lajos u. 9.\n Budapest\n Hungary 1055',
      [['ADDRESS', '77 Kossuth Lajos u. 9.\n Budapest\n Hungary 1055']],
    ],
    ['English', 'Pick me up on Nørrevej 14 tomorrow', [['ADDRESS', 'Nørrevej 14']]],
    ['English', 'Meet at 2210 48 Palm Avenue\nSuite 9 please', [['ADDRESS', '2210 48 Palm Avenue\nSuite 9']]],
    ['English', 'Stop at Hoge Akker 21 St. near the bank', [['ADDRESS', 'Hoge Akker 21 St.']]],
    [
      'English',
      'Ship to 9 Rua Aurora 41\nVila nad Mostem\n Portugal 4000',
      [['ADDRESS', '9 Rua Aurora 41\nVila nad Mostem\n Portugal 4000']],
    ],
    // a following sentence is never swallowed
    ['English', 'I live at 12 Oak Street. Lagos is hot.', [['ADDRESS', '12 Oak Street']]],
    ['English', 'I live at 12 Oak Street, and Lagos is hot.', [['ADDRESS', '12 Oak Street']]],
    ['English', 'It is 12 Oak Street\nThe meeting is at noon.', [['ADDRESS', '12 Oak Street']]],
    // negatives: a bare city, a country, a date, a title run
    ['English', 'I flew from Lagos to Nairobi, Kenya last week.', []],
    ['English', 'She was born on 5 March 2021 in Accra.', []],
    ['English', 'Read page 12 Section 4 first.', []],
    ['English', 'Top 5 Musicians Of The 70s', []],
    ['English', 'During 2017 we grew; 48 Factoring 3 firms joined.', []],
  ];
  it.each(rows)('%s: %j', async (language, text, expected) => {
    expect(await found(language, text, ['ADDRESS'])).toEqual(expected);
  });
});

describe('PHONE_NUMBER formats', () => {
  const rows: Row[] = [
    ['English', 'Call +1-202-555-0143 now', [['PHONE_NUMBER', '+1-202-555-0143']]],
    ['English', 'Call (202) 555-0143 x123 now', [['PHONE_NUMBER', '(202) 555-0143 x123']]],
    // a country code in brackets: the opening bracket is the number's
    ['English', 'Caller: (+233) 24 412 3856.', [['PHONE_NUMBER', '(+233) 24 412 3856']]],
    // a number glued to a Zulu or Isixhosa prefix with a hyphen
    ['Zulu', 'Ngishayele ku-071 884 2093.', [['PHONE_NUMBER', '071 884 2093']]],
    ['Isixhosa', 'Inombolo yakho yefowuni isengu-073 518 2290?', [['PHONE_NUMBER', '073 518 2290']]],
    ['English', 'Reach 202.555.0143 today', [['PHONE_NUMBER', '202.555.0143']]],
    ['English', 'Fax: 202-555-0143x45\n', [['PHONE_NUMBER', '202-555-0143x45']]],
    ['English', 'Dial 001-202-555-0143 ext. 9 please', [['PHONE_NUMBER', '001-202-555-0143 ext. 9']]],
    ['English', 'Office +44 (0)20 7946 0958 mobile', [['PHONE_NUMBER', '+44 (0)20 7946 0958']]],
    ['English', '020 7946 0958 office', [['PHONE_NUMBER', '020 7946 0958']]],
    // negatives: a timestamp, an amount, a date
    ['English', 'Logged 2015-12-22 04:10 by the system', []],
    ['English', 'We paid 1 250 000 naira', []],
  ];
  it.each(rows)('%s: %j', async (language, text, expected) => {
    expect(await found(language, text, ['PHONE_NUMBER'])).toEqual(expected);
  });
});

describe('CARD_NUMBER formats', () => {
  const rows: Row[] = [
    ['English', 'card 3530111333300000 lost', [['CARD_NUMBER', '3530111333300000']]],
    ['English', 'Maestro 501800000009 blocked', [['CARD_NUMBER', '501800000009']]],
    ['English', 'Maestro 501800000008 blocked', []],
    ['English', 'order 123456789012 shipped', []],
  ];
  it.each(rows)('%s: %j', async (language, text, expected) => {
    expect(await found(language, text, ['CARD_NUMBER'])).toEqual(expected);
  });
});
