import { describe, expect, it } from 'vitest';
import { gazetteerSize } from '../../src/redaction/recognizers/name-gazetteer.js';
import { hasNameShape, isLocative } from '../../src/redaction/recognizers/person-name-shapes.js';
import { describePersonNames, type PersonNameRow, personNames } from './person-name-table.js';

describePersonNames('PERSON_NAME: organisation cues veto the whole capitalised run', [
  ['English', 'The cheque came from Zenith Bank Plc yesterday.', []],
  ['English', 'We met the Lagos State Ministry Of Health team.', []],
  ['English', 'A grant from the Musa Bello Foundation arrived.', []],
  ['English', 'The Jones, Smith and Davis Orchestra played.', ['Jones', 'Smith']],
  ['Swahili', 'Alikwenda kwa Wizara ya Afya Tanzania jana.', []],
  ['Hausa', 'Ya ce Hukumar Kwastam Najeriya ta kama motar.', []],
]);

describePersonNames('PERSON_NAME: locative words and address context veto unknown runs', [
  ['English', 'They moved from Kibaro Ntondozi last year.', []],
  ['English', 'They met Kibaro Ntondozi last year.', ['Kibaro Ntondozi']],
  ['Swahili', 'Walihamia katika Kibaro Ntondozi mwaka jana.', []],
  ['Hausa', 'Ya zo daga Kibaro Ntondozi jiya.', []],
  ['Kinyarwanda', 'Yagiye muri Nyabugogo Rwagati ejo.', []],
  ['English', 'Please send it to 12 Hania Bazid, 43 73313 now.', []],
  ['Zulu', 'Umdlalo uzoqala kuZalo kusasa, kusho uSipho.', ['Sipho']],
]);

describePersonNames('PERSON_NAME: titles, honorifics and greetings', [
  ['Amharic', 'ጠቅላይ ሚኒስትር አብይ አህመድ ንግግር አደረጉ።', ['አብይ አህመድ']],
  ['Amharic', 'አቶ ከበደ በቀለ ዛሬ መጡ።', ['ከበደ በቀለ']],
  ['Amharic', 'ወይዘሮ አልማዝ ትናንት ደወሉ።', ['አልማዝ']],
  ['Amharic', 'ደብዳቤው ለአበበ ተሰጠ።', ['አበበ']],
  ['Hausa', 'Gwamna Abdullahi Ganduje ya ziyarci asibitin.', ['Abdullahi Ganduje']],
  ['Yoruba', 'Gómìnà Babájídé Sanwó-Olú ti sọ̀rọ̀.', ['Babájídé Sanwó-Olú']],
  ['Igbo', 'Onyeisi ya bụ Maazị Okwudili Nwafọ kwuru ya.', ['Okwudili Nwafọ']],
  ['Swahili', 'Rais Samia Suluhu amesema leo.', ['Samia Suluhu']],
  ['English', 'Hi Freddy, thanks for calling.', ['Freddy']],
]);

describe('PERSON_NAME: name shapes, sentence starts and common words', () => {
  const rows: PersonNameRow[] = [
    ['English', 'The award went to Oluwaseun on Friday.', ['Oluwaseun']],
    ['Kinyarwanda', 'Umukino watsinzwe na Hakizimana ejo.', ['Hakizimana']],
    ['English', 'Kwabena paid the fee on Monday.', ['Kwabena']],
    ['English', 'Amani is what we all want.', []],
    ['Swahili', 'Lakini kumbe Musa Bello alikuja.', ['Musa Bello']],
    ['English', 'They had three: Kateřina, James and Vuyelwa.', ['Kateřina', 'James', 'Vuyelwa']],
    ['English', 'It rained in Kibaro, Ntondozi and Lusikisiki.', []],
    ['English', '"Cheers," says Hartvigsson.', ['Hartvigsson']],
    ['Isixhosa', 'Ufake igowuli uCristiano Ronaldo namhlanje.', ['Cristiano Ronaldo']],
    ['Setswana', 'Modiri: Dumela, leina la me ke Tshepo Molefe.', ['Tshepo Molefe']],
    ['Yoruba', 'Olùkọ́: Ẹ káàsán.', []],
    ['Twi', 'Adetɔfo: Maakye.', []],
    ['Shona', 'Mushandi: Zvakanaka. Tichakufonerai mukati memaawa maviri.', []],
    // a speaker label of two words, the second in lower case, names a role
    ['Igbo', 'Onye ọrụ: Ndewo.\nNwata akwụkwọ: Ndewo ma.', []],
    ['Igbo', 'Onye ọrụ: Aha gị?\nNwata akwụkwọ: Aha m bụ Chidi Okafor.', ['Chidi Okafor']],
    ['Shona', 'Munotaura naTendai. Ndingakubatsirai nei?', ['Tendai']],
    ['Shona', 'Mutengi: Tonderai akabhadhara.', ['Tonderai']],
  ];
  it.each(rows)('%s: %s', async (language, text, expected) => {
    expect(await personNames(language, text)).toEqual(expected);
  });

  it.each([
    ['Oluwaseun', true],
    ['Chukwuemeka', true],
    ['Abdullahi', true],
    ['Habimana', true],
    ['Market', false],
    ['Ade', false],
    // Shona: -rai names, and verbs with the object concord ku- (you) that end in -rai too
    ['Tonderai', true],
    ['Shingirai', true],
    ['Tichakufonerai', false],
    ['Ndokubatsirai', false],
    ['Ndingakubatsirai', false],
    ['Ndakuisirai', false],
  ] as const)('hasNameShape(%s) is %s', (word, expected) => {
    expect(hasNameShape(word)).toBe(expected);
  });

  it.each([
    ['Hausa', 'daga', true],
    ['Swahili', 'katika', true],
    ['Kinyarwanda', 'muri', true],
    ['Yoruba', 'ní', true],
    ['English', 'from', true],
    ['English', 'with', false],
  ] as const)('isLocative(%s, %s) is %s', (language, word, expected) => {
    expect(isLocative(language, word)).toBe(expected);
  });

  it('holds several thousand gazetteer entries', () => {
    expect(gazetteerSize()).toBeGreaterThan(3000);
  });
});

describePersonNames('PERSON_NAME: thanks, greetings, farewells and words for God are no names', [
  ['Twi', 'Nɛɛse: Medaase, Opanin Boakye.', ['Boakye']],
  ['Hausa', 'Wakili: Ayya, sannu. Don Allah menene lambar wayarka?', []],
  ['Isixhosa', 'Umthengi: Wamkelekile kakhulu.', []],
  ['Sesotho', 'Mooki: Lumela. Ke letsetsa ka liphetho.', []],
]);
