/**
 * Cues for PERSON_NAME: self-introduction phrases per language ("my name is", "sunana",
 * "orúkọ mi ni", "aha m bụ", "jina langu ni", "igama lami ngu", "ስሜ", "اسمي", ...), weaker ones
 * that often precede other words ("I am", "je suis", "ich bin"), and honorifics (Mr, Alhaji,
 * Hajiya, Chief, Bwana, Herr, Señora, Sheikh, አቶ, السيد, ...). Stop words end a name.
 *
 * @example
 * ```ts
 * INTRODUCTION_PHRASES.Yoruba.includes('orúkọ mi ni'); // true
 * ```
 */

import type { LanguageName } from '../../languages.js';
import { PLEASE_WORDS } from '../context/please-words.js';
import { BRAND_NAME_WORDS } from './brand-names.js';
import { COMMON_CALL_WORD_LIST } from './common-call-words.js';

/** What announces a person's name in each language: introductions (a name follows: "my name is",
 * "you're speaking with", "le atiende") and questions that ask for one ("your full name", "nombre
 * completo", "igama lakho": the name follows them in text from speech, or opens the answer). */
export interface NameCues {
  /** A name follows them. */
  readonly introductions: readonly string[];
  /** They ask for a name: it follows them, or opens the next turn when they end a question. */
  readonly questions: readonly string[];
}

