import { describe, expect, it } from 'vitest';
import { foldEthiopic } from '../../src/redaction/recognizers/ethiopic-person-name.js';
import { describePersonNames } from './person-name-table.js';

describe('foldEthiopic: spelling variants of one sound', () => {
  const rows: Array<[string, string]> = [
    ['ሐይሌ', 'ሀይሌ'],
    ['ኃይሌ', 'ሀይሌ'],
    ['ሠናይት', 'ሰናይት'],
    ['ዐቢይ', 'አቢይ'],
    ['ፀጋዬ', 'ጸጋዬ'],
    ['ጌታቸዉ', 'ጌታቸው'],
  ];
  it.each(rows)('%s -> %s', (word, folded) => {
    expect(foldEthiopic(word)).toBe(folded);
  });
});

describePersonNames('PERSON_NAME in Amharic: titles, gazetteer, according to', [
  // a strong title takes two unlisted words
  ['Amharic', 'ፕሬዚዳንት ካሪም ዋንጋሪ ትናንት ተናገሩ።', ['ካሪም ዋንጋሪ']],
  // a two-word title, its first word with a fused preposition
  ['Amharic', 'የክልሉ ርዕሰ መስተዳድር ካሪም ዋንጋሪ በበኩላቸው ገልጸዋል።', ['ካሪም ዋንጋሪ']],
  ['Amharic', 'የዶ ር ካሪም ምስሎች ታተሙ።', ['ካሪም']],
  // after an occupation a second unlisted word must end the phrase
  ['Amharic', 'ጋዜጠኛ ሳሮን ቢልካ በዘገባዋ ገልጻለች።', ['ሳሮን ቢልካ']],
  ['Amharic', 'ጋዜጠኛ ሳሮን ቢልካ ጽሑፍ አቀረበች።', ['ሳሮን']],
  // a particle inside a foreign name
  ['Amharic', 'ፕሬዚዳንት ሉዊዝ ደ ሳንቶስ ተናገሩ።', ['ሉዊዝ ደ ሳንቶስ']],
  // fused preposition outside the span, case suffix inside the token
  ['Amharic', 'ለዶናልድ ትራምፕ ደብዳቤ ተላከ።', ['ዶናልድ ትራምፕ']],
  ['Amharic', 'ጋዜጠኞቹ ትራምፕን አነጋገሩ።', ['ትራምፕን']],
  ['Amharic', 'ሀይሌ ገብረሥላሴ ሮጠ።', ['ሀይሌ ገብረሥላሴ']],
  // "as X said", "according to X"
  ['Amharic', 'ካሪም እንደተናገሩት ሁኔታው ተሻሽሏል።', ['ካሪም']],
  ['Amharic', 'እንደ ካሪም ገለጻ ሁኔታው ተሻሽሏል።', ['ካሪም']],
  // no name: function words, verbs, common words that are also names, saints' churches
  ['Amharic', 'ጠቅላይ ሚኒስትሩ ዛሬ ንግግር አደረጉ።', []],
  ['Amharic', 'እርሳቸው ፕሬዚዳንት ሆነው ተሾሙ።', []],
  ['Amharic', 'በዚሁ መሠረት ስብሰባው ተካሄደ።', []],
  ['Amharic', 'የቅዱስ ጴጥሮስ አደባባይ ሞላ።', []],
  ['Amharic', 'መገናኛ ብዙኃን እንዳስታወቁት ምርጫው ተጠናቋል።', []],
  // a title spelt another way, a particle before a word that looks like a verb ('ሲልቫ')
  ['Amharic', 'ፕሮፈሰር ጫሊቡ ዋንጋሪ ተናገሩ።', ['ጫሊቡ ዋንጋሪ']],
  ['Amharic', 'ፕሬዝደንት ሉላ ደ ሲልቫ ግን አልተስማሙም።', ['ሉላ ደ ሲልቫ']],
  // a third unlisted word after a title when a fused preposition, a break or its own '-ም' ends it
  ['Amharic', 'ተሟጋች ጫሊቡ ዋንጋሪ ሞቴሳ ለአስር ዓመታት ሰርተዋል።', ['ጫሊቡ ዋንጋሪ ሞቴሳ']],
  ['Amharic', 'የድርጅቱ ባልደረባ ጫሊቡ ዋንጋሪ ሞቴሳም ዋናው ችግር ነው ብለዋል።', ['ጫሊቡ ዋንጋሪ ሞቴሳም']],
  ['Amharic', 'ፕሮፌሰር ጫሊቡ ዋንጋሪ ስጋት አላቸው።', ['ጫሊቡ ዋንጋሪ']],
  ['Amharic', 'አቶ ጫሊቡ ዋንጋሪ ተሾሙ።', ['ጫሊቡ ዋንጋሪ']],
  ['Amharic', 'አምበል ጫሊቡ ቃንጋሪሶ ጎል አስቆጠረ።', ['ጫሊቡ']],
  // a listed name, then an unlisted word before a function word or a verb
  ['Amharic', 'ለዶናልድ ዋንጋሪ ግን ደብዳቤ ተላከ።', ['ዶናልድ ዋንጋሪ']],
  ['Amharic', 'አበበ ቤት ገብተዋል።', ['አበበ']],
  // an unlisted given name before a listed father's name, when a function word or verb follows
  ['Amharic', 'ጫሊቡ አበበ ዛሬ ተናገሩ።', ['ጫሊቡ አበበ']],
  ['Amharic', 'መጽሐፉን ለጫሊቡ አበበ ሰጠ።', ['አበበ']],
  ['Amharic', 'ስብሰባውን ጫሊቡ አበበ፣ ቃንጋሪሶ ደግሞ ንግግሩን መሩ።', ['ጫሊቡ አበበ']],
  ['Amharic', 'ስብሰባውን አበበ ዋንጋሪ፣ ጫሊቡ ደግሞ ንግግሩን መሩ።', ['አበበ ዋንጋሪ']],
  // a name of the Latin gazetteer written by its sound (Temer, Rousseff), also after a fused
  // preposition; a native word that sounds like a name is none ('ታሪክ' history, Tariq)
  ['Amharic', 'ቴሜር ትናንት ተናገሩ።', ['ቴሜር']],
  ['Amharic', 'የሮዉሴፍ ፓርቲ ተሸነፈ።', ['ሮዉሴፍ']],
  // with a case or focus suffix, which stays in the span as a listed name's does
  ['Amharic', 'ጋዜጠኞቹ ቴሜርን አነጋገሩ።', ['ቴሜርን']],
  ['Amharic', 'ይህ ታሪክ ረጅም ነው።', []],
  // a listed name spelt with e for ä
  ['Amharic', 'ፌርናንዶ ሳንቶስ ግን አልመጡም።', ['ፌርናንዶ ሳንቶስ']],
  // 'እነ X' (X and those with X); 'የኔ' (my) is not 'የነ'
  ['Amharic', 'ፍርድ ቤቱ እነ ጫሊቡ ዋንጋሪ ላይ ብይን ሰጠ።', ['ጫሊቡ ዋንጋሪ']],
  ['Amharic', 'የኔ ባል ይሁን አሉ።', []],
  // a quote, 'ሲሉ', two name words and an honorific verb of saying
  ['Amharic', 'ሥራው ተጠናቋል ሲሉ ጫሊቡ ዋንጋሪ ተናግረዋል።', ['ጫሊቡ ዋንጋሪ']],
  ['Amharic', 'ሥራው ተጠናቋል ሲሉ የድርጅቱ ኃላፊ ተናግረዋል።', []],
  ['Amharic', 'ሥራው ተጠናቋል ሲሉ ባለሥልጣኑ ተናግረዋል።', []],
  ['Amharic', 'ሥራው ተጠናቋል በማለት ጫሊቡ ዋንጋሪ ገልጸዋል።', ['ጫሊቡ ዋንጋሪ']],
  // more nouns and verbs of saying
  ['Amharic', 'እንደ ጫሊቡ ገለጣ ሁኔታው ተሻሽሏል።', ['ጫሊቡ']],
  ['Amharic', 'ጫሊቡ እንደገለጡት ሁኔታው ተሻሽሏል።', ['ጫሊቡ']],
  // more listed given and father's names (Amharic, Oromo, Tigrinya, Muslim; compounds with ተክለ-, ሀብተ-)
  ['Amharic', 'ለሜሳ ዱጋሳ ዛሬ ተናገሩ።', ['ለሜሳ ዱጋሳ']],
  ['Amharic', 'ስብሰባውን የትናየት ተክለዮሐንስ መሩ።', ['የትናየት ተክለዮሐንስ']],
  ['Amharic', 'መጽሐፉን ለአስናቀች ሰጠ።', ['አስናቀች']],
  ['Amharic', 'ሀብተሚካኤል ቶሌራ ግን አልመጡም።', ['ሀብተሚካኤል ቶሌራ']],
  // abbreviated ranks, Miss, and the older court and church titles
  ['Amharic', 'ኮ/ል ጫሊቡ ዋንጋሪ ተሾሙ።', ['ጫሊቡ ዋንጋሪ']],
  ['Amharic', 'ብ/ጄ ጫሊቡ ዋንጋሪ ተናገሩ።', ['ጫሊቡ ዋንጋሪ']],
  ['Amharic', 'ወ/ሪት ጫሊቡ ዋንጋሪ ተመረቁ።', ['ጫሊቡ ዋንጋሪ']],
  ['Amharic', 'ብላቴን ጌታ ጫሊቡ ዋንጋሪ መጽሐፍ ጻፉ።', ['ጫሊቡ ዋንጋሪ']],
  ['Amharic', 'ሎሬት ጫሊቡ ዋንጋሪ ተሸለሙ።', ['ጫሊቡ ዋንጋሪ']],
  // the monks' title 'አባ', also with 'እነ' fused to it ('ከነአባ', with those of Abba ...)
  ['Amharic', 'መነኮሳቱ ከነአባ ጫሊቡ ዘንድ ሄዱ።', ['ጫሊቡ']],
  ['Amharic', 'አባ ጫሊቡ ዋንጋሪ ጸለዩ።', ['ጫሊቡ ዋንጋሪ']],
  // a compound father's name cut to its first letter ('ገ/' for ገብረ-), with or without the slash
  ['Amharic', 'ደራሲ ጫሊቡ ገ መድህን መጽሐፍ ጻፉ።', ['ጫሊቡ ገ መድህን']],
  ['Amharic', 'አቶ ጫሊቡ ወ/ዋንጋሪ ዛሬ መጡ።', ['ጫሊቡ ወ/ዋንጋሪ']],
  ['Amharic', 'ፀጋዬ ገ/ዋንጋሪ።', ['ፀጋዬ ገ/ዋንጋሪ']],
  ['Amharic', 'ወ/ሮ አልማዝ ዛሬ መጡ።', ['አልማዝ']],
  // a plural with the accusative ends a name after an occupation ('ንግግሮቹን', his speeches)
  ['Amharic', 'መምህር ጫሊቡ ቃንጋሪሶ ንግግሮቹን ተከታተሉ።', ['ጫሊቡ ቃንጋሪሶ']],
  // an abstract noun in -ነት is no name ('ሰብሳቢነት' chairmanship, 'ሚኒስትርነት' ministry)
  ['Amharic', 'ለአቶ ጫሊቡ ሰብሳቢነት ድምጽ ሰጡ።', ['ጫሊቡ']],
  ['Amharic', 'ፕሬዚዳንት ጫሊቡ ሚኒስትርነት አልፈለጉም።', ['ጫሊቡ']],
  // 'as X said' also with the one told between, and a two-word name opening the sentence;
  // 'for their part' and 'in the statement X gave' are honorific, so X is a person
  ['Amharic', 'ጫሊቡ ዋንጋሪ ለቢቢሲ እንደተናገሩት ችግሩ ከባድ ነው።', ['ጫሊቡ ዋንጋሪ']],
  ['Amharic', 'ጫሊቡ ዋንጋሪ እንዳሉት ችግሩ ከባድ ነው።', ['ጫሊቡ ዋንጋሪ']],
  ['Amharic', 'ጫሊቡ ዋንጋሪ በበኩላቸው ችግሩ ከባድ ነው ብለዋል።', ['ጫሊቡ ዋንጋሪ']],
  ['Amharic', 'የመንግሥት ኃላፊዎች ለቢቢሲ እንደተናገሩት ችግሩ ከባድ ነው።', []],
]);

