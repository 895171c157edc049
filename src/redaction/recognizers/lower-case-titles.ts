/**
 * Titles written in lower case inside a sentence, before a capitalised name: "con la doctora
 * Pilar", "gracias, don Ramón", "chez le docteur Eyenga", "by dokter Pienaar", "la dottoressa
 * Galli", "vra vir oom Koos", "vous êtes madame Diallo". The honorific scan reads titles as they
 * open a name (capitalised: "Señor", "Docteur"); in running text the title is lower case and only
 * the name has a capital. Titles that are also common words count only in the languages that say
 * them as titles (`isTitleIn`: "mme" in Sesotho and Setswana, "don" in Spanish and Italian). Not
 * in German, whose nouns all have capitals (its titles do too).
 *
 * @example
 * ```ts
 * lowerCaseTitleNameStarts('Tiene cita con la doctora Pilar.', 'Spanish'); // [26]
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { isTitleIn } from '../spoken/restored-names.js';
import { HONORIFICS } from './person-name-cues.js';

/** Languages where a lower-case title before a capital is no sign of a name. */
const CAPITALISED_NOUN_LANGUAGES: ReadonlySet<LanguageName> = new Set<LanguageName>(['German']);

/** Titles in lower case that the honorific list writes otherwise or lacks: the word for doctor. */
const EXTRA_TITLES = [
  'doctor',
  'dokter',
  'dottore',
  'dottor',
  'doctora',
  'docteur',
  'doktor',
  'dokotela',
  'daktari',
];

const patterns = new Map<LanguageName, RegExp>();

function patternOf(language: LanguageName): RegExp {
  let pattern = patterns.get(language);
  if (pattern === undefined) {
    const titles = [
      ...new Set(
        [...HONORIFICS.map((title) => title.toLowerCase()), ...EXTRA_TITLES].filter(
          (title) => /^\p{Ll}[\p{L}\p{M}]+$/u.test(title) && isTitleIn(title, language),
        ),
      ),
    ].sort((first, second) => second.length - first.length);
    pattern = new RegExp(`(?<![\\p{L}\\p{M}])(?:${titles.join('|')})[ \\u00A0](?=\\p{Lu})`, 'gu');
    patterns.set(language, pattern);
  }
  return pattern;
}

/** Where a capitalised word follows a lower-case title in `text`: the word's start, in text order. */
export function lowerCaseTitleNameStarts(text: string, language: LanguageName): number[] {
  if (CAPITALISED_NOUN_LANGUAGES.has(language)) return [];
  const pattern = patternOf(language);
  pattern.lastIndex = 0;
  const starts: number[] = [];
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    starts.push(match.index + match[0].length);
  }
  return starts;
}
