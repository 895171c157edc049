/**
 * Completes person names: a name found in part is masked whole. Recognizers often find one part of
 * a name (the listed surname of "Dewald Fourie", "Merwe" of "van der Merwe", two halves of
 * "محمود عبد الرحمن"); the rest would reach the output. After overlaps are resolved, each
 * PERSON_NAME entity grows over the words next to it that continue the name:
 *
 * - another PERSON_NAME entity with only spaces between them (the two become one);
 * - a listed given name or surname that is no stop word, street word, title or organisation cue;
 * - a name particle between name parts ("van der", "de", "bin", "عبد", "أبو");
 * - in a script without letter case, a listed name;
 * - a nickname in quotes and the capitalised word after it (`Elijah "Tap Tap" Makhathini`), and a
 *   capitalised word joined by a spaced hyphen (`Helen Sauls - August`, as tokenised text writes
 *   a double-barrelled name), on either side.
 *
 * It never crosses a line break or punctuation other than `-` and `'`, nor another entity, and
 * adds at most four words on each side.
 *
 * @example
 * ```ts
 * // 'Dit is vir Pieter Fourie' with PERSON_NAME 'Fourie' -> PERSON_NAME 'Pieter Fourie'
 * ```
 */
import type { LanguageName } from '../languages.js';
import { isNameParticle, isStrongNameParticle } from './name-particles.js';
import type { RecognizedEntity } from './recognized-entity.js';
import { isExcludedNameWord } from './recognizers/capitalised-name-run.js';
import { isKinshipWord } from './recognizers/lower-case-titles.js';
import { isGivenNameOrSurname, isUncasedName, normalizeName } from './recognizers/name-gazetteer.js';
import { isNameNoun } from './recognizers/name-question-nouns.js';
import { signingPhraseAt } from './recognizers/name-signatures.js';
import { isNameSpanTitle } from './recognizers/name-span-titles.js';
import { HONORIFICS } from './recognizers/person-name-cues.js';
import { REGNAL_NUMBER } from './recognizers/person-name-shapes.js';
import {
  HONORIFIC_WORD,
  ORGANISATION_WORD,
  STOP_WORD,
  STREET_WORD,
  UNCASED_STOP_WORD,
  wordFacts,
} from './recognizers/person-name-word-facts.js';
import { ETHIOPIC_OCCUPATIONS, ETHIOPIC_TITLES, PERSON_TITLES } from './recognizers/person-titles.js';
import { isVerbShaped } from './recognizers/verb-shapes.js';
import { endsNameCue, mayBeSpokenNamePart, opensSpokenClause } from './spoken-name-words.js';

/** What {@link completeNames} knows of the text beyond its characters. */
export interface NameCompletionContext {
  /** The text's language: its surname particles and the words that open its clauses. */
  language: LanguageName;
  /**
   * `true` for text from speech written without capitals (a view where only the restored names
   * have one): a name also grows over the unknown words beside it (see {@link completeNames}).
   */
  uncased: boolean;
}

/** Words that join the parts of a name (lower case). */
const PARTICLES = new Set([
  'van',
  'der',
  'den',
  'de',
  'du',
  'da',
  'di',
  'del',
  'della',
  'dos',
  'das',
  'le',
  'la',
  'von',
  'zu',
  'bin',
  'binti',
  'bint',
  'ibn',
  'ben',
  'abu',
  'al',
  'el',
  'ould',
  'بن',
  'بنت',
  'ابن',
  'عبد',
  'أبو',
  'ابو',
  'ولد',
]);

/** Particles that open a surname on their own ("mnr van Wyk", "Mrs du Plessis", "bin Said"). */
const OPENING_PARTICLES = new Set(['van', 'von', 'du', 'bin', 'binti', 'ibn', 'abu', 'ben', 'ould']);

