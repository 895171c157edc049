/**
 * A gazetteer of given names and surnames common where the 19 languages are spoken (Nigeria,
 * Ghana, East Africa, Rwanda, Southern Africa, Ethiopia, the Arab world, Europe), compiled by the
 * langproc team from general knowledge; it is not derived from any evaluation data. Lookups
 * ignore case and diacritics (`Adébáyọ̀` = `Adebayo`). Words that are also common words
 * (`May`, `Will`, `Hope`) are left out on purpose.
 *
 * @example
 * ```ts
 * isGivenName('Chidi'); // true
 * isSurname('Okafor'); // true
 * ```
 */

import { type GazetteerTables, PREBUILT_GAZETTEER_TABLES } from './name-gazetteer-prebuilt.js';
import { EAST_AFRICAN_NAMES } from './names/east-african-names.js';
import { ETHIOPIC_AND_ARABIC_NAMES } from './names/ethiopic-and-arabic-names.js';
import { AFRIKAANS_NAMES, ITALIAN_NAMES, MAGHREB_NAMES, SPANISH_NAMES } from './names/european-names.js';
import { SOUTHERN_AFRICAN_NAMES } from './names/southern-african-names.js';
import { WEST_AFRICAN_NAMES } from './names/west-african-names.js';
import { WORLD_NAMES } from './names/world-names.js';

