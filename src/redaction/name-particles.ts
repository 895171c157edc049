/**
 * Surname particles per language: the words that join the parts of a person's name ("van der
 * Merwe", "lo Giudice", "de Santis", "bin Said", "ولد اباه"), lower case. One table per language,
 * with the particles every language meets in the names of its callers (Arabic "bin", "ould", Dutch
 * "van"). A particle of a language where it is also a common word ("de" of French and Spanish, "le"
 * of Setswana, "da" of Hausa) is a particle there, but joins a name only where the name's end is
 * plain (complete-names.ts).
 *
 * @example
 * ```ts
 * isNameParticle('lo', 'Italian'); // true
 * isNameParticle('lo', 'Spanish'); // false
 * isStrongNameParticle('de', 'Italian'); // true
 * ```
 */
import type { LanguageName } from '../languages.js';

/** Particles met in every language (Arabic, Dutch and German names travel), the strong ones after the `|`. */
const EVERY_LANGUAGE = 'van der den | von bin binti bint ibn abu ould';

/**
 * Per language, its own particles; the strong ones (no common word of the language: they join a
 * surname even when a word follows it) after the `|`.
 */
const PARTICLES: Readonly<Record<LanguageName, string>> = {
  English: 'de du da di le la el al | van',
  Afrikaans: 'de du le la | de du',
  French: 'de da di dos el al | ben',
  German: 'zu de | zu',
  Spanish: 'de del |',
  Italian: 'de di del della el al lo | de lo',
  Swahili: 'bin binti | bin binti',
  Hausa: 'ɗan dan bin | bin',
  Yoruba: '|',
  Igbo: '|',
  Amharic: 'ወልደ ገብረ ሀብተ አባ | ወልደ ገብረ ሀብተ',
  Arabic: 'بن بنت ابن عبد أبو ابو ولد آل | بن بنت ابن ولد آل',
  Zulu: '|',
  Isixhosa: '|',
  Sesotho: '|',
  Setswana: '|',
  Shona: '|',
  Kinyarwanda: '|',
  Twi: '|',
};

interface ParticleTable {
  all: ReadonlySet<string>;
  strong: ReadonlySet<string>;
}

const tables = new Map<LanguageName, ParticleTable>();

function tableOf(language: LanguageName): ParticleTable {
  let table = tables.get(language);
  if (table === undefined) {
    const [everyWeak = '', everyStrong = ''] = EVERY_LANGUAGE.split('|');
    const [own = '', strong = ''] = PARTICLES[language].split('|');
    const words = (list: string): string[] => list.split(/\s+/u).filter(Boolean);
    const strongWords = [...words(everyStrong), ...words(strong)];
    table = {
      all: new Set([...strongWords, ...words(everyWeak), ...words(own)]),
      strong: new Set(strongWords),
    };
    tables.set(language, table);
  }
  return table;
}

/** `true` when `word` (any case) is a surname particle of `language`. */
export function isNameParticle(word: string, language: LanguageName): boolean {
  return tableOf(language).all.has(word.toLowerCase());
}

/** `true` when `word` (any case) is a particle of `language` that is no common word there: the word after it is a surname. */
export function isStrongNameParticle(word: string, language: LanguageName): boolean {
  return tableOf(language).strong.has(word.toLowerCase());
}