/** Name cues by language (English ones apply everywhere). */
export const NAME_CUES: Readonly<Record<LanguageName, NameCues>> = {
  English: {
    introductions: [
      'my name is',
      'my names are',
      'name is',
      'my full name is',
      'this is',
      'you are speaking with',
      'speaking with',
      'you are speaking to',
      'call me',
      'i am called',
      'name:',
      'full name:',
      'account name is',
      'account name:',
      'the name is',
      'his name is',
      'her name is',
      'named',
      "you're speaking with",
      "you're speaking to",
      'youre speaking with',
      'youre speaking to',
    ],
    questions: [
      'your name',
      'your full name',
      'your full names',
      'your surname',
      'full names',
      'who am i speaking with',
      'who am i speaking to',
      'and you are',
    ],
  },
  Afrikaans: {
    introductions: [
      'my naam is',
      'ek heet',
      'my volle naam is',
      'sy naam is',
      'haar naam is',
      'dit is',
      'jy praat met',
      'u praat met',
      'julle praat met',
    ],
    questions: ['jou naam', 'u naam', 'volle naam', 'se naam', 'naam en van', 'met wie praat ek'],
  },
  Amharic: {
    introductions: ['ስሜ', 'ስሜ ደግሞ', 'ሙሉ ስሜ', 'ስሙ', 'ስሟ', 'ስማቸው', 'እኔ'],
    questions: ['ስምዎ', 'ስምህ', 'ስምሽ', 'ሙሉ ስምዎ', 'ሙሉ ስም'],
  },
  Arabic: {
    introductions: ['اسمي', 'إسمي', 'اسمي هو', 'معك', 'معاك', 'اسمه', 'اسمها', 'أنا اسمي'],
    questions: ['اسمك', 'واسمك', 'اسمك الكامل', 'الاسم الكامل', 'الاسم'],
  },
  French: {
    introductions: [
      "je m'appelle",
      'mon nom est',
      'mon nom complet est',
      "c'est",
      "il s'appelle",
      "elle s'appelle",
      'ici',
      'vous êtes avec',
      'vous êtes en ligne avec',
      'vous parlez avec',
      'vous parlez à',
      'au nom de',
    ],
    questions: [
      'votre nom',
      'nom complet',
      'votre nom complet',
      'nom et prénom',
      'nom et prénoms',
      'vos nom et prénoms',
      'à quel nom',
    ],
  },
  German: {
    introductions: [
      'ich heiße',
      'mein name ist',
      'mein vollständiger name ist',
      'hier spricht',
      'er heißt',
      'sie heißt',
      'hier ist',
      'sie sprechen mit',
      'du sprichst mit',
    ],
    questions: [
      'ihr name',
      'ihren namen',
      'ihr vollständiger name',
      'vor- und nachname',
      'vorname und nachname',
      'und sie sind',
    ],
  },
  Hausa: {
    introductions: ['sunana', 'sunana shi ne', 'sunana ne', 'sunan', 'sunansa', 'sunanta', 'ni ne'],
    questions: [
      'sunanka',
      'sunanki',
      'cikakken sunanka',
      'cikakken sunanki',
      'sunanka cikakke',
      'sunanki cikakke',
    ],
  },
  Igbo: {
    introductions: ['aha m bụ', 'aham bu', 'aha m', 'aham', 'abụ m', 'aha ya bụ'],
    questions: ['aha gị', 'aha gi', 'aha gị zuru ezu'],
  },
  Isixhosa: {
    introductions: [
      'igama lam ngu',
      'igama lami ngu',
      'igama lam ndingu',
      'ndingu',
      'ndinguye',
      'igama lakhe ngu',
      'ngu',
      'nithetha no',
      'uthetha no',
      'uthetha na',
    ],
    questions: ['igama lakho', 'ifani yakho'],
  },
  Italian: {
    introductions: ['mi chiamo', 'il mio nome è', 'sono', 'si chiama', 'parla'],
    questions: ['il suo nome', 'nome e cognome', 'il suo nome completo'],
  },
  Kinyarwanda: {
    introductions: [
      'nitwa',
      'izina ryanjye ni',
      'amazina yanjye ni',
      'yitwa',
      'witwa',
      'uwitwa',
      'uzwi nka',
      'muvugana na',
      'uvugana na',
      'mvugana na',
    ],
    questions: ['izina ryawe', 'amazina yawe', 'amazina yanyu', 'mwitwa nde', 'witwa nde'],
  },
  Sesotho: {
    introductions: [
      'lebitso la ka ke',
      'lebitso laka ke',
      'ke nna',
      'lebitso la hae ke',
      'ke bitswa',
      'o bua le',
      'u bua le',
      'le bua le',
      'ke bua le',
    ],
    questions: ['lebitso la hao', 'lebitso la hao le feletseng', 'lebitso le ngolisitsoeng', 'lebitso'],
  },
  Setswana: {
    introductions: [
      'leina la me ke',
      'leina la ka ke',
      'ke bidiwa',
      'ke nna',
      'leina la gagwe ke',
      'o bua le',
      'le bua le',
      'ke bua le',
    ],
    questions: ['leina la gago', 'leina la gago ka botlalo', 'leina le le kwadisitsweng'],
  },
  Shona: {
    introductions: [
      'zita rangu ndi',
      'zita rangu ndinonzi',
      'ndinonzi',
      'ndini',
      'anonzi',
      'munotaura na',
      'muri kutaura na',
      'uri kutaura na',
      'ndiri kutaura na',
    ],
    questions: [
      'zita renyu',
      'zita rako',
      'zita renyu rizere',
      'zita rakanyoreswa',
      'zita renyu ndiani',
      'zita rako ndiani',
    ],
  },
  Spanish: {
    introductions: [
      'me llamo',
      'mi nombre es',
      'mi nombre completo es',
      'habla',
      'se llama',
      'soy',
      'le atiende',
      'te atiende',
      'le saluda',
      'hablo con',
      'a nombre de',
    ],
    questions: ['su nombre', 'nombre completo', 'su nombre completo', 'con quién hablo', 'a nombre de quién'],
  },
  Swahili: {
    introductions: [
      'jina langu ni',
      'majina yangu ni',
      'naitwa',
      'ninaitwa',
      'mimi ni',
      'anaitwa',
      'jina lake ni',
      'unaongea na',
      'unazungumza na',
      'naongea na',
      'unaongea naye',
    ],
    questions: ['jina lako', 'jina lako kamili', 'majina yako', 'majina yako kamili', 'unaitwa nani'],
  },
  Twi: {
    introductions: ['me din de', 'me din ne', 'wɔfrɛ me', 'ne din de', 'me ne'],
    questions: ['wo din', 'wo din de sɛn'],
  },
  Yoruba: {
    introductions: [
      'orúkọ mi ni',
      'oruko mi ni',
      'orúkọ mi',
      'oruko mi',
      'èmi ni',
      'emi ni',
      'orúkọ rẹ̀ ni',
      'orukọ mi ni',
    ],
    questions: ['orúkọ yín', 'orúkọ rẹ', 'oruko yin', 'oruko re'],
  },
  Zulu: {
    introductions: [
      'igama lami ngu',
      'igama lami nguy',
      'ngingu',
      'nginguye',
      'igama lakhe ngu',
      'ngu',
      'ukhuluma no',
      'nikhuluma no',
      'ngikhuluma no',
    ],
    questions: ['igama lakho', 'isibongo sakho'],
  },
};

