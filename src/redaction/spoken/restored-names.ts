/**
 * Titles before names in text from speech (no capital letter anywhere). `restoreCase` in
 * spoken-view.ts gives the word after an honorific its capital; the title gets its capital too
 * ("dankie meneer isaacs" -> "Meneer Isaacs"), so the honorific recognizer, which reads titles as
 * they are written, finds the name. Not when the word after the title opens a clause of the
 * language: a title said alone before a pronoun, function word or common verb ("madame ici",
 * "mama nimetuma", "tannie nou"; the table of title-stop-words.ts).
 *
 * @example
 * ```ts
 * isTitledName('isaacs', 'Afrikaans'); // true
 * isTitledName('nou', 'Afrikaans'); // false
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { CONTEXT_WORDS, type ContextKind, contextPhrases } from '../context/context-words.js';
import { SPOKEN_ANSWER_WORDS } from '../recognizers/address-answer.js';
import { isTitleStopWord } from './title-stop-words.js';

/**
 * Titles that are also common words, and the languages whose speakers use them as titles before a
 * name in speech; elsewhere they are words ("mma" good in Igbo, "baba" a verb in Kinyarwanda, "bi"
 * in Igbo, "nwanyị" woman, "father" a parent). Titles not listed are titles in every language.
 */
const TITLE_LANGUAGES: Readonly<Record<string, readonly LanguageName[]>> = {
  mma: ['Setswana', 'Sesotho'],
  mme: ['Setswana', 'Sesotho'],
  rre: ['Setswana'],
  rra: ['Setswana'],
  ausi: ['Sesotho', 'Setswana'],
  abuti: ['Sesotho', 'Setswana'],
  bi: ['Swahili'],
  baba: ['Swahili', 'Shona', 'Zulu', 'Isixhosa', 'Hausa', 'Yoruba', 'English'],
  mama: ['Swahili', 'Shona', 'Zulu', 'Isixhosa', 'Sesotho', 'Setswana', 'Twi', 'English', 'Kinyarwanda'],
  dada: ['Swahili'],
  kaka: ['Swahili'],
  bibi: ['Swahili'],
  babu: ['Swahili'],
  nana: ['Twi', 'English'],
  papa: ['Twi', 'French'],
  iya: ['Yoruba'],
  gogo: ['Zulu', 'Isixhosa', 'Shona'],
  tata: ['Isixhosa'],
  nwanyị: [],
  father: [],
  don: ['Spanish', 'Italian'],
};

/** `true` when the lower-case title `title` is said as a title before a name in `language`. */
export function isTitleIn(title: string, language: LanguageName): boolean {
  const languages = TITLE_LANGUAGES[title];
  return languages === undefined || languages.includes(language);
}

/**
 * `true` when the word after a title (lower case) may be a name: none of the words that open a
 * clause after a title said alone in the language (listed names too: "rra madi", money).
 */
export function isTitledName(word: string, language: LanguageName): boolean {
  return !isTitleStopWord(word, language);
}

/** Restored words in a row before the word after them joins them as a surname (a third name; three already make a whole name). */
export const RUN_BEFORE_SURNAME = 2;

/**
 * Marks in `capitalise` the words right after each run of one or exactly {@link RUN_BEFORE_SURNAME}
 * marked words ("grace akinyi mboya": a third name after two restored ones, listed or not; "nitwa
 * uwase kevine ndashaka": a surname after one; "nombre y apellidos fernando micha abeso su": two
 * surnames after one), as many as `joins(index, run)` allows there (0, 1 or 2: a name-shaped word,
 * only spaces before it, no word that opens a clause; after one word, stricter tests). The run's
 * end is where the next clause starts. Linear.
 */
export function extendNameRuns(
  length: number,
  capitalise: Uint8Array,
  joins: (index: number, run: number) => number,
): void {
  let run = 0;
  for (let index = 0; index < length; index++) {
    if (capitalise[index] === 1) {
      run++;
      continue;
    }
    if (run === 1 || run === RUN_BEFORE_SURNAME) {
      const count = joins(index, run);
      for (let offset = 0; offset < count && index + offset < length; offset++)
        capitalise[index + offset] = 1;
      if (count > 1) index += count - 1;
    }
    run = 0;
  }
}

/** Per language, the words of its context phrases and the English ones, lower case. */
const cueWordSets = new Map<LanguageName, ReadonlySet<string>>();

