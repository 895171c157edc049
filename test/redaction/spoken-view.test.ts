import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { digitGroupRuns } from '../../src/redaction/spoken/digit-group-runs.js';
import { gluedEmails } from '../../src/redaction/spoken/glued-emails.js';
import { numberWord, numberWordOf } from '../../src/redaction/spoken/number-words.js';
import { buildSpokenView } from '../../src/redaction/spoken/spoken-view.js';

describe('buildSpokenView', () => {
  it.each<[LanguageName, string, string | undefined]>([
    // written text: no view at all
    ['English', 'My number is 0803 123 4567.', undefined],
    ['English', 'I paid two hundred on Monday.', undefined],
    // a code's separators said between its parts
    ['English', 'it is one two three four five six slash seven eight slash one', 'it is 123456/78/1'],
    ['Italian', 'il sinistro s n ventisei barra zero cinque cinque tre', 'il sinistro SN26/0553'],
    // a separator word before no number stays a word
    ['English', 'one two three four dash then home', '1234 dash then home'],
    // number words spelling four or more digits
    ['English', 'My number is zero eight zero three one two three.', 'My number is 0803123.'],
    ['English', 'It is oh seven double two, fifty five, triple nine.', 'It is 072255999.'],
    ['English', 'Born in nineteen eighty six.', 'Born in 1986.'],
    ['English', 'Two bags and three boxes.', undefined],
    ['French', 'Mon numéro: zéro six, douze, trente-quatre, soixante-dix-huit.', 'Mon numéro: 06123478.'],
    ['French', 'quatre-vingt-dix-neuf vingt-et-un', '9921'],
    ['Spanish', 'Es el treinta y dos, cuarenta y cinco, veintitrés.', 'Es el 324523.'],
    ['German', 'Die Nummer ist null eins fünf dreiundzwanzig.', 'Die Nummer ist 01523.'],
    ['Italian', 'Il numero è tre tre nove ventitré.', 'Il numero è 33923.'],
    ['Afrikaans', 'Dit is nul agt twee drie-en-twintig.', 'Dit is 08223.'],
    ['Swahili', 'Namba ni sifuri saba moja mbili.', 'Namba ni 0712.'],
    ['Swahili', 'Ni ishirini na tano, kumi na moja.', 'Ni 2511.'],
    ['Hausa', 'Lambata sifiri takwas biyu uku.', 'Lambata 0823.'],
    ['Zulu', 'Inombolo iqanda isikhombisa kunye kubili.', 'Inombolo 0712.'],
    ['Kinyarwanda', 'Nimero ni zeru karindwi zéro huit.', 'Nimero ni 0708.'],
    ['Amharic', 'ስልኬ ዜሮ ዘጠኝ አንድ ሁለት ነው።', 'ስልኬ 0912 ነው።'],
    ['Arabic', 'رقمي صفر تسعة واحد اثنين', 'رقمي 0912'],
    // numbers said in groups: hundreds beside other groups, French 70-99, unit-first tens (German,
    // Afrikaans, Arabic: "neun und vierzig", "اربعة وعشرين"), Amharic "አስራ", Arabic dialect teens
    [
      'French',
      'vers quel numéro soixante dix sept quatre cent douze trente huit quatre vingt dix et',
      'vers quel numéro 774123890 et',
    ],
    ['French', 'commande trois cent quatre vingt onze deux cent six quarante sept', 'commande 39120647'],
    ['Spanish', 'es doscientos veintidós cuarenta y siete treinta y uno doce', 'es 222473112'],
    ['Amharic', 'ቁጥርዎ ዜሮ ዘጠኝ አስራ አንድ ሃምሳ አምስት ስልሳ ሁለት አርባ ስምንት', 'ቁጥርዎ 0911556248'],
    ['Arabic', 'رقمي زيرو ستة ستين اربعة وعشرين تمنطاش خمسة وتسعين', 'رقمي 0660241895'],
    ['German', 'unter plus neun und vierzig eins fünf eins zwei drei vier', 'unter +49151234'],
    // amounts with hundreds stay words
    ['French', 'il coûte deux cent cinquante mille francs et trois cent vingt cinq', undefined],
    ['French', 'entre deux cent cinquante trois cents personnes', undefined],
    ['English', 'I paid two hundred fifty three hundred times', undefined],
    // codes read letter by letter with their digits ("a", "i", "e", "y", "u" are words alone)
    ['English', 'the code is v t x nine eight seven one two three ok', 'the code is VTX987123 ok'],
    ['English', 'it is k m p double oh four seven three two', 'it is KMP004732'],
    ['English', 'i think a four five six seven', 'i think a 4567'],
    ['English', 'kra pin a zero one two three four five six seven eight z and', 'kra pin A012345678Z and'],
    // a letter that is a word, or a letter's name, beside another letter; a name between numbers
    ['English', 'number e m p double oh four seven three two', 'number EMP004732'],
    ['Twi', 'card g h a seven three three zero nine', 'card GHA73309'],
    // a code's joiner words in the language ("skuins"), and "forward slash"
    ['English', 'staff number k t m forward slash zero zero three one two ok', 'staff number KTM/00312 ok'],
    // a year after a code's joiner is part of the code; digits after a year's units are not
    [
      'Afrikaans',
      'die saaknommer is c a s vier vyf ses skuins nege twee duisend drie en twintig dankie',
      'die saaknommer is CAS456/92023 dankie',
    ],
    ['Amharic', 'የፖሊሲ ቁጥር a b c dash ሁለት ሺ አስራ ሰባት ዜሮ አራት ሁለት ሁለት', 'የፖሊሲ ቁጥር ABC-20170422'],
    // a code with no joiner stops before a year (an amount: "r two thousand and ninety")
    [
      'English',
      'reference s r d four four one nine zero two two r two thousand and ninety next week',
      'reference SRD4419022 r 2090 next week',
    ],
    // a year opens a code, after its letters or alone, with four digits or a joiner after it
    ['Amharic', 'ቁጥርዎ ሲ ኤም ሁለት ሺህ አስራ ስድስት ዜሮ አንድ ሶስት ሁለት ነው', 'ቁጥርዎ CM20160132 ነው'],
    ['Spanish', 'matrícula dos mil veinte cero tres uno siete ocho gracias', 'matrícula 202003178 gracias'],
    ['Italian', 'polizza duemilaventitré barra zero zero sette uno due grazie', 'polizza 2023/00712 grazie'],
    ['English', 'born in two thousand and five zero eight is my area', 'born in 2005 zero eight is my area'],
    // letters that are words too, inside a code of letters and digits under way
    [
      'English',
      'licence k w d four four one two nine three a a seven one thanks',
      'licence KWD441293AA71 thanks',
    ],
    // an Amharic preposition glued to a number ("በ" + "ዜሮ": at 09...)
    ['Amharic', 'ቴክኒሻኑ በዜሮ ዘጠኝ አንድ ሁለት ሶስት አራት ይደውላል', 'ቴክኒሻኑ በ 091234 ይደውላል'],
    // a Zulu or Isixhosa prefix glued to a number, before English words too ("ku" + "zero": to 07...)
    [
      'Zulu',
      'imali ye eight hundred rand kuzero seven two four one one nine kodwa',
      'imali ye eight hundred rand ku 0724119 kodwa',
    ],
    ['Isixhosa', 'inombolo ngusibhozo ntathu nye nye ntathu', 'inombolo ngu 83113'],
    // ... or joined to it by a hyphen ("ku-oh", "Ngu-six-seven-..."); another word after it stays
    [
      'Zulu',
      'ngicela ungishayele ku-oh seven two four one one nine three eight kusasa',
      'ngicela ungishayele ku-072411938 kusasa',
    ],
    ['Zulu', 'Inombolo yakhe: Ngu-six-seven-one-two-eight-eight-four-five.', 'Inombolo yakhe: Ngu-67128845.'],
    ['Isixhosa', 'ndise ku-Gqeberha, zero eight two four one one', 'ndise ku-Gqeberha, 082411'],
    // ... and opens a number only: Isixhosa "kunye" ("and") after one is no "ku" + 1
    [
      'Isixhosa',
      'ndifowunele ku zero six zero four one two eight eight kunye nomsebenzi',
      'ndifowunele ku 06041288 kunye nomsebenzi',
    ],
    // digit words joined by hyphens; other hyphenated words stay
    ['Zulu', 'Umfundi: Six-seven-one-two-eight-eight-four-five.', 'Umfundi: 67128845.'],
    [
      'English',
      'a well-known twenty-five dollar one-way fee, call zero eight one two',
      'a well-known twenty-five dollar one-way fee, call 0812',
    ],
    // Moroccan spellings of two and eight ("زوج"/"جوج", "تمنية")
    ['Arabic', 'le rib زوج زوج خمسة ستة سبعة تمنية وعلاش', 'le rib 225678 وعلاش'],
    ['Spanish', 'el nie y cuatro cinco cinco uno', 'el nie y 4551'],
    // a code's letters said as a word of consonants (not a cue word: "sms"); "slash", "dash",
    // "point" between its parts; a letter that is a word closes no code ("k e sa")
    ['French', 'compte sn zéro huit trois zéro un', 'compte SN08301'],
    ['English', 'and sms two four five six', 'and sms 2456'],
    [
      'English',
      'his nrc one two three four five six slash seven eight slash one and',
      'his nrc 123456/78/1 and',
    ],
    ['Twi', 'card g h a seven three three zero nine dash one wote', 'card GHA73309-1 wote'],
    ['Setswana', 'ke m p two four one nine point a three nine k e sa ntse', 'ke MP2419.A39K e sa ntse'],
    ['English', 'the code is one two three four slash', 'the code is 1234 slash'],
    // letters said before written digit groups, six digits or more, not an amount; of two words
    // of consonants, the first names the issuer
    [
      'Kinyarwanda',
      'application ni b 2406 1177 8801 indangamuntu izaboneka nyuma',
      'application ni B240611778801 indangamuntu izaboneka nyuma',
    ],
    [
      'Kinyarwanda',
      'nimero yanyu ya rssb sb 004419281 indangamuntu ntiraza',
      'nimero yanyu ya rssb SB004419281 indangamuntu ntiraza',
    ],
    ['English', 'it cost me r 250 000 last year and i paid r 2500 for the other one', undefined],
    ['English', 'the staff number is db 09931 and the other one is fine', undefined],
    // a code of letters and digits said one by one: six characters, two digits and two letters
    ['French', "c'est t a k deux neuf cinq m q et", "c'est TAK295MQ et"],
    ['English', 'we went to the b b c one two studio', undefined],
    // a filler or "and" between the groups of a number under way (three digits, two words after)
    ['English', 'my number is zero seven two uh four five six seven ok', 'my number is 0724567 ok'],
    ['Swahili', 'namba ni sifuri saba moja yaani mbili tatu nne', 'namba ni 071234'],
    ['English', 'call zero seven two and four five six seven please', 'call 0724567 please'],
    [
      'English',
      'born in nineteen eighty six and two of my kids came',
      'born in 1986 and two of my kids came',
    ],
    ['English', 'between twenty five and thirty five people', undefined],
    ['Amharic', 'ቁጥርዎን ኢ ፒ ኤስ ሁለት ዜሮ ሁለት አራት ዜሮ', 'ቁጥርዎን EPS20240'],
    ['Arabic', 'رقم م ت س ثلاثة اربعة سبعة صفر', 'رقم MTS3470'],
    [
      'Italian',
      'codice effe erre erre enne enne a quattro uno esse sei otto acca cinque zero uno di un',
      'codice FRRNNA41S68H501 di un',
    ],
    // "plus" opens an international number, and only there
    [
      'English',
      'call me on plus two five four seven one two three four five six seven eight or one plus one',
      'call me on +254712345678 or one plus one',
    ],
    ['Spanish', 'es el más dos cuatro cero dos dos dos siete', 'es el +2402227'],
    // a number glued with a hyphen to a Zulu or Isixhosa prefix; a code in capitals keeps it
    ['Zulu', 'Ngishayele ku-071 884 2093.', 'Ngishayele ku 071 884 2093.'],
    ['Isixhosa', 'Ireferensi yakho ngu-SAS-EC-0091174.', undefined],
    ['English', 'Ngishayele ku-071 884 2093.', undefined],
    // other digits, same length
    ['Arabic', 'رقمي ٠٩١٢٣٤٥٦٧٨', 'رقمي 0912345678'],
    ['Arabic', 'رقمي ۰۹۱۲', 'رقمي 0912'],
    // ordinals next to a month
    ['English', 'Born on the fourteenth of March.', 'Born on the 14th of March.'],
    ['English', 'March twenty-first it was.', 'March 21st it was.'],
    ['English', 'The first time I called.', undefined],
    // spoken dates: a day next to a month name, with a year said as a cardinal, digit by digit or in two digits
    ['English', 'Born on the third of May two thousand and twelve.', 'Born on the 3rd May 2012.'],
    ['English', 'born nineteen hundred and fifty', 'born 1950'],
    ['English', 'It was eleven july nineteen fifty two.', 'It was 11 july 1952.'],
    ['English', 'twenty second of october nineteen ninety', '22nd october 1990'],
    ['English', 'Born in seventy-four, the second of June.', 'Born in 2nd June 74.'],
    ['English', 'first ka june ninety one', '1st june 91'],
    ['Afrikaans', 'Ses Maart 1999.', '6 Maart 1999.'],
    ['Afrikaans', 'negende Mei twee duisend en drie', '9th Mei 2003'],
    ['Afrikaans', 'een en dertigste Julie negentien sestig', '31st Julie 1960'],
    ['French', 'trente et un mars mille neuf cent quatre vingt dix', '31 mars 1990'],
    ['French', 'premier juin soixante dix huit', '1er juin 78'],
    ['German', 'dritter april neunzehnhundertachtundsechzig', '3rd april 1968'],
    ['German', 'siebzehnte Mai zweitausendelf', '17th Mai 2011'],
    ['Italian', 'ventuno giugno millenovecentottanta', '21 giugno 1980'],
    ['Spanish', 'treinta de enero de mil novecientos setenta', '30 enero 1970'],
    ['Spanish', 'el quince de julio del noventa y uno', 'el 15 julio 91'],
    ['Hausa', 'sha takwas ga watan Mayu, dubu biyu da biyar', '18 Mayu 2005'],
    ['Swahili', 'tisa Aprili elfu moja mia tisa sabini na sita', '9 Aprili 1976'],
    ['Arabic', 'ثلاثة وعشرين مارس ألفين وعشرة', '23 مارس 2010'],
    ['Amharic', 'መጋቢት አምስት አንድ ሺህ ዘጠኝ መቶ ሰባ', '5 መጋቢት 1970'],
    ['Amharic', 'መስከረም ሃያ ሁለት አንድ ሺህ ዘጠኝ መቶ ሰባ', '22 መስከረም 1970'],
    ['English', 'June twenty one nineteen ninety', '21 June 1990'],
    ['English', 'twenty-fourth July, nineteen-ninety', '24th July 1990'],
    ['Amharic', 'ጥቅምት ሃያ አምስት ቀን አንድ ሺህ ዘጠኝ መቶ ሰባ', '25 ጥቅምት 1970'],
    ['Arabic', 'الخامس من مارس ألف وتسعمائة وتسعين', '5th مارس 1990'],
    ['Swahili', 'tarehe tano mwezi Machi mwaka elfu mbili', 'tarehe 5 Machi 2000'],
    ['Zulu', 'ngomhla twelve kuJuni nineteen ninety', 'ngomhla 12 Juni 1990'],
    ['Kinyarwanda', 'ninety tariki ya kane kamena', '4 kamena 90'],
    ['Kinyarwanda', 'douze avril mille neuf cent quatre vingt treize', '12 avril 1993'],
    // ordinal days in Nguni, Sotho-Tswana and Yoruba; a year with a glued prefix; months in several words
    ['Zulu', 'ngo-92, ngomhla wesihlanu kuJuni', '5th Juni 92'],
    ['Isixhosa', 'wesibhozo kuAgasti nineteen seventy', '8th Agasti 1970'],
    ['Setswana', 'ka la bone la phatwe nineteen eighty', 'ka la 4th phatwe 1980'],
    ['Sesotho', 'seventy two ka la bosupa la phupu', '7th phupu 72'],
    ['Yoruba', 'ọjọ́ kẹta oṣù agẹmọ nineteen ninety', 'ọjọ́ 3rd oṣù agẹmọ 1990'],
    ['Swahili', 'Tisa, mwezi wa kumi na mbili, 1999.', '9 mwezi wa kumi na mbili 1999.'],
    // the parts in any order, the words that frame them ("day", "month", "year") between; the noun
    // for "year" that opens a date said year first belongs to it; a unit said before its tens
    ['Swahili', 'Mwaka sitini na nane, mwezi wa tano, tarehe kumi na moja.', '11 mwezi wa tano 68.'],
    ['Yoruba', 'Ọjọ́ kẹtàlá, oṣù Ẹrẹ̀nà, ọdún 1986.', 'Ọjọ́ 13th oṣù Ẹrẹ̀nà 1986.'],
    ['Igbo', '1992, ọnwa Maachị, ụbọchị nke itoolu.', '9 Maachị 1992.'],
    ['Setswana', '1951, ka Moranang, letsatsi la bosupa.', '7th Moranang 1951.'],
    [
      'Afrikaans',
      'gebore in twee duisend en ses op die twee en twintigste januarie',
      'gebore in 22nd januarie 2006',
    ],
    ['Afrikaans', 'gebore in agt en dertig die sesde mei', 'gebore in 6th mei 38'],
    ['Afrikaans', 'sewentien september negentien drie en tagtig', '17 september 1983'],
    ['Arabic', 'أربعة يونيو خمسة وتمانين', '4 يونيو 85'],
    ['Igbo', 'a mụrụ m na eighteenth july nineteen ninety seven', 'a mụrụ m na 18th july 1997'],
    // days and years in the number words of Kinyarwanda, Shona, Zulu and Twi
    [
      'Kinyarwanda',
      'itariki makumyabiri n umunani ukwakira igihumbi magana cyenda mirongo inani na karindwi',
      'itariki 28 ukwakira 1987',
    ],
    ['Shona', 'gumi nemana kukadzi chiuru nemazana mapfumbamwe namakumi masere nenomwe', '14 kukadzi 1987'],
    ['Zulu', 'ngomhlaka amashumi amathathu kunhlaba eighty eight', 'ngomhlaka 30 nhlaba 88'],
    ['Twi', 'Ahinime da dunan, afe 1959.', '14 Ahinime 1959.'],
    // French months and numbers in Hausa (Niger) and Arabic (the Maghreb) calls; Swahili ordinal
    // days; Igbo thousands said first; Yoruba tens and two thousand; no cardinal ends in a zero
    [
      'Hausa',
      'ranar haihuwa premier janvier mil neuf cent quatre vingt huit kuma',
      'ranar haihuwa 1st janvier 1988 kuma',
    ],
    [
      'Arabic',
      'la date de naissance le douze avril quatre vingt neuf مزيان',
      'la date de naissance le 12 avril 89 مزيان',
    ],
    [
      'Swahili',
      'tarehe ya kuzaliwa pili februari elfu mbili na tatu sawa',
      'tarehe ya kuzaliwa 2nd februari 2003 sawa',
    ],
    ['Igbo', 'ọnwa ise ụbọchị iri na asatọ puku abụọ na otu ọ dị mma', '18 ọnwa ise 2001 ọ dị mma'],
    ['Yoruba', 'ọjọ́ kejìlá oṣù ògún ẹgbàá lé méjì', 'ọjọ́ 12th oṣù ògún 2002'],
    ['Yoruba', 'Ọgbọ̀n Owewe, 1994.', '30 Owewe 1994.'],
    // a word of capitals and a comma before digit groups: a bank, not a code's letters
    [
      'Twi',
      'Ahinime da dunan, afe 1959. GCB, 1021 3300 4476 18.',
      '14 Ahinime 1959. GCB, 1021 3300 4476 18.',
    ],
    // the month said as a number: a numeric date; a lone digit word needs a joining word or an ordinal
    ['French', 'le sept du sept quatre vingt dix sept merci', 'le 07/07/97 merci'],
    ['German', 'geburtsdatum zwölfter dritter neunundfünfzig', 'geburtsdatum 12/03/59'],
    [
      'German',
      'geburtsdatum bitte neunzehnter elften neunzehnhundertneunzig und ihre',
      'geburtsdatum bitte 19/11/1990 und ihre',
    ],
    ['Spanish', 'nacimiento catorce del siete del ochenta y cinco vale', 'nacimiento 14/07/85 vale'],
    ['Italian', 'data di nascita ventitré dodici ottantadue grazie', 'data di nascita 23/12/82 grazie'],
    ['Italian', 'il numero tre dodici ottantadue grazie', 'il numero 31282 grazie'],
    // a year glued to a numeric date is not read again with the words after it
    [
      'English',
      'Date of birth? 04/11/1994, fourth of November.',
      'Date of birth? 04/11/1994, 4th of November.',
    ],
    // not dates: a cardinal that is no year, a day with no month, a number word that is also a month
    ['English', 'I paid two thousand five hundred.', undefined],
    ['German', 'Das kostet zweihundert Euro.', undefined],
    ['French', 'sept sept quatre cinq deux', '77452'],
    // spelled e-mails
    ['English', 'Email john dot banda at gmail dot com please.', 'Email john.banda@gmail.com please.'],
    [
      'French',
      'Écrivez à marie underscore dupont arobase orange point fr.',
      'Écrivez à marie_dupont@orange.fr.',
    ],
    ['English', 'I am at home dot.', undefined],
    // each language's words for "at" and "dot"; numbers said in words in the local part; a listed
    // name or a letter said before it without a joiner (not the word before a long number)
    ['Afrikaans', 'dit is charmaine punt nel at gmail punt com', 'dit is charmaine.nel@gmail.com'],
    ['English', 'still abubakar dot musa eighty at gmail dot com', 'still abubakar.musa80@gmail.com'],
    ['Spanish', 'es nurica noventa y nueve arroba gmail punto com', 'es nurica99@gmail.com'],
    [
      'English',
      'email gani mercy wambui eighty eight at gmail dot com',
      'email gani mercywambui88@gmail.com',
    ],
    ['Zulu', 'iyiphi bongani k at webmail dot co dot za', 'iyiphi bonganik@webmail.co.za'],
    [
      'Zulu',
      'yesikole two one nine zero four four seven one three at stu dot ukzn dot ac dot za',
      'yesikole 219044713@stu.ukzn.ac.za',
    ],
    ['Arabic', 'الايميل ياسمين دوت حسن تسعين آت جيميل دوت كوم', 'الايميل ياسمين.حسن90@جيميل.كوم'],
    // a given name of no table said before a listed surname (with or without a number) is part of
    // it; not after a "dot" word, not a possessive or other table word, not before an unlisted word
    ['Kinyarwanda', 'ni iyihe kevine uwase at gmail dot com', 'ni iyihe kevineuwase@gmail.com'],
    ['Zulu', 'ithini khwezi zwane two one at gmail dot com', 'ithini khwezizwane21@gmail.com'],
    ['Shona', 'email yenyu moyo at gmail dot com', 'email yenyu moyo@gmail.com'],
    ['Shona', 'email iyi thobeka tmoyo at gmail dot com', 'email iyi thobeka tmoyo@gmail.com'],
    ['German', 'welche ist richtig anna punkt weber at gmx punkt de', 'welche ist richtig anna.weber@gmx.de'],
    // a surname particle between a "dot" word and the surname
    ['Afrikaans', 'die profiel jan punt van wyk at gmail punt com', 'die profiel jan.vanwyk@gmail.com'],
    // lower-case text: listed names and the words after an introduction or honorific get capitals
    [
      'English',
      'hello you are speaking with thandeka how can i help you today sir',
      'hello you are speaking with Thandeka how can i help you today sir',
    ],
    [
      'English',
      'my name is peter mwangi and i need help with my account please',
      'my name is Peter Mwangi and i need help with my account please',
    ],
    [
      'English',
      'good morning my name is zorbakov and i need help with my account',
      'good morning my name is Zorbakov and i need help with my account',
    ],
  ])('%s %j', (language, text, expected) => {
    expect(buildSpokenView(text, language)?.text).toBe(expected);
  });

  it('maps view spans back to the words they came from, and original spans into the view', () => {
    const text = 'call zero eight zero three one two now or email ada at mail dot com';
    const view = buildSpokenView(text, 'English')!;
    expect(view.text).toBe('call 080312 now or email ada@mail.com');
    expect(view.toOriginal(5, 11)).toEqual({ start: 5, end: 34 });
    expect(view.toOriginal(12, 15)).toEqual({ start: 35, end: 38 });
    expect(view.toOriginal(6, 8)).toEqual({ start: 5, end: 34 });
    expect(view.toOriginal(25, 37)).toEqual({ start: 48, end: text.length });
    expect(view.toView(0, 4)).toEqual({ start: 0, end: 4 });
    expect(view.toView(5, 34)).toEqual({ start: 5, end: 11 });
    expect(view.toView(35, 38)).toEqual({ start: 12, end: 15 });
  });
});