/** Phrases after which a name follows, by language (English ones apply everywhere): introductions and questions. */
export const INTRODUCTION_PHRASES: Readonly<Record<LanguageName, readonly string[]>> = introductionPhrases();

function introductionPhrases(): Record<LanguageName, readonly string[]> {
  const phrases = {} as Record<LanguageName, readonly string[]>;
  for (const language of Object.keys(NAME_CUES) as LanguageName[]) {
    phrases[language] = [...NAME_CUES[language].introductions, ...NAME_CUES[language].questions];
  }
  return phrases;
}

/** The questions of every language that ask for a name. */
export const NAME_QUESTION_PHRASES: readonly string[] = Object.values(NAME_CUES).flatMap(
  (cues) => cues.questions,
);

/** Weak introductions: followed by a name often, but also by other words ("I am fine"). */
export const WEAK_INTRODUCTION_PHRASES: readonly string[] = [
  'i am',
  "i'm",
  'im',
  'je suis',
  'ich bin',
  'ek is',
  'soy',
  'mimi ni',
  'ni',
  'me ne',
  "c'est",
  'ici',
  'hier ist',
  'dit is',
  'parla',
  'habla',
  'ni ne',
  'ndini',
  'abụ m',
  'èmi ni',
  'emi ni',
  'እኔ',
  'this is',
  'named',
  'sono',
  'ke nna',
  'call me',
];

/**
 * Weak introductions of one language only: the Sesotho and Setswana copula "ke" (it is), which
 * names the speaker after the call's greeting ("Dumela, Metropolitan, ke Refiloe.") and is a word
 * of every other sentence too ("ke batla", I want).
 */
export const LANGUAGE_WEAK_INTRODUCTIONS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  Sesotho: ['ke'],
  Setswana: ['ke'],
};

/**
 * Words of the greetings that open a call, in every language ("good morning", "bonjour",
 * "dumela", "mhoro", "مساء الخير"): a weak introduction after one is the agent giving their name
 * ("bonjour c'est Rokia", "mhoro zesa ndini Simba"), a name even when it is in no list.
 */
export const OPENING_GREETINGS: readonly string[] = `
morning afternoon evening hello hi welcome goeiemore goeiemôre môre more goeiemiddag middag goeienaand
ሰላም ጤና السلام الخير أهلا أهلاً اهلا مرحبا bonjour bonsoir allô allo salut bienvenue guten morgen tag abend hallo
sannu barka ndewo molo wamkelekile buongiorno buonasera pronto mwaramutse mwiriwe muraho dumela dumelang lumela
mhoro mhoroi mhoroyi buenos buenas días dias tardes noches hola bienvenido bienvenida habari jambo hujambo karibu
salama maaha maakye mema akwaaba káàárọ̀ kaaro ẹkáàárọ̀ sawubona sanibonani wamukelekile
`
  .split(/\s+/)
  .filter(Boolean);