/**
 * `true` when `word` (lower case) is a word of a context phrase of `language` or of English
 * ("date", "geburtsdatum", "umhla", "nhamba", "tarehe"): where the next question starts, no name.
 */
export function isCueWord(word: string, language: LanguageName): boolean {
  let words = cueWordSets.get(language);
  if (words === undefined) {
    // the acknowledgements and pronouns that close a spoken answer too ("kulungile", "d'accord")
    const set = new Set<string>(
      [...SPOKEN_ANSWER_WORDS.English.closers, ...SPOKEN_ANSWER_WORDS[language].closers].map(
        (closer) => closer.toLowerCase().split(' ')[0]!,
      ),
    );
    for (const kind of Object.keys(CONTEXT_WORDS) as ContextKind[]) {
      for (const phrase of contextPhrases(language, kind)) {
        for (const part of phrase.toLowerCase().split(/[\s-]+/u)) if (part.length > 0) set.add(part);
      }
    }
    words = set;
    cueWordSets.set(language, words);
  }
  return words.has(word);
}

/**
 * Marks in `capitalise` the name of the person a greeting or thanks addresses
 * (`isVocative(index - 1)`): a word restored as a name elsewhere in the call (marked, not a title:
 * "jy praat met lerato ... middag lerato", "nitwa grace ... muraho grace"), or a listed name
 * (`isListed(index)`), even one that is also a common word of a language ("hi thabo", "sawubona
 * lwazi", "dumela palesa"), when `isCandidate(index)` allows it. One pass to collect the names,
 * one to mark: linear.
 */
export function repeatNamesAfterVocatives(
  words: readonly string[],
  capitalise: Uint8Array,
  titles: Uint8Array,
  isVocative: (index: number) => boolean,
  isCandidate: (index: number) => boolean,
  isListed: (index: number) => boolean = () => false,
): void {
  const names = new Set<string>();
  for (let index = 0; index < words.length; index++) {
    if (capitalise[index] === 1 && titles[index] !== 1) names.add(words[index]!);
  }
  for (let index = 1; index < words.length; index++) {
    if (capitalise[index] === 1 || !isVocative(index - 1)) continue;
    if ((names.has(words[index]!) || isListed(index)) && isCandidate(index)) capitalise[index] = 1;
  }
}

/**
 * Introductions that are the bare copula ("it is", "I am"): they introduce a description as often
 * as a name ("dis nie myne nie", "c'est bon", "sono segnate"), so the lone unlisted word after one
 * is no name on that evidence alone. Per language, lower case, words joined by single spaces.
 */
const COPULA_INTRODUCTIONS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  // ("you're through to" names the company as often as the agent: "you're through to britam")
  English: ['this is', 'it is', "it's", "you're through to", 'youre through to', 'you are through to'],
  Afrikaans: ['dis', 'dit is', 'hier is'],
  French: ["c'est", 'c est', 'je suis'],
  German: ['hier ist', 'ich bin'],
  Spanish: ['soy', 'es'],
  Italian: ['sono', 'è'],
  Swahili: ['mimi'],
  Hausa: ['ni ce', 'ni ne'],
  Igbo: ['bụ'],
  Kinyarwanda: ['ni', 'ndi'],
  Twi: ['wo ne'],
};

/** `true` when the introduction `phrase` (lower-case words joined by spaces) is a bare copula of `language` or English. */
export function isCopulaIntroduction(phrase: string, language: LanguageName): boolean {
  return (
    COPULA_INTRODUCTIONS.English!.includes(phrase) ||
    COPULA_INTRODUCTIONS[language]?.includes(phrase) === true
  );
}

/**
 * The bare "I am" a speaker says before their own name, per language, lower case ("je suis
 * rodrigue", "ich bin festus", "ndiyo mimi zawadi", "ndi eric"): as often before a description, a
 * place or a verb ("je suis retraité", "ich bin kunde", "mimi sijui", "ndi mu rugo"), so past
 * the call's opening only a listed name after one is a name.
 */
const LISTED_ONLY_INTRODUCTIONS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  French: ['je suis'],
  Swahili: ['mimi'],
  Kinyarwanda: ['ndi'],
};