describe('numberWord', () => {
  it.each<[LanguageName, string, ReturnType<typeof numberWord>]>([
    ['Yoruba', 'ẹ̀ta', numberWordOf('digit', 3)],
    ['Igbo', 'abụọ', numberWordOf('digit', 2)],
    ['Zulu', 'double', numberWordOf('repeat', 2)],
    ['Arabic', 'huit', numberWordOf('digit', 8)],
    ['Swahili', 'huit', undefined],
    ['German', 'siebenundvierzig', numberWordOf('compound', 47)],
    ['French', 'soixante-et-onze', numberWordOf('compound', 71)],
    ['German', 'neunzehnter', numberWordOf('ordinal', 19)],
    ['German', 'dritte', numberWordOf('ordinal', 3)],
    ['German', 'einundzwanzigste', numberWordOf('ordinal', 21)],
    ['Afrikaans', 'twaalfde', numberWordOf('ordinal', 12)],
    ['Afrikaans', 'drie-en-twintigste', numberWordOf('ordinal', 23)],
    ['Hausa', 'ɗari', numberWordOf('multiplier', 100, true)],
    ['Spanish', 'novecientos', numberWordOf('hundreds', 900)],
  ])('%s %s', (language, word, expected) => {
    expect(numberWord(language, word)).toEqual(expected);
  });

  // one object shape for every number word (same properties, same order): the spoken view's loops
  // stay monomorphic when a glued preposition ("kuzero") or a multiplier said first ("ɗari") turns up
  it.each<[LanguageName, string, number, boolean]>([
    ['English', 'seven', 0, false],
    ['Zulu', 'kuzero', 2, false],
    ['Hausa', 'ɗari', 0, true],
    ['French', 'soixante-et-onze', 0, false],
  ])('%s %s has the one shape', (language, word, preposition, first) => {
    const found = numberWord(language, word)!;
    expect(Object.keys(found)).toEqual(['role', 'value', 'first', 'preposition']);
    expect([found.preposition, found.first]).toEqual([preposition, first]);
  });
});

