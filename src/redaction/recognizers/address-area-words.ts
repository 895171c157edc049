/**
 * Area words per language: the words for neighbourhood, ward, village, section, zone, estate and
 * location that open a part of an address with the area's name ("Calle Mayor 12, **barrio** Los
 * Ángeles, Malabo", "Plot 7, **ward** ya Phuthadikobo", "**mtaa wa** Igawilo", "**isigodi** sase
 * Ndwedwe"). The address recognizer extends a written address after a comma over such a part, and
 * the answer recognizer lets a spoken answer start at the place before one ("mbeya uyole **mtaa**
 * wa igawilo"). English words count in every language (call-centre speech mixes them in); French
 * ones in Arabic and Kinyarwanda too. Compiled by the langproc team from general knowledge of each
 * language; lower case.
 *
 * @example
 * ```ts
 * addressAreaWords('Spanish').includes('barrio'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

/** Area words by language, lower case. */
export const ADDRESS_AREA_WORDS: Readonly<Record<LanguageName, readonly string[]>> = {
  English: [
    'ward',
    'section',
    'zone',
    'estate',
    'location',
    'extension',
    'phase',
    'village',
    'suburb',
    'district',
    'community',
    'township',
    'area',
    'quarters',
  ],
  Afrikaans: ['wyk', 'woonbuurt', 'buurt', 'uitbreiding', 'lokasie', 'distrik', 'plaas', 'dorp'],
  Amharic: ['ቀበሌ', 'ወረዳ', 'ክፍለ ከተማ', 'ሰፈር', 'መንደር'],
  Arabic: ['حي', 'منطقة', 'قرية', 'ضاحية', 'حارة', 'مجمع'],
  French: [
    'quartier',
    'secteur',
    'cité',
    'village',
    'commune',
    'arrondissement',
    'lotissement',
    'carré',
    'résidence',
  ],
  German: ['ortsteil', 'stadtteil', 'viertel', 'bezirk', 'siedlung', 'gemeinde'],
  Hausa: ['unguwar', 'unguwa', 'kauyen', 'gundumar', 'yankin', 'garin'],
  Igbo: ['ogbe', 'obodo', 'mpaghara', 'ama'],
  Isixhosa: ['ilali', 'elalini', 'ilokishi', 'elokishini', 'isigaba', 'isithili', 'ekasi', 'kasi'],
  Italian: ['quartiere', 'frazione', 'località', 'zona', 'rione', 'contrada', 'borgo'],
  Kinyarwanda: ['umudugudu', 'akagari', 'umurenge', 'akarere', 'intara', 'cellule'],
  Sesotho: ['motse', 'motseng', 'sebaka', 'kasi', 'lekeishene', 'setereke'],
  Setswana: ['motse', 'motsana', 'kgotla', 'kgaolo', 'lokeishene', 'kasi'],
  Shona: ['musha', 'dunhu', 'wadhi', 'ruwa', 'raini'],
  Spanish: [
    'barrio',
    'colonia',
    'sector',
    'zona',
    'urbanización',
    'distrito',
    'poblado',
    'aldea',
    'comunidad',
  ],
  Swahili: ['mtaa', 'kijiji', 'kata', 'wilaya', 'eneo', 'tarafa', 'kitongoji'],
  Twi: ['kurom', 'akuraa', 'mpɔtam'],
  Yoruba: ['adugbo', 'àdúgbò', 'agbegbe', 'agbègbè', 'abule', 'abúlé'],
  Zulu: ['isigodi', 'esigodini', 'ilokishi', 'elokishini', 'isigaba', 'isifunda', 'ekasi', 'kasi'],
};

/** The area words of `language`, English and (Arabic, Kinyarwanda) French. */
export function addressAreaWords(language: LanguageName): readonly string[] {
  const words = [...ADDRESS_AREA_WORDS[language]];
  if (language !== 'English') words.push(...ADDRESS_AREA_WORDS.English);
  if (language === 'Arabic' || language === 'Kinyarwanda') words.push(...ADDRESS_AREA_WORDS.French);
  return words;
}