describePersonNames('PERSON_NAME: a title or weekday of one language is a name in another', [
  // Swahili "Makamu" (deputy), a Zulu surname; the Igbo weekday "Mọnde", the Nguni name "Monde"
  ['Zulu', 'Ingoma entsha kaMakamu iyathandwa.', ['Makamu']],
  ['Zulu', 'UMonde Zungu ufike izolo.', ['Monde Zungu']],
  ['Swahili', 'Makamu wa Rais Joseph Nyerere alifika jana.', ['Joseph Nyerere']],
  ['Swahili', 'Alisema Makamu huyo.', []],
  ['Igbo', 'Ọ bịara na Mọnde gara aga.', []],
]);

describePersonNames('PERSON_NAME in Zulu and Isixhosa: prefixed names', [
  ['Zulu', 'Umculo lukaLindani uyathandwa.', ['Lindani']],
  ['Zulu', 'Izingane zikaThembeka zifikile.', ['Thembeka']],
  ['Zulu', 'Le ngoma yaculwa ngoSanele izolo.', ['Sanele']],
  // a copula with a class concord ('the name is ...'), and 'naku-' (and to)
  ['Isixhosa', 'Igama lakhe linguThembinkosi.', ['Thembinkosi']],
  ['Isixhosa', 'Ndibulela nakuLuyolo ngoncedo.', ['Luyolo']],
  ['Zulu', 'Uzokwenza njengoThembeka.', ['Thembeka']],
  ['Zulu', 'Ngikhulume kuThembeka izolo.', ['Thembeka']],
  ['Zulu', 'uMaDlamini ufike izolo.', ['MaDlamini']],
  ['Zulu', 'Umcimbi wavulwa nguDJ Zinhle kusihlwa.', ['DJ Zinhle']],
  ['Isixhosa', 'Iqela likhulule uBrilliant Khuzwayo kule veki.', ['Brilliant Khuzwayo']],
  // days, months and places after a prefix are not names
  ['Zulu', 'Sizobonana ngoLwesihlanu.', []],
  ['Zulu', 'Uzofika ngoMasingana.', []],
  ['Zulu', 'Siya kuZalo kusasa.', []],
]);