/** Honorifics and titles: a name follows (the honorific itself is kept). */
export const HONORIFICS: readonly string[] = [
  'Mr',
  'Mrs',
  'Ms',
  'Miss',
  'Mx',
  'Dr',
  'Prof',
  'Professor',
  // Ambassador, abbreviated as East African news writes it before a name ('Amb. Kazungu')
  'Amb',
  'Sir',
  'Madam',
  'Madame',
  'Mme',
  'Mlle',
  'Monsieur',
  'Chief',
  'Alhaji',
  'Alhaja',
  'Hajiya',
  'Haji',
  'Hajia',
  'Mallam',
  'Malam',
  'Malama',
  'Sheikh',
  'Sheikha',
  'Ustaz',
  'Imam',
  'Pastor',
  'Rev',
  'Reverend',
  'Father',
  'Sister',
  'Brother',
  'Bishop',
  'Engr',
  'Barr',
  'Barrister',
  'Hon',
  'Oga',
  'Aunty',
  'Auntie',
  'Uncle',
  'Mama',
  'Baba',
  'Bwana',
  'Bi',
  'Mzee',
  'Dada',
  'Kaka',
  'Bibi',
  'Babu',
  'Nana',
  'Owura',
  'Awura',
  'Maame',
  // Twi "elder", a title before a man's name ("Opanin Kwadwo Frimpong")
  'Opanin',
  'Ɔpanin',
  'Opanyin',
  'Papa',
  'Ọ̀gbẹ́ni',
  'Ogbeni',
  'Arábìnrin',
  'Arabinrin',
  'Ìyá',
  'Iya',
  'Bàbá',
  'Màmá',
  'Mazi',
  'Nwanyị',
  'Dede',
  'Herr',
  'Frau',
  'Fräulein',
  'Signor',
  'Signora',
  'Signorina',
  'Sig',
  'Sig.ra',
  'Dott',
  'Dottor',
  'Señor',
  'Señora',
  'Señorita',
  'Sr',
  'Sra',
  'Srta',
  'Don',
  'Doña',
  'Meneer',
  'Mevrou',
  'Mnr',
  'Mev',
  'Juffrou',
  'Oom',
  'Tannie',
  // the Isixhosa form of address said before a name ("ndingu tata mbuyiselo"): a title in
  // Isixhosa only (restored-names.ts), and no name anywhere
  'Tata',
  'Mnumzane',
  'Mnumzana',
  'Nkosikazi',
  'Nkosi',
  'Ntate',
  'Mme',
  'Rre',
  'Mma',
  // the written abbreviation of Setswana 'Ngaka' (doctor): initials may follow it as they follow
  // 'Rre' ("Ngk KPD Maphalla"); not the words 'ngaka', 'moruti' (a doctor, a pastor, in speech
  // "ho bona ngaka bakeng sa ...") nor 'Kgosi' (chief), also a common surname
  'Ngk',
  'Amai',
  'Sekuru',
  'Gogo',
  'Mukuru',
  'Madamu',
  'Bwana',
  'Umubyeyi',
  'Mzee',
  'Inspector',
  'Officer',
  'Nurse',
  'Teacher',
  'አቶ',
  'ወይዘሮ',
  'ወ/ሮ',
  'ወይዘሪት',
  'ወ/ት',
  'ዶ/ር',
  'ዶክተር',
  'ፕሮፌሰር',
  'ሼህ',
  'السيد',
  'السيدة',
  'الأستاذ',
  'الأستاذة',
  'الدكتور',
  'الدكتورة',
  'الشيخ',
  'الحاج',
  'الحاجة',
  'أستاذ',
  'دكتور',
  'سيد',
  // the feminine, unhamzated and dialect forms said in calls ("يا مدام سامية", "لالة خديجة",
  // "السي رشيد", "المهندس طارق")
  'أستاذة',
  'استاذ',
  'استاذة',
  'الاستاذ',
  'الاستاذة',
  'دكتورة',
  'مدام',
  'مادام',
  'لالة',
  'للا',
  'السي',
  'حاج',
  'حاجة',
  'المهندس',
  'المهندسة',
  'مهندس',
  // titles as calls say them before a name (text from speech: docs/redaction.md, "Titles before names")
  'Rra',
  'Ausi',
  'Abuti',
  'Dokta',
  'Daktari',
  'Mwalimu',
  'Doctora',
  'Docteur',
  'Doktor',
  'Dottore',
  'Dottoressa',
  'Enfermera',
  'Profesor',
  'Profesora',
  'Professeur',
];

/**
 * The honorifics that are abbreviations, written with a dot before the name ("Mr. Okafor", "Dr.
 * Naidoo", "Sig.ra Bianchi"; tokenised text writes the dot apart: "Dr . Kofi"). Every other honorific is a whole word: followed by a dot, it ends
 * its sentence as a vocative ("Sawa Mzee. Namba ya policy?", "Maaha Sister. Mepɛ sɛ ...", "Ho
 * lokile, Ntate. Sala hantle."), and the capitalised word after it opens the next sentence.
 */
