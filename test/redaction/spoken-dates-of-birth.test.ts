/**
 * Dates of birth said aloud, end to end through `redact`: the parts in any order with each
 * language's words for day, month and year between, the month said as a number, days and years in
 * the number words of each language. The same dates without a birth cue stay (hard negatives).
 */
import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('redact masks a spoken date of birth whole', () => {
  it.each<[LanguageName, string, string]>([
    // the year first, the month and the day after it, each with its word
    [
      'Swahili',
      'Tarehe ya kuzaliwa?\nMwaka sitini na nane, mwezi wa tano, tarehe kumi na moja.',
      'Tarehe ya kuzaliwa?\n[DATE_OF_BIRTH].',
    ],
    [
      'Igbo',
      'Kedu mgbe a mụrụ gị?\n1992, ọnwa Maachị, ụbọchị nke itoolu.',
      'Kedu mgbe a mụrụ gị?\n[DATE_OF_BIRTH].',
    ],
    [
      'Setswana',
      'O tsetswe leng?\n1951, ka Moranang, letsatsi la bosupa.',
      'O tsetswe leng?\n[DATE_OF_BIRTH].',
    ],
    ['Yoruba', 'Ọjọ́ ìbí yín ńkọ́?\nỌjọ́ kẹtàlá, oṣù Ẹrẹ̀nà, ọdún 1986.', 'Ọjọ́ ìbí yín ńkọ́?\n[DATE_OF_BIRTH].'],
    ['Twi', 'Wɔwoo wo da bɛn?\nAhinime da dunan, afe 1959.', 'Wɔwoo wo da bɛn?\n[DATE_OF_BIRTH].'],
    [
      'Afrikaans',
      'wanneer is sy gebore sy is gebore in twee duisend en ses op die twee en twintigste januarie reg',
      'wanneer is sy gebore sy is gebore in [DATE_OF_BIRTH] reg',
    ],
    // the month said as a number
    [
      'German',
      'und ihr geburtsdatum zwölfter dritter neunundfünfzig gut',
      'und ihr geburtsdatum [DATE_OF_BIRTH] gut',
    ],
    [
      'Spanish',
      'me confirma su fecha de nacimiento catorce del siete del ochenta y cinco vale',
      'me confirma su fecha de nacimiento [DATE_OF_BIRTH] vale',
    ],
    // number words of the language; a noun for "date" before a day said in words
    [
      'Kinyarwanda',
      'mwavutse ryari tariki makumyabiri na gatandatu ukwakira igihumbi magana cyenda na mirongo inani ni byiza',
      'mwavutse ryari [DATE_OF_BIRTH] ni byiza',
    ],

    [
      'Shona',
      'wakazvarwa riini gumi nemana kukadzi chiuru nemazana mapfumbamwe namakumi masere nenomwe kero yako',
      'wakazvarwa riini [DATE_OF_BIRTH] kero yako',
    ],
    [
      'Hausa',
      'ranar haihuwa premier janvier mil neuf cent quatre vingt huit kuma ina kake zaune',
      'ranar haihuwa [DATE_OF_BIRTH] kuma ina kake zaune',
    ],
    // Yoruba numbers counted from the next score or ten ("mọ́kàndínlọ́gbọ̀n" = 29, "kẹrìndínlógún" = 16th, "mọ́kàndínlọ́gọ́rin" = 79)
    [
      'Yoruba',
      'Ọjọ́ ìbí yín ńkọ́?\nỌjọ́ mọ́kàndínlọ́gbọ̀n oṣù Bélú ọdún 1990.',
      'Ọjọ́ ìbí yín ńkọ́?\n[DATE_OF_BIRTH].',
    ],
    [
      'Yoruba',
      'ọjọ́ ìbí yín ọjọ́ kẹrìndínlógún oṣù kẹjọ ọdún mọ́kàndínlọ́gọ́rin àdírẹ́sì yín',
      'ọjọ́ ìbí yín [DATE_OF_BIRTH] àdírẹ́sì yín',
    ],
    // the Arabic construct "تاريخ ميلاد" before its possessor is a birth cue; a two-digit year after "سنة"
    [
      'Arabic',
      'وتاريخ ميلاد حضرتك للتأكيد خمسة وعشرين سبتمبر سنة تسعين تمام يا أستاذ',
      'وتاريخ ميلاد حضرتك للتأكيد [DATE_OF_BIRTH] تمام يا أستاذ',
    ],
    // an Isixhosa year with its copula prefix glued ("ngowamashumi" = ngow- + amashumi)
    [
      'Isixhosa',
      'ndicela umhla wakho wokuzalwa ngowamashumi asibhozo anesithandathu ngomhla wesithathu kumeyi enkosi',
      'ndicela umhla wakho wokuzalwa [DATE_OF_BIRTH] enkosi',
    ],
    // Sesotho teens ("leshome le metso e mehlano": ten and five) and Lesotho spellings, an English year
    [
      'Sesotho',
      'u hlahile neng ka la leshome le metso e mehlano hlakubele sixty eight kea leboha',
      'u hlahile neng [DATE_OF_BIRTH] kea leboha',
    ],
    [
      'Sesotho',
      'U hlahile neng?\nKe hlahile ka la borobeli Mphalane 1983.',
      'U hlahile neng?\nKe hlahile [DATE_OF_BIRTH].',
    ],
    // Twi's ordinal day, "da a ɛtɔ so" and a number: four joining words between the month and the day
    [
      'Twi',
      'wo date of birth kɔtɔnimma da a ɛtɔ so dunsia nineteen seventy two medaase',
      'wo date of birth [DATE_OF_BIRTH] medaase',
    ],
    [
      'Twi',
      'ne date of birth kitawonsa da a ɛtɔ so nson two thousand and three yiye',
      'ne date of birth [DATE_OF_BIRTH] yiye',
    ],
    // Kinyarwanda's ten without its prefix ("cumi") and the counting forms of the units ("eshanu")
    [
      'Kinyarwanda',
      'yavutse ryari tariki cumi n umunani Kamena twenty ten murakoze',
      'yavutse ryari [DATE_OF_BIRTH] murakoze',
    ],
    ['Kinyarwanda', 'Mwavutse ryari?\nTariki eshanu Kamena 1990.', 'Mwavutse ryari?\n[DATE_OF_BIRTH].'],
    // month spellings of speech recognisers (Sesotho "tlhakubele", Isixhosa "okthobha", Yoruba "oṣù kẹwà")
    [
      'Sesotho',
      'o hlahile neng ke hlahile ka la leshome le motso o mong tlhakubele fifty six kea leboha',
      'o hlahile neng ke hlahile [DATE_OF_BIRTH] kea leboha',
    ],
    [
      'Isixhosa',
      'wazalwa nini wesihlanu ku okthobha ngo nineteen sixty two enkosi',
      'wazalwa nini [DATE_OF_BIRTH] enkosi',
    ],
    [
      'Yoruba',
      'ojo ibi re ojo karun osu kewa odun nineteen eighty one o dara',
      'ojo ibi re [DATE_OF_BIRTH] o dara',
    ],
    // the teens of Isixhosa ("ishumi elinesithathu") and Zulu ("ishumi nesikhombisa"), Yoruba "kewa" (10th);
    // a year is no two-digit number read with a Yoruba "o" after it ("nineteen eighty o" is no 99)
    [
      'Isixhosa',
      'wazalwa nini ndazalwa ngomhla ishumi elinesithathu kutshazimpuzi nineteen eighty enkosi',
      'wazalwa nini ndazalwa [DATE_OF_BIRTH] enkosi',
    ],
    [
      'Zulu',
      'wazalwa nini ngazalwa ngomhla ishumi nesikhombisa kuncwaba nineteen eighty ngiyabonga',
      'wazalwa nini ngazalwa [DATE_OF_BIRTH] ngiyabonga',
    ],
    [
      'Yoruba',
      'ojo ibi re ojo kewa osu keta odun nineteen eighty o dara',
      'ojo ibi re [DATE_OF_BIRTH] o dara',
    ],
    // Kinyarwanda "z'ukwezi kwa" (of the month of): three joining words between the day and the month
    [
      'Kinyarwanda',
      'wavutse ryari tariki eshanu z ukwezi kwa werurwe nineteen seventy seven murakoze',
      'wavutse ryari [DATE_OF_BIRTH] murakoze',
    ],
    // a Maghrebi year, its tens first ("تمنين وتسعة": 89)
    [
      'Arabic',
      'تاريخ الازدياد ديالك اربعة مارس تمنين وتسعة شكرا',
      'تاريخ الازدياد ديالك [DATE_OF_BIRTH] شكرا',
    ],
    // birth questions in other verb forms: Shona "zvakazvarwa" (a child), Isixhosa "uzelwe"
    ['Shona', 'Zvakazvarwa riini?\n12 Mbudzi 2020.', 'Zvakazvarwa riini?\n[DATE_OF_BIRTH].'],
    ['Isixhosa', 'Uzelwe nini?\nNgomhla wesine kuKhala, 2018.', 'Uzelwe nini?\n[DATE_OF_BIRTH].'],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });

  it.each<[LanguageName, string]>([
    // the same dates without a birth cue are left alone
    ['Swahili', 'Mkutano ni mwaka sitini na nane, mwezi wa tano, tarehe kumi na moja.'],
    ['German', 'der termin ist am zwölften dritten neunundfünfzig gut'],
    ['Yoruba', 'ìpàdé wa ni ọjọ́ kẹrìndínlógún oṣù kẹjọ ọdún mọ́kàndínlọ́gọ́rin'],
    ['Spanish', 'la factura es del catorce del siete del ochenta y cinco vale'],
    ['Twi', 'yɛbɛhyia kɔtɔnimma da a ɛtɔ so dunsia nineteen seventy two'],
    ['Arabic', 'الموعد اربعة مارس تمنين وتسعة شكرا'],
    ['Kinyarwanda', 'inama ni tariki eshanu z ukwezi kwa werurwe nineteen seventy seven'],
    ['Kinyarwanda', 'inama ni tariki cumi n umunani Kamena twenty ten'],
    [
      'Kinyarwanda',
      'inama ni tariki makumyabiri na gatandatu ukwakira igihumbi magana cyenda na mirongo inani',
    ],
  ])('%s %j stays', async (language, text) => {
    expect(
      (await redact({ text, language })).entities.filter((entity) => entity.type === 'DATE_OF_BIRTH'),
    ).toEqual([]);
  });
});