describePersonNames('PERSON_NAME in Yoruba: titles, weekdays and sentence openers', [
  ['Yoruba', 'Ọnarébù Kúnlé Adéyẹmí ti dé.', ['Kúnlé Adéyẹmí']],
  ['Yoruba', 'Ọ̀mọ̀wé Tèmítọ́pẹ́ ló sọ̀rọ̀.', ['Tèmítọ́pẹ́']],
  ['Yoruba', 'Lọ́jọ́ Sátidé la máa pàdé.', []],
  ['Yoruba', 'Àwa ni a ṣe é.', []],
  ['Yoruba', 'Àwọn ọmọ náà ti dé.', []],
]);

describePersonNames('PERSON_NAME: a capitalised run holding a gazetteer name keeps its given name', [
  // the run outscores the gazetteer's own span (listed surname only)
  ['Yoruba', 'Ọ̀gá àgbà Ibraheem Olúgbadé ti dé.', ['Ibraheem Olúgbadé']],
  ['Hausa', 'Shugaban kamfanin Ibraheem Olúgbadé ya zo.', ['Ibraheem Olúgbadé']],
  // but not with a sentence-initial word that is not a name
  ['English', 'Call Zanele Mokoena now.', ['Zanele Mokoena']],
  // a roster's entry: a line that opens with a name of two words and goes on in brackets
  ['Kinyarwanda', 'Brody Harrison ( Yavuye mu ikipe )', ['Brody Harrison']],
  ['Kinyarwanda', 'Zeb Thompson ( Yimukiye i Leeds )', ['Zeb Thompson']],
  ['Kinyarwanda', 'Brody Harrison [ Yavuye mu ikipe ]', ['Brody Harrison']],
  // not an acronym in brackets, not three words (a verb first: 'Hinjiye', joined)
  ['Kinyarwanda', 'Ihuriro Harrison ( IH ) ryatangaje ibi.', ['Harrison']],
  ['Kinyarwanda', 'Hinjiye Zeb Thompson ( Avuye i Leeds )', ['Thompson']],
  // an apposition after a comma: a lower-case word follows it
  ['Setswana', 'Brody Harrison , yo o kwadileng buka e ntšha , o fitlhile.', ['Brody Harrison']],
  ['Swahili', 'Huko Paris , wanafunzi walikusanyika.', []],
]);