export const ABBREVIATED_HONORIFICS: readonly string[] = [
  'Mr',
  'Mrs',
  'Ms',
  'Mx',
  'Dr',
  'Prof',
  'Mme',
  'Mlle',
  'Rev',
  'Engr',
  'Barr',
  'Hon',
  'Sig',
  'Sig.ra',
  'Dott',
  'Sr',
  'Sra',
  'Srta',
  'Mnr',
  'Mev',
  'Gen',
  'Col',
  'Capt',
  'Sgt',
  'Lt',
  'Amb',
];

/**
 * Amharic words that never start or continue a name after a title or a listed name: copulas,
 * pronouns, conjunctions, adverbs of time, verbs of saying and their gerunds, and the nouns that
 * follow a title without a name (`ጽ/ቤት` office, `ዴኤታ` state minister). Spelling variants are
 * folded at lookup (`foldEthiopic`), so one spelling is enough. They are name stop words too.
 */
export const ETHIOPIC_NON_NAME_WORDS: readonly string[] = `
ነው ናቸው ነበር ነበሩ ነኝ ነህ ነሽ ነን ናት ሲሆን ሲሆኑ ሆነው ሆነ ሆኑ ሆና ሆኖ እና ና ወይም ግን ደግሞ ም ዛሬ ትናንት ትላንት ነገ አሁን
ያኔ ቀደም ሲል ከዚያ ከዚህ ይህ ይሄ ያ ይህን ይህንን ይህም እነዚህ እነዚያ እሱ እሷ እሳቸው እርሳቸው እኔ እኛ እናንተ እነሱ እነርሱ ራሳቸው ሁሉ
ሁሉም ሁለቱ አንድ ሁለት ሶስት ሦስት አራት አምስት አንዱ አንዷ ሌላ ሌሎች ሌላው በጣም ብቻ እንደ እንዲህ እንዲሁ እንዲሁም ላይ ውስጥ ጋር ጋራ ስለ
ወደ እስከ ድረስ በኋላ በፊት ፊት ኋላ መካከል ዘንድ አጠገብ ሲሉ ብለዋል ብሏል ብለው ይላል ይላሉ ተናግረዋል ተናግሯል ገልጸዋል ገልጿል
አስታውቀዋል አስታውቋል አክለዋል አመልክተዋል ጠቁመዋል አሳስበዋል ገለጹ ተናገሩ አሉ አለ የለም የሉም አይደለም አይደሉም አክለው አክለውም
ገልጸው ተናግረው አስታውቀው ጠቁመው አሳስበው አብራርተው አመልክተው ምን ማን የት መቼ እንዴት ለምን ስንት ዓመት ዓመታት ቀን ወር ሳምንት
ሰዓት ጊዜ ሀገር ሀገሪቱ አገር ከተማ መንግሥት መንግሥቱ ፓርቲ ድርጅት ሕዝብ ሰዎች ሰው ጉዳይ ምክር ቤት ጽ/ቤት ጽሕፈት ቢሮ ኮሚሽን ባንክ ዩኒቨርሲቲ
ፖሊስ ፍርድ ዴኤታ ቀድሞ የቀድሞ የቀድሞው ኢትዮጵያ ኤርትራ ሱዳን ሶማሊያ ኬንያ ግብጽ አሜሪካ ጀርመን ቻይና ሩሲያ አውሮፓ አፍሪቃ
አፍሪካ ብራዚል እንግሊዝ ፈረንሳይ ጣሊያን ኦሮሚያ አማራ ትግራይ ደቡብ ሰሜን ምሥራቅ ምዕራብ ክልል ዞን ወረዳ ከተማዋ ዋና ምክትል ጠቅላይ ቃል
ክፍለ ቀበሌ ሰፈር ሥራ ሌተና ጦር ሠራዊት ኃይል ኮሚቴ ማኅበር ሚኒስቴር መሥሪያ ቤቱ አባል አባላት ኃላፊነት ሥልጣን ምርጫ ውሳኔ ሪፖርት ዘገባ መግለጫ ጥያቄ
ብዙ ጥቂት አብዛኛው አንዳንድ እጅግ ገና ብዙዎች ቢሆንም ስለዚህ ስለሆነም ይሁንና ይሁን እንጂ ሆኖም ምክንያቱም ያህል መቼም ሆይ
እርስዎ እርስዎን አንተ አንቺ አስተዳደር ቤተሰብ ባለቤት ልጆች ሹመት ዘመን ዘመነ መንግሥትና ባለፈው መሆን መሆኑን ምሁራን ምሁራኑ ባለሥልጣናቱ ሰዎቹ ባለሙያው የተባበሩት
ሺህ ሺሕ መቶ ሚሊዮን ቢሊዮን ብር ሳንቲም ክፍለ
ሰኞ ማክሰኞ ረቡዕ ሐሙስ ዓርብ ቅዳሜ እሑድ መስከረም ጥቅምት ኅዳር ታኅሣሥ ጥር የካቲት መጋቢት ሚያዝያ ግንቦት ሰኔ ሐምሌ ነሐሴ ጳጉሜ
ጃንዋሪ ፌብሩዋሪ ማርች ኤፕሪል ሜይ ጁን ጁላይ ኦገስት ሴፕቴምበር ኦክቶበር ኖቬምበር ዲሴምበር
`
  .split(/\s+/)
  .filter(Boolean);

