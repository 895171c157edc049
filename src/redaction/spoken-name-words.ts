/**
 * What a word said next to a name is, in text from speech (lower case: capitals say nothing): a
 * word that opens the next clause (a pronoun, function word or common verb of the language's
 * tables, a cue or greeting word, a number word, a title), or a word that may be a part of the
 * name (letters only, three or more, none of those, no particle, street or organisation word). complete-names.ts grows a found name over such words ("ntate khotso phakoe u lula kae":
 * `khotso phakoe`) and stops at the first word of the next clause ("thabo i am calling").
 *
 * @example
 * ```ts
 * mayBeSpokenNamePart('phakoe', 'Sesotho'); // true
 * opensSpokenClause('batla', 'Sesotho'); // true
 * ```
 */
import type { LanguageName } from '../languages.js';
import { isNameParticle } from './name-particles.js';
import { normalizeName } from './recognizers/name-gazetteer.js';
import { isNameNoun } from './recognizers/name-question-nouns.js';
import { GREETINGS, SENTENCE_OPENERS } from './recognizers/non-name-words.js';
import { INTRODUCTION_PHRASES, NAME_CUES, NAME_QUESTION_PHRASES } from './recognizers/person-name-cues.js';
import {
  HONORIFIC_WORD,
  ORGANISATION_WORD,
  STOP_WORD,
  STREET_WORD,
  wordFacts,
} from './recognizers/person-name-word-facts.js';
import { PERSON_TITLES } from './recognizers/person-titles.js';
import { foldNumberWord, numberWord } from './spoken/number-words.js';
import { isCueWord, isSubjectVerb, isTitledName } from './spoken/restored-names.js';
import { isMonthWord } from './spoken/spoken-dates.js';
import { isVocativeWord } from './spoken/vocative-words.js';

/** Sentence openers and greetings of every language, folded. */
let functionWords: ReadonlySet<string> | undefined;
/** Titles and offices, normalised. */
let titles: ReadonlySet<string> | undefined;
/** Per language, the words of its introductions and of every name question ("chiamo", "chi"), lower case. */
const cueWordSets = new Map<LanguageName, ReadonlySet<string>>();
/**
 * Per language, the last words of its introductions and name questions and of the English ones that
 * are no common word of the language, lower case.
 */
const introductionEndSets = new Map<LanguageName, ReadonlySet<string>>();
/**
 * Per language, the last words of its name questions ("ɗaya" of "sunan ka gaba ɗaya") and of the
 * English ones that are no common word of the language (English "speaking to" ends in Hausa "to",
 * okay), lower case.
 */
const questionEndSets = new Map<LanguageName, ReadonlySet<string>>();

const NOT_A_NAME_WORD = STOP_WORD | STREET_WORD | ORGANISATION_WORD | HONORIFIC_WORD;
/**
 * Latin letters, marks and inner apostrophes ("'mathabo", "ɗantata"): Arabic and Ge'ez text has
 * no capitals anywhere, so "lower case" says nothing of speech there.
 */
const NAME_LETTERS = /^['’]?[\p{Script=Latin}\p{M}]+(?:['’][\p{Script=Latin}\p{M}]+)*$/u;
/** Fewest letters of a name part said alone ("ba", "lo" are words as often). */
const MIN_NAME_PART_LENGTH = 3;

function cuePhrases(language: LanguageName): string[][] {
  return [...INTRODUCTION_PHRASES[language], ...INTRODUCTION_PHRASES.English, ...NAME_QUESTION_PHRASES].map(
    (phrase) => phrase.toLowerCase().split(/\s+/u),
  );
}

function nameCueWords(language: LanguageName): ReadonlySet<string> {
  let words = cueWordSets.get(language);
  if (words === undefined) {
    words = new Set(cuePhrases(language).flat());
    cueWordSets.set(language, words);
  }
  return words;
}

/**
 * `true` when `word` (any case) ends a question for a name of `language` or English ("sunan ka
 * gaba ɗaya", "a nome di chi"; no particle of the language: "a nombre de") or is the noun for "name" ("amazina", "lebitso", "apellidos") in `language`; with
 * `introductions`, also when it ends an introduction ("mi chiamo"; English ones only where their
 * last word is no common word of the language: "speaking to" ends in Hausa "to", okay). A name that answers a question
 * is said whole as often as not; one that introduces a speaker is a given name as often (an agent:
 * "mi chiamo salvatore parlo con ...").
 */