describePersonNames('PERSON_NAME: a regnal number that ends its clause makes a monarch', [
  ['Setswana', 'Buka e bua ka botshelo jwa Thutmose III , le bana ba gagwe.', ['Thutmose III']],
  ['Swahili', 'Mfalme wa Eswatini , Mswati III , alifika jana.', ['Mswati III']],
  // a numbered noun, or a numeral inside the clause, is no name
  ['Setswana', 'Re simolotse Phase II .', []],
  ['Swahili', 'Alifaulu mtihani wa Darasa IV .', []],
  ['Setswana', 'Karolo ya Phase II e simolotse.', []],
  ['English', 'They signed the Vatican II reforms.', []],
]);

describePersonNames('PERSON_NAME: an honorific that is part of the name in its language', [
  // Twi "Nana" is a given name and a chief's title, written in the name
  ['Twi', 'Adwumakuo no panin , Nana Kwabena Boateng , kaa sɛ wɔbɛba.', ['Nana Kwabena Boateng']],
  ['Twi', 'Ɔmanpanin Nana Kwame Mensah kasa kyerɛɛ ɔman no.', ['Nana Kwame Mensah']],
  ['Twi', 'Nana no kaa sɛ', []],
  // elsewhere a grandparent's or chief's title before the name
  ['Swahili', 'Nana Rehema alifika.', ['Rehema']],
]);

describePersonNames('PERSON_NAME: an abbreviated title whose full stop tokenised text writes apart', [
  ['Twi', 'Ɛnnɛ Dr . Elorm Tawiah kyerɛɛ asɛm no mu.', ['Elorm Tawiah']],
  ['Twi', 'Prof . Dzifa kyerɛɛ adesuafoɔ no.', ['Dzifa']],
  ['Kinyarwanda', 'Yakiriwe na Amb . Kazungu Habimana .', ['Kazungu Habimana']],
  ['Kinyarwanda', 'Yakiriwe na Dr . Ganza Habimana .', ['Ganza Habimana']],
  ['English', 'He called the Dr . The nurse left.', []],
]);