const GIVEN = `
Musa Bello Abubakar Usman Aliyu Sani Garba Lawal Suleiman Sulaiman Ibrahim Yakubu Danjuma Haruna Shehu Aminu Bashir Kabiru
Nasiru Rabiu Sadiq Tijjani Yahaya Zainab Hauwa Hadiza Binta Jamila Rakiya Asabe Ladi Lami Hajara Maryam Safiya Salamatu
Fatima Fatimah Aisha Aishat Balarabe Mamman Dauda Idris Ismail Adamu Nuhu Auwal Salisu Mustapha Mustafa Abdulkadir Abdullahi
Murtala Jibril Danladi Inuwa Gambo Tanko Audu Yusuf Yusuf Umar Umaru Abba Bilkisu Halima Amina Aminat Nafisa Rukayya Zulai
Adebayo Adewale Ayodele Babatunde Olumide Oluwaseun Seun Tunde Kunle Femi Funmilayo Folake Yetunde Bisi Bimbo Bukola Tolu
Tolulope Temitope Titilayo Toyin Wale Yemi Dayo Dele Gbenga Kayode Lanre Niyi Segun Shola Sola Damilola Ifeoluwa Iyabo
Jumoke Kemi Moji Morenike Omolara Opeyemi Remi Simisola Taiwo Kehinde Idowu Abiodun Adeola Adeyemi Afolabi Olawale
Akinwale Adeleke Adekunle Adesina Oluwole Olabode Adeniyi Bolanle Bukunmi Ebunoluwa Fisayo Gbemisola Ireti Modupe Oluwatoyin
Oluwakemi Tosin Tobi Tomiwa Yewande Ayomide Ayokunle Babajide Bamidele Akin Akinola Ademola Adegoke Olufemi Olusegun
Chidi Chinedu Chukwuemeka Emeka Obinna Ngozi Nneka Chiamaka Adaeze Amaka Chioma Ifeoma Uchenna Ikenna Nnamdi Kelechi
Chinonso Chibuzor Ebuka Ifeanyi Uche Obiora Chiagozie Oluchi Ugochi Adanna Chinwe Nkechi Onyeka Tochukwu Somtochukwu
Chigozie Obioma Ejike Nonso Ikechukwu Okechukwu Chukwudi Nkem Chisom Chimamanda Azubuike Ebere Ogechi Ijeoma Nwakaego
Chidinma Chinyere Ugonna Obianuju Nnenna Amarachi Chiwetel Kosisochukwu Ezinne Udoka
Kwame Kofi Kwaku Yaw Kwabena Kwadwo Kojo Kwasi Kwesi Ama Akosua Adwoa Abena Akua Yaa Afua Afia Efua Esi Ekua Ekow Kobina
Fiifi Kwamena Adjoa Araba Ewurabena Akwasi Kwakye Abenaa Akos Maame Nii Naa Dede Korkor Selasi Selorm Edem Elikem
Juma Baraka Amani Neema Zawadi Wanjiku Wanjiru Njeri Kamau Otieno Ochieng Odhiambo Wambui Mwangi Njoroge Kipchoge Chebet
Achieng Akinyi Atieno Auma Nyambura Muthoni Wairimu Kariuki Omondi Onyango Mutua Mwende Rehema Mwanaisha Salim Hamisi
Bakari Rashidi Saidi Tumaini Imani Furaha Makena Kimani Waweru Njuguna Macharia Wafula Barasa Nekesa Nafula Wekesa
Abdallah Mussa Ally Athumani Mwajuma Mwanahawa Shabani Ramadhani Hassani Kassim Zuhura Mariamu Asha Subira Upendo Pendo
Jabari Faraji Hadija Khamis Mosi Njambi Wangari Wanjala Kiprop Kiptoo Jepchirchir Jelagat Cherono Moraa Kerubo Nyaboke
Uwimana Mukamana Niyonzima Habimana Nshimiyimana Uwase Ishimwe Mugisha Iradukunda Niyonsaba Ingabire Mutesi Umutoni
Hakizimana Bizimana Ndayisaba Mukeshimana Uwamahoro Nsengiyumva Tuyishime Niyigena Gatete Kalisa Kayitesi Munyaneza
Nkurunziza Uwera Umuhoza Keza Gisa Shema Ganza Irakoze Mahoro Uwineza Mukandayisenga Nyiraneza Twagirayezu Ntaganda
Sipho Thabo Themba Thandi Thandeka Nomvula Nokuthula Lindiwe Zanele Bongani Sibusiso Mandla Lungile Nomsa Ayanda Lwazi
Sizwe Thulani Zodwa Buhle Andile Siyabonga Nandi Xolani Mpho Lerato Palesa Dineo Kagiso Tshepo Tumelo Karabo Refilwe
Lesego Boitumelo Kabelo Naledi Masego Onkarabile Thato Teboho Lineo Mamello Nthabiseng Puleng Tatenda Tendai Farai
Tinashe Rutendo Nyasha Chipo Tsitsi Kudzai Tapiwa Rumbidzai Tafadzwa Simbarashe Munyaradzi Fadzai Shingai Tonderai
Ruvimbo Anesu Takudzwa Vimbai Xolile Nosipho Unathi Vuyo Siphesihle Luthando Mzwandile Phumzile Khanyisile Nomthandazo
Sbu Sibongile Nonhlanhla Mthunzi Sandile Lwandile Zinhle Nolwazi Ntombi Ntombizodwa Busisiwe Nomalanga Bheki Mbali
Thembeka Vusi Sello Mosa Retshepile Motlatsi Tlotliso Limpho Keitumetse Bontle Goitseone Tebogo Oratile Kgomotso
Abebe Kebede Tesfaye Alemu Bekele Girma Haile Mulugeta Tadesse Getachew Dawit Yohannes Meron Selam Tigist Hirut Almaz
Meseret Mekdes Bethlehem Eyerusalem Samrawit Lemma Worku Desta Ayele Gebre Asfaw Negash Demissie Berhanu Assefa
Tilahun Yared Kidus Biruk Fikru Henok Natnael Abel Tsion Hiwot Liya Mahlet Rahel Saba Sosina Yonas Eyob Feven
Mohammed Muhammad Mohamed Ahmed Ahmad Ali Hassan Hussein Omar Khalid Yousef Youssef Ibrahim Abdullah Khadija Sara Sarah
Nour Layla Leila Huda Mahmoud Tariq Samir Karim Yassin Rashid Nadia Salma Rania Hala Yasmin Omar Walid Fadi Rami Ziad
Jamal Kamal Hamza Bilal Anas Reem Dina Mona Samira Soraya Zahra Imran Faisal Nabil Hisham Osama Mariam Ahmadu
John Mary Peter Paul James David Michael Elizabeth Grace Esther Ruth Joseph Daniel Samuel Emmanuel Victor Thomas Andrew
Robert William Richard Charles Jennifer Linda Patricia Susan Margaret Emily Emma Olivia Sophia Anna Maria Jean Pierre
Marie Sophie Camille Louis Lucas Nicolas Julien Antoine Élodie Claire Isabelle Chantal Hans Klaus Jürgen Stefan Andreas
Wolfgang Katrin Ursula Petra Sabine Anja Lukas Jonas Leon Felix Lena Lea Marco Giuseppe Giovanni Francesco Alessandro Luca
Matteo Giulia Francesca Chiara Sofia Alessia Elena Paola José Juan Carlos Luis Javier Miguel Antonio Manuel Pedro
Alejandro Lucía Carmen Isabel Pilar Laura Marta Ana Rosa Johan Pieter Jan Willem Gert Hendrik Riaan Francois Annelie
Elsabe Marietjie Sannie Anri Karel Jaco Wikus Ruan Charlize Chris Christopher Benjamin Catherine Deborah Rebecca Rachel
Stephen Steven Timothy Patrick Kevin Brian George Edward Henry Jessica Joyce Janet Helen Agnes Florence Gloria Blessing
Precious Peace Patience Comfort Mercy Godwin Godfrey Felicia Veronica Monica Josephine Juliet Christiana Cecilia Beatrice
Gabriel Isaac Jacob Moses Aaron Elijah Ezekiel Solomon Abraham Philip Simon Francis Anthony Vincent Lawrence Augustine
Ibrahima Mamadou Moussa Ousmane Amadou Abdoulaye Fatou Aminata Mariama Awa Kadiatou Oumar Souleymane Cheikh Modou
`;

