import { describe, expect, it } from 'vitest';
import { analyze, type PlaceholderType } from '../../src/index.js';

type Row = [language: string, text: string, expected: Array<[PlaceholderType, string]>, domain?: string];

async function found(language: string, text: string, domain?: string): Promise<Array<[string, string]>> {
  const { entities } = await analyze({ text, language, domain });
  return entities.map((entity) => [entity.type, text.slice(entity.start, entity.end)]);
}

describe('structured recognizers', () => {
  const rows: Row[] = [
    ['English', 'Write to ada.obi@example.com.ng today', [['EMAIL', 'ada.obi@example.com.ng']]],
    ['English', 'Card 4111 1111 1111 1111 please', [['CARD_NUMBER', '4111 1111 1111 1111']]],
    // recall first: a failed checksum still leaves an identifier shape (unannounced-reference.ts)
    ['English', 'Card 4111 1111 1111 1112 please', [['CARD_NUMBER', '4111 1111 1111 1112']]],
    ['English', 'IBAN GB82 WEST 1234 5698 7654 32.', [['ACCOUNT_NUMBER', 'GB82 WEST 1234 5698 7654 32']]],
    ['English', 'IBAN GB82 WEST 1234 5698 7654 33.', [['ACCOUNT_NUMBER', 'GB82 WEST 1234 5698 7654 33']]],
    ['English', 'My BVN is 22123456789.', [['BVN', '22123456789']]],
    ['English', 'The number 22123456789 was read out.', [['BVN', '22123456789']]],
    ['English', 'The number 22123456789 was read out.', [['BVN', '22123456789']], 'banking'],
    ['English', 'account number 1520360015', [['ACCOUNT_NUMBER', '1520360015']]],
    ['English', 'I moved 1520360015 units', []],
    ['English', 'I moved 1520360015 units', [['ACCOUNT_NUMBER', '1520360015']], 'banking'],
    ['English', 'ID 8001015009087 on file', [['GOVERNMENT_ID', '8001015009087']]],
    ['English', 'ID number 8001015009088 noted', [['GOVERNMENT_ID', '8001015009088']]],
    // a South African ID by shape (a birth date and a citizenship digit), whatever its check digit
    ['English', 'code 8001015009088 noted', [['GOVERNMENT_ID', '8001015009088']]],
    ['Twi', 'Ghana Card GHA-123456789-0.', [['GOVERNMENT_ID', 'GHA-123456789-0']]],
    ['Swahili', 'PIN yangu ya KRA ni A012345678Z', [['GOVERNMENT_ID', 'A012345678Z']]],
    [
      'English',
      'ref TXN-88213 and claim CLM/2024/0091',
      [
        ['TRANSACTION_ID', 'TXN-88213'],
        ['POLICY_NUMBER', 'CLM/2024/0091'],
      ],
    ],
    ['English', 'my staff number is 004512', [['EMPLOYEE_ID', '004512']]],
    ['English', 'matric number UNILAG/2019/1234.', [['STUDENT_ID', 'UNILAG/2019/1234']]],
    ['English', 'hospital number: KNH/88213/24', [['MEDICAL_ID', 'KNH/88213/24']]],
    ['English', 'policy number 12 and more', []],
  ];
  it.each(rows)('%s: %s', async (language, text, expected, domain) => {
    expect(await found(language, text, domain)).toEqual(expected);
  });
});

