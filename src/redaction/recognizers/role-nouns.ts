/**
 * Role nouns before a person's name in apposition, one table per language: the singer, rapper,
 * player, goalkeeper, journalist, actor, star or the late X ("umuraperi Gatera", "naledi Craig",
 * "olórin Àdìsá", "the rapper Nasty C"), a possessive between or not ("mosadi wa gagwe Meghan",
 * "ìyàwó rẹ̀ Bùkọ́lá"). The phrases that give a name ("tí wọ́n ń pè ní X", "e e bidiwang X") are
 * not among them: they name churches, radio stations and products as often. Lower case inside a sentence, each is followed by the
 * name with its capital; written capitalised (at a sentence start: "Umunyezamu Gatera Simon") a
 * role noun is a title that splits a capitalised run. Compiled by the langproc team from general
 * knowledge of the languages; no word comes from evaluation data.
 *
 * @example
 * ```ts
 * ROLE_NOUNS.Kinyarwanda?.includes('umuraperi'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

/** Lower-case role nouns, by language, after which a capitalised word is a person's name. */
export const ROLE_NOUNS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  Kinyarwanda: [
    'umuhanzi',
    'umuhanzikazi',
    'umuririmbyi',
    'umuraperi',
    'umukinnyi',
    'umukinnyikazi',
    'umunyezamu',
    'rutahizamu',
    'myugariro',
    'umunyamakuru',
    'umuvugizi',
    'umusifuzi',
    'umwanditsi',
    'umubyinnyi',
    'umucuranzi',
    'umunyeshuri',
    'umushoramari',
    'nyakwigendera',
    'umutoza',
  ],
  Setswana: [
    'sebini',
    'moopedi',
    'naledi',
    'motshameki',
    'mokwadi',
    'mmegadikgang',
    'modiragatsi',
    'moithuti',
    'mogwebi',
    'motlhankedi',
    'mogatse',
    'tsala',
    'kgaitsadi',
    'mosadi',
    'monna',
    'morwa',
    'morwadi',
    'moswi',
  ],
  Yoruba: [
    'olórin',
    'akọrin',
    'òṣèré',
    'agbábọ́ọ̀lù',
    'akọ̀ròyìn',
    'olóògbé',
    'ìyàwó',
    'ọkọ',
    'àbúrò',
    'ẹ̀gbọ́n',
    'ọ̀rẹ́',
    'ọmọbìnrin',
    'ọmọkùnrin',
    'olùkọ́',
    'akẹ́kọ̀ọ́',
    'afurasí',
    'gbajúmọ̀',
  ],
};

/**
 * Possessives that may stand between a role or kinship noun and the name ("mosadi wa gagwe Meghan",
 * "ìyàwó rẹ̀ Bùkọ́lá", "umwana wanjye Ishimwe", "mtoto wangu Neema"): the languages that put the
 * possessive after the noun.
 */
export const ROLE_POSSESSIVES: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  Kinyarwanda: ['we', 'wanjye', 'wabo', 'wacu', 'wawe'],
  Setswana: ['wa gagwe', 'wa me', 'wa bone', 'wa rona', 'ya gagwe', 'ya me'],
  Yoruba: ['rẹ̀', 'mi', 'wọn', 'wa', 'ẹ̀'],
  Swahili: ['wangu', 'yangu', 'wake', 'yake', 'wetu'],
  Shona: ['wangu', 'vangu', 'wake', 'vake', 'wedu'],
  Zulu: ['wami', 'yami', 'wakhe', 'yakhe', 'wethu'],
  Isixhosa: ['wam', 'yam', 'wakhe', 'yakhe', 'wethu'],
  Sesotho: ['oa ka', 'ea ka', 'oa hae', 'ea hae', 'oa rona'],
};