/** `true` when only a listed name after the introduction `phrase` (lower-case words joined by spaces) is a name in `language`. */
export function isListedOnlyIntroduction(phrase: string, language: LanguageName): boolean {
  return LISTED_ONLY_INTRODUCTIONS[language]?.includes(phrase) === true;
}

/**
 * Endings of the participles and adjectives said after "I am" (`LISTED_ONLY_INTRODUCTIONS`), per
 * language, lower case: "je suis retraité, désolée, enseignant, chanteuse, ivoirien". In a
 * language without a table any word may be a description ("mimi sijui").
 */
const DESCRIPTION_ENDINGS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  French: ['é', 'ée', 'és', 'ées', 'ant', 'ante', 'eur', 'euse', 'ien', 'ienne', 'aire', 'if', 'ive'],
};

/** `true` when `word` (lower case) has the shape of a description said after "I am" in `language`. */
export function isDescriptionShaped(word: string, language: LanguageName): boolean {
  const endings = DESCRIPTION_ENDINGS[language];
  return endings === undefined || endings.some((ending) => word.endsWith(ending));
}

/**
 * Verb shapes of languages whose introduction "ke" is also the subject "I" ("dumela mma ke rometse
 * madi", I sent money; "lumela ke kopa", I ask): the endings of the perfect and passive (-ile,
 * -tse, -tswe, -ilwe) and of the applied and causative verbs (-ela, -etsa), and the common verbs
 * and loanwords said after "ke". Per language, lower case.
 */
const SUBJECT_VERBS: Readonly<
  Partial<Record<LanguageName, { endings: readonly string[]; words: readonly string[] }>>
> = {
  Sesotho: {
    endings: ['ile', 'tse', 'tswe', 'ilwe', 'ela', 'etsa'],
    words: ['kopa', 'batla', 'bua', 'tla', 'ofisi', 'a', 'ka', 'na'],
  },
  Setswana: {
    endings: ['ile', 'tse', 'tswe', 'ilwe', 'ela', 'etsa'],
    words: ['kopa', 'batla', 'bua', 'tla', 'ofisi', 'a', 'ka', 'na'],
  },
};

/** `true` when `word` (lower case) has the shape of a verb said after the subject "ke" in `language`, or is one of its common verbs. */
export function isSubjectVerb(word: string, language: LanguageName): boolean {
  const verbs = SUBJECT_VERBS[language];
  if (verbs === undefined) return false;
  return verbs.words.includes(word) || verbs.endings.some((ending) => word.endsWith(ending));
}

/**
 * The copulas "I am" that a speaker says alone before their name, per language, lower case ("ke",
 * "ndi", "ndim"): too often a subject or a copula before other words to be an introduction, but a
 * name when the other party greets right after it ("ke mpho lumela ausi mpho", "ndi eric muraho").
 */
const SPEAKER_COPULAS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  Sesotho: ['ke'],
  Setswana: ['ke'],
  Kinyarwanda: ['ndi'],
  Isixhosa: ['ndim'],
  Zulu: ['yimi', 'ngimi'],
  Shona: ['ndini'],
};

/** `true` when `word` (lower case) is a copula "I am" said alone before a name in `language`. */
export function isSpeakerCopula(word: string, language: LanguageName): boolean {
  return SPEAKER_COPULAS[language]?.includes(word) === true;
}

/**
 * The interrogative "who" per language, lower case: the word after an introduction's words that
 * asks for the name instead of giving it ("a nombre de quién maría ..."), never a name, even before
 * a listed name.
 */
const WHO_WORDS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  Spanish: ['quién', 'quien'],
};

/** `true` when `word` (lower case) is the interrogative "who" of `language`. */
export function isWhoWord(word: string, language: LanguageName): boolean {
  return WHO_WORDS[language]?.includes(word) === true;
}

/**
 * Languages whose speakers give two surnames after a given name (Spanish: the father's and the
 * mother's, "fernando micha abeso"): one answered name takes two words where the second ends the
 * answer. Elsewhere the second word is a verb or the next clause as often ("themba ngiyabonga").
 */
const TWO_SURNAME_LANGUAGES: ReadonlySet<LanguageName> = new Set<LanguageName>(['Spanish']);

/** `true` when a name in `language` is usually said with two surnames. */
export function hasTwoSurnames(language: LanguageName): boolean {
  return TWO_SURNAME_LANGUAGES.has(language);
}