export function endsNameCue(word: string, language: LanguageName, introductions: boolean): boolean {
  const lower = word.toLowerCase();
  if (isNameNoun(lower, language)) return true;
  let questionEnds = questionEndSets.get(language);
  if (questionEnds === undefined) {
    const lastWord = (phrase: string): string => phrase.toLowerCase().split(/\s+/u).at(-1)!;
    // (not a particle: "a nombre de" ends in the "de" of "pablo el repartidor de martínez")
    questionEnds = new Set(
      [
        ...NAME_CUES[language].questions.map(lastWord),
        ...NAME_CUES.English.questions.map(lastWord).filter((word) => isTitledName(word, language)),
      ].filter((word) => !isNameParticle(word, language)),
    );
    questionEndSets.set(language, questionEnds);
  }
  if (questionEnds.has(lower)) return true;
  if (!introductions) return false;
  let ends = introductionEndSets.get(language);
  if (ends === undefined) {
    const lastWord = (phrase: string): string => phrase.toLowerCase().split(/\s+/u).at(-1)!;
    const english = [...INTRODUCTION_PHRASES.English, ...NAME_CUES.English.questions].map(lastWord);
    // (no particle either: Spanish introductions end in the "de" of "el repartidor de martínez")
    ends = new Set(
      [
        ...INTRODUCTION_PHRASES[language].map(lastWord),
        ...NAME_CUES[language].questions.map(lastWord),
        ...(language === 'English' ? english : english.filter((word) => isTitledName(word, language))),
      ].filter((word) => !isNameParticle(word, language)),
    );
    introductionEndSets.set(language, ends);
  }
  return ends.has(lower);
}

/**
 * `true` when `word` (any case) opens the next clause in `language`: a word of the tables after a
 * title (pronouns, function words, common verbs, verb shapes), a cue, greeting or thanks, a word
 * of an introduction or name question or the noun for "name", a number word, a month, a sentence
 * opener, a stop word or a title.
 */
export function opensSpokenClause(word: string, language: LanguageName): boolean {
  const lower = word.toLowerCase();
  // a word glued to an elided article, preposition or pronoun ("l'indirizzo", "dell'ufficio",
  // "c'è", "j'ai"); not "d'" ("D'Angelo", "d'Almeida")
  if (isElidedWord(lower)) return true;
  functionWords ??= new Set([...SENTENCE_OPENERS, ...GREETINGS].map(foldNumberWord));
  titles ??= new Set(PERSON_TITLES.map(normalizeName));
  return (
    !isTitledName(lower, language) ||
    isCueWord(lower, language) ||
    isNameNoun(lower, language) ||
    nameCueWords(language).has(lower) ||
    isVocativeWord(lower, language) ||
    isSubjectVerb(lower, language) ||
    numberWord(language, lower) !== undefined ||
    isMonthWord(language, lower) ||
    functionWords.has(foldNumberWord(lower)) ||
    (wordFacts(word) & STOP_WORD) !== 0 ||
    titles.has(normalizeName(lower))
  );
}

/** Italian and French elided articles, prepositions and pronouns glued to the next word. */
const ELIDED_OPENER = /^(?:l|dell|all|dall|nell|sull|un|quest|quell|c|j|n|qu|m|t|s)['’]\p{L}/iu;

/** `true` when `word` is glued to an Italian or French elided article, preposition or pronoun ("l'indirizzo", "c'è"). */
export function isElidedWord(word: string): boolean {
  return ELIDED_OPENER.test(word);
}

/** `true` when `word` (any case) may be a part of a name said in `language` (see the module comment). */
export function mayBeSpokenNamePart(word: string, language: LanguageName): boolean {
  return (
    word.length >= MIN_NAME_PART_LENGTH &&
    NAME_LETTERS.test(word) &&
    !isNameParticle(word, language) &&
    (wordFacts(word) & NOT_A_NAME_WORD) === 0 &&
    !opensSpokenClause(word, language)
  );
}