const SURNAMES = `
Bello Abubakar Usman Mohammed Sani Garba Lawal Dangote Shehu Ahmed Danjuma Tukur Yar'Adua Atiku Maikudi Gwarzo Adamu
Ibrahim Yusuf Abdullahi Musa Aliyu Suleiman Umar Idris Isa Babangida Kwankwaso Ganduje Dikko Tanimu Bala Jega
Adebayo Adeyemi Afolabi Ogunleye Olawale Oyelaran Akinwale Adeleke Akande Alabi Bankole Ogunbiyi Oyewole Odunsi
Ogundipe Olaniyan Oladipo Adekunle Adesina Ajayi Akinola Balogun Fashola Obasanjo Olatunji Oyebanji Oyinlola Soyinka
Tinubu Awolowo Akintola Falana Fayemi Adeniyi Olabode Oluwole Ige Ilori Ogunsanya Adegoke Aderinto Omotosho Oyedepo
Olowu Olaleye Ogunlesi Adeoye Adewumi Babalola Durojaiye Fagbemi Ogunbanjo Olaniyi Oyeleke Salami Sowemimo Adesanya
Okafor Okonkwo Nwosu Eze Okeke Obi Nwankwo Okoro Chukwu Okonjo Iweala Nwachukwu Onyekachi Ugwu Agu Okoye Nnaji Ezeh
Anyanwu Ibe Nwoye Orji Ogbonna Udeh Ekwueme Azikiwe Achebe Adichie Obiano Uzodinma Nweke Onuoha Onwuka Ezeani Mbah
Umeh Nwachukwu Okorie Obi Igwe Ikpeazu Nnamani Ojukwu Okpara Ohanaeze Ugochukwu Chukwuma Nwafor Ezeife Onyeama
Mensah Asante Owusu Boateng Osei Agyeman Appiah Darko Ofori Acheampong Amoah Antwi Nkrumah Adjei Frimpong Gyamfi
Kuffour Sarpong Opoku Ansah Badu Bonsu Danquah Fosu Amponsah Oppong Tetteh Quaye Annan Addo Asamoah Mahama Akufo-Addo
Boakye Agyei Amankwah Donkor Nyarko Ampofo Quartey Lamptey Ankrah Aidoo Kyei Gyasi Bediako Yeboah Baah Ntim
Kamau Otieno Ochieng Odhiambo Mwangi Njoroge Kipchoge Kariuki Omondi Onyango Mutua Kimani Waweru Njuguna Macharia
Wafula Barasa Wekesa Kenyatta Odinga Ruto Moi Kibaki Mwinyi Nyerere Kikwete Magufuli Hassan Salim Mohamed Juma Ali
Said Abdallah Mushi Massawe Mrema Lyimo Temba Shirima Kimaro Swai Mollel Laizer Kiprotich Rotich Kiplagat Cheruiyot
Mutai Kosgei Keter Langat Wanyama Oduya Akinyi Wambua Muli Musyoka Kalonzo Mutiso Ndungu Gitau Kinyua Maina Ngugi
Uwimana Mukamana Niyonzima Habimana Nshimiyimana Mugisha Iradukunda Hakizimana Bizimana Ndayisaba Mukeshimana
Nsengiyumva Tuyishime Niyigena Gatete Kalisa Kayitesi Munyaneza Rwigema Nkurunziza Kagame Twagirayezu Ntaganda
Dlamini Nkosi Ndlovu Khumalo Mthembu Mkhize Ngcobo Cele Buthelezi Zungu Mahlangu Shabalala Mabaso Ntuli Msimang Gumede
Hadebe Mokoena Molefe Mofokeng Nkuna Sithole Mahlaba Mbeki Mandela Sisulu Xaba Radebe Mbatha Magagula Maseko Motaung
Tshabalala Mthethwa Zwane Nxumalo Madonsela Ramaphosa Motsepe Masilela Kgosana Mosia Letsie Moshoeshoe Mohapi Moloi
Mokhele Seretse Khama Masire Mogae Moyo Ncube Sibanda Dube Mpofu Nyathi Chikwanha Mutasa Mugabe Tsvangirai Chiwenga
Marufu Chinamasa Mlambo Gumbo Mapfumo Chigumba Makoni Zvobgo Mnangagwa Chamisa Matibe Chirwa Banda Phiri Tembo
Makhubela Baloyi Maluleke Mathebula Ngubane Biko Tutu Sobukwe Hani Mabuza Mnisi Shezi Majola Masondo Mkhwanazi
Mathe Nhlapo Ngema Ngwenya Mazibuko Mlangeni Vilakazi Mntambo Gqirana Mabandla Qwabe Magwaza Mdletshe Makhanya
Kebede Tesfaye Alemu Bekele Girma Haile Mulugeta Tadesse Getachew Lemma Wolde Worku Desta Ayele Gebre Asfaw Negash
Demissie Berhanu Mengistu Assefa Tilahun Gebremariam Tekle Woldemariam Abera Mekonnen Shiferaw Zewdu Hailu Yilma
Al-Sayed Al-Masri Al-Ahmad Al-Ali Al-Hassan Haddad Khalil Nasser Saleh Mansour Hamdan Darwish Qasim Aziz Rahman
Smith Johnson Williams Brown Jones Miller Davis Wilson Taylor Anderson Martin Dubois Durand Lefebvre Moreau Laurent
Bernard Petit Roux Fournier Girard Müller Mueller Schmidt Schneider Fischer Weber Meyer Wagner Becker Hoffmann Schulz
Koch Richter Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco García Garcia González Gonzalez
Rodríguez Rodriguez Fernández Fernandez López Lopez Martínez Martinez Sánchez Sanchez Pérez Perez Gómez Gomez Díaz
Ruiz Hernández Jiménez Moreno Álvarez Muñoz Botha Pretorius Nel Venter Coetzee Steyn Fourie Kruger Swanepoel Joubert
Visser Jacobs Smit Vermeulen Erasmus Marais Olivier Lombard Theron Viljoen Naidoo Pillay Govender Naicker Moodley
Diallo Traoré Traore Keita Coulibaly Diop Ndiaye Sow Camara Konaté Touré Cissé Sylla Kouyaté Diouf Faye Gueye
`;