/** Words that end a name (capitalised but not names): pronouns, weekdays, months, places, organisations. */
/**
 * Towns and countries of the callers (and the words of their names: "Cape Town", "Dar es Salaam"):
 * no person's name, and the town that ends an address (complete-spans.ts).
 */
export const TOWN_NAMES: readonly string[] = [
  'Lagos',
  'Abuja',
  'Kano',
  'Kaduna',
  'Ibadan',
  'Enugu',
  'Nairobi',
  'Mombasa',
  'Kisumu',
  'Kampala',
  'Kigali',
  'Accra',
  'Kumasi',
  'Johannesburg',
  'Durban',
  'Pretoria',
  'Soweto',
  'Harare',
  'Bulawayo',
  'Maseru',
  'Gaborone',
  'Addis',
  'Ababa',
  'Cairo',
  'Paris',
  'Berlin',
  'Rome',
  'Madrid',
  'Dar',
  'Salaam',
  'Arusha',
  'Dodoma',
  'Cape',
  'Town',
  'Nigeria',
  'Ghana',
  'Kenya',
  'Tanzania',
  'Rwanda',
  'Uganda',
  'Ethiopia',
  'Zimbabwe',
  'Botswana',
  'Lesotho',
  'Africa',
  'South',
];

export const NAME_STOP_WORDS: readonly string[] = [
  'I',
  'The',
  'A',
  'An',
  'And',
  'But',
  'Or',
  'So',
  'Yes',
  'No',
  'Ok',
  'Okay',
  'Please',
  'Thank',
  'Thanks',
  'Hello',
  'Hi',
  'Good',
  'Sir',
  'Madam',
  'My',
  'Your',
  'His',
  'Her',
  'Our',
  'We',
  'You',
  'He',
  'She',
  'They',
  'It',
  'This',
  'That',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'Bank',
  'Limited',
  'Ltd',
  'Plc',
  'Street',
  'Road',
  'Avenue',
  'Close',
  'Crescent',
  'Estate',
  // towns, countries and the words of their names ("Cape Town", "South Africa"): TOWN_NAMES
  ...TOWN_NAMES,
  'MTN',
  'Airtel',
  'Glo',
  'Safaricom',
  'Vodacom',
  'Vodafone',
  'Telkom',
  'Ethio',
  'Telecom',
  'GTBank',
  'Zenith',
  'Access',
  'UBA',
  'Equity',
  'KCB',
  'Absa',
  'FNB',
  'Nedbank',
  'Capitec',
  'Ecobank',
  'Stanbic',
  'Standard',
  'First',
  'Union',
  'Police',
  'Hospital',
  'University',
  'School',
  'Ministry',
  'Customer',
  'Agent',
  'Caller',
  'Operator',
  'Speaker',
  'Mpesa',
  'M-Pesa',
  'Insurance',
  'Ltd.',
  'From',
  'At',
  'In',
  'On',
  'Is',
  'Am',
  'Are',
  'Was',
  'Ni',
  'Na',
  'Ne',
  'Ke',
  'Ya',
  'Wa',
  'Da',
  'Ka',
  'Ku',
  'Le',
  'La',
  'Les',
  'Der',
  'Die',
  'Das',
  'Il',
  'Lo',
  'El',
  'Los',
  'Las',
  'Je',
  'Ich',
  'Ek',
  'Ndi',
  'Bu',
  'Mo',
  'Me',
  'Mi',
  'Yo',
  'Io',
  'Und',
  'Et',
  'Y',
  'E',
  'Ngiyabonga',
  'Enkosi',
  'Sannu',
  'Nagode',
  'Merci',
  'Danke',
  'Grazie',
  'Gracias',
  'Dankie',
  'Daalụ',
  'Ẹ',
  "C'est",
  // "please" after a question for the name ("ihr name bitte kwame asante"): the last word of
  // every language's "please" (`context/please-words.ts`: "Bitte", "Plaît", "Favor", "Tafadhali")
  ...Object.values(PLEASE_WORDS).flatMap((phrases) =>
    phrases.map((phrase) => {
      const last = phrase.slice(phrase.lastIndexOf(' ') + 1);
      return last.charAt(0).toUpperCase() + last.slice(1);
    }),
  ),
  // thanks, greetings and farewells that open a turn, and words for God ("Medaase, Opanin ...",
  // "Lumela Mooki", "Don Allah"): never a person's name (not "Chukwu": also a surname)
  'Medaase',
  'Ndatenda',
  'Murakoze',
  'Kealeboga',
  'Leboha',
  'Ndiyabulela',
  'Shukran',
  'Lumela',
  'Lumelang',
  'Maakye',
  'Maaha',
  'Maadwo',
  'Akwaaba',
  'Wamkelekile',
  'Mhoroi',
  'Mangwanani',
  'Masikati',
  'Manheru',
  'Mwaramutse',
  'Mwiriwe',
  'Ndeewo',
  'Kwaheri',
  'Totsiens',
  'Tsamaea',
  'Fambai',
  'Hambani',
  'Allah',
  'Nyame',
  'Onyame',
  'Mungu',
  'Chineke',
  'Olorun',
  'Ọlọ́run',
  'Modimo',
  'Mwari',
  'Nkulunkulu',
  'Dieu',
  'Gott',
  'Dios',
  'God',
  // "Nka o thusa ka eng?" (can I help you), the Sesotho and Setswana offer of help
  'Nka',
  ...ETHIOPIC_NON_NAME_WORDS,
  // brands and service words ("o bua le ecocash", "Jumia Delivery Support"): brand-names.ts
  ...BRAND_NAME_WORDS,
  // nouns, acknowledgements and answers of calls ("Mokgweetsi o tla ...", "Kulungile."): common-call-words.ts
  ...COMMON_CALL_WORD_LIST,
];

