import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { completeSpans } from '../../src/redaction/complete-spans.js';
import type { PlaceholderType } from '../../src/redaction/placeholder-types.js';
import type { RecognizedEntity } from '../../src/redaction/recognized-entity.js';

const entity = (text: string, type: PlaceholderType, value: string): RecognizedEntity => {
  const start = text.indexOf(value);
  return { type, start, end: start + value.length, score: 0.9, recognizer: 'test' };
};

describe('completeSpans', () => {
  it.each<[LanguageName, string, PlaceholderType, string, string]>([
    // a date of birth: the day said in words and the article before it; not before a day in digits
    [
      'Afrikaans',
      'Kliënt: Die twaalfde Augustus 2012.',
      'DATE_OF_BIRTH',
      'twaalfde Augustus 2012',
      'Die twaalfde Augustus 2012',
    ],
    ['French', 'Client : Le 9 novembre 1983.', 'DATE_OF_BIRTH', '9 novembre 1983', '9 novembre 1983'],
    // the Bantu particles that open a date, two at most, before a day in digits too (Sesotho "ka
    // la", Setswana "di", Shona "musi wa", Kinyarwanda "tariki"), and the prefix glued to a Nguni
    // day ("we-", "ngowama-", "zinga-")
    ['Sesotho', 'Mofani: Ka la 21 Mmesa 1977.', 'DATE_OF_BIRTH', '21 Mmesa 1977', 'Ka la 21 Mmesa 1977'],
    ['Setswana', 'Moreki: Di 5 Phukwi 1990.', 'DATE_OF_BIRTH', '5 Phukwi 1990', 'Di 5 Phukwi 1990'],
    [
      'Shona',
      'Ndakazvarwa musi wa 8 Chivabvu 1971.',
      'DATE_OF_BIRTH',
      '8 Chivabvu 1971',
      'musi wa 8 Chivabvu 1971',
    ],
    [
      'Isixhosa',
      'Umthengi: Ngomhla we-8 kuSilimela 1966.',
      'DATE_OF_BIRTH',
      '8 kuSilimela 1966',
      'Ngomhla we-8 kuSilimela 1966',
    ],
    [
      'Isixhosa',
      'Umthengi: Ngowama-23 kuMnga 1970.',
      'DATE_OF_BIRTH',
      '23 kuMnga 1970',
      'Ngowama-23 kuMnga 1970',
    ],
    [
      'Zulu',
      'wazalwa mhla zingamashumi amabili nantathu kundasa',
      'DATE_OF_BIRTH',
      'amabili nantathu kundasa',
      'mhla zingamashumi amabili nantathu kundasa',
    ],
    [
      'Kinyarwanda',
      'navutse tariki cumi n umunani Kamena 1995',
      'DATE_OF_BIRTH',
      'umunani Kamena 1995',
      'tariki cumi n umunani Kamena 1995',
    ],
    [
      'Igbo',
      'kedu ubochi omumu gi ubochi nke iri na abuo onwa march 1980',
      'DATE_OF_BIRTH',
      'iri na abuo onwa march 1980',
      'ubochi nke iri na abuo onwa march 1980',
    ],
    // digits glued before the day are no prefix of it (a range "2-12")
    ['Zulu', 'umhla 2-12 kuMfumfu', 'DATE_OF_BIRTH', '12 kuMfumfu', '12 kuMfumfu'],
    [
      'Setswana',
      'Ke masome a mabedi le bone Tlhakole 1985.',
      'DATE_OF_BIRTH',
      'bone Tlhakole 1985',
      'masome a mabedi le bone Tlhakole 1985',
    ],
    ['Igbo', 'gị otu nke disemba 1984', 'DATE_OF_BIRTH', 'disemba 1984', 'otu nke disemba 1984'],
    // a joiner alone is not taken (Igbo "na" before a date in digits)
    ['Igbo', 'amụrụ m na 7 Julaị 1954', 'DATE_OF_BIRTH', '7 Julaị 1954', '7 Julaị 1954'],
    [
      'Swahili',
      'Tarehe kumi na tano mwezi wa nane, 1989.',
      'DATE_OF_BIRTH',
      'kumi na tano mwezi wa nane, 1989',
      'Tarehe kumi na tano mwezi wa nane, 1989',
    ],
    // across commas, over month names and the word for "year", and one month word no table knows
    [
      'Igbo',
      'Iri na abụọ nke ọnwa Ọktoba, afọ 1988.',
      'DATE_OF_BIRTH',
      '1988',
      'Iri na abụọ nke ọnwa Ọktoba, afọ 1988',
    ],
    [
      'Hausa',
      'ciniki: Goma sha biyu ga Afrilu, 1968.',
      'DATE_OF_BIRTH',
      '1968',
      'Goma sha biyu ga Afrilu, 1968',
    ],
    // a year's second part after a comma or an era mark: the day and the month, frame words between
    ['Sesotho', 'Mokuli: 1956, ka la 4 Tšitoe.', 'DATE_OF_BIRTH', '1956', '1956, ka la 4 Tšitoe'],
    ['Amharic', 'ደዋይ፦ 1990 ዓ.ም. ግንቦት 3 ይመስለኛል።', 'DATE_OF_BIRTH', '1990', '1990 ዓ.ም. ግንቦት 3'],
    // Setswana's day concord "di", a Nguni day with its glued prefix ("we-3")
    ['Setswana', 'Moreki: 1983, di 6 Seetebosigo.', 'DATE_OF_BIRTH', '1983', '1983, di 6 Seetebosigo'],
    [
      'Isixhosa',
      'Ndazalwa ngo-1985, ngomhla we-3 kuCanzibe.',
      'DATE_OF_BIRTH',
      '1985',
      '1985, ngomhla we-3 kuCanzibe',
    ],
    // not after a date that holds its month already, nor a day without a month
    ['English', '04/11/1994, fourth of November.', 'DATE_OF_BIRTH', '04/11/1994', '04/11/1994'],
    ['Sesotho', 'Mokuli: 1956, ka la 4 ke a leboha.', 'DATE_OF_BIRTH', '1956', '1956'],
    // the unknown word and joiners alone are not taken: no day said in words before them
    ['Hausa', 'ciniki: Eh ga Afrilu, 1968.', 'DATE_OF_BIRTH', '1968', '1968'],
    // after it: an article and an ordinal day, a calendar's era mark (its dots kept, a sentence's full stop not)
    [
      'Twi',
      'nineteen ninety one october the fifth na',
      'DATE_OF_BIRTH',
      'nineteen ninety one october',
      'nineteen ninety one october the fifth',
    ],
    // the words that make an ordinal between ("da a ɛtɔ so mmiɛnsa": the third day); a cardinal without them is not taken
    [
      'Twi',
      'eighty six may da a ɛtɔ so mmiɛnsa ɛyɛ',
      'DATE_OF_BIRTH',
      'eighty six may',
      'eighty six may da a ɛtɔ so mmiɛnsa',
    ],
    ['Twi', 'eighty six may da mmiɛnsa ɛyɛ', 'DATE_OF_BIRTH', 'eighty six may', 'eighty six may'],
    ['Amharic', 'ሰኔ 3 ቀን 1982 ዓ.ም.', 'DATE_OF_BIRTH', 'ሰኔ 3 ቀን 1982', 'ሰኔ 3 ቀን 1982 ዓ.ም.'],
    ['Arabic', '١٥ رجب ١٤٠٥ هـ.', 'DATE_OF_BIRTH', '١٥ رجب ١٤٠٥', '١٥ رجب ١٤٠٥ هـ'],
    // an address that opens with a number: the house words before it
    [
      'English',
      'Caller: No. 7, Cole Farm, Freetown.',
      'ADDRESS',
      '7, Cole Farm, Freetown',
      'No. 7, Cole Farm, Freetown',
    ],
    [
      'English',
      'stay plot fourteen chalala lusaka',
      'ADDRESS',
      'fourteen chalala lusaka',
      'plot fourteen chalala lusaka',
    ],
    [
      'Hausa',
      'Gida mai lamba 23, layin makaranta.',
      'ADDRESS',
      '23, layin makaranta',
      'Gida mai lamba 23, layin makaranta',
    ],
    [
      'Swahili',
      'wapi plot namba arobaini kayole',
      'ADDRESS',
      'namba arobaini kayole',
      'plot namba arobaini kayole',
    ],
    // the rest of its sentence when it is a town, a postcode or a country
    [
      'Sesotho',
      'Moreki: P.O. Box 1142, Mafeteng 900.',
      'ADDRESS',
      'P.O. Box 1142, Mafeteng',
      'P.O. Box 1142, Mafeteng 900',
    ],
    ['Amharic', 'ፖ.ሳ.ቁ. 26113፣ አዲስ አበባ።', 'ADDRESS', 'ፖ.ሳ.ቁ. 26113', 'ፖ.ሳ.ቁ. 26113፣ አዲስ አበባ'],
    // up to four parts after commas, each an area, a unit, a town or a landmark, to the sentence's end
    [
      'Arabic',
      'يعني فيلا ٣٣، كمبوند النخيل، البوابة رقم ٢، الحي الخامس، المدينة الجديدة.',
      'ADDRESS',
      'فيلا ٣٣، كمبوند النخيل',
      'فيلا ٣٣، كمبوند النخيل، البوابة رقم ٢، الحي الخامس، المدينة الجديدة',
    ],
    [
      'English',
      'Caller: Plot 9, Kiwatule, near the old water tank, Kampala.',
      'ADDRESS',
      'Plot 9, Kiwatule',
      'Plot 9, Kiwatule, near the old water tank, Kampala',
    ],
    // not a clause of small words after the parts
    [
      'English',
      'Caller: Plot 9, Kiwatule, Kampala, but I work in town.',
      'ADDRESS',
      'Plot 9, Kiwatule',
      'Plot 9, Kiwatule',
    ],
    // a town that is a stop word of names after a comma, and said right after the last number in speech
    [
      'English',
      'Caller: Plot 9, Kiwatule, Kampala.',
      'ADDRESS',
      'Plot 9, Kiwatule',
      'Plot 9, Kiwatule, Kampala',
    ],
    [
      'German',
      'meldeadresse torstraße zweiundzwanzig eins null fünf fünf neun berlin wohnen sie noch',
      'ADDRESS',
      'torstraße zweiundzwanzig eins null fünf fünf neun',
      'torstraße zweiundzwanzig eins null fünf fünf neun berlin',
    ],
    // (not a word that is no town, nor a town after a word)
    [
      'German',
      'meldeadresse torstraße zweiundzwanzig eins null fünf fünf neun wohnen sie noch',
      'ADDRESS',
      'torstraße zweiundzwanzig eins null fünf fünf neun',
      'torstraße zweiundzwanzig eins null fünf fünf neun',
    ],
    // in speech, one or two place words after the last number before a word that closes the answer
    [
      'German',
      'an postfach zwei drei eins eins mondstadt danke schön',
      'ADDRESS',
      'postfach zwei drei eins eins',
      'postfach zwei drei eins eins mondstadt',
    ],
    [
      'German',
      'jetzt erf eins null zwei vier vineta mondstadt ah da haben wir',
      'ADDRESS',
      'erf eins null zwei vier',
      'erf eins null zwei vier vineta mondstadt',
    ],
    // (not three words, a stop word, or words that no closer ends)
    [
      'German',
      'erf eins null zwei vier vineta mondstadt nord ah da',
      'ADDRESS',
      'erf eins null zwei vier',
      'erf eins null zwei vier',
    ],
    ['English', 'plot nine block four yes okay', 'ADDRESS', 'plot nine block four', 'plot nine block four'],
    // in speech, a landmark chained to it, up to a closer or the end of the text
    [
      'Twi',
      'me fie ne b 14 methodist asɔre no akyi medaase',
      'ADDRESS',
      'b 14',
      'b 14 methodist asɔre no akyi',
    ],
    [
      'English',
      'it is house 4471 unit 17 behind the big church thanks',
      'ADDRESS',
      'house 4471 unit 17',
      'house 4471 unit 17 behind the big church',
    ],
    // (not over a number or the next question's cue)
    [
      'English',
      'it is house 4471 unit 17 behind the phone number okay',
      'ADDRESS',
      'house 4471 unit 17',
      'house 4471 unit 17',
    ],
    [
      'German',
      'an postfach zwei drei eins eins bitte schicken sie',
      'ADDRESS',
      'postfach zwei drei eins eins',
      'postfach zwei drei eins eins',
    ],
    // before the area parts of a script without case, the town (the last word of the part before them)
    ['Amharic', 'አድራሻዬ ደግሞ መቐለ፣ ሓድነት ክፍለ ከተማ፣ ቀበሌ 16።', 'ADDRESS', 'ቀበሌ 16', 'መቐለ፣ ሓድነት ክፍለ ከተማ፣ ቀበሌ 16'],
    // (not without an area part, nor a stop word)
    ['Amharic', 'ሁለቱንም፣ ቀበሌ 16።', 'ADDRESS', 'ቀበሌ 16', 'ቀበሌ 16'],
    ['Amharic', 'አድራሻዬ ደግሞ፣ ሓድነት ክፍለ ከተማ፣ ቀበሌ 16።', 'ADDRESS', 'ቀበሌ 16', 'ሓድነት ክፍለ ከተማ፣ ቀበሌ 16'],
    // the parts before it: a numbered part, and a named part between it and the address
    [
      'Afrikaans',
      'Nee! Dit moet wees Eenheid 12, Protea Park, Wilgerstraat 40, Polokwane.',
      'ADDRESS',
      'Wilgerstraat 40, Polokwane',
      'Eenheid 12, Protea Park, Wilgerstraat 40, Polokwane',
    ],
    [
      'German',
      'Er wohnt im Heim, Haus Sonnenhang, Zimmer 21, Gartenweg 3, 79102 Freiburg.',
      'ADDRESS',
      'Zimmer 21, Gartenweg 3, 79102 Freiburg',
      'Haus Sonnenhang, Zimmer 21, Gartenweg 3, 79102 Freiburg',
    ],
    // a named part alone, without a place word or a numbered part before it, is not taken
    [
      'Afrikaans',
      'Ja, Protea Park, Wilgerstraat 40, Polokwane.',
      'ADDRESS',
      'Wilgerstraat 40, Polokwane',
      'Wilgerstraat 40, Polokwane',
    ],
    // not the next question in speech, nor a sentence of small words
    ['Arabic', 'شارع مصدق الدقي ورقم الموبايل', 'ADDRESS', 'شارع مصدق الدقي', 'شارع مصدق الدقي'],
    ['English', 'Plot 22, Kiwatule, thanks a lot.', 'ADDRESS', 'Plot 22, Kiwatule', 'Plot 22, Kiwatule'],
    // an address that opens with a name grows over nothing
    ['English', 'Caller: plot Cole Farm, Freetown.', 'ADDRESS', 'Cole Farm, Freetown', 'Cole Farm, Freetown'],
    // an identifier: the capital-letter code before it (a scheme's name, cue or not), not ID or OK, not a glued word
    ['Setswana', 'Ke BOMAID 0087 2219 03.', 'MEDICAL_ID', '0087 2219 03', 'BOMAID 0087 2219 03'],
    ['English', 'It is OMI 4420 7719 3.', 'POLICY_NUMBER', '4420 7719 3', 'OMI 4420 7719 3'],
    ['English', 'My NHIF 44719820.', 'MEDICAL_ID', '44719820', 'NHIF 44719820'],
    ['Shona', 'Ndi SSN 1144 0927 6.', 'GOVERNMENT_ID', '1144 0927 6', 'SSN 1144 0927 6'],
    ['Hausa', 'Ga shi: RRR 2904-7731-0558.', 'TRANSACTION_ID', '2904-7731-0558', 'RRR 2904-7731-0558'],
    ['English', 'My ID 44719820.', 'GOVERNMENT_ID', '44719820', '44719820'],
    ['English', 'My IBAN 44719820.', 'ACCOUNT_NUMBER', '44719820', '44719820'],
    ['English', 'My PASSPORT 44719820.', 'GOVERNMENT_ID', '44719820', '44719820'],
    // a scheme's name in small letters; a code spelled in small letters, up to six letters
    ['Twi', 'ɛyɛ gha 709 331 8245', 'GOVERNMENT_ID', '709 331 8245', 'gha 709 331 8245'],
    ['French', 'le numéro cnss 10457 7289', 'GOVERNMENT_ID', '10457 7289', '10457 7289'],
    ['English', 'it is order 5520913 thanks', 'TRANSACTION_ID', '5520913', '5520913'],
    ['Italian', 'è m r n l n e 80 m 41 grazie', 'GOVERNMENT_ID', 'l n e 80 m 41', 'm r n l n e 80 m 41'],
    // groups of capitals spelled with hyphens before it
    ['Twi', 'Ɛyɛ S-I-C, L-F, 0071932.', 'POLICY_NUMBER', '0071932', 'S-I-C, L-F, 0071932'],
    ['English', 'Yes, AB-CD 0071932.', 'POLICY_NUMBER', '0071932', '0071932'],
    // capitals after the digits that end the clause; not a currency, not before a word
    ['German', 'Referenz FNB 7741 0093 AMU, danke.', 'TRANSACTION_ID', 'FNB 7741 0093', 'FNB 7741 0093 AMU'],
    ['English', 'ref 77410093 KES, thanks.', 'TRANSACTION_ID', '77410093', '77410093'],
    ['English', 'ref 77410093 AMU paid', 'TRANSACTION_ID', '77410093', '77410093'],
    ['English', 'It is OK 44719820.', 'MEDICAL_ID', '44719820', '44719820'],
    ['English', 'It is xOMI 4420 7719 3.', 'POLICY_NUMBER', '4420 7719 3', '4420 7719 3'],
    ['English', 'It is OMI  4420 7719 3.', 'POLICY_NUMBER', '4420 7719 3', '4420 7719 3'],
    // in small letters, as a recogniser writes a spelled code: a consonant cluster or two or three single letters
    ['Setswana', 'ke mz 4471 2098 rra', 'TRANSACTION_ID', '4471 2098', 'mz 4471 2098'],
    ['Afrikaans', 'die nommer is l k 2044 09 dankie', 'TRANSACTION_ID', '2044 09', 'l k 2044 09'],
    // a cue word is not part of the value; a code's spelled letters join it where the written view
    // joined the rest to its digits ("e m p zero zero four ..." is read "e MP004...")
    ['English', 'my nrc 123456 thanks', 'GOVERNMENT_ID', '123456', '123456'],
    ['English', 'number e MP00417 thanks', 'EMPLOYEE_ID', 'MP00417', 'e MP00417'],
    // a check letter and its digits before a full stop
    ['Shona', 'Ndeye 63-2214578 Q 42.', 'GOVERNMENT_ID', '63-2214578', '63-2214578 Q 42'],
    // a word (a vowel in it) or one single letter is not taken
    ['English', 'my id is 4471 2098 thanks', 'GOVERNMENT_ID', '4471 2098', '4471 2098'],
    ['English', 'it is a 4471 2098 thanks', 'GOVERNMENT_ID', '4471 2098', '4471 2098'],
    // a check letter after the digits, and one or two digits after it; not a vowel, a word of its own
    ['Shona', 'ID yangu ndeye 08 1045523 m 13 ndatenda', 'GOVERNMENT_ID', '08 1045523', '08 1045523 m 13'],
    ['English', 'Ref RR 447 120 933 ZA.', 'TRANSACTION_ID', 'RR 447 120 933', 'RR 447 120 933 ZA'],
    ['English', 'number 4471 2098 a week ago', 'ACCOUNT_NUMBER', '4471 2098', '4471 2098'],
    // the parts of a code glued before it by `-`, `_`, `/` or `.`: capitals and digits, not a word in small letters
    ['Setswana', 'Ke FNBB-REF-55180327.', 'TRANSACTION_ID', '55180327', 'FNBB-REF-55180327'],
    ['French', "La référence c'est T_9QX4ML2A7P.", 'TRANSACTION_ID', '9QX4ML2A7P', 'T_9QX4ML2A7P'],
    ['Zulu', 'Ngu-681104 5823 086.', 'GOVERNMENT_ID', '681104 5823 086', '681104 5823 086'],
    // one capital that is no vowel before the digits; a digit of another script
    ['German', 'Schadennummer S 26 0441 7719.', 'POLICY_NUMBER', '26 0441 7719', 'S 26 0441 7719'],
    ['English', 'It is A 26 0441 7719.', 'POLICY_NUMBER', '26 0441 7719', '26 0441 7719'],
    ['Arabic', 'رقم الملف BPH ٠٠٤٨٨٢١٩.', 'MEDICAL_ID', '٠٠٤٨٨٢١٩', 'BPH ٠٠٤٨٨٢١٩'],
    // a check letter and up to three digits after it, in one group or two
    ['German', 'Mitarbeiter: 65 180375 K 004.', 'GOVERNMENT_ID', '65 180375', '65 180375 K 004'],
    ['German', 'Mitarbeiter: 53 240891 N 01 2.', 'GOVERNMENT_ID', '53 240891', '53 240891 N 01 2'],
    // (and, the code now holding a letter, the digit groups after it)
    ['German', 'Mitarbeiter: 53 240891 N 01 2345.', 'GOVERNMENT_ID', '53 240891', '53 240891 N 01 2345'],
    // the rest of a code after its digits: digit groups after a code with letters, a letter glued
    // to digits, single letters before digits; a letter without digits after it is not taken
    ['German', 'Sendung JJD0001 4480 2219 73.', 'TRANSACTION_ID', 'JJD0001', 'JJD0001 4480 2219 73'],
    ['Setswana', 'ke pp240611 1533 c00912 rra', 'TRANSACTION_ID', 'pp240611', 'pp240611 1533 c00912'],
    ['Setswana', 'ke PP2405191133 a 07 rra', 'TRANSACTION_ID', 'PP2405191133', 'PP2405191133 a 07'],
    // a letter before a longer number or a number word starts what follows (rands)
    ['Zulu', 'i reference SRD4419022 r 2090 izongena', 'TRANSACTION_ID', 'SRD4419022', 'SRD4419022'],
    ['English', 'ref 4419022 r two thousand', 'TRANSACTION_ID', '4419022', '4419022'],
    ['Yoruba', 'pin yin PEN100234567890 a o tun san', 'GOVERNMENT_ID', 'PEN100234567890', 'PEN100234567890'],
    ['English', 'my id is 4471 2098 thanks 2024', 'GOVERNMENT_ID', '4471 2098', '4471 2098'],
    // a phone number is no identifier code
    ['English', 'Call MTN 0803 123 4567.', 'PHONE_NUMBER', '0803 123 4567', '0803 123 4567'],
  ])('%s: %s', (language, text, type, found, expected) => {
    const [completed] = completeSpans(text, language, [entity(text, type, found)]);
    expect(text.slice(completed!.start, completed!.end)).toBe(expected);
  });

  it('never grows over the entity before it', () => {
    const text = 'Ke BOMAID 0087 2219 03.';
    const entities = [entity(text, 'PERSON_NAME', 'BOMAID'), entity(text, 'MEDICAL_ID', '0087 2219 03')];
    expect(
      completeSpans(text, 'Setswana', entities).map((found) => text.slice(found.start, found.end)),
    ).toEqual(['BOMAID', '0087 2219 03']);
  });

  it('never crosses a line break', () => {
    const text = 'Agent: the\ntwelfth of May 1980';
    const [completed] = completeSpans(text, 'English', [
      entity(text, 'DATE_OF_BIRTH', 'twelfth of May 1980'),
    ]);
    expect(text.slice(completed!.start, completed!.end)).toBe('twelfth of May 1980');
  });
});

