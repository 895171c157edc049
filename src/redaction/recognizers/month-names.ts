/**
 * Month names per language (CLDR long forms, plus common alternatives: English abbreviations,
 * the Ethiopian calendar, Levantine Arabic and ordinal Yoruba/Igbo forms). English names apply
 * to every language. Used by the date-of-birth recognizer.
 *
 * @example
 * ```ts
 * monthNames('Swahili').includes('Machi'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

const ENGLISH = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
  'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec',
];

/** Month names by language (English added for all). */
export const MONTH_NAMES: Readonly<Record<LanguageName, readonly string[]>> = {
  Afrikaans: ['Januarie', 'Februarie', 'Maart', 'April', 'Mei', 'Junie', 'Julie', 'Augustus', 'September', 'Oktober', 'November', 'Desember'],
  Amharic: [
    'ጃንዋሪ', 'ፌብሩዋሪ', 'ማርች', 'ኤፕሪል', 'ሜይ', 'ጁን', 'ጁላይ', 'ኦገስት', 'ሴፕቴምበር', 'ኦክቶበር', 'ኖቬምበር', 'ዲሴምበር',
    'መስከረም', 'ጥቅምት', 'ኅዳር', 'ህዳር', 'ታኅሣሥ', 'ታህሳስ', 'ጥር', 'የካቲት', 'መጋቢት', 'ሚያዝያ', 'ግንቦት', 'ሰኔ', 'ሐምሌ', 'ነሐሴ', 'ጳጉሜ',
  ],
  Arabic: [
    'يناير', 'فبراير', 'مارس', 'أبريل', 'ابريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'اغسطس', 'سبتمبر', 'أكتوبر', 'اكتوبر', 'نوفمبر', 'ديسمبر',
    'كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز', 'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول',
  ],
  English: [],
  French: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  German: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  Hausa: ['Janairu', 'Faburairu', 'Fabrairu', 'Maris', 'Afirilu', 'Mayu', 'Yuni', 'Yuli', 'Agusta', 'Satumba', 'Oktoba', 'Nuwamba', 'Disamba'],
  Igbo: [
    'Jenụwarị', 'Febrụwarị', 'Maachị', 'Epreel', 'Mee', 'Jun', 'Julaị', 'Ọgọọst', 'Septemba', 'Ọktoba', 'Novemba', 'Disemba',
    'Ọnwa Mbụ', 'Ọnwa Abụọ', 'Ọnwa Atọ', 'Ọnwa Anọ', 'Ọnwa Ise', 'Ọnwa Isii', 'Ọnwa Asaa', 'Ọnwa Asatọ', 'Ọnwa Itoolu', 'Ọnwa Iri',
  ],
  Isixhosa: ['Janyuwari', 'Februwari', 'Matshi', 'Epreli', 'Meyi', 'Juni', 'Julayi', 'Agasti', 'Septemba', 'Okthoba', 'Novemba', 'Disemba'],
  Italian: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  Kinyarwanda: ['Mutarama', 'Gashyantare', 'Werurwe', 'Mata', 'Gicurasi', 'Kamena', 'Nyakanga', 'Kanama', 'Nzeri', 'Ukwakira', 'Ugushyingo', 'Ukuboza'],
  Sesotho: ['Pherekgong', 'Pherekhong', 'Hlakola', 'Hlakubele', 'Mmesa', 'Motsheanong', 'Phupjane', 'Phupu', 'Phato', 'Lwetse', 'Mphalane', 'Pudungwana', 'Tshitwe'],
  Setswana: ['Ferikgong', 'Tlhakole', 'Mopitlo', 'Moranang', 'Motsheganang', 'Seetebosigo', 'Phukwi', 'Phatwe', 'Lwetse', 'Diphalane', 'Ngwanatsele', 'Sedimonthole'],
  Shona: ['Ndira', 'Kukadzi', 'Kurume', 'Kubvumbi', 'Chivabvu', 'Chikumi', 'Chikunguru', 'Nyamavhuvhu', 'Gunyana', 'Gumiguru', 'Mbudzi', 'Zvita'],
  Spanish: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'setiembre', 'octubre', 'noviembre', 'diciembre'],
  Swahili: ['Januari', 'Februari', 'Machi', 'Aprili', 'Mei', 'Juni', 'Julai', 'Agosti', 'Septemba', 'Oktoba', 'Novemba', 'Desemba'],
  Twi: ['Ɔpɛpɔn', 'Ɔgyefoɔ', 'Ɔgyefuo', 'Ɔbɛnem', 'Oforisuo', 'Kɔtɔnimma', 'Ayɛwohomumu', 'Kutawonsa', 'Ɔsanaa', 'Ɛbɔ', 'Ahinime', 'Obubuo', 'Ɔpɛnimma'],
  Yoruba: [
    'Oṣù Ṣẹ́rẹ́', 'Oṣù Èrèlè', 'Oṣù Ẹrẹ̀nà', 'Oṣù Ìgbé', 'Oṣù Ẹ̀bibi', 'Oṣù Òkúdu', 'Oṣù Agẹmọ', 'Oṣù Ògún', 'Oṣù Owewe', 'Oṣù Ọ̀wàrà', 'Oṣù Bélú', 'Oṣù Ọ̀pẹ̀',
    'Ṣẹ́rẹ́', 'Èrèlè', 'Ẹrẹ̀nà', 'Ìgbé', 'Ẹ̀bibi', 'Òkúdu', 'Agẹmọ', 'Ògún', 'Owewe', 'Ọ̀wàrà', 'Bélú', 'Ọ̀pẹ̀',
    'Oṣù Kínní', 'Oṣù Kejì', 'Oṣù Kẹta', 'Oṣù Kẹrin', 'Oṣù Karùn-ún', 'Oṣù Kẹfà', 'Oṣù Keje', 'Oṣù Kẹjọ', 'Oṣù Kẹsàn-án', 'Oṣù Kẹwàá', 'Oṣù Kọkànlá', 'Oṣù Kejìlá',
  ],
  Zulu: ['Januwari', 'Februwari', 'Mashi', 'Ephreli', 'Meyi', 'Juni', 'Julayi', 'Agasti', 'Septhemba', 'Okthoba', 'Novemba', 'Disemba'],
};

/** The month names used for `language`: its own, then English. */
export function monthNames(language: LanguageName): readonly string[] {
  return [...MONTH_NAMES[language], ...ENGLISH];
}