const MAX_ADDED_WORDS = 4;
const NOT_A_NAME_PART = STOP_WORD | STREET_WORD | ORGANISATION_WORD | HONORIFIC_WORD | UNCASED_STOP_WORD;
const JOINED_NOT_A_NAME_PART = STREET_WORD | ORGANISATION_WORD | HONORIFIC_WORD;
const WORD = /^[\p{L}\p{M}'’-]+$/u;
const CAPITALISED = /^\p{Lu}/u;
const UNCASED_SCRIPT = /^[\u0600-\u06FF\u1200-\u139F]/u;

/** `entities` (sorted, non-overlapping) with every PERSON_NAME completed; the same array when nothing changes. */
export function completeNames(
  text: string,
  entities: readonly RecognizedEntity[],
  context?: NameCompletionContext,
): RecognizedEntity[] {
  const spoken = context?.uncased === true ? context.language : undefined;
  let changed = false;
  const result: RecognizedEntity[] = [];
  for (let index = 0; index < entities.length; index++) {
    let entity = entities[index]!;
    if (entity.type !== 'PERSON_NAME') {
      result.push(entity);
      continue;
    }
    const previous = result[result.length - 1];
    const floor = previous === undefined ? 0 : previous.end;
    let start = extendLeft(text, entity.start, floor, context?.language);
    // (a name said before this one: the agent's, "ke lesedi ... leina la me ke oratile mmereki")
    const named = result.some((found) => found.type === 'PERSON_NAME');
    if (spoken !== undefined) start = extendSpokenLeft(text, start, floor, spoken);
    const cue = spoken === undefined ? undefined : nameCue(text, start, floor, spoken, named);
    // merge with the PERSON_NAME before it when only spaces separate them
    if (previous?.type === 'PERSON_NAME' && onlySpaces(text, previous.end, start)) {
      result.pop();
      start = previous.start;
    }
    const next = entities[index + 1];
    // a PERSON_NAME after it may be reached (and joined): "Pieter Johannes" + "van der" + "Merwe"
    const joinable = next?.type === 'PERSON_NAME';
    const ceiling = next === undefined ? text.length : joinable ? next.end : next.start;
    let end = extendRight(text, entity.end, ceiling, context);
    // (a second unknown word, or one after an introduction, joins a one-word name only)
    if (cue !== undefined)
      end = extendSpokenRight(text, end, ceiling, spoken!, cue, !text.slice(start, end).includes(' '));
    else end = extendToClauseEnd(text, end, ceiling);
    // (no cue, or an introduction that took no surname: a one-word name said between two clauses
    // takes the unknown word after it)
    if (spoken !== undefined && cue !== 'question' && start === entity.start && isOneWord(text, start, end))
      end = growSpokenRight(text, start, end, floor, ceiling, spoken);
    if (joinable && end > next.start) {
      end = Math.max(end, next.end);
      index++;
    }
    // a quoted nickname or a spaced hyphen, and the name part after it (which may have been
    // found as names of their own: 'Elijah' + '"Tap Tap"' + 'Makhathini')
    for (let joins = 0; joins < MAX_JOINS; joins++) {
      const joined = joinedAfter(text, end, nonPersonStart(entities, index + 1, text.length));
      if (joined < 0) break;
      end = joined;
      while (entities[index + 1]?.type === 'PERSON_NAME' && entities[index + 1]!.start < end) {
        end = Math.max(end, entities[index + 1]!.end);
        index++;
      }
    }
    if (start !== entity.start || end !== entity.end) {
      entity = { ...entity, start, end };
      changed = true;
    }
    result.push(entity);
    const bracketed = bracketedName(text, end, nonPersonStart(entities, index + 1, text.length));
    if (bracketed !== undefined && (entities[index + 1]?.start ?? text.length) >= bracketed[1]) {
      result.push({ ...entity, start: bracketed[0], end: bracketed[1], recognizer: 'person-name-bracketed' });
      changed = true;
    }
  }
  return changed ? result : (entities as RecognizedEntity[]);
}

/** One capitalised word in round or square brackets, spaced or not: `( Zanele )`, `[ Bruce ]`. */
const BRACKETED_WORD = /[ ]?[([][ ]?(\p{Lu}[\p{Ll}\p{M}'’]+)[ ]?[)\]]/uy;

/**
 * The span of a name in brackets right after a name ending at `end`: the actor of a character, a
 * stage name or a surname the writer adds (`onjengoMaKhumalo ( Zanele )`, `Gatete Olivier [ Bruce
 * ]`); not a place, title, organisation or common word (`Sadio Mane ( Senegal )`), and not past
 * `ceiling`.
 */
function bracketedName(text: string, end: number, ceiling: number): [number, number] | undefined {
  BRACKETED_WORD.lastIndex = end;
  const match = BRACKETED_WORD.exec(text);
  if (match === null || BRACKETED_WORD.lastIndex > ceiling) return undefined;
  const word = match[1]!;
  if (!isNamePart(word) || isExcludedNameWord(word)) return undefined;
  const start = end + match[0].indexOf(word);
  return [start, start + word.length];
}

/** Most quoted nicknames and hyphen joins read after one name. */
const MAX_JOINS = 2;

/** Start of the first entity from `from` on that is no PERSON_NAME (`fallback` when none). */
function nonPersonStart(entities: readonly RecognizedEntity[], from: number, fallback: number): number {
  for (let index = from; index < entities.length; index++)
    if (entities[index]!.type !== 'PERSON_NAME') return entities[index]!.start;
  return fallback;
}

function onlySpaces(text: string, start: number, end: number): boolean {
  if (end < start) return false;
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code !== 32 && code !== 9) return false;
  }
  return true;
}

/** The word that ends at `end` after one space, or undefined. */
function wordBefore(text: string, end: number): { start: number; end: number; word: string } | undefined {
  // (no read before the text's start: one there deoptimises the caller)
  if (end < 1 || text.charCodeAt(end - 1) !== 32) return undefined;
  const wordEnd = end - 1;
  let wordStart = wordEnd;
  while (wordStart > 0 && WORD.test(text[wordStart - 1]!)) wordStart--;
  if (wordStart === wordEnd) return undefined;
  return { start: wordStart, end: wordEnd, word: text.slice(wordStart, wordEnd) };
}

/** The word that starts at `start` after one space, or undefined. */
function wordAfter(text: string, start: number): { start: number; end: number; word: string } | undefined {
  if (start >= text.length || text.charCodeAt(start) !== 32) return undefined;
  const wordStart = start + 1;
  let wordEnd = wordStart;
  while (wordEnd < text.length && WORD.test(text[wordEnd]!)) wordEnd++;
  if (wordEnd === wordStart) return undefined;
  return { start: wordStart, end: wordEnd, word: text.slice(wordStart, wordEnd) };
}

/** Titles and offices ("Maazị", "Governor", "ፕሬዚዳንት"): before a name, never part of it. */
const TITLES: ReadonlySet<string> = new Set(
  [...PERSON_TITLES, ...ETHIOPIC_TITLES, ...ETHIOPIC_OCCUPATIONS].map((title) => normalizeName(title)),
);

/** A word that can be part of a name by itself. */
function isNamePart(word: string): boolean {
  const trimmed = word.replace(/['’-]+$/u, '');
  if (trimmed.length < 2 || (wordFacts(trimmed) & NOT_A_NAME_PART) !== 0) return false;
  if (TITLES.has(normalizeName(trimmed))) return false;
  if (CAPITALISED.test(trimmed)) return true;
  return UNCASED_SCRIPT.test(trimmed) && (isUncasedName(trimmed) || isGivenNameOrSurname(trimmed));
}

/** An Arabic nisba after a name: the article, then a word ending in -ī ("العلوي", "الإدريسي"). */
function isArabicFamilyName(word: string): boolean {
  return /^ال[\u0621-\u064A]{2,}[يى]$/u.test(word) && (wordFacts(word) & NOT_A_NAME_PART) === 0;
}

function isListedName(word: string): boolean {
  return isGivenNameOrSurname(word) || isUncasedName(word);
}

function isParticle(word: string): boolean {
  return PARTICLES.has(word.toLowerCase());
}

/** Opening or closing quotation marks (one to four: tokenised corpora double them). */
const QUOTE = '["“”„]{1,4}';
const NICKNAME = "\\p{Lu}[\\p{L}\\p{M}'’.-]*(?:[ ]\\p{Lu}[\\p{L}\\p{M}'’.-]*){0,2}";
const NAME_WORD = "\\p{Lu}[\\p{L}\\p{M}'’]*(?:-\\p{Lu}[\\p{L}\\p{M}'’]*)?";
/** The Arabic article written apart by a spaced hyphen, as tokenised text does (`Ali al - Sistani`). */
const SPACED_ARTICLE = '[ ](?:al|el|Al|El)[ ]-[ ]';
/** A middle initial with its full stop, as tokenised text writes it (`David A . Gross`). */
const MIDDLE_INITIAL = '[ ]\\p{Lu}[ ]?\\.[ ]';
/**
 * After a name: a quoted nickname and the surname, a spaced hyphen and the second part, the
 * Arabic article and the family name, or a middle initial and the surname.
 */
let joinedAfterPattern: RegExp | undefined;
/**
 * {@link joinedAfterPattern} and {@link joinedBeforePattern} are created on the first name with a
 * space and a join beside it: reading the two patterns took about 2 ms of every import.
 */
function joinedAfterRegex(): RegExp {
  joinedAfterPattern ??= new RegExp(
    `(?:[ ]${QUOTE}[ ]?${NICKNAME}[ ]?${QUOTE}[ ]|${SPACED_ARTICLE}|[ ]-[ ]|${MIDDLE_INITIAL})(${NAME_WORD})(?![\\p{L}\\p{M}])`,
    'uy',
  );
  return joinedAfterPattern;
}
/** Before a name, read backwards from the name's start: the same joins mirrored. */
let joinedBeforePattern: RegExp | undefined;
function joinedBeforeRegex(): RegExp {
  joinedBeforePattern ??= new RegExp(
    `(?<![\\p{L}\\p{M}'’-])(${NAME_WORD})(?:[ ]${QUOTE}[ ]?${NICKNAME}[ ]?${QUOTE}[ ]|[ ]-[ ])$`,
    'u',
  );
  return joinedBeforePattern;
}
/** How far back {@link joinedBeforeRegex} looks. */
const JOINED_BEFORE_WINDOW = 80;

/**
 * A capitalised word joined to a name by a quote or hyphen: the join says it is a name part, so a
 * month or a common word is one too ('Sauls - August'); one letter, organisation, street and title
 * words are not.
 */
function isJoinedPart(word: string): boolean {
  // a one-letter word is an initial or a Nguni prefix ('U - Ayanda'), not a name part
  if (word.length < 2 || (wordFacts(word) & JOINED_NOT_A_NAME_PART) !== 0) return false;
  return !TITLES.has(normalizeName(word));
}

/** End of the part joined to a name ending at `end` by a quoted nickname or a spaced hyphen, or -1. */
function joinedAfter(text: string, end: number, ceiling: number): number {
  if (end >= text.length || text.charCodeAt(end) !== 32) return -1;
  REGNAL_NUMBER.lastIndex = end;
  if (REGNAL_NUMBER.test(text) && REGNAL_NUMBER.lastIndex <= ceiling) return REGNAL_NUMBER.lastIndex;
  const joined = joinedAfterRegex();
  joined.lastIndex = end;
  const match = joined.exec(text);
  if (match === null || joined.lastIndex > ceiling || !isJoinedPart(match[1]!)) return -1;
  return joined.lastIndex;
}

/** Start of the part joined to a name starting at `start` by a quoted nickname or a spaced hyphen, or -1. */
function joinedBefore(text: string, start: number, floor: number): number {
  if (start < 2) return -1;
  const code = text.charCodeAt(start - 2);
  if (
    text.charCodeAt(start - 1) !== 32 ||
    !(code === 45 || code === 34 || code === 0x201c || code === 0x201d)
  )
    return -1;
  const windowStart = Math.max(floor, start - JOINED_BEFORE_WINDOW);
  const match = joinedBeforeRegex().exec(text.slice(windowStart, start));
  if (match === null || !isJoinedPart(match[1]!)) return -1;
  return windowStart + match.index;
}

/** Titles of performers written in capitals that belong to the stage name they open. */
const STAGE_TITLES: ReadonlySet<string> = new Set(['DJ', 'MC']);

function extendLeft(text: string, start: number, floor: number, language?: LanguageName): number {
  let added = 0;
  while (added < MAX_ADDED_WORDS) {
    const joined = joinedBefore(text, start, floor);
    if (joined >= 0) {
      start = joined;
      added++;
      continue;
    }
    const word = wordBefore(text, start);
    if (word === undefined || word.start < floor) break;
    // a stage title is part of the stage name ("MC Adéwálé", "DJ Zinhle")
    if (STAGE_TITLES.has(word.word)) {
      start = word.start;
      added++;
      continue;
    }
    // only listed names: in news and reports the capitalised word before a name is as often a place
    // or an office ("Rais wa Marekani Joe Biden") as a given name
    if (
      isNamePart(word.word) &&
      isListedName(word.word) &&
      (UNCASED_SCRIPT.test(word.word) || !startsSentence(text, word.start))
    ) {
      start = word.start;
      added++;
      continue;
    }
    // a particle counts when a name part stands before it ("Pieter van der Merwe")
    if (isParticle(word.word)) {
      let particleStart = word.start;
      let before = wordBefore(text, particleStart);
      while (before !== undefined && before.start >= floor && isParticle(before.word)) {
        particleStart = before.start;
        before = wordBefore(text, particleStart);
      }
      if (before !== undefined && before.start >= floor && isNamePart(before.word)) {
        start = before.start;
        added += 2;
        continue;
      }
      // the particles of a surname ("mnr van der Merwe"), and Arabic "عبد الرحمن", "أبو بكر", open the name
      // (a lone "de", "da", "la" is too often a word of the sentence: Twi "Me din de Kwame")
      // and so does a particle of the text's language after a title of it ("mevrou de Villiers",
      // "signora el Idrissi"): the title says a surname follows
      if (
        UNCASED_SCRIPT.test(word.word) ||
        particleStart < word.start ||
        OPENING_PARTICLES.has(word.word) ||
        (language !== undefined &&
          isNameParticle(word.word, language) &&
          before !== undefined &&
          before.start >= floor &&
          isNameSpanTitle(before.word, language))
      ) {
        start = particleStart;
        added++;
        continue;
      }
    }
    break;
  }
  return start;
}

function extendRight(text: string, end: number, ceiling: number, context?: NameCompletionContext): number {
  const language = context?.language;
  let added = 0;
  while (added < MAX_ADDED_WORDS) {
    const word = wordAfter(text, end);
    if (word === undefined || word.end > ceiling) break;
    // to the right only listed names: a capitalised word after a name is as often a place, an
    // office or an organisation ("Magufuli Ikulu", "Okonkwo Street") as a surname
    if ((isNamePart(word.word) && isListedName(word.word)) || isArabicFamilyName(word.word)) {
      end = word.end;
      added++;
      continue;
    }
    if (isParticle(word.word)) {
      let particleEnd = word.end;
      let after = wordAfter(text, particleEnd);
      while (after !== undefined && after.end <= ceiling && isParticle(after.word)) {
        particleEnd = after.end;
        after = wordAfter(text, particleEnd);
      }
      // only a listed name, or the next PERSON_NAME, after a particle: "von der Deutschen Bank" is no name
      // a lone "de", "da", "le" between two names is more often "and" or "of" (Setswana "Harry le
      // Meghan", Hausa "Musa da Ibrahim") than a surname particle: only van, bin, ... or a chain
      // in a language where the lone particle opens surnames ("Rosaria de Luca", "Fatima el
      // Idrissi"), it joins a listed name after it (in speech without capitals, one in lower case)
      const surnameParticles = particleEnd > word.end || OPENING_PARTICLES.has(word.word.toLowerCase());
      const languageParticle =
        language !== undefined && particleEnd === word.end && isNameParticle(word.word, language);
      if (
        (surnameParticles || languageParticle) &&
        after !== undefined &&
        after.end <= ceiling &&
        (isNamePart(after.word) || (context?.uncased === true && isNamePart(capitalise(after.word)))) &&
        (isGivenNameOrSurname(after.word) || (surnameParticles && after.end === ceiling))
      ) {
        end = after.end;
        added += 2;
        continue;
      }
    }
    break;
  }
  return end;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A word at the start of a line, after a speaker label or after a sentence end: its capital says nothing. */
function startsSentence(text: string, position: number): boolean {
  let index = position - 1;
  while (index >= 0 && (text.charCodeAt(index) === 32 || text.charCodeAt(index) === 9)) index--;
  if (index < 0) return true;
  const code = text.charCodeAt(index);
  return (
    code === 10 || code === 13 || code === 46 || code === 33 || code === 63 || code === 58 || code === 0x61f
  );
}

/**
 * Words of a call's opening, where an agent introduces themselves with a given name and offers
 * help ("muraho nitwa eric nabafasha iki", "buongiorno mi chiamo salvatore parlo con"); past it, a
 * caller who introduces themselves gives their whole name ("dumela mme ke lerato makhetha ke
 * sebetsa").
 */
const OPENING_WORDS = 12;

/** `true` when more than {@link OPENING_WORDS} words stand before `position` on its line. */
function pastOpening(text: string, position: number): boolean {
  const lineStart = text.lastIndexOf('\n', position - 1) + 1;
  let words = 0;
  let inWord = false;
  for (let index = lineStart; index < position; index++) {
    const space = text.charCodeAt(index) === 32;
    if (!space && !inWord && ++words > OPENING_WORDS) return true;
    inWord = !space;
  }
  return false;
}

/** Words searched back from a spoken name for the cue that asks for it or introduces it ("sunan ka gaba ɗaya kabiru"). */
const CUE_REACH = 4;

/**
 * The cue before the name said at `start`: `question` where the word before it (titles skipped)
 * ends a question for a name ("sunan ka gaba ɗaya kabiru", "a nome di chi paolo") or the noun
 * for "name" is one of the {@link CUE_REACH} words before it ("ka lebitso la ntate khotso"),
 * `late-introduction` where the word before it ends an introduction past the call's opening or
 * after another name was said (`named`: the agent's; the caller introduces themselves second) and
 * no title stands between ("dumela mme ke lerato makhetha"), `introduction` where it ends one in the
 * opening or before a title ("mi chiamo rosaria", and "aha m bụ", my name is, though it holds the
 * noun), or undefined.
 */
function nameCue(
  text: string,
  start: number,
  floor: number,
  language: LanguageName,
  named: boolean,
): 'question' | 'late-introduction' | 'introduction' | undefined {
  let word = wordBefore(text, start);
  let titled = false;
  while (word !== undefined && word.start >= floor && TITLES.has(normalizeName(word.word))) {
    titled = true;
    word = wordBefore(text, word.start);
  }
  if (word === undefined || word.start < floor) return undefined;
  if (endsNameCue(word.word, language, false)) return 'question';
  // "aha m bụ", "me din de": the noun for "name" in an introduction ("my name is"); a title
  // introduced takes the surname ("ke mma mmereki metsi ga a tswe")
  if (endsNameCue(word.word, language, true))
    return !titled && (named || pastOpening(text, word.start)) ? 'late-introduction' : 'introduction';
  for (let reach = 1; reach < CUE_REACH; reach++) {
    word = wordBefore(text, word.start);
    if (word === undefined || word.start < floor) break;
    if (isNameNoun(word.word.toLowerCase(), language)) return 'question';
  }
  return undefined;
}

/** Unknown words a name said in text from speech grows left over to reach the cue before it. */
const SPOKEN_LEFT_WORDS = 2;

/**
 * `true` when a question for a name or an introduction ends right before `position`, titles
 * skipped; not the bare noun for "name", which the words that qualify it follow as often ("igama
 * likamama", "izina ryanditseho", "lebitso le ngodisitsweng": the name of mother, written on it).
 */
function cueRightBefore(text: string, position: number, floor: number, language: LanguageName): boolean {
  let word = wordBefore(text, position);
  while (word !== undefined && word.start >= floor && TITLES.has(normalizeName(word.word)))
    word = wordBefore(text, word.start);
  return (
    word !== undefined &&
    word.start >= floor &&
    endsNameCue(word.word, language, false) &&
    !isNameNoun(word.word.toLowerCase(), language)
  );
}

/**
 * Start of a name said in `language` (lower case) that starts at `start`, grown left over the one
 * or two words between it and the question for a name right before them: the part found is a
 * listed name or one the recognizers read, the words before it are the rest of the name that
 * answers the question ("orúkọ yín engineer kọ́lá adéníyì", "what is your name kwabena ..."). Each
 * word must be in lower case (the view restored no title or name there), able to be a name part
 * (no word that opens a clause, no particle, title, number, cue or kinship word). Not after an
 * introduction ("ke bua le", "ndithetha no", "ni": their last word is a function word that ends
 * other clauses as often) nor after the bare noun for "name".
 */
function extendSpokenLeft(text: string, start: number, floor: number, language: LanguageName): number {
  if (cueRightBefore(text, start, floor, language)) return start;
  let candidate = start;
  for (let added = 0; added < SPOKEN_LEFT_WORDS; added++) {
    const word = wordBefore(text, candidate);
    if (
      word === undefined ||
      word.start < floor ||
      // (a word the view restored is a title or a name the recognizers read: "mai gumbo", "herrn")
      !/^\p{Ll}/u.test(word.word) ||
      !mayBeSpokenNamePart(word.word, language) ||
      TITLES.has(normalizeName(word.word)) ||
      isKinshipWord(word.word, language)
    )
      return start;
    candidate = word.start;
    if (cueRightBefore(text, candidate, floor, language)) return candidate;
  }
  return start;
}

/**
 * `true` when the name may end at `position` in text from speech: the text or a line ends there,
 * punctuation, a number or the next entity (`ceiling`) follows, or a word that opens the next
 * clause or was restored with a capital (a title, another name).
 */
function spokenNameEndsAt(text: string, position: number, ceiling: number, language: LanguageName): boolean {
  if (position >= ceiling) return true;
  const next = wordAfter(text, position);
  return next === undefined || CAPITALISED.test(next.word) || opensSpokenClause(next.word, language);
}

/**
 * End of a name said in `language` (lower case) that ends at `end` after its cue, grown over the
 * word after it: a particle chain or a strong particle of the language and the word after it
 * ("mi chiamo rosaria lo giudice"); after a question for a name, one or two unknown words when
 * the name plainly ends after them ("ka lebitso la ntate khotso phakoe u lula kae", "sunan ka gaba
 * ɗaya kabiru lawan yola lambar"). Never over a word that
 * opens the next clause ("thabo i am calling", "lesego ke batla") or an offer of help.
 */
function extendSpokenRight(
  text: string,
  end: number,
  ceiling: number,
  language: LanguageName,
  cue: 'question' | 'late-introduction' | 'introduction',
  oneWord: boolean,
): number {
  const first = wordAfter(text, end);
  if (first === undefined || first.end > ceiling) return end;
  if (isNameParticle(first.word, language)) {
    let last = first;
    let after = wordAfter(text, last.end);
    while (after !== undefined && after.end <= ceiling && isNameParticle(after.word, language)) {
      last = after;
      after = wordAfter(text, last.end);
    }
    if (
      after !== undefined &&
      after.end <= ceiling &&
      mayBeSpokenNamePart(after.word, language) &&
      (last !== first || isStrongNameParticle(first.word, language))
    )
      return after.end;
    return end;
  }
  if (
    cue === 'introduction' ||
    (cue === 'late-introduction' && !oneWord) ||
    !mayBeSpokenNamePart(first.word, language) ||
    opensSigningPhrase(text, first.start, language)
  )
    return end;
  if (spokenNameEndsAt(text, first.end, ceiling, language)) return first.end;
  if (cue !== 'question' || !oneWord) return end;
  // a second unknown word: two surnames, or a father's name and a surname ("kabiru lawan yola")
  const second = wordAfter(text, first.end);
  return second !== undefined &&
    second.end <= ceiling &&
    mayBeSpokenNamePart(second.word, language) &&
    !isNameParticle(second.word, language) &&
    !opensSigningPhrase(text, second.start, language) &&
    spokenNameEndsAt(text, second.end, ceiling, language)
    ? second.end
    : end;
}

/** The honorifics in lower case ("bhuti", "mnu", "nkosazana"): a title before a name, no part of it. */
let lowerCaseHonorifics: ReadonlySet<string> | undefined;

function isLowerCaseHonorific(word: string): boolean {
  lowerCaseHonorifics ??= new Set(HONORIFICS.map((honorific) => honorific.toLowerCase()));
  return lowerCaseHonorifics.has(word);
}

/** `true` when `text` holds one word from `start` to `end` (no space). */
function isOneWord(text: string, start: number, end: number): boolean {
  return text.indexOf(' ', start) < 0 || text.indexOf(' ', start) >= end;
}

/**
 * `true` when `word` (in lower case: the view restored no title or name there) may be the unknown
 * other part of a name said in `language` without a cue: able to be a name part, no kinship word,
 * no verb of the language's shapes.
 */
function isBareNamePart(word: string, language: LanguageName): boolean {
  return (
    /^\p{Ll}/u.test(word) &&
    mayBeSpokenNamePart(word, language) &&
    !TITLES.has(normalizeName(word)) &&
    !isLowerCaseHonorific(word) &&
    !isKinshipWord(word, language) &&
    !isVerbShaped(word, language) &&
    !CONTRACTION.test(word)
  );
}

/** An English contraction ("it's", "i'm", "we're", "don't"): calls in every language borrow them. */
const CONTRACTION = /['’](?:s|m|re|ve|ll|d|t)$/u;

/**
 * `true` when a name said in `language` may start at `position`: the line starts there, or the
 * word before opens a clause (a pronoun, function word, common verb, cue, greeting or number of the
 * tables), is a title or kinship noun ("mama khanyisile ...", "my suster bernadette ...") or was
 * restored with a capital (a title).
 */
function spokenNameStartsAt(text: string, position: number, floor: number, language: LanguageName): boolean {
  if (position <= floor) return true;
  const before = wordBefore(text, position);
  if (before === undefined) return true;
  if (before.start < floor) return false;
  const lower = before.word.toLowerCase();
  return (
    CAPITALISED.test(before.word) ||
    TITLES.has(normalizeName(before.word)) ||
    isLowerCaseHonorific(lower) ||
    isKinshipWord(lower, language) ||
    opensSpokenClause(before.word, language)
  );
}

/**
 * End of a one-word name found without a question for it in text from speech (`language`, lower
 * case), grown right over the unknown word after it when a clause plainly opens after that word
 * and before the name ("dis my niggie thandeka mabuza hoe gaan dit" -> `thandeka mabuza`): the
 * word able to be a name part, no title, kinship noun, verb of the language's shapes, English
 * contraction or start of an offer of help. Only to the right: the unknown word before a found
 * name is a greeting, a role or a company's department as often ("barka dai", "la collega",
 * "personalabteilung").
 */
function growSpokenRight(
  text: string,
  start: number,
  end: number,
  floor: number,
  ceiling: number,
  language: LanguageName,
): number {
  const word = wordAfter(text, end);
  if (
    word === undefined ||
    word.end > ceiling ||
    !isBareNamePart(word.word, language) ||
    opensSigningPhrase(text, word.start, language) ||
    !spokenNameStartsAt(text, start, floor, language)
  )
    return end;
  // (a clause opens after the word: not a one-letter word, which follows a verb as often, Igbo
  // "achọrọ m", I want)
  const next = wordAfter(text, word.end);
  if (next !== undefined && next.end <= ceiling && next.word.length < 2) return end;
  return spokenNameEndsAt(text, word.end, ceiling, language) ? word.end : end;
}

/** Words read ahead for a signing phrase ("ndingakubatsirei", "nabafasha iki", "wie kann ich helfen"). */
const SIGNING_WORDS_AHEAD = 6;

/** `true` when an offer of help or a signature starts at `position` ("tendai ndingakubatsirei sei"). */
function opensSigningPhrase(text: string, position: number, language: LanguageName): boolean {
  const words = text
    .slice(position, position + SIGNING_WORDS_AHEAD * 16)
    .toLowerCase()
    .split(/\s+/u)
    .slice(0, SIGNING_WORDS_AHEAD);
  return signingPhraseAt(words, 0, language) !== undefined;
}

/** Arabic letters (not Ge'ez: an Amharic sentence ends in its verb, "ዶ/ር ሰለሞን ያዩዋቸዋል።"). */
const ARABIC_WORD = /^[\u0621-\u064A]{2,}$/u;
/** What closes an Arabic sentence or clause: a full stop, comma, question or exclamation mark, a line break. */
const ARABIC_CLAUSE_END = /^[ ]?[.,،؟?!؛\n]/u;

/**
 * End of a name in Arabic script that ends at `end`, grown over one unlisted word that closes its
 * sentence or clause ("باسم الواليد، الحاج عبد الرحيم بناني.", "أيوه، هبة الشريف."): a word that is
 * no function word, title or common word, with a full stop, comma, question mark or line break
 * right after it.
 */
function extendToClauseEnd(text: string, end: number, ceiling: number): number {
  const word = wordAfter(text, end);
  if (
    word === undefined ||
    word.end > ceiling ||
    !ARABIC_WORD.test(word.word) ||
    (wordFacts(word.word) & NOT_A_NAME_PART) !== 0 ||
    TITLES.has(normalizeName(word.word))
  )
    return end;
  return ARABIC_CLAUSE_END.test(text.slice(word.end, word.end + 2)) ? word.end : end;
}
