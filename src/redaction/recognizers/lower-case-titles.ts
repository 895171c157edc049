/**
 * Titles written in lower case inside a sentence, before a capitalised name: "con la doctora
 * Pilar", "gracias, don Ramón", "chez le docteur Eyenga", "by dokter Pienaar", "la dottoressa
 * Galli", "vra vir oom Koos", "vous êtes madame Diallo"; and kinship words, before a name in
 * apposition, a comma between or not: "Su madre, Remedios", "a mio marito Kofi". The honorific scan reads titles as they
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
import { ROLE_NOUNS, ROLE_POSSESSIVES } from './role-nouns.js';

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

/**
 * Kinship words, lower case, by language: a name follows them in apposition, a comma between or
 * not ("Su madre, Remedios", "Son épouse, Lalao", "a mio marito Kofi", "my son Brian", "ek is
 * haar seun Deon"). Next of kin and beneficiaries are named this way in calls. Compiled by the
 * langproc team from general knowledge.
 */
export const KINSHIP_WORDS: Readonly<Partial<Record<LanguageName, string>>> = {
  English: `mother father wife husband son daughter brother sister grandson granddaughter grandmother
    grandfather child uncle aunt cousin nephew niece mum mom dad fiance fiancee`,
  Afrikaans: 'ma pa vrou man seun dogter broer suster ouma oupa kleinseun kleindogter neef niggie kind',
  French: `mère père femme mari épouse époux fils fille frère sœur soeur grand-mère grand-père
    petit-fils petite-fille oncle tante cousin cousine neveu nièce enfant maman papa`,
  Spanish: `madre padre esposa esposo mujer marido hijo hija hermano hermana abuela abuelo nieto nieta
    tío tía primo prima sobrino sobrina mamá papá`,
  Italian: `madre padre moglie marito figlio figlia fratello sorella nonna nonno nipote zio zia cugino
    cugina mamma papà`,
  Swahili: 'mke mume mwanangu mtoto mjukuu shangazi mjomba kaka dada binti',
  Shona: "mukadzi murume mwanakomana mwanasikana mwana mukoma munin'ina hanzvadzi mhamha amai mai",
  Kinyarwanda: 'umugore umugabo umuhungu umukobwa umwana musaza mushiki murumuna mukuru',
  Sesotho: "mosadi monna mora moradi ngwanaka ngoan'a",
  Setswana: 'mosadi monna morwa morwadi ngwanaka ngwana',
  Zulu: 'umkami umyeni indodana indodakazi umfowethu udadewethu umntwana',
  Isixhosa: 'umfazi umyeni unyana intombi umntwana',
  // (the possessive is a suffix: kanina, my younger sibling; matata, my wife; ɗansa, his son)
  Hausa: `kanina ƙanina yayana matata mijina ɗana dana 'yata yata mahaifina mahaifiyata ɗan'uwana
    ƙanwata kanwata ɗansa dansa 'yarsa matarsa mijinta ɗanta danta`,
  Twi: 'nua yere kunu',
};

const kinshipSets = new Map<LanguageName, ReadonlySet<string>>();

/** `true` when `word` (lower case) is a kinship word of `language` ({@link KINSHIP_WORDS}). */
export function isKinshipWord(word: string, language: LanguageName): boolean {
  let words = kinshipSets.get(language);
  if (words === undefined) {
    words = new Set((KINSHIP_WORDS[language] ?? '').split(/\s+/u).filter((kin) => kin !== ''));
    kinshipSets.set(language, words);
  }
  return words.has(word);
}

const patterns = new Map<LanguageName, RegExp>();

/**
 * `words` as regex alternatives, each as written and decomposed (most Yoruba text on the web writes
 * its tone marks as combining characters), longest first, spaces as spaces.
 */
function alternatives(words: readonly string[]): string {
  const forms = new Set(words.flatMap((word) => [word.normalize('NFC'), word.normalize('NFD')]));
  return [...forms]
    .sort((first, second) => second.length - first.length)
    .map((form) => form.replace(/ /gu, '[ ]'))
    .join('|');
}

/**
 * The role nouns of `language`, a possessive after them or not, as one alternative ending in a
 * space, or '' when it has none ({@link ROLE_NOUNS}).
 */
function roleAlternative(language: LanguageName): string {
  const roles = ROLE_NOUNS[language] ?? [];
  if (roles.length === 0) return '';
  const possessives = ROLE_POSSESSIVES[language] ?? [];
  const possessive = possessives.length === 0 ? '' : `(?:[ ](?:${alternatives(possessives)}))?`;
  return `|(?:${alternatives(roles)})${possessive}(?:[ ]?,)?[ \\u00A0]`;
}

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
    // (not the kinship words that are titles, "father", "oom": in text from speech every word after
    // a title gets its capital, "my father Retired", and the title rule decides there)
    const honorifics = new Set(HONORIFICS.map((title) => title.toLowerCase()));
    const kin = (KINSHIP_WORDS[language] ?? '')
      .split(/\s+/u)
      .filter((word) => word !== '' && !honorifics.has(word))
      .sort((first, second) => second.length - first.length);
    // a title, then a space; a kinship word, its possessive or not ("umwana wanjye Ishimwe"), then
    // a space or a comma and a space
    const possessives = ROLE_POSSESSIVES[language] ?? [];
    const possessive = possessives.length === 0 ? '' : `(?:[ ](?:${alternatives(possessives)}))?`;
    const kinship = kin.length === 0 ? '' : `|(?:${kin.join('|')})${possessive},?[ \\u00A0]`;
    pattern = new RegExp(
      `(?<![\\p{L}\\p{M}-])(?:(?:${titles.join('|')})[ \\u00A0]${kinship}${roleAlternative(language)})(?=\\p{Lu})`,
      'gu',
    );
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