/**
 * Words before which a listed Ge'ez name names a church, monastery or place, not a person
 * (`ቅዱስ ጴጥሮስ` St Peter's, `ደብረ ሊባኖስ`).
 */
export const ETHIOPIC_PLACE_NAME_LEADS: readonly string[] = ['ቅዱስ', 'ቅድስት', 'ደብረ', 'መድኃኔ', 'ቤተ'];

/**
 * Listed Ge'ez names that are also common words (`መሠረት` basis, `ደመቀ` shone, `ኃይሉ` the force):
 * the `ethiopic-person-name` recognizer reads them as names only after a title or after another
 * name, never alone.
 */
export const ETHIOPIC_AMBIGUOUS_NAMES: readonly string[] = [
  // thousand, in every amount ('ሁለት ሺ ብር'); also Xi (Jinping)
  'ሺ',
  'አዲሱ',
  'መሠረት',
  'ሕይወት',
  'ካሳ',
  'ዘላለም',
  'ኃይሉ',
  'ደመቀ',
  'አዳነ',
  'ታደሰ',
  'ተሾመ',
  'ብርሃኑ',
  'በረከት',
  'ትዕግሥት',
  'ደስታ',
  'ተስፋ',
  'ሰላም',
  'ገነት',
  'አማረ',
  'አየለ',
  'ረዳ',
  'ታዬ',
  'ዓለሙ',
  'ሳባ',
  'ስዩም',
  'አበባ',
  'ለማ',
];