const ETHIOPIC_AND_ARABIC = `
አበበ ከበደ ተስፋዬ አለሙ በቀለ ግርማ ኃይሌ ሀይሌ ሙሉጌታ ታደሰ ጌታቸው ዳዊት ዮሐንስ ሜሮን ትዕግስት ሂሩት አልማዝ መቅደስ ቤተልሔም
ሐና ሃና ሳምራዊት ለማ ወልዴ ወርቁ አየለ ገብሬ አስፋው ነጋሽ ደምሴ ብርሃኑ መንግሥቱ አሰፋ ጥላሁን ያሬድ ብሩክ ሄኖክ ፍቅሩ ሰለሞን ማርታ
ሩት ዮናስ ኤልያስ አቤል ፅዮን ሊያ ማህሌት ራሔል ሳባ ሶስና እዮብ ፌቨን መሐመድ አሕመድ ፋጡማ ከድጃ ሀብታሙ ታምራት ዘውዱ ይልማ መኮንን
محمد أحمد احمد علي حسن حسين عمر خالد يوسف إبراهيم ابراهيم عبدالله فاطمة عائشة مريم زينب خديجة سارة نور ليلى هدى سلمى
مصطفى محمود طارق سعيد سمير كريم ياسين رشيد نادية أمينة امينة حليمة سعاد وليد فادي رامي زياد جمال كمال حمزة بلال أنس ريم
دينا منى سميرة زهراء عمران فيصل نبيل هشام أسامة سامي هاني ماجد عادل منصور ناصر صالح خليل حداد الخطيب المصري العلي
`;