describe('redact on spoken text', () => {
  it.each<[LanguageName, string, string]>([
    [
      'English',
      'hello you are speaking with thandeka yes my name is john banda my number is zero eight zero three one two three four five six seven and my email is john dot banda at gmail dot com',
      'hello you are speaking with [PERSON_NAME] yes my name is [PERSON_NAME] my number is [PHONE_NUMBER] and my email is [EMAIL]',
    ],
    [
      'Swahili',
      'jina langu ni amina juma namba yangu ni sifuri saba moja mbili tatu nne tano sita saba nane asante',
      'jina langu ni [PERSON_NAME] namba yangu ni [PHONE_NUMBER] asante',
    ],
    [
      'English',
      'Agent: Date of birth?\nCaller: The fourteenth of March, nineteen eighty six.',
      'Agent: Date of birth?\nCaller: [DATE_OF_BIRTH].',
    ],
    [
      'French',
      'Agent : Votre date de naissance ?\nClient : Vingt-trois avril deux mille deux.',
      'Agent : Votre date de naissance ?\nClient : [DATE_OF_BIRTH].',
    ],
    [
      'Arabic',
      'الوكيل: تاريخ الميلاد؟\nالمتصل: ١٥ رجب ١٤٠٥ هـ.',
      'الوكيل: تاريخ الميلاد؟\nالمتصل: [DATE_OF_BIRTH].',
    ],
    [
      'Hausa',
      'Wakili: An haife ki yaushe?\nMai kira: Goma sha ɗaya ga watan Janairu, shekarar dubu biyu da uku.',
      'Wakili: An haife ki yaushe?\nMai kira: [DATE_OF_BIRTH].',
    ],
  ])('%s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('Afrikaans given names and Christian names used across Africa, listed (text from speech)', () => {
  // without them in the gazetteer, a lone name without a cue leaks and a given name before a found
  // surname is left out ("gerhardus petrus [PERSON_NAME]", "cyril [PERSON_NAME]")
  it.each<[LanguageName, string, string]>([
    [
      'Afrikaans',
      'kliëntediens wilma hier goeiemôre wilma dis hannes my nommer is nul agt twee een twee drie vier vyf ses sewe',
      'kliëntediens [PERSON_NAME] hier goeiemôre [PERSON_NAME] dis [PERSON_NAME] my nommer is [PHONE_NUMBER]',
    ],
    [
      'Afrikaans',
      'en die volle naam asseblief gerhardus petrus venter die nommer is nul agt twee een twee drie vier vyf ses sewe',
      'en die volle naam asseblief [PERSON_NAME] die nommer is [PHONE_NUMBER]',
    ],
    [
      'Afrikaans',
      'ek wil die rekening op my vrou se naam sit dis anneke dankie my nommer is nul agt twee een twee drie vier vyf ses sewe',
      'ek wil die rekening op my vrou se naam sit dis [PERSON_NAME] dankie my nommer is [PHONE_NUMBER]',
    ],
    [
      'English',
      'hi this is yvonne from accounts the account holder is cyril okafor thank you',
      'hi this is [PERSON_NAME] from accounts the account holder is [PERSON_NAME] thank you',
    ],
    [
      'French',
      'bonjour le dossier est au nom de madame dupont jeanne merci',
      'bonjour le dossier est au nom de madame [PERSON_NAME] merci',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('a listed name glued to an honorific prefix (text from speech)', () => {
  it.each<[LanguageName, string, string]>([
    ['Shona', 'ndatenda vancube munogara kupi', 'ndatenda va[PERSON_NAME] munogara kupi'],
    ['Shona', 'maita basa vamoyo account number yenyu', 'maita basa va[PERSON_NAME] account number yenyu'],
    // an unlisted rest is a word of the prefix's class; a listed name that is a common word stays
    ['Shona', 'vanoda kubhadhara vakadzi vashandi', 'vanoda kubhadhara vakadzi vashandi'],
    ['Shona', 'ndatenda vatendai munogara kupi', 'ndatenda vatendai munogara kupi'],
    // only where the prefix is an honorific
    ['Zulu', 'ngiyabonga vancube', 'ngiyabonga vancube'],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('digits said one by one and written apart (as recognisers write them)', () => {
  it.each([
    ['Italian', 'È il 0 8 25 5 1 3 4 7 9.', 'È il 0825513479.'],
    ['English', 'It is 0 8 2 5 5 1 3 4 7 9.', 'It is 0825513479.'],
    ['French', "C'est le 0 6, 1 2, 3 4, 5 6, 7 8.", "C'est le 0612345678."],
  ] as const)('%s: %s', (language, text, written) => {
    expect(buildSpokenView(text, language)?.text).toBe(written);
  });

  it.each([
    // fewer than five groups, or longer groups: written numbers, left alone
    ['English', 'Rooms 12 14 and 16 are free.'],
    ['English', 'The scores were 12 15 18 20.'],
    ['English', 'Call 0825 513 479 today.'],
  ] as const)('%s: leaves %s', (language, text) => {
    expect(buildSpokenView(text, language)?.text ?? text).toBe(text);
  });

  it('redacts the phone number', async () => {
    expect((await redact({ text: 'It is 0 8 2 5 5 1 3 4 7 9.', language: 'English' })).result).toBe(
      'It is [PHONE_NUMBER].',
    );
  });
});

describe('short digit groups with commas, dots or filler words between them (digitGroupRuns)', () => {
  it.each([
    // a phone number read digit by digit, "deux" and "un" heard as "de" and "en"
    ["C'est le 08 de 55 en 3.89.", [['08 de 55 en 3.89', '0855389']]],
    // a card number read digit by digit, written in groups of up to three
    ['853,948, 803, 83, 86, 7.', [['853,948, 803, 83, 86, 7', '85394880383867']]],
    ['Es el 082, 551, 34, 79.', [['082, 551, 34, 79', '0825513479']]],
    ['Le 0 8, de 2, 5.5 1 3 et 4 79.', [['0 8, de 2, 5.5 1 3 et 4 79', '0825513479']]],
  ] as const)('%s', (text, expected) => {
    expect(
      digitGroupRuns(text).map((run) => [text.slice(run.originalStart, run.originalEnd), run.replacement]),
    ).toEqual(expected);
  });

  it.each([
    // a written number, an address of the internet, a version
    'It cost 1,234,567 in total.',
    'The server is 192.168.100.10 here.',
    // fillers only after a leading 0; fewer than seven digits; four-digit groups
    'From 5 to 10 or 15 to 20 or 25 to 30 minutes.',
    'Between 100 and 200 or 300 to 400.',
    'It is 08 de 55 en 3.',
    'Call 0825 513 479 today.',
    'Rooms 101, 102 and 103 are free.',
    // digits glued to letters are a code, not a number read aloud
    'Codes a12, b34, c56, d78, e90.',
  ])('leaves %s', (text) => {
    expect(digitGroupRuns(text)).toEqual([]);
  });

  it.each([
    [
      'French',
      "Merci à quel numéro pouvons nous vous joindre. C'est le 08 de 55 en 3.89. Et votre date de naissance ?",
      "Merci à quel numéro pouvons nous vous joindre. C'est le [PHONE_NUMBER]. Et votre date de naissance ?",
    ],
    [
      'French',
      'Quelle carte a été débitée ? 853,948, 803, 83, 86, 7. Merci.',
      'Quelle carte a été débitée ? [CARD_NUMBER]. Merci.',
    ],
  ] as const)('redacts in %s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('an e-mail written as one word with the spoken "at" glued inside (gluedEmails)', () => {
  it.each([
    [
      'French',
      'Clère.auboisearobase.engmailfl.com.',
      [['Clère.auboisearobase.engmailfl.com', 'Clère.auboise@engmailfl.com']],
    ],
    [
      'Italian',
      'marco.bianchichiocciolagmail.com',
      [['marco.bianchichiocciolagmail.com', 'marco.bianchi@gmail.com']],
    ],
    [
      'Spanish',
      'lucia.fernandezarroba.gmail.es!',
      [['lucia.fernandezarroba.gmail.es', 'lucia.fernandez@gmail.es']],
    ],
    ['German', 'k.muellerklammeraffe.web.de', [['k.muellerklammeraffe.web.de', 'k.mueller@web.de']]],
  ] as const)('%s: %s', (language, text, expected) => {
    expect(
      gluedEmails(text, language).map((found) => [
        text.slice(found.originalStart, found.originalEnd),
        found.replacement,
      ]),
    ).toEqual(expected);
  });

  it.each([
    'Visit www.google.com today.',
    'Write to info@arobase.fr.',
    'arobase.gmail.com',
    'It is at data.gov',
  ])('leaves %s', (text) => {
    expect(gluedEmails(text, 'French')).toEqual([]);
  });

  it('redacts it', async () => {
    expect(
      (
        await redact({
          text: 'Et votre adresse e-mail. Clère.auboisearobase.engmailfl.com. Merci.',
          language: 'French',
        })
      ).result,
    ).toBe('Et votre adresse e-mail. [EMAIL]. Merci.');
  });
});
