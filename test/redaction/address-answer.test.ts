import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('an address given as the answer to an address question', () => {
  it.each<[LanguageName, string, string]>([
    [
      'English',
      'Officer: Where do you stay now?\nCaller: Plot 22, Kiwatule, near the Total petrol station, Nakawa division.',
      'Officer: Where do you stay now?\nCaller: [ADDRESS].',
    ],
    [
      'Hausa',
      "Ma'aikaciya: Adireshinku fa, don rajista?\nMai kira: Gwale, kusa da masallacin Juma'a, gida mai lamba 27, Kano.",
      "Ma'aikaciya: Adireshinku fa, don rajista?\nMai kira: [ADDRESS].",
    ],
    [
      'German',
      'Sachbearbeiter: Unter der versicherten Adresse?\nAnrufer: Ja, Lindenstraße 42, dritter Stock links, 50674 Köln.',
      // (from the first capitalised word that is no stop word and no acknowledgement: "Ja" is one)
      'Sachbearbeiter: Unter der versicherten Adresse?\nAnrufer: Ja, [ADDRESS].',
    ],
    [
      'French',
      'Agent : Vous habitez où ? Pour le courrier.\nÉtudiante : Parcelles Assainies, unité 15, villa 302, Dakar.',
      'Agent : Vous habitez où ? Pour le courrier.\nÉtudiante : [ADDRESS].',
    ],
    // an answer that repeats the question first
    [
      'English',
      'Agent: Where do you stay?\nCaller: Where do I stay? Kiwatule, near the Shell station.',
      'Agent: Where do you stay?\nCaller: Where do I stay? [ADDRESS].',
    ],
    [
      'Swahili',
      'Wakala: Unaishi wapi?\nMteja: Naishi wapi? Aah, Kayole, karibu na soko.',
      'Wakala: Unaishi wapi?\nMteja: Naishi wapi? [ADDRESS].',
    ],
    // (a question of the answer's own with nothing after it is no echo)
    [
      'English',
      'Agent: Is your address still the same?\nCaller: Why do you ask?',
      'Agent: Is your address still the same?\nCaller: Why do you ask?',
    ],
    // a statement that holds an address cue asks for nothing: the next line is no address
    [
      'Isixhosa',
      'Umthengi: Ndihlala eNqamakwe kufutshane nevenkile.\nUmsebenzi: Ndiyabona, imali yakho ye-R2 190 ibambekile.',
      'Umthengi: Ndihlala eNqamakwe kufutshane nevenkile.\nUmsebenzi: Ndiyabona, imali yakho ye-R2 190 ibambekile.',
    ],
    // an answer that names no place is left alone
    [
      'English',
      'Agent: Is your address still the same?\nCaller: yes it is the same one.',
      'Agent: Is your address still the same?\nCaller: yes it is the same one.',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });

  it('never masks a speaker label as an address or a number', async () => {
    const text = 'Agent: Your address?\nAnrufer: Ja.\nAnrufer: Danke.';
    expect((await redact({ text, language: 'German' })).result).toBe(text);
  });
});

describe('an address answered in text from speech (one line, no question mark)', () => {
  it.each<[LanguageName, string, string]>([
    [
      'Zulu',
      'wazalwa nini eleven july nineteen fifty two uhlala kuphi house 4471 unit 17 umlazi kulungile wena ungubani',
      'wazalwa nini [DATE_OF_BIRTH] uhlala kuphi [ADDRESS] kulungile wena ungubani',
    ],
    // a house word that is an address cue of its own stays in the answer when a number follows it
    [
      'Setswana',
      'dumela o nna kae plot 12345 block 8 gaborone go siame o tla duelela kae',
      'dumela o nna kae [ADDRESS] go siame o tla duelela kae',
    ],
    // no digit: a word for "near" makes it an address; the next question's cue ends it
    [
      'Sesotho',
      'o dula kae ha thetsane haufi le kereke ya katoliki maseru ho lokile nomoro ya mohala',
      'o dula kae [ADDRESS] ho lokile nomoro ya mohala',
    ],
    // an opener ("kwa sasa") is skipped
    [
      'Swahili',
      'unaishi wapi kwa sasa sinza mori karibu na kituo cha mafuta namba ya simu',
      'unaishi wapi kwa sasa [ADDRESS] namba ya simu',
    ],
    // the word for "number" before a word opens the next question
    [
      'Shona',
      'munogara kupi chipadze stand 1432 bindura number yamakafonera',
      'munogara kupi [ADDRESS] number yamakafonera',
    ],
    // an address mentioned in a statement, with no number and no place word, is no answer
    [
      'Zulu',
      'ngibona ukuthi i driver akakutholanga ikheli ngizolibhala kahle uzofika ngolwesihlanu',
      'ngibona ukuthi i driver akakutholanga ikheli ngizolibhala kahle uzofika ngolwesihlanu',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('address questions as callers and agents ask them', () => {
  it.each<[LanguageName, string, string]>([
    // a question that holds the cue, with another sentence after it in the turn
    [
      'Shona',
      'Mukoti: Munogara kupi chaizvo? Mutyairi akatadza kuwana imba.\nMurwere: Imba 15, Mandara, kuseri kwechitoro cheOK, Harare.\nMukoti: Zvakanaka.',
      'Mukoti: Munogara kupi chaizvo? Mutyairi akatadza kuwana imba.\nMurwere: [ADDRESS].\nMukoti: Zvakanaka.',
    ],
    // Sesotho cues in either spelling, each word on its own (dula/lula, o/u)
    [
      'Sesotho',
      'Mooki: O lula kae?\nMokudi: Ha Abia, haufi le kereke ea RC, Maseru.\nMooki: Nomoro ea mohala?',
      'Mooki: O lula kae?\nMokudi: [ADDRESS].\nMooki: Nomoro ea mohala?',
    ],
    // third-person and contracted questions for where someone lives or where a thing is, in each language
    [
      'Swahili',
      'Mhudumu: Anaishi wapi kwa sasa?\nMpigaji: Likoni, nyuma ya msikiti wa Jamia, nyumba namba 14.',
      'Mhudumu: Anaishi wapi kwa sasa?\nMpigaji: [ADDRESS].',
    ],
    [
      'Kinyarwanda',
      'Umukozi: Atuye he?\nUmukiriya: Umudugudu wa Rugando, Akagari ka Kimihurura, Akarere ka Gasabo.',
      'Umukozi: Atuye he?\nUmukiriya: [ADDRESS].',
    ],
    ['Twi', 'Nɛɛse: Ɔte he?\nƆfrɛfo: Ahodwo, ɛbɛn Methodist asɔre no.', 'Nɛɛse: Ɔte he?\nƆfrɛfo: [ADDRESS].'],
    [
      'German',
      'Hotline: Und die Anschlussadresse?\nAnrufer: Zimmer 412, Haus B, Wohnheim Melaten, 52074 Aachen.',
      'Hotline: Und die Anschlussadresse?\nAnrufer: [ADDRESS].',
    ],
    // text from speech: the language's "exactly" and "thank you" words open and close the answer
    [
      'Hausa',
      'kana zaune a ina barnawa low cost gida na biyar kusa da coci kaduna na gode',
      'kana zaune a ina [ADDRESS] na gode',
    ],
    [
      'Igbo',
      "ebee ka ị nọ kpọmkwem nọmba asaa wetheral road n'akụkụ ụlọ ahịa ọgwụ owerri daalụ",
      'ebee ka ị nọ kpọmkwem [ADDRESS] daalụ',
    ],
    // the rest of the question before a copula or lead-in stays unmasked; a preposition inside
    // the address ("à côté de") does not restart it
    [
      'Afrikaans',
      'wat is die adres presies dis eenheid twaalf sonneblom kompleks agter die spar bothasig ok',
      'wat is die adres presies dis [ADDRESS] ok',
    ],
    [
      'Italian',
      "l'indirizzo di installazione è via garibaldi quarantadue interno sei torino sì esatto",
      "l'indirizzo di installazione è [ADDRESS] sì esatto",
    ],
    [
      'French',
      'votre adresse yopougon niangon sud à côté de la pharmacie ste rita merci',
      'votre adresse [ADDRESS] merci',
    ],
    // an answer that names no place is left alone
    [
      'Sesotho',
      'Mooki: Ho lokile. O lula kae?\nMokudi: Ke a leboha.',
      'Mooki: Ho lokile. O lula kae?\nMokudi: Ke a leboha.',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('how far an address answered in text from speech extends', () => {
  it.each<[LanguageName, string, string]>([
    // words of time and courtesy close the answer (English ones in every language)
    ['English', 'deliver to 12 oak road today please', 'deliver to [ADDRESS] today please'],
    ['Swahili', 'nitumie kwa plot 27 kilimani tomorrow please', 'nitumie kwa [ADDRESS] tomorrow please'],
    // a question word ("should he", "hore re u", "ngoba") before anything address-like: the question
    // goes on, and the answer starts at its first address-like word
    [
      'English',
      'the driver is lost where should he bring the parcel plot nine behind the clinic gulu okay thanks',
      'the driver is lost where should he bring the parcel [ADDRESS] okay thanks',
    ],
    [
      'Sesotho',
      'u lula kae hore re u romelle lengolo ha molapo haufi le sekolo teyateyaneng ho lokile',
      'u lula kae hore re u romelle lengolo [ADDRESS] ho lokile',
    ],
    [
      'Yoruba',
      'ibo ni ẹ fẹ́ kí a mú un wá shop nine ọjà tuntun near the mosque òṣogbo ó dáa',
      'ibo ni ẹ fẹ́ kí a mú un wá [ADDRESS] ó dáa',
    ],
    // a one-letter English closer is a noun prefix in other languages ("i driver")
    [
      'Zulu',
      'ngicela ikheli lakho ngoba i driver ayikutholi 22 section b umlazi kulungile',
      'ngicela ikheli lakho ngoba i driver ayikutholi [ADDRESS] kulungile',
    ],
    // a spoken house number with a conjunction, and a street fused to its name
    [
      'Afrikaans',
      'goed en jou adres vyf en dertig rosestraat worcester dankie',
      'goed en jou adres [ADDRESS] dankie',
    ],
    // an unambiguous "where" of its own ("a ina": "ina" alone also means "I am")
    [
      'Hausa',
      'to malam a ina za a kawo kayan layin asibiti unguwar rimi kano na gode',
      'to malam a ina za a kawo kayan [ADDRESS] na gode',
    ],
    // an acknowledgement before the answer is skipped once
    [
      'Spanish',
      'me confirma la dirección sí es en colonia centro detrás del mercado bata vale gracias',
      'me confirma la dirección sí es en [ADDRESS] vale gracias',
    ],
    // a title after the address turns to the caller
    [
      'German',
      'wo wohnen sie jetzt haus neun hinter der kirche windhoek herr shipanga wir schicken den brief',
      'wo wohnen sie jetzt [ADDRESS] herr [PERSON_NAME] wir schicken den brief',
    ],
    // "where" before an event word asks where something happened
    [
      'Swahili',
      'ajali ilitokea wapi ajali ilitokea barabara ya mombasa karibu na daraja sawa asante',
      'ajali ilitokea wapi ajali ilitokea barabara ya mombasa karibu na daraja sawa asante',
    ],
    // a long digit run is a phone number, never a house number
    [
      'English',
      'where can we send the form you can call 0712345678 near the end of the day',
      'where can we send the form you can call [PHONE_NUMBER] near the end of the day',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('the answer to a "where" question in punctuated turns', () => {
  it.each<[LanguageName, string, string]>([
    // the line after a question with the language's "where" is an address when it names a place
    // word; it ends at its first sentence end
    [
      'English',
      'Agent: The parts are ready. Where should the courier bring them?\nCaller: Plot 14, off Gulu road, next to the Total station, Lira. The gate is green.\nAgent: Thank you.',
      'Agent: The parts are ready. Where should the courier bring them?\nCaller: [ADDRESS]. The gate is green.\nAgent: Thank you.',
    ],
    [
      'Hausa',
      'Wakili: Ina za a kawo kayan?\nAbokin ciniki: Lamba 5, titin Zoo, kusa da masallaci, Kano.\nWakili: To.',
      'Wakili: Ina za a kawo kayan?\nAbokin ciniki: [ADDRESS].\nWakili: To.',
    ],
    // an answer with an e-mail address answers for the e-mail address ("adresse e-mail")
    [
      'French',
      'Agent : Et votre adresse e-mail ?\nCliente : Oui, awa.ndiaye@example.sn, et mon numéro 77 123 45 67.',
      'Agent : Et votre adresse e-mail ?\nCliente : Oui, [EMAIL], et mon numéro [PHONE_NUMBER].',
    ],
    // where something happened (an event word in the question: "ocurrió", "accidente") is no address question
    [
      'Spanish',
      'Agente: ¿Dónde ocurrió el accidente?\nCliente: En la avenida Independencia, cerca del puente.\nAgente: Entendido.',
      'Agente: ¿Dónde ocurrió el accidente?\nCliente: En la avenida Independencia, cerca del puente.\nAgente: Entendido.',
    ],
    // where something happened (a date in the answer) or where money went (no place word): no address
    [
      'Spanish',
      'Agente: ¿Y dónde ocurrió el accidente?\nCliente: En la carretera de Bata, el 3 de mayo.\nAgente: Entendido.',
      'Agente: ¿Y dónde ocurrió el accidente?\nCliente: En la carretera de Bata, el 3 de mayo.\nAgente: Entendido.',
    ],
    [
      'Zulu',
      'Umenzeli: Uyithumele kuphi imali?\nOfonayo: Ku-082 555 1234.\nUmenzeli: Ngiyabonga.',
      // not an address: the number after the prefix is a phone number
      'Umenzeli: Uyithumele kuphi imali?\nOfonayo: Ku-[PHONE_NUMBER].\nUmenzeli: Ngiyabonga.',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });

  it('ends an answer in speech before an amount (a spoken number is one word of it)', async () => {
    const text = 'en jou adres erf agt honderd vyf en twintig agter die kerk paarl vyftig rand asseblief';
    expect((await redact({ text, language: 'Afrikaans' })).result).toBe(
      'en jou adres [ADDRESS] vyftig rand asseblief',
    );
  });
});

describe('addresses answered in speech: number words, place words and the question before them', () => {
  it.each<[LanguageName, string, string]>([
    // a compound of the word for address is a cue ("rechnungsanschrift"); "ja" closes the answer
    [
      'German',
      'und die rechnungsanschrift birkenweg zwölf dritter stock eins null eins eins fünf berlin gut dann',
      'und die rechnungsanschrift [ADDRESS] gut dann',
    ],
    // "do you still live at" asks for the address; the postcode in number words is part of it
    [
      'German',
      'wohnen sie noch am steinbruch vier eins null eins eins fünf berlin ja wir brauchen noch',
      'wohnen sie noch [ADDRESS] ja wir brauchen noch',
    ],
    // "waarheen" (where to) opens an answer; a post box is a place word
    [
      'Afrikaans',
      'waarheen moet ons die pakkie stuur posbus drie een nege worcester ses agt vyf nul dankie mevrou',
      'waarheen moet ons die pakkie stuur [ADDRESS] dankie mevrou',
    ],
    // a copula after the rest of the question ends it: the answer starts at its first place word
    [
      'Afrikaans',
      'ek sien die adres is net n plaasnaam kan jy dit vir my volledig gee dit is plaas doornkloof buite ermelo by die derde hek regs ek sal n nota maak',
      'ek sien die adres is net n plaasnaam kan jy dit vir my volledig gee dit is [ADDRESS] ek sal n nota maak',
    ],
    // the word for "number" before a house number is no next question ("numéro dix sept")
    [
      'French',
      "vous habitez où commune de ngaliema quartier binza numéro dix sept kinshasa c'est bon",
      "vous habitez où [ADDRESS] c'est bon",
    ],
    // "exacte" is skipped; "un" after the house number opens a new sentence
    [
      'French',
      "donnez moi l'adresse exacte cité keur gorgui unité douze villa numéro trois cent six un agent passera ce soir",
      "donnez moi l'adresse exacte [ADDRESS] un agent passera ce soir",
    ],
    // the Twi question with its pronoun written apart ("wo te he"); "pɔtee" (exactly) and "me te" are skipped
    [
      'Twi',
      'wo te he pɔtee me te tema community junction near the lorry station yoo medaase',
      'wo te he pɔtee me te [ADDRESS] yoo medaase',
    ],
    // what the address is of, right after the cue ("on the meter"), is no next question
    [
      'English',
      'what is the address on the meter block d flat nine unity estate ojodu okay and the token reference',
      'what is the address on the meter [ADDRESS] okay and the token reference',
    ],
    // an acknowledgement at the end of the question ("is dit nog reg | ja dis ...") is skipped
    [
      'Afrikaans',
      'en die afleweringsadres wat jy gegee het is dit nog reg ja dis eenheid vier die eike kompleks eikestraat twintig paarl en die e pos',
      'en die afleweringsadres wat jy gegee het is dit nog reg ja dis [ADDRESS] en die e pos',
    ],
    // a house number in number words glued into one ("vierhundertzwölf") is a number
    [
      'German',
      'und die adresse farm sonnleiten nummer vierhundertzwölf distrikt gobabis wie hoch ist der schaden',
      'und die adresse [ADDRESS] wie hoch ist der schaden',
    ],
    // a place word that is also a cue of another kind ("line", a row of market shops) does not end the answer
    [
      'Igbo',
      'ebee ka ị nọ ogbete market line c shop twelve enugu nọmba ekwentị gị',
      'ebee ka ị nọ [ADDRESS] nọmba ekwentị gị',
    ],
    // the courier cannot find the house: the directions that follow are the address
    [
      'English',
      "i'm at the junction but i can't find the house please describe it for me it's number nine ogunlana close off adeola road surulere the blue gate okay and it's pay on delivery",
      "i'm at the junction but i can't find the house please describe it for me it's [ADDRESS] okay and it's pay on delivery",
    ],
    // "where" after it asks the question itself, and an address cue asks anew
    [
      'English',
      'but the rider cannot find the house where exactly should he come house number b two one nine behind the market tema okay and which number',
      'but the rider cannot find the house where exactly should he come [ADDRESS] okay and which number',
    ],
    [
      'Spanish',
      'pero no encuentro la casa me repite la dirección sí es en ela nguema detrás de la iglesia malabo vale y a nombre de quién',
      'pero no encuentro la casa me repite la dirección sí es en [ADDRESS] vale y a nombre de quién',
    ],
    // the address asked for again before anything address-like: the answer starts after it
    [
      'Arabic',
      'المندوب راح العنوان ومحدش رد ممكن تأكدي العنوان عمارة ١٢ شارع النصر جنب الصيدلية مدينة نصر والتليفون اللي المندوب يكلمك عليه',
      'المندوب راح العنوان ومحدش رد ممكن تأكدي العنوان [ADDRESS] والتليفون اللي المندوب يكلمك عليه',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('where a punctuated answer to an address question starts', () => {
  it.each<[LanguageName, string, string]>([
    // a sentence without a number before the sentence with the number says who answers
    [
      'French',
      "Livreur : Je suis devant la pharmacie, mais je ne trouve pas la maison. C'est bien madame Tazi ?\nCliente : Oui, Nadia Tazi. C'est Hay Salam 4, rue 9, maison 21, Fès.",
      "Livreur : Je suis devant la pharmacie, mais je ne trouve pas la maison. C'est bien madame [PERSON_NAME] ?\nCliente : Oui, [PERSON_NAME]. C'est [ADDRESS].",
    ],
    // a place word of the language (French ones in Arabic calls) opens the answer before its number
    [
      'Arabic',
      'العون: والعنوان تاعك؟\nالمواطن: cité 200 logements, bloc 3, Hussein Dey.\nالعون: مليح.',
      'العون: والعنوان تاعك؟\nالمواطن: [ADDRESS].\nالعون: مليح.',
    ],
    // a compound of the word for address is a cue, though "where" asks where it happened
    [
      'German',
      'Sachbearbeiter: Und wo genau ist das passiert, also Ihre Wohnanschrift?\nAnruferin: Birkenhang 7b, Dachgeschoss, 97070 Würzburg.\nSachbearbeiter: Danke.',
      'Sachbearbeiter: Und wo genau ist das passiert, also Ihre Wohnanschrift?\nAnruferin: [ADDRESS].\nSachbearbeiter: Danke.',
    ],
    // Italian street words ("salita", "vicolo", "largo") make the answer to "dove" an address
    [
      'Italian',
      'Operatore: Dove risiede adesso?\nCliente: Salita Santa Maria 4/2, 16125 Genova.\nOperatore: Perfetto.',
      'Operatore: Dove risiede adesso?\nCliente: [ADDRESS].\nOperatore: Perfetto.',
    ],
    // an acknowledgement answers nothing, and the sentence after it is no answer either
    [
      'Afrikaans',
      'Kliënt: Ja, stuur dit na daardie e-pos, dis my adres.\nAgent: Reg so, mevrou. Tot Vrydag.',
      'Kliënt: Ja, stuur dit na daardie e-pos, dis my adres.\nAgent: Reg so, mevrou. Tot Vrydag.',
    ],
    [
      'German',
      'Agent: Ist Ihre Adresse noch dieselbe?\nKunde: Ja, genau.',
      'Agent: Ist Ihre Adresse noch dieselbe?\nKunde: Ja, genau.',
    ],
    [
      'Isixhosa',
      'Umsebenzi: Uhlala phi?\nUmthengi: Kulungile. Hlawula i-R900 phambi komhla we-3 Matshi.',
      'Umsebenzi: Uhlala phi?\nUmthengi: Kulungile. Hlawula i-R900 phambi komhla we-3 Matshi.',
    ],
    // "do you still live there?" asks for the address; "hapana" (no) is no part of it
    [
      'Swahili',
      'Mhudumu: Bado unaishi pale pale?\nMteja: Hapana, nimehamia Kondele C, plot 14, karibu na soko, Kisumu.\nMhudumu: Asante.',
      'Mhudumu: Bado unaishi pale pale?\nMteja: Hapana, nimehamia [ADDRESS].\nMhudumu: Asante.',
    ],
    // the driver cannot find the place: the next turn gives the way there
    [
      'Isixhosa',
      'Umncedisi: Sinepasile yakho. Umqhubi akayifumani indawo.\nUmthengi: Elalini yaseNgcobo, indlu emhlophe kufutshane nesikolo, Tsomo.\nUmncedisi: Enkosi.',
      'Umncedisi: Sinepasile yakho. Umqhubi akayifumani indawo.\nUmthengi: [ADDRESS].\nUmncedisi: Enkosi.',
    ],
    // after "where are you?", a place word does not open the answer: it tells where one is
    [
      'Setswana',
      'Moreki: Ke nna. O kae?\nMokgweetsi: Ke kwa Tlokweng, fa sekolong.\nMoreki: Go siame.',
      'Moreki: Ke nna. O kae?\nMokgweetsi: Ke kwa Tlokweng, fa sekolong.\nMoreki: Go siame.',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('addresses answered in speech: what the address is of, spelled post boxes, amounts after it', () => {
  it.each<[LanguageName, string, string]>([
    // a preposition fused with its article and one word before the first place word name the thing
    [
      'Spanish',
      'yo soy el hijo la dirección del contrato barrio santa rosa calle sin nombre casa número doce vale gracias',
      'yo soy el hijo la dirección del contrato [ADDRESS] vale gracias',
    ],
    // a preposition fused with its article names what the address is of ("l'adresse du compteur")
    [
      'French',
      "le numéro du compteur un quatre deux zéro zéro huit l'adresse du compteur quartier sicap liberté villa numéro douze on vous rappelle demain",
      "le numéro du compteur [CUSTOMER_ID] l'adresse du compteur [ADDRESS] on vous rappelle demain",
    ],
    // a post-box word spelled letter by letter belongs to the address
    [
      'Sesotho',
      'u lula kae hore re u romelle lengolo p o box two one three mafeteng kea leboha',
      'u lula kae hore re u romelle lengolo [ADDRESS] kea leboha',
    ],
    [
      'English',
      'what is your postal address p o box four four one maseru okay',
      'what is your postal address [ADDRESS] okay',
    ],
    // Arabic names which address in the construct state ("delivery address", "home address"), and
    // "for delivery" still asks; a noun for an amount after the address starts the next sentence
    [
      'Arabic',
      'عنوان التوصيل حي الياسمين شارع عشرة بيت رقم ثلاثة الرسوم عشرين دينار',
      'عنوان التوصيل [ADDRESS] الرسوم عشرين دينار',
    ],
    [
      'Arabic',
      'عنوان السكن للتوصيل حي الياسمين شارع عشرة بيت رقم ثلاثة شكرا',
      'عنوان السكن للتوصيل [ADDRESS] شكرا',
    ],
    [
      'English',
      'and your address please house four one two ward nine mbale the fee is twenty thousand shillings',
      'and your address please [ADDRESS] the fee is twenty thousand shillings',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('street addresses said without a cue in text from speech: street or post-box word, number, postcode', () => {
  it.each<[LanguageName, string, string]>([
    [
      'German',
      'der schaden ist in der kastanienallee zwölf zweiter stock eins null vier zwei drei potsdam wann war das',
      'der schaden ist in der [ADDRESS] wann war das',
    ],
    // the town before the postcode; "u" after it is no town
    [
      'Afrikaans',
      'ons stuur dit na posbus vier een nege stellenbosch sewe ses nul nul u sal dit kry',
      'ons stuur dit na [ADDRESS] u sal dit kry',
    ],
    // without a postcode nothing is taken
    [
      'Afrikaans',
      'die pakkie is by kerkstraat twaalf en dit is betaal',
      'die pakkie is by kerkstraat twaalf en dit is betaal',
    ],
    ['German', 'wir sind in der goethestraße drei umgezogen', 'wir sind in der goethestraße drei umgezogen'],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('numbered streets said without a cue in text from speech: house-number word, number, street word, name', () => {
  it.each<[LanguageName, string, string]>([
    // a street named after a person is a street: the street word makes the run an address
    [
      'Hausa',
      'motar tana lamba goma sha uku titin musa danladi zariya to za mu kira ka gobe',
      'motar tana [ADDRESS] to za mu kira ka gobe',
    ],
    // a number word the tables do not read, alone between the house-number word and the street word
    ['Yoruba', 'ẹ jọ̀ọ́ nọ́mbà mẹ́rìnlá òpópónà bádéjọ ọlániyì ìbàdàn ẹ ṣé púpọ̀', 'ẹ jọ̀ọ́ [ADDRESS] ẹ ṣé púpọ̀'],
    // no number between them: nothing is taken; "na" that opens "na gode" is no house word there
    ['Hausa', 'na gode alhaji layin zai buɗe cikin awa ɗaya', 'na gode alhaji layin zai buɗe cikin awa ɗaya'],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