const MARK = /^\p{M}$/u;
/** By code unit: 0 not computed yet, 1 plain (see isPlainCode), 2 not. */
const plainCodes = new Uint8Array(0x10000);

/**
 * `true` when NFD and mark stripping leave the code unit as it is, wherever it stands among such
 * code units: not a surrogate, not a mark, not ’, no decomposition, and no combining class above
 * 1 (NFD would move it after U+0334; among classes 0 and 1 it reorders nothing). Computed from
 * `normalize` itself, once per code unit.
 */
function isPlainCode(code: number): boolean {
  let stored = plainCodes[code]!;
  if (stored === 0) {
    const character = String.fromCharCode(code);
    const plain =
      !(code >= 0xd800 && code <= 0xdfff) &&
      code !== 0x2019 &&
      !MARK.test(character) &&
      character.normalize('NFD') === character &&
      `${character}\u0334`.normalize('NFD') === `${character}\u0334`;
    stored = plain ? 1 : 2;
    plainCodes[code] = stored;
  }
  return stored === 1;
}

/** Only ASCII code units: each one is plain (see isPlainCode). */
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** Lower-cases and strips diacritics (NFD, combining marks removed) for gazetteer lookups. */
export function normalizeName(value: string): string {
  // the usual word: one regex test rather than a call per code unit (thousands of words are
  // normalised when the word sets are built at import)
  if (ASCII_ONLY.test(value)) return value.toLowerCase();
  for (let index = 0; index < value.length; index++) {
    if (!isPlainCode(value.charCodeAt(index))) {
      return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'");
    }
  }
  // same result: NFD and mark stripping change nothing, and lower-casing makes no ’
  return value.toLowerCase();
}

function toSet(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter(Boolean).map(normalizeName));
}

/** The regional lists (names/*.ts), given names and surnames together. */
function regionalList(): string {
  return [
    WEST_AFRICAN_NAMES,
    EAST_AFRICAN_NAMES,
    SOUTHERN_AFRICAN_NAMES,
    ETHIOPIC_AND_ARABIC_NAMES,
    WORLD_NAMES,
    AFRIKAANS_NAMES,
    ITALIAN_NAMES,
    SPANISH_NAMES,
    MAGHREB_NAMES,
  ].join(' ');
}

export type { GazetteerTables } from './name-gazetteer-prebuilt.js';