/** Particles inside a name written in Ge'ez (`ሉላ ደ ሲልቫ`, `መሐመድ አል ...`, `ገብረ ሚካኤል`). */
export const ETHIOPIC_NAME_PARTICLES: readonly string[] = [
  'ደ',
  'ዳ',
  'ዴ',
  'ዲ',
  'ዱ',
  'ቫን',
  'ቮን',
  'ፎን',
  'አል',
  'ኤል',
  'ቢን',
  'ገብረ',
  'ወልደ',
  'ኃይለ',
  'ተክለ',
  'ሀብተ',
  'ኪዳነ',
  'ዘ',
];

/** Honorific verbs of saying after a name: "as X said" (`X እንደተናገሩት`). */
export const ETHIOPIC_AS_SAID_VERBS: readonly string[] = [
  'እንደሚሉት',
  'እንዳሉት',
  'እንደገለጹት',
  'እንደተናገሩት',
  'እንዳስታወቁት',
  'እንደሚናገሩት',
  'እንደሚገልጹት',
  'እንዳመለከቱት',
  'እንደጠቆሙት',
  'እንዳብራሩት',
];

/** Nouns of saying after `እንደ X`: "according to X's statement / words / opinion". */
export const ETHIOPIC_SAYING_NOUNS: readonly string[] = [
  'ገለጻ',
  'አባባል',
  'አስተያየት',
  'ማብራሪያ',
  'ንግግር',
  'እምነት',
  'ግምት',
];

/**
 * Zulu and Isixhosa prefixes attached to names that the `nguni-prefixed-name` recognizer reads:
 * possessives with `ka` and a concord (`kukaTumi`, `lukaLufuno`, `zikaWilliam`), agent,
 * instrument and comparison prefixes (`ngoSanele`, `njengoThandi`, `kunoSipho`) and copulas
 * (`wuSipho`, `okunguBongani`, `bekunguSipho`).
 */
export const NGUNI_NAME_PREFIXES: readonly string[] = [
  'kuka',
  'luka',
  'lika',
  'sika',
  'zika',
  'baka',
  'bika',
  'yika',
  'wuka',
  'waka',
  'yaka',
  'laka',
  'lwaka',
  'kwaka',
  'eka',
  'aka',
  'ngeka',
  'ngoka',
  'ngo',
  'njengo',
  'kuno',
  'wu',
  'okungu',
  'okuwu',
  'bekungu',
  'kungu',
  'nangu',
  'ngoyi',
  // copulas with a class concord ('egama linguRodney', the name is Rodney)
  'lingu',
  'yingu',
  'bangu',
  'singu',
  'zingu',
  // 'and to' ('nakuSiya Kolosi')
  'naku',
];

/** Stage titles written fused to a Nguni prefix (`uDJ Tira`, `noMC Bonga`): the name follows. */
export const NGUNI_TITLE_WORDS: readonly string[] = ['DJ', 'MC', 'Dr', 'Prof', 'Rev'];

/** Zulu and Isixhosa months and other capitalised non-names after a prefix (`ngoMasingana`). */
export const NGUNI_NON_NAME_WORDS: readonly string[] = `
Masingana Nhlolanja Ndasa Mbasa Nhlaba Nhlangulana Ntulikazi Ncwaba Mandulo Mfumfu Lwezi Zibandlela Januwari Februwari
Matshi Epreli Meyi Juni Julayi Agasti Septemba Okthoba Oktobha Novemba Disemba Mvulo Lwesibini Cawa Khisimusi Ukhisimusi
Nkulunkulu Thixo Somandla Jesu Msindisi Mnyango Hulumeni Rhulumente Sonto Pasika Ngcwele
`
  .split(/\s+/)
  .filter(Boolean);
