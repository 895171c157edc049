/**
 * Landmark phrases per language: the words for near, behind, opposite, next to, off, in front of
 * that open a part of an address ("Plot 7, Bódìjà Estate, nítòsí ṣọ́ọ̀ṣì Baptist, Ìbàdàn",
 * "Lamba 12, Layin Sarki, kusa da kasuwar Sabon Gari, Zaria"). The address recognizer extends an
 * address after a comma over such a part (to the next comma or sentence end) and the town after it.
 * English phrases count in every language (call-centre speech mixes them in).
 *
 * @example
 * ```ts
 * landmarkPhrases('Hausa').includes('kusa da'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

/** Landmark phrases by language, lower case. */
export const LANDMARK_PHRASES: Readonly<Record<LanguageName, readonly string[]>> = {
  English: [
    'near',
    'near to',
    'behind',
    'opposite',
    'next to',
    'off',
    'beside',
    'close to',
    'across from',
    'in front of',
    'adjacent to',
    'after',
    'just after',
    'before',
    'by',
  ],
  Afrikaans: ['naby', 'agter', 'langs', 'oorkant', 'teenoor', 'voor', 'na'],
  Amharic: [],
  Arabic: ['قرب', 'جنب', 'بجانب', 'مقابل', 'خلف', 'ورا', 'قدام', 'بعد'],
  French: [
    'près de',
    'près du',
    'derrière',
    'à côté de',
    'à côté du',
    'en face de',
    'en face du',
    'juste après',
    'après',
    'avant',
    'face à',
    'face au',
  ],
  German: ['neben', 'hinter', 'gegenüber', 'nahe', 'bei', 'beim', 'in der nähe'],
  Hausa: ['kusa da', 'bayan', 'gaban', 'daura da', 'kusa'],
  Igbo: ["n'akụkụ", "n'akuku", "n'azụ", "n'azu", 'nso', "n'ihu", 'nke dị nso', 'nke di nso'],
  Isixhosa: ['kufutshane', 'emva', 'ngaphambili', 'ecaleni'],
  Italian: [
    'vicino a',
    'vicino al',
    'vicino alla',
    'dietro',
    'di fronte',
    'accanto a',
    'accanto al',
    'davanti',
  ],
  Kinyarwanda: ['hafi ya', "hafi y'", 'inyuma ya', 'imbere ya', 'iruhande rwa'],
  Sesotho: ['haufi le', 'ka mora', 'pela', 'ka pela'],
  Setswana: ['gaufi le', 'fa morago ga', 'fa pele ga', 'gaufi'],
  Shona: ['pedyo ne', 'pedyo', 'kuseri kwe', 'pamberi pe', 'padyo ne', 'mushure me', 'shure kwe'],
  Spanish: [
    'cerca de',
    'cerca del',
    'detrás de',
    'detrás del',
    'frente a',
    'frente al',
    'al lado de',
    'al lado del',
    'enfrente de',
    'enfrente del',
    'junto a',
    'junto al',
    'delante de',
    'delante del',
  ],
  Swahili: ['karibu na', 'nyuma ya', 'mbele ya', 'jirani na', 'karibu'],
  Twi: ['ɛbɛn', 'akyi', 'anim', 'ho', 'nkyɛn', 'ɛkyɛn'],
  Yoruba: ['nítòsí', 'nitosi', 'lẹ́yìn', 'leyin', 'lẹ́hìn', 'lehin', 'ẹ̀gbẹ́', 'egbe', 'níwájú', 'niwaju'],
  Zulu: ['eduze kwe', 'eduze ne', 'eduze', 'ngemuva kwe', 'ngemuva', 'phambi kwe'],
};

/** The landmark phrases of `language` and English. */
export function landmarkPhrases(language: LanguageName): readonly string[] {
  return language === 'English'
    ? LANDMARK_PHRASES.English
    : [...LANDMARK_PHRASES[language], ...LANDMARK_PHRASES.English];
}