/** The tables the root bundle carries, built from these lists at build time; `undefined` elsewhere. */
const prebuilt: GazetteerTables | undefined = PREBUILT_GAZETTEER_TABLES;
const GIVEN_SET: ReadonlySet<string> = prebuilt ? new Set(prebuilt.given) : toSet(GIVEN);
const SURNAME_SET: ReadonlySet<string> = prebuilt ? new Set(prebuilt.surnames) : toSet(SURNAMES);
const UNCASED_SET: ReadonlySet<string> = prebuilt ? new Set(prebuilt.uncased) : toSet(ETHIOPIC_AND_ARABIC);
let regionalSet: ReadonlySet<string> | undefined;

/** The regional lists' keys, built on first use. */
function regional(): ReadonlySet<string> {
  regionalSet ??= prebuilt ? new Set(prebuilt.regional) : toSet(regionalList());
  return regionalSet;
}

const MEMO_LIMIT = 20_000;
/** Longer words are not remembered: a longer slice may keep its whole text alive. */
const MEMO_WORD_LENGTH = 12;
const memo = new Map<string, number>();

/** Bit 1: given name, bit 2: surname, of a word whose normalizeName is `key`. */
function keyFlags(key: string): number {
  const both = UNCASED_SET.has(key) || regional().has(key);
  return (GIVEN_SET.has(key) || both ? 1 : 0) | (SURNAME_SET.has(key) || both ? 2 : 0);
}

/** Bit 1: given name, bit 2: surname (memoised; the memo is cleared when it grows too large). */
function lookup(word: string): number {
  let flags = memo.get(word);
  if (flags === undefined) {
    flags = keyFlags(normalizeName(word));
    if (word.length <= MEMO_WORD_LENGTH) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(word, flags);
    }
  }
  return flags;
}

/** Leading code units of a word that the beginnings filter looks at. */
export const BEGINNING_UNITS = 4;
/** Entries of the beginnings filter (a power of two). */
const BEGINNING_BITS = 16;

/**
 * The code unit as it stands in the word's normalizeName key when it is an ASCII letter (lower-cased)
 * or a Ge'ez or Arabic code unit without marks or decompositions (as it is); -1 for any other.
 * Such code units at the start of a word are the start of its key: NFD neither changes nor moves
 * them, mark stripping keeps them, and lower-casing changes only the ASCII capitals.
 */
function keptUnit(code: number): number {
  if (code >= 0x61 && code <= 0x7a) return code;
  if (code >= 0x41 && code <= 0x5a) return code + 32;
  if ((code >= 0x0600 && code <= 0x06ff) || (code >= 0x1200 && code <= 0x139f)) {
    return isPlainCode(code) ? code : -1;
  }
  return -1;
}

let listedBeginnings: Uint8Array | undefined;

const HASH_FACTOR = 0x9e3779b1;

/** The hash of a beginning with one more code unit (the hash of none is HASH_FACTOR). */
function extendHash(hash: number, unit: number): number {
  return Math.imul(hash ^ unit, HASH_FACTOR);
}

/** The filter index of a beginning of `count` code units with hash `hash` (beginnings may share one). */
function beginningIndex(hash: number, count: number): number {
  return Math.imul(hash ^ count, HASH_FACTOR) >>> (32 - BEGINNING_BITS);
}

/**
 * The beginnings filter of `keys`, one bit per entry: for each key, its first one to
 * BEGINNING_UNITS code units while they are `keptUnit`s.
 */
function computeBeginnings(keys: ReadonlyArray<ReadonlySet<string>>): Uint8Array {
  const table = new Uint8Array((1 << BEGINNING_BITS) >>> 3);
  for (const set of keys) {
    for (const key of set) {
      let hash = HASH_FACTOR;
      for (let count = 1; count <= Math.min(BEGINNING_UNITS, key.length); count++) {
        const unit = keptUnit(key.charCodeAt(count - 1));
        if (unit < 0) break;
        hash = extendHash(hash, unit);
        const index = beginningIndex(hash, count);
        table[index >>> 3]! |= 1 << (index & 7);
      }
    }
  }
  return table;
}