describe('redact completes spans at their edges', () => {
  it.each<[LanguageName, string, string]>([
    // a spoken code's letters before its number words
    [
      'English',
      'what is the transaction reference pp two four one one zero eight seven seven four okay',
      'what is the transaction reference [TRANSACTION_ID] okay',
    ],
    [
      'Sesotho',
      'nomoro ea hao ea mosebetsi e m p zero zero four one seven two ho lokile',
      'nomoro ea hao ea mosebetsi [EMPLOYEE_ID] ho lokile',
    ],
    [
      'French',
      'Agent : Votre date de naissance ?\nClient : le deux avril quatre-vingt-onze.',
      'Agent : Votre date de naissance ?\nClient : [DATE_OF_BIRTH].',
    ],
    [
      'Igbo',
      'kedu ụbọchị ọmụmụ gị iri na ise nke julaị nineteen seventy five daalụ',
      'kedu ụbọchị ọmụmụ gị [DATE_OF_BIRTH] daalụ',
    ],
    [
      'English',
      'date of birth nineteen ninety one october the fifth thank you',
      'date of birth [DATE_OF_BIRTH] thank you',
    ],
    // birth questions as agents ask them, in each language
    ['Italian', 'Nato quando?\nIl ventitré novembre del quarantanove.', 'Nato quando?\n[DATE_OF_BIRTH].'],
    [
      'Swahili',
      'umezaliwa lini ishirini na moja juni elfu moja mia tisa themanini na nane unaishi wapi',
      'umezaliwa lini [DATE_OF_BIRTH] unaishi wapi',
    ],
    [
      'Yoruba',
      'Ìgbà wo ni wọ́n bí i?\nỌjọ́ kẹta oṣù Ṣẹẹrẹ, ọdún 2019.',
      'Ìgbà wo ni wọ́n bí i?\n[DATE_OF_BIRTH].',
    ],
    ['Amharic', 'የትውልድ ቀንዎ?\nሰኔ 3 ቀን 1982 ዓ.ም.', 'የትውልድ ቀንዎ?\n[DATE_OF_BIRTH]'],
    [
      'English',
      'where do you stay plot fourteen chalala near the seventh day church lusaka okay',
      'where do you stay [ADDRESS] okay',
    ],
    [
      'Swahili',
      'unaishi wapi plot namba arobaini na saba kayole junction nairobi sawa',
      'unaishi wapi [ADDRESS] sawa',
    ],
    [
      'Setswana',
      'Nomoro ya medical aid?\nKe BOMAID 0087 2219 03.',
      'Nomoro ya medical aid?\nKe [MEDICAL_ID].',
    ],
    ['English', 'My hospital number is NHIF 44719820.', 'My hospital number is [MEDICAL_ID].'],
    [
      'Twi',
      'Nurse: Wo NHIS nɔma?\nPatient: NHIS 0937 7714 25.',
      'Nurse: Wo NHIS nɔma?\nPatient: [MEDICAL_ID].',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