describe('PHONE_NUMBER with region hints', () => {
  const rows: Row[] = [
    ['Hausa', 'lambata 0803 123 4567.', [['PHONE_NUMBER', '0803 123 4567']]],
    ['Swahili', 'Nipigie 0712-345-678 kesho', [['PHONE_NUMBER', '0712-345-678']]],
    // 'my number' in the language is a phone cue: a Botswana mobile number has no trunk 0 and
    // its groups read like an amount without one
    ['Setswana', 'Nomoro ya me ke 71 234 567.', [['PHONE_NUMBER', '71 234 567']]],
    // with a currency next to them they are an amount; without one, a valid mobile number is a phone
    ['Setswana', 'Ke duetse 71 234 567 pula.', []],
    ['Setswana', 'Moreki: Nnyaa, nomoro e ntšhwa ke 74 880 213.', [['PHONE_NUMBER', '74 880 213']]],
    ['Zulu', 'Inombolo yami ngu 083 123 4567.', [['PHONE_NUMBER', '083 123 4567']]],
    ['Zulu', 'ucingo (082) 555 1234', [['PHONE_NUMBER', '(082) 555 1234']]],
    ['French', 'au +33 6 12 34 56 78.', [['PHONE_NUMBER', '+33 6 12 34 56 78']]],
    ['Arabic', 'هاتفي 00966 50 123 4567', [['PHONE_NUMBER', '00966 50 123 4567']]],
    ['English', 'call 0803.123.4567 now', [['PHONE_NUMBER', '0803.123.4567']]],
    ['English', 'It cost 1 250 000 naira', []],
    ['English', 'on 12-05-2024 at 10:30', []],
    // a slash between the area or network code and the number, as German writes it; not a date
    ['German', 'Mobil unter 0151 / 2280 4417 oder per Mail.', [['PHONE_NUMBER', '0151 / 2280 4417']]],
    ['German', 'Rufen Sie 030/1234567 an.', [['PHONE_NUMBER', '030/1234567']]],
    ['German', 'Am 01/02/2024 um 10 Uhr.', []],
    // a Senegalese mobile number has no trunk 0
    ['French', 'Le paiement est lié au 78 412 09 63.', [['PHONE_NUMBER', '78 412 09 63']]],
  ];
  it.each(rows)('%s: %s', async (language, text, expected) => {
    expect(await found(language, text)).toEqual(expected);
  });
});

describe('DATE_OF_BIRTH needs a birth cue', () => {
  const rows: Row[] = [
    ['English', 'Date of birth: 12/03/1985', [['DATE_OF_BIRTH', '12/03/1985']]],
    ['English', 'I paid on 12/03/2024.', []],
    ['English', 'I was born on 12 March 1985. I paid on 14 May 2024.', [['DATE_OF_BIRTH', '12 March 1985']]],
    ['English', 'Your date of birth?\nCustomer: March 12, 1985.', [['DATE_OF_BIRTH', 'March 12, 1985']]],
    ['Swahili', 'Nilizaliwa tarehe 3 Machi 1990', [['DATE_OF_BIRTH', '3 Machi 1990']]],
    ['Hausa', 'An haife ni 3 ga Maris, 1992', [['DATE_OF_BIRTH', '3 ga Maris, 1992']]],
    ['Spanish', 'Nací el 12 de marzo de 1985', [['DATE_OF_BIRTH', '12 de marzo de 1985']]],
    ['German', 'Geburtsdatum 12. März 1985', [['DATE_OF_BIRTH', '12. März 1985']]],
    ['Afrikaans', 'Geboortedatum: 1985-03-12', [['DATE_OF_BIRTH', '1985-03-12']]],
    ['Arabic', 'تاريخ الميلاد 12/03/1985', [['DATE_OF_BIRTH', '12/03/1985']]],
    ['Amharic', 'የትውልድ ቀን 12/03/1985', [['DATE_OF_BIRTH', '12/03/1985']]],
    ['Yoruba', 'Ọjọ́ ìbí mi ni 21/11/1983', [['DATE_OF_BIRTH', '21/11/1983']]],
  ];
  it.each(rows)('%s: %s', async (language, text, expected) => {
    expect(await found(language, text)).toEqual(expected);
  });
});

describe('ADDRESS', () => {
  const rows: Row[] = [
    [
      'English',
      'I live at 12 Adeola Odeku Street, Victoria Island, Lagos.',
      [['ADDRESS', '12 Adeola Odeku Street, Victoria Island, Lagos']],
    ],
    ['French', "J'habite au 15 rue de la Paix, Paris.", [['ADDRESS', '15 rue de la Paix, Paris']]],
    ['German', 'Ich wohne in der Hauptstraße 5.', [['ADDRESS', 'Hauptstraße 5']]],
    ['Swahili', 'Anwani yangu ni S.L.P. 9120, Dodoma.', [['ADDRESS', 'S.L.P. 9120, Dodoma']]],
    // a Kenyan box number with its post office's code
    ['English', 'Write to P.O. Box 45678-00100, Nairobi.', [['ADDRESS', 'P.O. Box 45678-00100, Nairobi']]],
    ['Swahili', 'S.L.P. 123 - 40100, Kisumu', [['ADDRESS', 'S.L.P. 123 - 40100, Kisumu']]],
    ['Kinyarwanda', 'Ntuye KN 5 Rd', [['ADDRESS', 'KN 5 Rd']]],
    ['Arabic', 'عنواني شارع التحرير 15', [['ADDRESS', 'شارع التحرير 15']]],
    ['English', 'Traffic on Kenyatta Avenue was slow.', []],
  ];
  it.each(rows)('%s: %s', async (language, text, expected) => {
    expect(await found(language, text)).toEqual(expected);
  });
});