/** The beginnings filter of the gazetteer's keys, built (or decoded from the prebuilt copy) on first use. */
function beginnings(): Uint8Array {
  listedBeginnings ??= prebuilt
    ? new Uint8Array(Buffer.from(prebuilt.beginnings, 'base64'))
    : computeBeginnings([GIVEN_SET, SURNAME_SET, UNCASED_SET, regional()]);
  return listedBeginnings;
}

/** `true` when entry `index` of the beginnings filter is set. */
function hasBeginning(index: number): boolean {
  return ((beginnings()[index >>> 3]! >>> (index & 7)) & 1) === 1;
}

/** The gazetteer's tables computed from its lists (what the build copies into the root bundle). */
export function computeGazetteerTables(): GazetteerTables {
  const given = toSet(GIVEN);
  const surnames = toSet(SURNAMES);
  const uncased = toSet(ETHIOPIC_AND_ARABIC);
  const regionalKeys = toSet(regionalList());
  return {
    given: [...given],
    surnames: [...surnames],
    uncased: [...uncased],
    regional: [...regionalKeys],
    beginnings: Buffer.from(computeBeginnings([given, surnames, uncased, regionalKeys])).toString('base64'),
  };
}

/** The hash of an empty beginning, for {@link extendBeginningHash}. */
export const EMPTY_BEGINNING_HASH = HASH_FACTOR;
/** The hash of a beginning with one more lower-case ASCII letter, for a scan that reads the word itself. */
export const extendBeginningHash = extendHash;

/**
 * `mayBeGivenNameOrSurname` for a word whose first `count` code units (1 to BEGINNING_UNITS, all
 * the leading `keptUnit`s up to that many) hash to `hash`: a scan that has read them need not read
 * them again.
 */
export function mayBeListedBeginning(hash: number, count: number): boolean {
  return hasBeginning(beginningIndex(hash, count));
}

/**
 * `false` when the word `text.slice(start, end)` is surely not in the gazetteer, `true` when it
 * may be: its first code units (up to BEGINNING_UNITS `keptUnit`s) begin its key, and no listed
 * key begins with them.
 */
export function mayBeGivenNameOrSurname(text: string, start: number, end: number): boolean {
  const limit = Math.min(end, start + BEGINNING_UNITS);
  let hash = HASH_FACTOR;
  let count = 0;
  for (let index = start; index < limit; index++) {
    const unit = keptUnit(text.charCodeAt(index));
    if (unit < 0) break;
    hash = extendHash(hash, unit);
    count++;
  }
  return count === 0 || hasBeginning(beginningIndex(hash, count));
}

/** `true` when `word` is a given name in the gazetteer. */
export function isGivenName(word: string): boolean {
  return (lookup(word) & 1) !== 0;
}

/** `true` when `word` is a surname in the gazetteer. */
export function isSurname(word: string): boolean {
  return (lookup(word) & 2) !== 0;
}

/** `true` when `word` is a given name or a surname in the gazetteer. */
export function isGivenNameOrSurname(word: string): boolean {
  return lookup(word) !== 0;
}

/**
 * {@link isGivenNameOrSurname} of a word whose `normalizeName` is `key` (for a caller that has
 * normalised the word already and remembers the answer itself).
 */
export function isGivenNameOrSurnameKey(key: string): boolean {
  return keyFlags(key) !== 0;
}

/** `true` when `word` is a name written in a script without letter case (Ge'ez, Arabic). */
export function isUncasedName(word: string): boolean {
  const key = normalizeName(word);
  return UNCASED_SET.has(key) || (/^[\u0600-\u06FF\u1200-\u139F]/u.test(key) && regional().has(key));
}

/** How many distinct entries the gazetteer holds (for docs and benches). */
export function gazetteerSize(): number {
  return new Set([...GIVEN_SET, ...SURNAME_SET, ...UNCASED_SET, ...regional()]).size;
}

/** Every key the gazetteer holds (given names, surnames, the regional lists), for a caller's own index. */
export function* gazetteerKeys(): Iterable<string> {
  yield* GIVEN_SET;
  yield* SURNAME_SET;
  yield* regional();
}
