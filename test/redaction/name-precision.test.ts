import { describePersonNames } from './person-name-table.js';

describePersonNames(
  'PERSON_NAME precision: a whole-word title before a dot ends its sentence as a vocative',
  [
    ['Swahili', 'Mhudumu: Asante Mzee. Tarehe ya kuzaliwa?', []],
    ['Zulu', 'Umenzeli: Ngiyabonga Sister. Ngicela inombolo yakho.', []],
    ['Sesotho', 'Moemeli: Ho lokile, Ntate. Tsamaea hantle.', []],
    ['Hausa', 'Wakili: Na gode, Alhaji. Akwai wani abu kuma?', []],
    ['English', "Agent: I'm sorry, Mama. Where do you live?", []],
    // an abbreviated title keeps the name after its dot
    ['English', 'Agent: I will call Mr. Okafor tomorrow.', ['Okafor']],
    ['Spanish', 'Agente: Le atiende la Sra. Pilar Gómez.', ['Pilar Gómez']],
    // and a whole-word title without a dot still opens a name
    ['Zulu', 'Isiguli: Ngicela ukukhuluma noSister Ngcobo.', ['Ngcobo']],
  ],
);

describePersonNames(
  'PERSON_NAME precision: a listed name that comes back as a speaker label beside a role label is a role',
  [
    // 'Mothusi' is a given name and the Setswana word for a helper
    [
      'Setswana',
      'Mothusi: Dumela, o bua le Kagiso.\nMoreki: Dumela rra.\nMothusi: Nka go thusa jang?',
      ['Kagiso'],
    ],
    // once only, it is read as before: a sentence-initial listed name
    ['Setswana', 'Mothusi: Dumela.\nMoreki: Dumela rra.', ['Mothusi']],
  ],
);

describePersonNames('PERSON_NAME precision: the letters of a code before its digits are no name', [
  // two to four capitals, a space, digits
  ['Zulu', 'Umeluleki: Inombolo yesimangalo ngu-KLM 4410 2290.', []],
  ['Isixhosa', 'Umthengi: Inombolo yam yelungu ngu-GEM 55 301 2290.', []],
  // a capital glued to digits after a noun-class prefix
  ['Zulu', 'Umenzeli: Ngivula isikhalazo, inombolo yaso ngu-Q-2031-55821.', []],
  // a phrase matched inside a word of capitals introduces nothing ('NI' in 'NIRA')
  ['English', 'Agent: Good morning, NIRA support line.', []],
  // a name after the copula, glued or not, is still read
  ['Zulu', 'Umenzeli: Sawubona, nginguBongani.', ['Bongani']],
  ['Isixhosa', 'Umthengi: Igama lam nguThemba Ndlovu.', ['Themba Ndlovu']],
]);

describePersonNames(
  'PERSON_NAME precision: amount and address words of Amharic and call words of Arabic that are also listed names',
  [
    // thousand in an amount
    ['Amharic', 'ደንበኛ: ትናንት ሦስት ሺ ብር ልኬ ነበር።', []],
    // after a title it is still the name Xi
    ['Amharic', 'ፕሬዚዳንት ሺ ጂንፒንግ ትናንት ተናገሩ።', ['ሺ ጂንፒንግ']],
    // "in the name of" and "another"
    ['Arabic', 'الموظف: الحساب باسم مين؟', []],
    ['Arabic', 'الموظفة: تمام. في حاجة تانية؟', []],
  ],
);

describePersonNames(
  'PERSON_NAME precision: a sentence-initial verb of a Bantu language is no name and opens no list',
  [
    ['Isixhosa', 'Iarhente: Kulungile. Ndinike umhla wokuzalwa.', []],
    ['Kinyarwanda', 'Umukozi: Ndabonye kode. Ndayikohereza kuri SMS.', []],
    ['Swahili', 'Wakala: Airtel, habari. Unazungumza na Neema Mushi.', ['Neema Mushi']],
    ['Shona', 'Mushandi: Econet, masikati. Munotaura na Tendai.', ['Tendai']],
    // a listed name of the same shape is still a name
    ['Kinyarwanda', 'Umukozi: Ndayishimiye yavuze ko azaza.', ['Ndayishimiye']],
  ],
);

describePersonNames(
  'PERSON_NAME precision: in text from speech, the word after a title or introduction that opens a clause is no name',
  [
    // a common word of the language after a title
    ['Afrikaans', 'baie dankie mevrou lekker aand verder', []],
    ['Igbo', 'ewoo sister ekwentị m furu efu', []],
    ['Shona', 'ndapota fonai kuna amai vangu', []],
    ['Sesotho', 'kea leboha ntate moputso oa hao o fihlile', []],
    // a verb of a Bantu language by its prefixes, and a Twi word with an open vowel
    ['Swahili', 'habari za jioni dada nimelipa bili ya maji jana', []],
    ['Twi', 'maakye sister mepɛ sɛ mesesa me appointment', []],
    // after an introduction: a pronoun or a common noun
    ['French', "bonjour c'est moi j'ai reçu votre message", []],
    ['Setswana', 'dumela o bua le ofisi ya lekgotla', []],
    // a name after a title or introduction is still read
    ['Afrikaans', 'baie dankie mevrou pretorius', ['pretorius']],
    ['French', "bonjour c'est patrick qui vous parle", ['patrick']],
  ],
);

describePersonNames('PERSON_NAME precision: listed names that are common words in text from speech', [
  ['Hausa', 'barka da safiya kina magana da opay', []],
  ['Spanish', 'los técnicos pasan mañana por la tarde gracias', []],
  ['Zulu', 'ngiyabonga ikhadi elisha lizofika ngoLwesibili', []],
  // after an introduction such a name is still read
  ['Hausa', 'barka da rana sunana safiya bello', ['safiya bello']],
]);

describePersonNames(
  'PERSON_NAME precision: a listed name that is a common word does not open a sentence as a name alone',
  [
    ['Hausa', 'Direba: Na iso gidan. Amma ban ga lambar gidan ba.', []],
    ['Twi', 'Adwumayɛfoɔ: Yoo, medaase. Nyame nhyira wo.', []],
  ],
);

describePersonNames('PERSON_NAME precision: a hospital or school named after a person', [
  ['Swahili', 'Mhudumu: Karibu Hospitali ya Aga Khan, mapokezi.', []],
  ['French', 'Agent : Université Cheikh Anta Diop, bonjour.', []],
  ['Italian', 'Operatrice: La visita è al Poliambulatorio Santa Caterina.', []],
  // a title after the noun says a person: the hospital's head, Professor ...
  ['Hausa', 'Shugaban asibitin Farfesa Abdurrahman Sheshe ya ce za a gyara.', ['Abdurrahman Sheshe']],
  // a person's name elsewhere is still read
  ['Swahili', 'Mhudumu: Naitwa Halima Khan.', ['Halima Khan']],
]);