describe('PERSON_NAME', () => {
  const rows: Row[] = [
    ['Hausa', 'Sunana Musa Bello.', [['PERSON_NAME', 'Musa Bello']]],
    ['Yoruba', 'Orúkọ mi ni Adébáyọ̀ Ògúnlẹ́yẹ.', [['PERSON_NAME', 'Adébáyọ̀ Ògúnlẹ́yẹ']]],
    ['Igbo', 'Aha m bụ Chidi Okafor', [['PERSON_NAME', 'Chidi Okafor']]],
    ['Swahili', 'Jina langu ni Amina Juma', [['PERSON_NAME', 'Amina Juma']]],
    ['Zulu', 'Igama lami nguSipho Dlamini', [['PERSON_NAME', 'Sipho Dlamini']]],
    ['Sesotho', 'Lebitso la ka ke Thabo Molefe', [['PERSON_NAME', 'Thabo Molefe']]],
    ['Setswana', 'Leina la me ke Kagiso Seretse', [['PERSON_NAME', 'Kagiso Seretse']]],
    ['Shona', 'Zita rangu ndiTendai Moyo', [['PERSON_NAME', 'Tendai Moyo']]],
    ['Kinyarwanda', 'Nitwa Jean Mugisha', [['PERSON_NAME', 'Jean Mugisha']]],
    ['Twi', 'Me din de Kwame Asante', [['PERSON_NAME', 'Kwame Asante']]],
    ['French', "Je m'appelle Aminata Traoré", [['PERSON_NAME', 'Aminata Traoré']]],
    ['Spanish', 'Me llamo Carlos Fernández', [['PERSON_NAME', 'Carlos Fernández']]],
    ['Afrikaans', 'My naam is Pieter van der Merwe', [['PERSON_NAME', 'Pieter van der Merwe']]],
    ['Amharic', 'ስሜ አበበ በቀለ ነው።', [['PERSON_NAME', 'አበበ በቀለ']]],
    ['Arabic', 'اسمي أحمد محمد', [['PERSON_NAME', 'أحمد محمد']]],
    ['English', 'Thank you Alhaji Danjuma.', [['PERSON_NAME', 'Danjuma']]],
    // an honorific that is also a surname goes on a name already begun ('Nkosi' is also 'Sir')
    ['English', 'Dr Thandiwe Nkosi called.', [['PERSON_NAME', 'Thandiwe Nkosi']]],
    ['English', 'Her mum is Mrs Nkosi.', [['PERSON_NAME', 'Nkosi']]],
    [
      'Zulu',
      'Dr Thandiwe Nkosi noNkosi Dlamini bafikile.',
      [
        ['PERSON_NAME', 'Thandiwe Nkosi'],
        ['PERSON_NAME', 'Dlamini'],
      ],
    ],
    [
      'English',
      'Mr John Major and Bishop Tutu.',
      [
        ['PERSON_NAME', 'John Major'],
        ['PERSON_NAME', 'Tutu'],
      ],
    ],
    [
      'English',
      'I spoke to Chidi Okafor. Later Okafor called.',
      [
        ['PERSON_NAME', 'Chidi Okafor'],
        ['PERSON_NAME', 'Okafor'],
      ],
    ],
    ['Swahili', 'Amani iwe nanyi.', []],
    ['Hausa', 'Jiya ne Garkuwa Dantani ya isa.', [['PERSON_NAME', 'Garkuwa Dantani']]],
    ['Hausa', 'Ya tafi Jihar Kano ranar Litinin.', []],
    ['English', 'The invoices are for Dangote Cement and Nigerian Breweries.', []],
    ['English', 'The driver licence is DL-5543-221.', [['GOVERNMENT_ID', 'DL-5543-221']]],
    ['Igbo', 'Amụrụ m na 14 Febụwarị 1979.', [['DATE_OF_BIRTH', '14 Febụwarị 1979']]],
    ['Yoruba', 'A ó san án ní Oṣù Kẹfà.', []],
    ['Zulu', 'kusho uShauwn ezolo.', [['PERSON_NAME', 'Shauwn']]],
    ['Zulu', 'Ngihlala eThekwini.', []],
    ['Setswana', 'Mo kopanong, Chauke a re ba tla thusa.', [['PERSON_NAME', 'Chauke']]],
    ['Swahili', 'Lakini Nyamu aliongeza kuwa', [['PERSON_NAME', 'Nyamu']]],
    ['Swahili', 'Serikali ya Kenya imesema', []],
    // Kinyarwanda: the person class's past agreement 'ya-' after a single capitalised word
    ['Kinyarwanda', 'Ejo Nzaramba yavuze ko azaza.', [['PERSON_NAME', 'Nzaramba']]],
    // ... but not after a common noun's class prefix, nor a place after a locative
    ['Kinyarwanda', 'Umunyamakuru yavuze ko bizakomeza.', []],
    ['Kinyarwanda', 'Inama yo muri Gikondo yabaye ejo.', []],
    // ... and the class-1 relative ('wa-', 'uri', 'ufite': who did, who is), not a possessive
    ['Kinyarwanda', 'Ejo Sintex wasohoye indirimbo nshya.', [['PERSON_NAME', 'Sintex']]],
    ['Kinyarwanda', 'Ejo Rubavu wabo ni heza.', []],
    // 'yari' (was) and 'yanyujije' are verbs, 'yabo' and 'yanyu' possessives; a hyphenated loanword is a thing
    ['Kinyarwanda', 'Ejo Gasana yari mu nama.', [['PERSON_NAME', 'Gasana']]],
    ['Kinyarwanda', 'Mu kiganiro Gasana yanyujije kuri radiyo .', [['PERSON_NAME', 'Gasana']]],
    ['Kinyarwanda', 'Ejo Kigali yabo ni nziza.', []],
    ['Kinyarwanda', 'Murakoze. Rendez-vous yari ejo.', []],
    // the run words before an agreeing word join it, at a sentence start too, titles left out
    ['Kinyarwanda', 'Mani Martin uri mu bahanzi beza.', [['PERSON_NAME', 'Mani Martin']]],
    ['English', 'Producer James Sparks explained the song.', [['PERSON_NAME', 'James Sparks']]],
    // the Kinyarwanda weekday 'Kane' (Thursday) splits a run in Kinyarwanda only ('Harry Kane')
    ['Kinyarwanda', 'Ejo ku wa Kane Mugisha Eric yaje.', [['PERSON_NAME', 'Mugisha Eric']]],
    ['Isixhosa', 'Ngoku uKane uphala phambili.', [['PERSON_NAME', 'Kane']]],
    // Ghanaian and Botswana places, Setswana common nouns and words for Christ split or end runs
    ['Twi', 'Ɔde Ama kɔɔ Nkawkaw Mampong nnɛra.', [['PERSON_NAME', 'Ama']]],
    ['Setswana', 'Maloko a lekgotla a tla kopana kwa motseng.', []],
    ['Setswana', 'Re rapela ka leina la Morena wa rona Jesu Keresete .', []],
    // Yoruba verbs of saying after their subject, tone marks written as combining marks or not;
    // not the one spoken with ('bá X sọ̀rọ̀'); a tone-marked verb that folds to a Twi organisation
    // word ('kúrò', leave) does not make a listed name an organisation
    [
      'Yoruba',
      'Lẹ́yìn náà , Fọláwiyọ̀ sọ pé òun yóò lọ .'.normalize('NFD'),
      [['PERSON_NAME', 'Fọláwiyọ̀'.normalize('NFD')]],
    ],
    ['Yoruba', 'Lẹ́yìn náà , Fọláwiyọ̀ kìlọ̀ fáwọn olóṣèlú .', [['PERSON_NAME', 'Fọláwiyọ̀']]],
    // verbs of saying written joined ('sọpé', 'wípé'), 'sọ bẹ́ẹ̀' and a 'sọ' that ends the clause
    // after a quote ('ni X sọ .')
    ['Yoruba', 'Ẹ̀rọ náà bàjẹ́ , Kpenzibo sọpé òun kò mọ̀ .', [['PERSON_NAME', 'Kpenzibo']]],
    ['Yoruba', 'Ẹ̀rọ náà bàjẹ́ , Kpenzibo wípé òun kò mọ̀ .', [['PERSON_NAME', 'Kpenzibo']]],
    ['Yoruba', '" Ẹ̀rọ náà bàjẹ́ , " Kpenzibo sọ bẹ́ẹ̀ .', [['PERSON_NAME', 'Kpenzibo']]],
    ['Yoruba', '" Ẹ̀rọ náà bàjẹ́ , " ni Kpenzibo sọ .', [['PERSON_NAME', 'Kpenzibo']]],
    ['Yoruba', 'Nígbà tí wọ́n bá Àjọsẹ̀ sọ̀rọ̀ lánàá .', []],
    ['Yoruba', 'ká lọọ gba Jámíù kúrò ní téṣàn ọlọ́pàá', [['PERSON_NAME', 'Jámíù']]],
    // an organisation word that opens its name ends the run before it (a byline, a subject);
    // one that closes it vetoes the run
    [
      'Hausa',
      'Garba Shehu Dantsoho Rundunar sojin kasa ta bayyana',
      [['PERSON_NAME', 'Garba Shehu Dantsoho']],
    ],
    ['Swahili', 'Alisema Amani Juma Wizara ya Afya imeonya', [['PERSON_NAME', 'Amani Juma']]],
    ['English', 'The grant came from the Kofi Annan Foundation last year.', []],
    // an age between commas after a capitalised word makes it a person; a year or a count does not
    ['Setswana', 'Mo puisanong , Ramokgadi , 61 , o rile ba tla thusa .', [['PERSON_NAME', 'Ramokgadi']]],
    [
      'Setswana',
      'Mo puisanong, Ramokgadi, yo o dingwaga di 61, o rile ba tla thusa.',
      [['PERSON_NAME', 'Ramokgadi']],
    ],
    // the Setswana apposition 'e bong' (namely) before a single name
    ['Setswana', 'O ne a tla le mosadi wa gagwe e bong Kgantshwe maabane.', [['PERSON_NAME', 'Kgantshwe']]],
    ['Swahili', 'Ripoti ya Kiptanui , mwenye umri wa miaka 48 , ilisema', [['PERSON_NAME', 'Kiptanui']]],
    ['English', 'The census of Kisumu , 2019 , counted more.', []],
    // after a personal prefix a common or place word is a (stage) name; after 'yi-' (by) it is a
    // team, and a weekday is a weekday after any prefix
    ['Zulu', 'emuva kokuthi uBlack Coffee naye ephumele obala', [['PERSON_NAME', 'Black Coffee']]],
    ['Isixhosa', 'emva kokubethwa yiRussia namhlanje .', []],
    ['Zulu', 'Sizobonana uMsombuluko ekuseni .', []],
    // Hausa 'mai mukamin' (holding the office of) and 'mai magana da yawun' (spokesperson of)
    ['Hausa', 'Jiya Dantsoho mai mukamin sakatare ya isa .', [['PERSON_NAME', 'Dantsoho']]],
    ['Hausa', 'Jiya Dantsoho mai magana da yawun rundunar ya ce', [['PERSON_NAME', 'Dantsoho']]],
    // a Twi word opening with ɔ or ɛ is a verb or a noun, no name part ('Ɔde', he took; 'Ɔkaa', he said)
    ['Twi', 'Ɔde Melody Owusu kɔɔ ayaresabea .', [['PERSON_NAME', 'Melody Owusu']]],
    // ... and so is any Twi word written with ɔ or ɛ (names are spelt the English way)
    ['Twi', 'Ɛnnɛ na Asɛm Pa Kɔkɔɔ no kaa sɛ', []],
    // Swahili 'ambaye' (who) refers to a person only
    ['Swahili', 'Lakini Kiptanui , ambaye aliteuliwa mwaka jana , alisema', [['PERSON_NAME', 'Kiptanui']]],
    ['Swahili', 'Ripoti ya Wambugu ambaye ni mwalimu', [['PERSON_NAME', 'Wambugu']]],
    // 'uzwi nka' (known as) introduces a name
    ['Kinyarwanda', 'Ni umukinnyi uzwi nka Cantona mu mupira.', [['PERSON_NAME', 'Cantona']]],
    // words for God are no person; Igbo titles (Chief, Doctor) stand before a name, outside it
    ['Igbo', 'O kpere ekpere ka Chineke gọzie ha.', []],
    ['Igbo', "N'okwu nke ya, Chiifu Benjamin Okeke kwuru na", [['PERSON_NAME', 'Benjamin Okeke']]],
    ['Igbo', 'Onye isi ahụ bụ Dọkịnta Nkem Okeke.', [['PERSON_NAME', 'Nkem Okeke']]],
    // a quoted run of two or more capitalised words is a title or a named thing, not a person
    ['Igbo', 'Ha gara mmemme "Nkwado Omenala Ndigbo" n\'Awka.', []],
    ['English', 'The theme was “Leaving Nobody Behind Again” this year.', []],
    // Swahili: after the genitive connector of a class of things (la, cha, ya, za, vya) a run is
    // a place or an organisation unless it holds a listed name
    ['Swahili', 'Alisema Shirika la Afya Duniani limeonya.', []],
    ['Swahili', 'Ripoti ya Msalaba Mwekundu inaeleza hivyo.', []],
    ['Swahili', 'Nyumba ya Juma Hamisi iliungua.', [['PERSON_NAME', 'Juma Hamisi']]],
    // Swahili 'mwana-' nouns (politician, journalist) have no name shape; 'Mwanaisha' has
    ['Swahili', 'Mwanasiasa huyo alinusurika.', []],
    ['Swahili', 'Mwanahabari huyo amekamatwa.', []],
    ['Swahili', 'Mwanaisha huyo amekamatwa.', [['PERSON_NAME', 'Mwanaisha']]],
    // Setswana and Sesotho: a verb of saying ends a quote's attribution; a concord and 'ga' mark a
    // person's possessive ('gaufi ga', near, is a preposition before a place)
    ['Setswana', 'Re tla thusa batho, go bua Kelebogile.', [['PERSON_NAME', 'Kelebogile']]],
    ['Sesotho', 'Re tla thusa, ho bua Mothepane.', [['PERSON_NAME', 'Mothepane']]],
    ['Setswana', 'Tiro ya ga Motsumi e simolotse.', [['PERSON_NAME', 'Motsumi']]],
    ['Setswana', 'Ba dutse gaufi ga Molepolole.', []],
    // 'Christian' is a given name, no organisation cue; 'Council' still is
    [
      'English',
      'The team picked Christian Cueva and Tom Ramos.',
      [
        ['PERSON_NAME', 'Christian Cueva'],
        ['PERSON_NAME', 'Tom Ramos'],
      ],
    ],
    ['English', 'The Christian Council said so.', []],
    // Hausa titles (barrister, engineer) stand before a name, outside it
    ['Hausa', 'Lauyar gwamnati Barista Amina Sule ta bukaci kotun.', [['PERSON_NAME', 'Amina Sule']]],
    ['Hausa', 'Haka dai Injiniya Aliyu Garba ya ce.', [['PERSON_NAME', 'Aliyu Garba']]],
    // Hausa 'inji' (said) ends a quote's attribution
    ['Hausa', 'Za mu bude kasuwar gobe, inji Kankarofi.', [['PERSON_NAME', 'Kankarofi']]],
    // Shona: the honorific Va glued after a possessive concord or a copula ('of Mr Mutasa')
    ['Shona', 'Hurumende yaVaMutasa iri kurwisa huori.', [['PERSON_NAME', 'Mutasa']]],
    // ... with a listed surname after it, the prefixed given name stays in the span
    ['Shona', 'Mutumbi waVaGundani Mhlanga wasvika.', [['PERSON_NAME', 'Gundani Mhlanga']]],
    // a weekday that is also a given name, before another name word; alone it is a weekday
    ['Yoruba', 'Mo wà lẹ́yìn Sunday Adéyẹmí lónìí.', [['PERSON_NAME', 'Sunday Adéyẹmí']]],
    ['English', 'We met on Sunday Morning Service.', []],
    ['English', 'The Sunday Times wrote it.', []],
    // Twi organisation and place nouns (hospital, court) make a run an organisation
    ['Twi', 'Wɔde no kɔɔ Kofi Mensah Ayaresabea.', []],
    ['Twi', 'Ɔkɔɔ Ofori Asɛnnibea Kɛseɛ anim.', []],
    // Kinyarwanda organisation and place nouns (stadium, government) and the title Ambasaderi
    ['Kinyarwanda', 'Imyitozo yabereye kuri Stade Nyamirambo ejo.', []],
    [
      'Kinyarwanda',
      'Ejo Ambasaderi Kalisa Mugenzi yavuze ko bizakomeza.',
      [['PERSON_NAME', 'Kalisa Mugenzi']],
    ],
    // the possessive 'yanjye' (my) is no verb
    ['Kinyarwanda', 'Radiyo yanjye yarapfuye.', []],
    ['English', 'Breaking News From The Capital City Of The Republic', []],
    ['English', 'I am fine, thanks.', []],
    ['English', 'Meet me in Lagos on Monday in March.', []],
  ];
  it.each(rows)('%s: %s', async (language, text, expected) => {
    expect(await found(language, text)).toEqual(expected);
  });
});
