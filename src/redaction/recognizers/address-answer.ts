/**
 * An address given as the answer to an address question. People answer "Where do you stay?" with
 * places, not street words: "Gwale, kusa da masallacin Juma'a, gida mai lamba 27, Kano",
 * "Bonamoussadi, carrefour Kotto, derrière la pharmacie", "Plot 22, Kiwatule, near the Total
 * petrol station". When the turn model opens an answer with an ADDRESS cue (context/turn-cues.ts)
 * after a turn that asks for an address (a question, or a request its address cue ends),
 * the rest of the answer's line is the address, from its first capitalised word or digit (or
 * its start in a script without letter case) to its end, provided it looks like one:
 * a digit, or two capitalised words, or a capitalised word and a comma between two parts, and at
 * most 200 characters.
 * "Yes, still the same" or "I moved last month" are left alone.
 *
 * Text from a speech recogniser (no line break, no question mark) has no turns: the answer follows
 * the address cue on the same line ("uhlala kuphi house 4471 unit 17 umlazi kulungile ...", "o
 * nna kae plot 12345 block 8 gaborone go siame ..."). There it runs from the word after the cue
 * to the next context cue of any kind (the next question: "nomoro ya mohala", "phone number"), a
 * word that closes an answer (`SPOKEN_ANSWER_WORDS`: "kulungile", "go siame", "sawa", "vale",
 * "d'accord", "تمام", ...), a punctuation mark, or its SPOKEN_ANSWER_MAX_WORDS-th word; two words at
 * least. Without a cue, a street or post-box word, a number and a postcode make an address too
 * ("torstraße einhundertzwei 10119", "posbus drie agt twee paarl 7620": `spokenStreetAddresses`).
 *
 * @example
 * ```ts
 * // 'Agent: And your address?\nCaller: Gwale, near the Friday mosque, Kano.'
 * // -> ADDRESS 'Gwale, near the Friday mosque, Kano'
 * ```
 */
import type { LanguageName } from '../../languages.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { isSpeechText } from '../speech-text.js';
import { ADDRESS_QUALIFIERS, opensNextClause } from '../spoken/answer-clause-openers.js';
import { tokenNumberParts } from '../spoken/cardinal-numbers.js';
import { numberWord } from '../spoken/number-words.js';
import { addressAreaWords } from './address-area-words.js';
import { addressUnitWords } from './address-unit-words.js';
import { answerLead } from './answer-lead.js';
import { monthNames } from './month-names.js';
import { TOWN_NAMES } from './person-name-cues.js';
import { LISTED_NAME, STOP_WORD, UNCASED_STOP_WORD, wordFacts } from './person-name-word-facts.js';
import { type LeftEdgeWords, spokenAddressLeftEdge } from './spoken-address-left-edge.js';
import { spokenAreaAddresses } from './spoken-area-addresses.js';
import { spokenComeToAddresses } from './spoken-come-to-addresses.js';
import { spokenNumberedStreets, spokenWordRuns } from './spoken-numbered-streets.js';
import { spokenPostBoxes } from './spoken-post-boxes.js';
import { FUSED_STREET_ENDINGS, POST_BOX_WORDS } from './street-words.js';

/** As sure as a validated value: the answer is taken whole over the shorter spans found inside it (the longer wins a tie). */
export const ADDRESS_ANSWER_SCORE = 1;
const MAX_LENGTH = 200;
const CASED_WORD = /(?<![\p{L}\p{M}\p{N}])(?:\p{Ll}{1,3}-?)?[\p{Lu}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;
const UNCASED_SCRIPT = /[\u0600-\u06FF\u1200-\u139F]/u;

/** The recognizer of answered addresses. */
export const addressAnswerRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'address-answer',
  entityTypes: ['ADDRESS'],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const { text, context } = input;
    const entities: RecognizedEntity[] = [];
    if (isSpeechText(text)) {
      const words = spokenWordRuns(text);
      spokenAnswers(input, entities);
      spokenStreetAddresses(input, words, entities);
      spokenNumberedStreets(text, words, input.language, SPOKEN_ANSWER_WORDS[input.language], entities);
      spokenAreaAddresses(text, words, input.language, leftEdgeWordsOf(input.language), entities);
      spokenPostBoxes(words, leftEdgeWordsOf(input.language), entities);
      spokenComeToAddresses(words, input.language, leftEdgeWordsOf(input.language), context.cues, entities);
      return entities;
    }
    const answers: Array<{ start: number; whereAsked: boolean }> = [];
    for (const cue of context.cues)
      if (cue.start === cue.end && cue.kinds.has('ADDRESS') && asksForAddress(text, context, cue.start))
        answers.push({ start: cue.end, whereAsked: false });
    for (const start of whereAnswerStarts(text, input.language)) answers.push({ start, whereAsked: true });
    let answeredUntil = -1;
    for (const asked of answers.sort((first, second) => first.start - second.start)) {
      if (asked.start <= answeredUntil) continue;
      const lineEnd = text.indexOf('\n', asked.start);
      // (an answer that repeats the question first: "Where do I stay? Kiwatule, ...", "Mon adresse ? Euh, ...")
      const echo = QUESTION_ECHO.exec(text.slice(asked.start, lineEnd === -1 ? text.length : lineEnd));
      const answerStart = echo === null ? asked : { ...asked, start: asked.start + echo[0].length };
      const answer = text.slice(answerStart.start, lineEnd === -1 ? text.length : lineEnd);
      // (an e-mail address in the answer: the address cue asked for the e-mail address, "adresse e-mail")
      if (answer.includes('@')) continue;
      // (after "where", a place word does not open the answer: "O kae? | Ke kwa Tlokweng" tells where one is)
      // (the lead-in before the address: "Nein, ich bin umgezogen: ...", "Non, ...", "أنا دلوقتي ساكنة في ...")
      const places = answerStart.whereAsked ? NO_PLACES : answerPlaces(input.language);
      const { closers, openers } = answerWordsOf(input.language);
      const lead = answerLead(answer, input.language, places, new Set([...closers, ...openers]));
      const rest = lead.exact ? 0 : addressStart(answer.slice(lead.end), places, closers);
      const offset =
        UNCASED_SCRIPT.test(answer.slice(0, 8)) || lead.exact ? lead.end : rest < 0 ? -1 : lead.end + rest;
      if (offset < 0) continue;
      const value = firstSentence(answer.slice(offset)).replace(/[\s,;:.!?؟።]+$/u, '');
      if (value.length === 0 || value.length > MAX_LENGTH || !looksLikeAddress(value)) continue;
      // a sentence without a number before one with a number in the answer: the number is the
      // address, the words before it say who answers ("Oui, Salma Bennani. C'est Hay Nahda 2, ...")
      if (!/\p{N}/u.test(value) && /\p{N}/u.test(answer.slice(offset + value.length))) continue;
      if (answerStart.whereAsked && !namesPlace(value, input.language)) continue;
      const start = answerStart.start + offset;
      answeredUntil = start + value.length;
      entities.push({
        type: 'ADDRESS',
        start,
        end: start + value.length,
        score: ADDRESS_ANSWER_SCORE,
        recognizer: 'address-answer',
      });
    }
    return entities;
  },
};

/**
 * The question repeated at the start of an answer: up to {@link MAX_ECHO_LENGTH} characters up to a
 * question mark, with text after it ("Where do I stay? Kiwatule", "Naishi wapi? Aah, Kayole").
 */
const MAX_ECHO_LENGTH = 48;
const QUESTION_ECHO = new RegExp(`^[^?؟\\n]{1,${MAX_ECHO_LENGTH}}[ \\t]?[?؟][ \\t]+(?=\\S)`, 'u');

/** A speaker label at the start of a line ("Caller: ", "ደንበኛ: "), as the turn model reads it. */
const SPEAKER_LABEL = /^[ \t]*[^\s:\d][^:\n\d]{0,31}:[ \t]*/u;

/**
 * Where the answers to "where" questions start: after the speaker label of each line whose previous
 * line asks a question (ends with a question mark) with the language's word for "where" ("Where
 * should the assessor come?", "¿Y dónde está el vehículo?", "Ibo ni ọkọ̀ wà?", "Ɛhe na meter no wɔ?").
 */
function whereAnswerStarts(text: string, language: LanguageName): number[] {
  const where = answerWordsOf(language).whereAsked;
  const starts: number[] = [];
  if (where === undefined) return starts;
  let previousStart = 0;
  let lineStart = text.indexOf('\n') + 1;
  while (lineStart > 0) {
    const previous = text.slice(previousStart, lineStart - 1).trimEnd();
    where.lastIndex = 0;
    if (/[?؟፧]$/u.test(previous) && asksWhere(previous.replace(SPEAKER_LABEL, ''), where, language)) {
      const lineEnd = text.indexOf('\n', lineStart);
      const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
      starts.push(lineStart + (SPEAKER_LABEL.exec(line)?.[0].length ?? 0));
    }
    previousStart = lineStart;
    lineStart = text.indexOf('\n', lineStart) + 1;
  }
  return starts;
}

/** `true` when `question` holds a word for "where" and no event word. */
function asksWhere(question: string, where: RegExp, language: LanguageName): boolean {
  return where.test(question) && !asksForEvent(question, language);
}

/**
 * Words of an event, per language: a "where" question that holds one asks where something
 * happened ("¿Dónde ocurrió el accidente?", "wo ist es passiert"), not where someone lives.
 */
const EVENT_WORDS: Readonly<Record<LanguageName, readonly string[]>> = {
  English: ['happen', 'happened', 'occur', 'occurred', 'accident', 'crash'],
  Afrikaans: ['gebeur', 'ongeluk'],
  Amharic: ['አደጋው', 'አደጋ', 'የደረሰው'],
  Arabic: ['حادث', 'الحادث', 'الحادثة', 'وقع', 'وقعت', 'صار'],
  French: ['passé', 'arrivé', 'accident', "l'accident"],
  German: ['passiert', 'geschehen', 'unfall'],
  Hausa: ['hatsari', 'hatsarin', 'faru'],
  Igbo: ['mere', 'mberede'],
  Isixhosa: ['kwenzeka', 'ingozi'],
  Italian: ['successo', 'accaduto', 'incidente', "l'incidente"],
  Kinyarwanda: ['impanuka', 'byabereye', 'yabereye'],
  Sesotho: ['kotsi', 'etsahetse'],
  Setswana: ['kotsi', 'diragetse'],
  Shona: ['tsaona', 'zvakaitika', 'yakaitika'],
  Spanish: ['ocurrió', 'pasó', 'sucedió', 'accidente'],
  Swahili: ['ilitokea', 'ajali', 'ilitokewa'],
  Twi: ['akwanhyia', 'sii'],
  Yoruba: ['ṣẹlẹ̀', 'ṣẹlẹ', 'sele', 'ijamba', 'ìjàm̀bá'],
  Zulu: ['kwenzeka', 'ingozi'],
};

const eventPatterns = new Map<LanguageName, RegExp>();

/** `true` when `question` holds an event word of the language or of English. */
function asksForEvent(question: string, language: LanguageName): boolean {
  let pattern = eventPatterns.get(language);
  if (pattern === undefined) {
    pattern = wholeWords([...EVENT_WORDS.English, ...EVENT_WORDS[language]]) as RegExp;
    eventPatterns.set(language, pattern);
  }
  pattern.lastIndex = 0;
  return pattern.test(question);
}

/** `value` up to its first sentence end: a `.`, `!` or `?` after a word of three letters, before a capital ("..., Bauchi. Ƙofar kore ce."). */
function firstSentence(value: string): string {
  const end = /(?<=[\p{L}\p{M}]{3})[.!?][ \t]+(?=\p{Lu})/u.exec(value);
  return end === null ? value : value.slice(0, end.index);
}

/**
 * A place word of the language ("near", "kusa", "nítòsí", "ɛbɛn", "plot") in `value`, and no month
 * name: "where" also asks where something happened ("Tarehe 2 Mei, barabara ya ...") or where a
 * payment went ("Ku-083 512 7706"), and those answers name no place word or carry a date.
 */
function namesPlace(value: string, language: LanguageName): boolean {
  const { places } = answerWordsOf(language);
  const months = lowerCaseMonthNames(language);
  let place = false;
  for (const word of value.toLowerCase().split(/[^\p{L}\p{M}'’]+/u)) {
    if (months.has(word)) return false;
    if (places.has(word)) place = true;
  }
  return place;
}

const monthSets = new Map<LanguageName, ReadonlySet<string>>();

/** The month names of `language` and English, lower case; computed once per language. */
function lowerCaseMonthNames(language: LanguageName): ReadonlySet<string> {
  let months = monthSets.get(language);
  if (months === undefined) {
    months = new Set([...monthNames(language), ...monthNames('English')].map((month) => month.toLowerCase()));
    monthSets.set(language, months);
  }
  return months;
}

/**
 * The first digit, capitalised word that is no stop word, or place word of the language ("Ja,
 * Lindenstraße 42" starts at "Lindenstraße", "cité 500 logements" at "cité"); -1 when none.
 */
function addressStart(answer: string, places: ReadonlySet<string>, closers: ReadonlySet<string>): number {
  // after an acknowledgement, only its own sentence ("Kulungile. Hlawula i-R1 500 ..." answers nothing)
  let sentenceEnd = answer.length;
  for (const match of answer.matchAll(ANSWER_WORD)) {
    const word = match[0];
    if (match.index >= sentenceEnd) return -1;
    if (/^\p{N}/u.test(word)) return match.index;
    // (an acknowledgement is no place: "Reg so, mevrou", "Ja, genau")
    if (closers.has(word.toLowerCase())) {
      sentenceEnd = Math.min(sentenceEnd, firstSentence(answer).length);
      continue;
    }
    // (a capitalised name after a locative prefix counts as capitalised: "eNqamakwe", "kwaMashu")
    if (PREFIXED_CAPITAL.test(word) ? (wordFacts(word) & STOP_WORD) === 0 : places.has(word))
      return match.index;
  }
  return -1;
}

const NO_PLACES: ReadonlySet<string> = new Set();
/** A capital, or a capital after a locative or possessive prefix of up to three small letters ("eNqamakwe", "kwaMashu", "e-Mthatha"). */
const PREFIXED_CAPITAL = /^(?:\p{Ll}{1,3}-?)?\p{Lu}/u;
const ANSWER_WORD = /(?<![\p{L}\p{M}\p{N}])[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;
/** Languages whose calls mix in French (as the cue tables read them): their answers open with French place words too. */
const FRENCH_PLACES: ReadonlySet<LanguageName> = new Set(['Arabic', 'Kinyarwanda']);
const placeSets = new Map<LanguageName, ReadonlySet<string>>();

/** The place words an answer may open with: the language's, English's, and French's where calls mix it in. */
function answerPlaces(language: LanguageName): ReadonlySet<string> {
  let places = placeSets.get(language);
  if (places === undefined) {
    places = new Set([
      ...answerWordsOf(language).places,
      ...(FRENCH_PLACES.has(language) ? SPOKEN_ANSWER_WORDS.French.places : []),
    ]);
    placeSets.set(language, places);
  }
  return places;
}

/** Most characters after the address cue in a line that asks for it without a question mark ("Sicela idilesi yasekhaya."). */
const REQUEST_TAIL = 24;

/**
 * The turn before the answer asks for an address: it ends with a question mark, or its last address
 * cue ends it (within {@link REQUEST_TAIL} characters), or a question mark ends the cue's sentence
 * within as many characters (another sentence may follow in the turn). A statement that holds an address cue
 * ("Ndihlala eNqamakwe, ...") answers nothing: the line after it is no address.
 */
function asksForAddress(text: string, context: AnalysisInput['context'], answerStart: number): boolean {
  const lineStart = text.lastIndexOf('\n', answerStart - 1);
  if (lineStart <= 0) return false;
  const previousStart = text.lastIndexOf('\n', lineStart - 1) + 1;
  const previous = text.slice(previousStart, lineStart).trimEnd();
  if (/[?؟፧]$/u.test(previous)) return true;
  const cues = context.cuesBefore(lineStart, lineStart - previousStart);
  for (let index = cues.length - 1; index >= 0; index--) {
    const cue = cues[index]!;
    if (cue.start < cue.end && cue.start >= previousStart && cue.kinds.has('ADDRESS')) {
      if (previousStart + previous.length - cue.end <= REQUEST_TAIL) return true;
      // a question that holds the cue, before another sentence of the turn ("Munogara kupi
      // chaizvo? Mutyairi akatadza kuwana imba.")
      return /^[^.!?؟።\n]{0,24}[?؟፧]/u.test(text.slice(cue.end, lineStart));
    }
  }
  return false;
}

/** A digit, two capitalised words (no stop words), or a capitalised word and two parts joined by a comma; in a script without case, a digit or a comma. */
function looksLikeAddress(value: string): boolean {
  if (/\p{N}/u.test(value)) return true;
  const twoParts = /[^\s,،፣]+\s*[,،፣]\s*[^\s,،፣]+/u.test(value);
  if (UNCASED_SCRIPT.test(value.slice(0, 8))) return twoParts;
  let capitalised = 0;
  for (const match of value.matchAll(CASED_WORD)) if ((wordFacts(match[0]) & STOP_WORD) === 0) capitalised++;
  return capitalised >= 2 || (capitalised >= 1 && twoParts);
}

/** Most words of an address answered in text from speech. */
const SPOKEN_ANSWER_MAX_WORDS = 14;
/** Most code units after the cue an address answered in text from speech may reach. */
const SPOKEN_ANSWER_REACH = 400;
/** Most words before a copula or lead-in that still belong to the question, in text from speech. */
const OPENER_REACH = 4;
/**
 * Openers that are prepositions or articles: inside an answer they are part of the address ("à côté
 * de", "in der Nähe"), so they open it only at its start.
 */
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(
  'in at the à au en im der die das di del della van vir a في'.split(' '),
);
/** Fewest words of an address answered in text from speech. */
const SPOKEN_ANSWER_MIN_WORDS = 2;

/**
 * The words of an answer in speech, by language (English ones count in every language):
 * `closers` end it: acknowledgements and thanks ("okay", "kulungile", "go siame", "zvakanaka",
 * "sawa", "vale", "d'accord", "تمام", "እሺ") and the pronouns that open the agent's next sentence
 * ("ich habe ...", "on envoie ..."); conjunctions are no closers ("karibu na", "haufi le",
 * "kusa da" and "cerca de" join the parts of an address). `openers` are skipped before the address
 * starts: copulas, "I live in", "now", "exactly", a vocative ("dis", "jetzt", "kwa sasa", "sisi").
 * A closer or opener may be two words ("go siame", "kwa sasa"). `places` make an answer an address
 * when it has no digit: the words for near, behind, opposite, house, plot, ward, village, street
 * ("haufi le kereke", "frente al mercado", "umurenge wa gikondo"). Before the answer, the word for
 * "number" starts the next question when a word of two letters or more other than a number follows it ("nimero ya
 * telefoni", "inombolo yakho"; not "house number 1184", "inzu nimero 23").
 */
export const SPOKEN_ANSWER_WORDS: Readonly<
  Record<
    LanguageName,
    {
      readonly closers: readonly string[];
      readonly openers: readonly string[];
      readonly places: readonly string[];
      readonly where?: readonly string[];
      /** Words for "where" too ambiguous for text from speech, read only in a question with its question mark. */
      readonly whereAsked?: readonly string[];
      readonly question?: readonly string[];
      readonly addressees?: readonly string[];
    }
  >
> = {
  English: {
    closers: [
      'okay',
      'ok',
      'ah',
      'oh',
      'alright',
      'thanks',
      'thank',
      'and',
      'right',
      'sure',
      'fine',
      'perfect',
      'great',
      'noted',
      'i',
      'we',
      'you',
      'email',
      'e-mail',
      // words of time and courtesy end an address said in one line ("12 oak road today please")
      'today',
      'tomorrow',
      'tonight',
      'yesterday',
      'please',
      'since',
      'until',
    ],
    openers: ["it's", 'its', 'it is', 'i live', 'i stay', 'in', 'at', 'now', 'currently', 'exactly'],
    places: [
      'near',
      'behind',
      'opposite',
      'next',
      'off',
      'village',
      'ward',
      'section',
      'extension',
      'zone',
      'phase',
      'block',
      'plot',
      'stand',
      'house',
      'flat',
      'unit',
      'estate',
      'area',
      'street',
      'road',
      'avenue',
      'close',
      'drive',
      'junction',
      'market',
      'church',
      'mosque',
      'school',
      'clinic',
      'hospital',
      'station',
      'box',
      'shop',
      'line',
      'site',
      'compound',
      'farm',
      'building',
      'apartment',
      'floor',
      'room',
      'hostel',
      'campus',
      'lane',
      'crescent',
    ],
    where: ['where'],
    question: [
      'is',
      'are',
      'do',
      'does',
      'did',
      'should',
      'can',
      'will',
      'shall',
      'must',
      'you',
      'we',
      'he',
      'she',
      'they',
      'it',
      'please',
      'live',
      'stay',
      'deliver',
      'send',
      'come',
      'find',
    ],
    addressees: ['mr', 'mrs', 'ms', 'madam', 'sir'],
  },
  Afrikaans: {
    closers: ['dankie', 'oukei', 'reg', 'goed', 'en', 'ek'],
    openers: ['van', 'die', 'dis', 'dit is', 'ek woon', 'nou', 'van die', 'vir'],
    places: [
      'naby',
      'agter',
      'langs',
      'oorkant',
      'erf',
      'huis',
      'plaas',
      'straat',
      'weg',
      'laan',
      'uitbreiding',
      'eenheid',
      'kompleks',
      'nommer',
      'posbus',
      'hek',
      'blok',
      'woonstel',
      'hoewe',
    ],
    where: ['waar', 'waarheen'],
    question: [
      'jy',
      'u',
      'hy',
      'sy',
      'ons',
      'julle',
      'hulle',
      'moet',
      'sal',
      'kan',
      'het',
      'asseblief',
      'woon',
      'bly',
      'aflewer',
      'stuur',
    ],
    addressees: ['meneer', 'mevrou', 'tannie', 'oom'],
  },
  Amharic: {
    closers: ['እሺ', 'አመሰግናለሁ', 'ጥሩ', 'ኢሜል', 'ኢሜይል'],
    // (the request after the cue: "አድራሻዎን ይንገሩኝ", tell me your address)
    openers: ['የት ነው', 'ይንገሩኝ', 'ይንገሩን', 'ንገረኝ', 'ንገሪኝ', 'ሊነግሩኝ ይችላሉ', 'ሊነግሩኝ'],
    places: ['ቀበሌ', 'ወረዳ', 'ክፍለ', 'ከተማ', 'ጀርባ', 'አጠገብ', 'ፊት', 'ለፊት', 'ቤት', 'ቁጥር', 'ብሎክ', 'መንደር'],
    where: [],
    whereAsked: ['የት'],
    question: [],
  },
  Arabic: {
    closers: ['تمام', 'طيب', 'شكرا', 'ماشي', 'اوكي', 'مزبوط', 'واش', 'صافي', 'الإيميل', 'والإيميل'],
    openers: ['تاعك', 'انا', 'في', 'بالضبط', 'ساكن'],
    places: [
      'حي',
      'شارع',
      'عمارة',
      'شقة',
      'بيت',
      'جنب',
      'قرب',
      'ورا',
      'مقابل',
      'الحارة',
      'مربع',
      'الدور',
      'زنقة',
      'درب',
      'قرية',
      'محافظة',
    ],
    where: ['وين', 'فين', 'أين', 'اين'],
    question: [
      'من فضلك',
      'لو سمحت',
      'ديال',
      'تاع',
      'متاع',
      'انت',
      'إنت',
      'انتي',
      'نبعثو',
      'نرسلو',
      'نجيو',
      // "for delivery", "for sending": what the address is asked for
      'للتوصيل',
      'للإرسال',
    ],
  },
  French: {
    closers: ["d'accord", 'merci', 'oui', 'parfait', 'très bien', 'et', 'votre', 'on', 'je', 'nous', 'vous'],
    openers: ["c'est", 'je suis', "j'habite", 'toujours', 'à', 'au', 'exactement', 'exacte', 'complète'],
    places: [
      'quartier',
      'secteur',
      'rue',
      'avenue',
      'boulevard',
      'près',
      'derrière',
      'côté',
      'face',
      'immeuble',
      'porte',
      'cité',
      'carrefour',
      'lot',
      'résidence',
      'bloc',
      'appartement',
      'villa',
      'tranche',
      'lotissement',
      'commune',
      'unité',
      'parcelle',
      'parcelles',
      'concession',
    ],
    where: ['où'],
    question: [
      'vous',
      'tu',
      'il',
      'elle',
      'on',
      'nous',
      'doit',
      'peut',
      'faut',
      'est-ce',
      'plaît',
      'habitez',
      'habite',
      'livrer',
      'envoyer',
      'venir',
    ],
    addressees: ['monsieur', 'madame'],
  },
  German: {
    closers: [
      'danke',
      'gut',
      'okay',
      'und',
      'ihre',
      'alles',
      'ich',
      'wir',
      'wie',
      'ah',
      'ja',
      'richtig',
      'stimmt',
    ],
    openers: ['der', 'die', 'das', 'jetzt', 'ist', 'ich wohne', 'in', 'im'],
    places: [
      'straße',
      'strasse',
      'weg',
      'platz',
      'nähe',
      'hinter',
      'gegenüber',
      'stock',
      'haus',
      'nummer',
      'distrikt',
      'farm',
      'postfach',
      'wohnheim',
      'zimmer',
    ],
    where: ['wo', 'wohin'],
    question: [
      'sie',
      'du',
      'er',
      'wir',
      'ihr',
      'soll',
      'sollen',
      'kann',
      'können',
      'muss',
      'bitte',
      'wohnen',
      'wohnt',
      'liefern',
      'kommen',
      'schicken',
    ],
    addressees: ['herr', 'frau'],
  },
  Hausa: {
    closers: ['to', 'toh', 'nagode', 'na gode', 'madalla', 'yauwa'],
    openers: ['yanzu', 'daidai', 'ina zaune', 'a'],
    places: ['unguwar', 'unguwa', 'layin', 'gida', 'kusa', 'bayan', 'titin', 'lamba'],
    where: ['a ina'],
    whereAsked: ['ina'],
    question: [
      'don',
      'ya',
      'ta',
      'za',
      'kake',
      'kike',
      'yake',
      'take',
      'muka',
      'mu',
      'ka',
      'ki',
      'zaune',
      'kawo',
    ],
  },
  Igbo: {
    closers: ['dị mma', 'daalụ', 'ee', 'ị'],
    openers: ['ugbu a', 'bụ', 'kpọmkwem'],
    places: ["n'akụkụ", "n'azụ", 'nso', 'okporo', 'ụzọ', 'ụlọ', 'nọmba', 'obodo'],
    where: ['ebee'],
    whereAsked: ['ebe'],
    question: ['ka', 'ị', 'ọ', 'anyị', 'gị', 'biko', 'bi'],
  },
  Isixhosa: {
    closers: ['kulungile', 'enkosi', 'ndiyabulela', 'ewe'],
    openers: ['yakho', 'yam', 'sisi', 'mama', 'tata', 'ngu'],
    places: ['indlu', 'elalini', 'ilali', 'kufutshane', 'emva', 'kwecawa', 'isitrato', 'section'],
    where: ['phi', 'kuphi'],
    question: ['ukuze', 'nceda', 'ndicela', 'uhlala', 'kuba', 'ngoba'],
    addressees: ['mnumzana', 'nkosikazi'],
  },
  Italian: {
    closers: ['va bene', 'grazie', 'perfetto', 'esatto', 'sì', 'e', 'vedo', 'che'],
    openers: ['di', 'del', 'della', 'adesso', 'è', 'abito a', 'abito in', 'in'],
    places: [
      'via',
      'viale',
      'piazza',
      'vico',
      'corso',
      'vicino',
      'dietro',
      'interno',
      'scala',
      'piano',
      'civico',
      'frazione',
      'contrada',
      'località',
      'cascina',
      'strada',
      'salita',
      'discesa',
      'largo',
      'vicolo',
      'lungomare',
      'traversa',
      'piazzale',
    ],
    where: ['dove'],
    question: [
      'possiamo',
      'può',
      'puoi',
      'devo',
      'dobbiamo',
      'lei',
      'noi',
      'mi',
      'ci',
      'abita',
      'abiti',
      'consegnare',
      'mandare',
      'vedere',
      'veniamo',
    ],
    addressees: ['signor', 'signora', 'signore'],
  },
  Kinyarwanda: {
    closers: ['murakoze', 'yego', 'byiza', 'sawa', 'ok'],
    openers: ['ubu', 'neza', 'ni', 'ntuye'],
    places: ['umurenge', 'akagari', 'umudugudu', 'hafi', 'inyuma', 'inzu', 'nimero'],
    where: [],
    whereAsked: ['he', 'hehe'],
    question: ['kugira', 'ngo', 'mwe', 'twe', 'mbese', 'nyamuneka', 'mutuye', 'utuye', 'atuye', 'twohereze'],
  },
  Sesotho: {
    closers: ['ho lokile', 'lokile', 'kea leboha', 'leboha', 'ke kopa'],
    openers: ['ya hao', 'ke efe', 'hantle', 'ke dula', 'ke'],
    places: ['ha', 'haufi', 'ka', 'mora', 'ntlo', 'motse', 'seterata'],
    where: ['kae'],
    question: ['hore', 're', 'u', 'o', 'le', 'ka kopo', 'lula', 'dula'],
  },
  Setswana: {
    closers: ['go siame', 'siame', 'ke a leboga', 'leboga', 'ke'],
    openers: ['ke nna'],
    places: ['gaufi', 'kwa', 'morago', 'ntlo', 'motse', 'ward'],
    where: ['kae'],
    question: ['gore', 're', 'o', 'le', 'tsweetswee', 'dula'],
  },
  Shona: {
    closers: ['zvakanaka', 'ndatenda', 'tatenda', 'hongu'],
    openers: ['yenyu', 'yako', 'chaiyo', 'ndinogara', 'ndi'],
    places: ['pedyo', 'kumashure', 'imba', 'nhamba', 'musha'],
    where: ['kupi'],
    question: ['kuti', 'tinga', 'ndapota', 'munogara', 'unogara'],
  },
  Spanish: {
    closers: ['vale', 'muy bien', 'gracias', 'perfecto', 'sí', 'de acuerdo', 'y'],
    openers: ['exactamente', 'exacta', 'completa', 'es', 'vivo en', 'en', 'ahora'],
    places: [
      'barrio',
      'calle',
      'avenida',
      'cerca',
      'detrás',
      'frente',
      'casa',
      'número',
      'edificio',
      'piso',
      'lado',
      'urbanización',
      'portal',
      'bloque',
    ],
    where: ['dónde', 'donde'],
    question: [
      'usted',
      'tú',
      'vive',
      'vives',
      'podemos',
      'puede',
      'debo',
      'me',
      'nos',
      'le',
      'por favor',
      'enviamos',
      'entregar',
      'llevar',
    ],
    addressees: ['señor', 'señora'],
  },
  Swahili: {
    closers: ['sawa', 'asante', 'ndiyo', 'hapana', 'haya', 'sawasawa'],
    openers: ['yako', 'kwa sasa', 'kabisa', 'ni', 'niko', 'iko', 'naishi'],
    places: ['karibu', 'nyuma', 'mtaa', 'barabara', 'nyumba', 'namba', 'kijiji'],
    where: ['wapi'],
    question: ['ili', 'tafadhali', 'wewe', 'sisi', 'unaishi', 'anaishi', 'nakuletea', 'nikuletee'],
  },
  Twi: {
    closers: ['ɛyɛ', 'medaase', 'yoo', 'aane', 'wo'],
    openers: ['pɛpɛɛpɛ', 'pɔtee', 'mete', 'me te'],
    places: ['ɛbɛn', 'akyi', 'fie'],
    where: ['ɛhe'],
    whereAsked: ['he', 'hefa'],
    question: ['mepa wo kyɛw', 'sɛ', 'wote', 'ɔte'],
  },
  Yoruba: {
    closers: ['ó dáa', 'o daa', 'ẹ ṣé', 'e se', 'ó'],
    openers: ['ni', 'gan an'],
    places: ['lẹ́yìn', 'ẹ̀gbẹ́', 'nítòsí', 'ilé', 'òpópónà', 'àdúgbò'],
    where: ['ibo', 'níbo', 'nibo'],
    question: ['le', 'yín', 'yin', 'ẹ', 'e', 'ni', 'jọ̀ọ́', 'jowo', 'gbe', 'gbé'],
  },
  Zulu: {
    closers: ['kulungile', 'ngiyabonga', 'yebo'],
    openers: ['lakho', 'lami', 'lokuhlala', 'ngqo', 'ngu', 'ngihlala'],
    places: ['eduze', 'ngemuva', 'emva', 'indlu', 'isigodi'],
    where: ['kuphi', 'phi'],
    question: ['ukuze', 'ngicela', 'sicela', 'uhlala', 'ngoba'],
    addressees: ['mnumzane', 'nkosikazi'],
  },
};

interface AnswerWords {
  closers: ReadonlySet<string>;
  openers: ReadonlySet<string>;
  places: ReadonlySet<string>;
  questions: ReadonlySet<string>;
  addressees: ReadonlySet<string>;
  /** The words for "where" as whole words (none in a language without one of its own or English's). */
  where: RegExp | undefined;
  /** `where` and `whereAsked` words. */
  whereAsked: RegExp | undefined;
}
const answerWords = new Map<LanguageName, AnswerWords>();

/** A global, case-insensitive regex of `words` as whole words; undefined when there are none. */
function wholeWords(words: readonly string[]): RegExp | undefined {
  if (words.length === 0) return undefined;
  const alternatives = [...new Set(words)].sort((first, second) => second.length - first.length);
  return new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}'’])(?:${alternatives.join('|')})(?![\\p{L}\\p{M}\\p{N}'’])`,
    'giu',
  );
}

function answerWordsOf(language: LanguageName): AnswerWords {
  let words = answerWords.get(language);
  if (words === undefined) {
    const english = SPOKEN_ANSWER_WORDS.English;
    const own = SPOKEN_ANSWER_WORDS[language];
    words = {
      // (one-letter English closers are noun prefixes in other languages' transcripts: "i gps")
      closers: new Set([
        ...english.closers.filter((word) => language === 'English' || word.length > 1),
        ...own.closers,
      ]),
      openers: new Set([
        ...english.openers,
        ...own.openers,
        ...ADDRESS_QUALIFIERS.English,
        ...(language === 'English' ? [] : ADDRESS_QUALIFIERS[language]),
      ]),
      places: new Set([...english.places, ...own.places]),
      questions: new Set([...(english.question ?? []), ...(own.question ?? [])]),
      addressees: new Set([...(english.addressees ?? []), ...(own.addressees ?? [])]),
      where: wholeWords([...(english.where ?? []), ...(own.where ?? [])]),
      whereAsked: wholeWords([...(english.where ?? []), ...(own.where ?? []), ...(own.whereAsked ?? [])]),
    };
    answerWords.set(language, words);
  }
  return words;
}

/**
 * Where the phrase of `phrases` that `word` (at `start`) is, or opens with the word after it
 * ("go siame"), ends; 0 when none.
 */
function startsPhrase(text: string, start: number, word: string, phrases: ReadonlySet<string>): number {
  const lower = word.toLowerCase();
  SPOKEN_GAP.lastIndex = start + word.length;
  SPOKEN_GAP.exec(text);
  SPOKEN_WORD.lastIndex = SPOKEN_GAP.lastIndex;
  const next = SPOKEN_GAP.lastIndex > start + word.length ? SPOKEN_WORD.exec(text) : null;
  if (next !== null && phrases.has(`${lower} ${next[0].toLowerCase()}`)) return next.index + next[0].length;
  return phrases.has(lower) ? start + word.length : 0;
}

/** The end of the address cue (from `from` on in `cues`) that starts at `position`; 0 when none. */
function addressCueAt(cues: AnalysisInput['context']['cues'], from: number, position: number): number {
  for (let index = from; index < cues.length && cues[index]!.start <= position; index++) {
    const cue = cues[index]!;
    if (cue.start === position && cue.end > cue.start && cue.kinds.has('ADDRESS')) return cue.end;
  }
  return 0;
}

/** The word for "number" in each language (it opens the next question: "nimero ya telefoni"). */
const NUMBER_NOUNS: ReadonlySet<string> = new Set(
  'number nommer numéro numero nummer nimero inombolo nomoro nhamba nọ́mbà nọ́ńbà nọmba lambar namba nambari nɔma رقم ورقم ቁጥር'.split(
    ' ',
  ),
);

/** An address cue that names a part of the address ("house number", "plot"), not the address itself. */
function namesHouse(cue: string, places: ReadonlySet<string>): boolean {
  const last = cue.toLowerCase().split(/\s+/u).pop() ?? '';
  return NUMBER_NOUNS.has(last) || places.has(last);
}

/** The cue from `start` to `end` is the word for "number" before a number: a house number's ("numéro quarante deux"). */
function houseNumberNoun(text: string, start: number, end: number, language: LanguageName): boolean {
  return (
    NUMBER_NOUNS.has(text.slice(start, end).toLowerCase()) &&
    (/^[ \t]+\p{N}/u.test(text.slice(end, end + 4)) || numberWordFollows(text, end, language))
  );
}

/** A number word of the language, or number words glued into one ("hundertsiebzehn", "vierhundertzwölf"). */
function isNumberWord(language: LanguageName, word: string): boolean {
  return numberWord(language, word) !== undefined || tokenNumberParts(language, word) !== undefined;
}

/** A word for "where" starts at `position` (`where` is global: read from there without a scan ahead). */
function startsWhere(where: RegExp, text: string, position: number): boolean {
  where.lastIndex = position;
  const found = where.exec(text.slice(0, position + WHERE_REACH));
  return found !== null && found.index === position;
}
/** Longest word for "where" looked for at a position, in code units. */
const WHERE_REACH = 12;

/** `true` when the word after `position` is a word of two letters or more and no number word. */
function opensQuestion(text: string, position: number, language: LanguageName): boolean {
  SPOKEN_GAP.lastIndex = position;
  SPOKEN_GAP.exec(text);
  if (SPOKEN_GAP.lastIndex === position) return false;
  SPOKEN_WORD.lastIndex = SPOKEN_GAP.lastIndex;
  const next = SPOKEN_WORD.exec(text);
  return next !== null && /^\p{L}{2}/u.test(next[0]) && !isNumberWord(language, next[0]);
}

const SPOKEN_WORD = /[\p{L}\p{M}\p{N}'’@._-]+/uy;
const SPOKEN_GAP = /[ \t]*/y;

/** Code units after a word for "where" in text from speech in which an event word makes it ask where something happened. */
const EVENT_REACH = 40;

/** An answer's opening in text from speech: an address cue, or a word for "where" (`whereWord`). */
interface SpokenOpening {
  start: number;
  end: number;
  whereWord: boolean;
}

/** The address cues and the words for "where" of `text`, by start (the longer first: a cue before a word it starts with). */
function spokenOpenings(input: AnalysisInput, where: RegExp | undefined): SpokenOpening[] {
  const openings: SpokenOpening[] = [];
  for (const cue of input.context.cues)
    if (cue.start < cue.end && cue.kinds.has('ADDRESS'))
      openings.push({ start: cue.start, end: cue.end, whereWord: false });
  if (where === undefined) return openings;
  const found: SpokenOpening[] = [];
  for (const match of input.text.matchAll(where)) {
    const end = match.index + match[0].length;
    // (where something happened: "wapi ajali ilitokea")
    if (asksForEvent(input.text.slice(end, end + EVENT_REACH), input.language)) continue;
    found.push({ start: match.index, end, whereWord: true });
  }
  if (found.length === 0) return openings;
  return [...openings, ...found].sort(
    (first, second) => first.start - second.start || second.end - first.end,
  );
}

/** The word after `position` is a number word ("drie en twintig": `en` joins a number). */
function numberWordFollows(text: string, position: number, language: LanguageName, joined = false): boolean {
  SPOKEN_GAP.lastIndex = position;
  SPOKEN_GAP.exec(text);
  SPOKEN_WORD.lastIndex = SPOKEN_GAP.lastIndex;
  const next = SPOKEN_WORD.exec(text);
  if (next === null) return false;
  if (isNumberWord(language, next[0])) return true;
  // "vyf en dertig", "cinq et vingt": a short conjunction between two number words
  return (
    !joined && next[0].length <= 3 && numberWordFollows(text, next.index + next[0].length, language, true)
  );
}

/** The street endings {@link FUSED_STREET} reads: of five letters or more. */
const LONG_FUSED_STREET_ENDINGS = FUSED_STREET_ENDINGS.filter((ending) => /^\p{L}{5,}$/u.test(ending));
/** A word with a street ending fused to its name ("rosestraat", "eisenbahnstraße", "kerkweg"). */
const FUSED_STREET = new RegExp(`\\p{L}{3}(?:${LONG_FUSED_STREET_ENDINGS.join('|')})$`, 'iu');
/** Fewest code units of a word {@link FUSED_STREET} matches: three letters and the shortest ending (a code point each). */
const FUSED_STREET_MIN_LENGTH =
  3 + Math.min(...LONG_FUSED_STREET_ENDINGS.map((ending) => Array.from(ending).length));

/**
 * A preposition and an article or possessive (two short words) between an address cue and a cue of
 * another kind: the address of that thing ("address on the meter", "adres op die kontrak"), no next question.
 */
const OF_THING = /^[ \t]+[\p{L}'’]{1,3}[ \t]+[\p{L}'’]{1,4}[ \t]+$/u;
/**
 * A preposition fused with its article, by language: alone between an address cue and a cue of
 * another kind it names what the address is of too ("l'adresse du compteur", "la dirección del
 * medidor", "l'indirizzo del contatore", "die Adresse vom Zähler").
 */
const PREPOSITION_ARTICLES: ReadonlySet<string> = new Set(
  'du des au aux del al dello della dei degli dal dalla vom zum zur beim'.split(' '),
);

/** The text between an address cue and a cue of another kind names what the address is of. */
function namesThing(between: string): boolean {
  return OF_THING.test(between) || PREPOSITION_ARTICLES.has(between.trim().toLowerCase());
}

/** A preposition fused with its article, one word, and a place word after them. */
const THING_BEFORE_PLACE = /^[ \t]+([\p{L}]{2,6})[ \t]+[\p{L}\p{M}'’]{2,20}[ \t]+(?=([\p{L}\p{M}'’]+))/u;

/**
 * `cursor` moved over a preposition fused with its article and the one word after it when a place
 * word follows them: the words name what the address is of ("la dirección **del suministro** barrio
 * los ángeles ...", "l'adresse **du chantier** quartier ..."), not the address.
 */
function afterThingNamed(text: string, cursor: number, places: ReadonlySet<string>): number {
  const thing = THING_BEFORE_PLACE.exec(text.slice(cursor, cursor + 60));
  if (thing === null || !PREPOSITION_ARTICLES.has(thing[1]!.toLowerCase())) return cursor;
  return places.has(thing[2]!.toLowerCase()) ? cursor + thing[0].length : cursor;
}

/** Indefinite articles that are also the word for one ("un", "ein", "uno"). */
const ARTICLE_NUMBERS: ReadonlySet<string> = new Set([
  'un',
  'une',
  'ein',
  'eine',
  'einen',
  'uno',
  'una',
  "'n",
]);

/** Currency names and symbols written as words: an amount after an address is no part of it. */
const CURRENCY_WORDS: ReadonlySet<string> = new Set(
  'naira kobo cedi cedis pesewas rand r shilling shillings ksh francs franc cfa fcfa dollars dollar usd euro euros eur birr ብር dirham dirhams درهم dinar dinars دينار دينار جنيه pula maloti kwacha rwf frw amafaranga'.split(
    ' ',
  ),
);

/**
 * The post-box words as a speech recogniser writes their abbreviations, letter by letter and lower
 * case ("P.O. Box" -> "p o box", "PO Box" -> "po box", "S.L.P." -> "s l p", "B.P." -> "b p"): a
 * form of two words or more with a word of one or two letters in it.
 */
const SPELLED_POST_BOXES: readonly string[] = [
  ...new Set(
    POST_BOX_WORDS.map((word) =>
      word
        .toLowerCase()
        .split(/[\s.]+/u)
        .filter((part) => part.length > 0)
        .join(' '),
    ).filter((form) => form.includes(' ') && form.split(' ').some((part) => part.length <= 2)),
  ),
];

const spelledPostBoxPatterns = new Map<string, RegExp>();

/** The spelled post-box form (or its words before the last) at the end of a text, after a space or its start; compiled once per form. */
function spelledPostBoxPattern(rest: string): RegExp {
  let pattern = spelledPostBoxPatterns.get(rest);
  if (pattern === undefined) {
    pattern = new RegExp(`(?:^|[ \t])(${rest.replaceAll(' ', '[ \\t]+')})[ \t]+$`, 'u');
    spelledPostBoxPatterns.set(rest, pattern);
  }
  return pattern;
}

/**
 * Where the spelled post-box word that holds or ends just before the answer's first word (from
 * `wordStart` to `wordEnd`) starts ("p o | box one four four", "s l p | nne nne"); `wordStart` when none.
 */
function spelledPostBoxStart(text: string, wordStart: number, wordEnd: number): number {
  const before = text.slice(Math.max(0, wordStart - 16), wordStart).toLowerCase();
  const word = text.slice(wordStart, wordEnd).toLowerCase();
  for (const form of SPELLED_POST_BOXES) {
    const lastSpace = form.lastIndexOf(' ');
    // the form ends with the first word ("p o box"), or just before it ("s l p")
    const rest = form.slice(lastSpace + 1) === word ? form.slice(0, lastSpace) : form;
    const found = spelledPostBoxPattern(rest).exec(before);
    if (found !== null) return wordStart - before.length + found.index + found[0].indexOf(found[1]!);
  }
  return wordStart;
}

/**
 * Nouns that name an amount ("fee", "amount", "الرسوم", "montant", "Gebühr") or the bill that
 * states one ("bill", "facture", "الفاتورة"): after an address they start the next sentence ("...
 * عمّان | الرسوم خمسين دينار", "... باب الزوار | الفاتورة هاذي فيها ثمنطاش ألف").
 */
const AMOUNT_NOUNS: ReadonlySet<string> = new Set(
  'fee fees amount price cost bill invoice fooi bedrag prys gebühr gebühren betrag preis kosten rechnung montant frais prix facture monto importe precio cuota factura importo prezzo costo fattura ada kiasi الرسوم رسوم المبلغ السعر التكلفة الفاتورة فاتورة ክፍያ ዋጋ'.split(
    ' ',
  ),
);

/** Seven digits or more: a phone number or an identifier, never a house number. */
const LONG_DIGIT_RUN = /^\+?\d{7,}$/u;
/** Most words of a question skipped after a question word before its answer starts. */
const QUESTION_REACH = 8;

/** Most words looked at after an opening (skipped question words included): keeps the scan linear. */
const SPOKEN_SCAN_WORDS = 24;

/** The answers to address cues and "where" questions in text from speech, added to `entities`. */
function spokenAnswers(input: AnalysisInput, entities: RecognizedEntity[]): void {
  const { text, context, language } = input;
  const cues = context.cues;
  const { closers, openers, places, questions, addressees, where } = answerWordsOf(language);
  let answeredUntil = 0;
  let cueIndex = 0;
  for (const opening of spokenOpenings(input, where)) {
    // answered already ("o nna kae plot 12345": 'plot' is a cue too)
    if (opening.start < answeredUntil) continue;
    while (cueIndex < cues.length && cues[cueIndex]!.start <= opening.start) cueIndex++;
    // the next cue of another kind ends the answer (one inside this one's phrase does not)
    // (bounded: a long text of address cues stays linear)
    let limit = Math.min(text.length, opening.end + SPOKEN_ANSWER_REACH);
    // (whether the next cue of another kind set `limit`: the next question closes the answer)
    let cueLimit = false;
    let qualifierEnd = -1;
    for (let next = cueIndex; next < cues.length && cues[next]!.start < limit; next++) {
      const other = cues[next]!;
      // (the word for "number" before a number is the house number's: "villa numéro trois cent deux")
      if (houseNumberNoun(text, other.start, other.end, language)) continue;
      // (a place word that is also a cue of another kind: "market line b", a row of shops)
      if (places.has(text.slice(other.start, other.end).toLowerCase())) continue;
      if (other.start >= opening.end && !other.kinds.has('ADDRESS')) {
        // (what the address is of, right after the cue: "address on the meter", "adresse sur le compteur")
        if (qualifierEnd < 0 && namesThing(text.slice(opening.end, other.start))) {
          qualifierEnd = other.end;
          continue;
        }
        limit = other.start;
        cueLimit = true;
        break;
      }
    }
    let cursor = qualifierEnd < 0 ? opening.end : qualifierEnd;
    // what the address is of before its first place word ("la dirección | del suministro | barrio ...")
    if (qualifierEnd < 0) cursor = afterThingNamed(text, cursor, places);
    let start = -1;
    let end = -1;
    let words = 0;
    let scanned = 0;
    let addressLike = false;
    let skippedCue = false;
    let skippedCloser = opening.whereWord;
    // a question word ("het jy", "hore re u", "don ... ya") before anything address-like: the
    // question goes on, and the answer starts at its first address-like word
    let questionGoesOn = false;
    let questionWords = 0;
    let previousNumber = false;
    // whether the answer's first word is a number (after a cue that names a part, the part's number)
    let startsWithNumber = false;
    let endBeforeNumber = -1;
    // where the answer ended before its last word, and whether that word is an article or preposition
    let endBeforeWord = -1;
    let lastWordJoins = false;
    // an answer without a number or place word ("lantana in paarl | thanks"): whether a closer or the
    // next question ends it, whether all its words are place-like, and how many are names of places
    let closed = false;
    let acknowledged = false;
    let placeLike = true;
    let placeNames = 0;
    let listedNames = 0;
    while (words < SPOKEN_ANSWER_MAX_WORDS && scanned++ < SPOKEN_SCAN_WORDS) {
      SPOKEN_GAP.lastIndex = cursor;
      SPOKEN_GAP.exec(text);
      const wordStart = SPOKEN_GAP.lastIndex;
      if (wordStart >= limit) {
        closed = cueLimit;
        break;
      }
      SPOKEN_WORD.lastIndex = wordStart;
      const match = SPOKEN_WORD.exec(text);
      if (match === null) break;
      const word = match[0].replace(/[._-]+$/u, '');
      if (word.length === 0 || wordStart + word.length > limit) break;
      const lower = word.toLowerCase();
      const opener = start < 0 ? startsPhrase(text, wordStart, word, openers) : 0;
      if (opener > 0 && !questionGoesOn) {
        cursor = opener;
        continue;
      }
      // a copula or lead-in after the question ("kan jy dit vir my volledig gee | dit is plaas ..."):
      // the question has ended, and the answer starts at its first address-like word
      if (opener > 0 && !PLACE_PREPOSITIONS.has(lower)) {
        questionWords = 0;
        cursor = opener;
        continue;
      }
      const closer = startsPhrase(text, wordStart, word, closers);
      if (closer > 0) {
        // "drie en twintig", "cento e due": a conjunction between number words is part of the number
        const joinsNumber = previousNumber && numberWordFollows(text, closer, language);
        // an acknowledgement before the answer ("la dirección | sí es en caracolas"), once
        // (also at the end of the question: "is dit nog reg | ja dis eenheid twaalf ...")
        if (start < 0 && !skippedCloser) {
          skippedCloser = true;
          acknowledged = true;
          cursor = closer;
          continue;
        }
        if (!joinsNumber) {
          closed = true;
          break;
        }
      }
      if (NUMBER_NOUNS.has(lower) && opensQuestion(text, wordStart + word.length, language)) break;
      // the indefinite article that is also the word for one, after the house number and before a
      // word: a new sentence ("villa numéro trois cent deux | un technicien passera ...")
      if (
        start >= 0 &&
        addressLike &&
        previousNumber &&
        ARTICLE_NUMBERS.has(lower) &&
        !numberWordFollows(text, wordStart + word.length, language)
      )
        break;
      // an amount ("naira dubu goma", "cedis aduasa", "الرسوم خمسين"), or a new sentence's copula
      // ("dis twee bokse") after the address starts what follows it
      if (start >= 0 && addressLike && AMOUNT_NOUNS.has(lower)) {
        // (its article goes with it: "... mbale | the fee is")
        if (lastWordJoins && endBeforeWord > start) end = endBeforeWord;
        break;
      }
      // a pronoun or a verb after the address opens the next clause ("... uitenhage | ndiyibonile", "... enugu | ọ")
      if (start >= 0 && addressLike && opensNextClause(lower, language)) break;
      if (start >= 0 && addressLike && CURRENCY_WORDS.has(lower)) {
        // (the amount's number before the currency goes with it: "vyftig rand")
        if (previousNumber && endBeforeNumber > start) end = endBeforeNumber;
        break;
      }
      if (
        start >= 0 &&
        addressLike &&
        !PLACE_PREPOSITIONS.has(lower) &&
        startsPhrase(text, wordStart, word, openers) > 0
      )
        break;
      // a title after the address turns to the caller ("... katutura | herr nghifikwa"); before it, to whom the question goes
      if (addressees.has(lower)) {
        if (start >= 0 && addressLike) break;
        if (start < 0) {
          cursor = wordStart + word.length;
          continue;
        }
      }
      // the rest of the question before a copula or lead-in ("die adres presies | dis eenheid twaalf",
      // "l'indirizzo di installazione | è via garibaldi"): the answer starts after it
      if (start >= 0 && !addressLike && words < OPENER_REACH && !PLACE_PREPOSITIONS.has(lower)) {
        const restart = startsPhrase(text, wordStart, word, openers);
        if (restart > 0) {
          start = -1;
          words = 0;
          cursor = restart;
          continue;
        }
      }
      if (!addressLike) {
        const question = startsPhrase(text, wordStart, word, questions);
        if (question > 0) {
          questionGoesOn = true;
          start = -1;
          words = 0;
          cursor = question;
          continue;
        }
      }
      const isNumber = /\p{N}/u.test(word) || (word.length > 1 && isNumberWord(language, word));
      // a spoken house number opens the answer: two number words ("drie en twintig", "c four four two")
      const isPlace =
        /\p{N}/u.test(word) ||
        places.has(lower) ||
        FUSED_STREET.test(word) ||
        (NUMBER_NOUNS.has(lower) && !opensQuestion(text, wordStart + word.length, language)) ||
        (!opening.whereWord &&
          start < 0 &&
          isNumber &&
          numberWordFollows(text, wordStart + word.length, language));
      // a long digit run is a phone number or an identifier ("kan bel 0718824556"): the answer ends before it
      if (LONG_DIGIT_RUN.test(word)) break;
      // an address cue inside the answer to "where" answers it itself ("where should he come | house number ...")
      if (opening.whereWord && !addressLike && addressCueAt(cues, cueIndex, wordStart) > 0) break;
      // and "where" after an address cue asks the question itself ("cannot find the house | where
      // exactly should he come ..."): its own opening answers
      if (!opening.whereWord && !addressLike && where !== undefined && startsWhere(where, text, wordStart))
        break;
      // the address asked for again before anything address-like ("ومحدش رد ممكن تأكدي | العنوان
      // عمارة ١٨ ..."): the answer starts after it
      if (start >= 0 && !addressLike && !opening.whereWord) {
        const cue = addressCueAt(cues, cueIndex, wordStart);
        if (cue > 0 && !namesHouse(text.slice(wordStart, cue), places)) {
          start = -1;
          words = 0;
          cursor = cue;
          continue;
        }
      }
      if (start < 0) {
        // another address cue before the answer ("aterese o nna kae ..."), unless a number follows it ("plot 12345")
        // (one at most, so that a text of cues stays linear)
        const cue = skippedCue ? 0 : addressCueAt(cues, cueIndex, wordStart);
        if (cue > 0 && !/^[ \t]*\p{N}/u.test(text.slice(cue, cue + 4))) {
          skippedCue = true;
          // (the cue asks anew: "no encuentro la casa me repite | la dirección | sí es en caracolas")
          questionGoesOn = false;
          questionWords = 0;
          cursor = cue;
          continue;
        }
        if (questionGoesOn && !isPlace) {
          if (++questionWords > QUESTION_REACH) break;
          cursor = wordStart + word.length;
          continue;
        }
        // (a post-box word spelled letter by letter before it: "p o | box one four four")
        start = isPlace ? spelledPostBoxStart(text, wordStart, wordStart + word.length) : wordStart;
      }
      if (!PLACE_PREPOSITIONS.has(lower)) {
        const facts = isNumber || opensNextClause(lower, language) ? STOP_WORD : wordFacts(word);
        if (TOWNS.has(lower)) placeNames++;
        else if (
          (facts & (STOP_WORD | UNCASED_STOP_WORD)) !== 0 ||
          NEGATIONS.has(lower) ||
          !/^[\p{L}\p{M}'’-]+$/u.test(word)
        )
          placeLike = false;
        else {
          placeNames++;
          if ((facts & LISTED_NAME) !== 0) listedNames++;
        }
      }
      if (isNumber && !previousNumber) endBeforeNumber = end;
      endBeforeWord = end;
      // (an Amharic genitive in የ- joins the noun after it: "የፖስታ | ክፍያ", the postal fee)
      lastWordJoins = PLACE_PREPOSITIONS.has(lower) || word.startsWith('የ');
      end = wordStart + word.length;
      // a spoken number is one word of the answer, however many number words it takes
      if (!(isNumber && previousNumber)) words++;
      previousNumber = isNumber;
      if (words === 1 && isNumber) startsWithNumber = true;
      if (isPlace) addressLike = true;
      cursor = end;
      if (end < wordStart + match[0].length) break;
    }
    // a cue that names a part of the address ("plot", "house number") and a number said after it
    // are the address however short ("house number | five slash seven", "plot | twelve")
    const cueNamesPart = !opening.whereWord && namesHouse(text.slice(opening.start, opening.end), places);
    const numberedPart = cueNamesPart && startsWithNumber && start >= 0 && start - opening.end <= 1;
    if (start < 0 || (words < SPOKEN_ANSWER_MIN_WORDS && !numberedPart)) continue;
    if (
      !addressLike &&
      !numberedPart &&
      (opening.whereWord ||
        acknowledged ||
        !namesPlacesOnly(closed, placeLike, placeNames, listedNames, words))
    )
      continue;
    // the town or area said before the first address-like word ("niko | kitengela | plot namba ...");
    // not back over the question, unless its cue names a part of the address ("plot", "house number"),
    // nor after a bare "where" (the words of its question are no place: "a ina za a zo a duba motar | ...")
    const floor = opening.whereWord ? start : Math.max(answeredUntil, cueNamesPart ? 0 : opening.end);
    const edge = cueNamesPart ? Math.min(start, opening.start) : start;
    const grownStart = spokenAddressLeftEdge(text, edge, floor, language, leftEdgeWordsOf(language));
    answeredUntil = end;
    entities.push({
      type: 'ADDRESS',
      start: grownStart < edge ? grownStart : numberedPart ? edge : start,
      end,
      score: ADDRESS_ANSWER_SCORE,
      recognizer: 'address-answer',
    });
  }
}

const leftEdgeWords = new Map<LanguageName, LeftEdgeWords>();

/** The words {@link spokenAddressLeftEdge} reads for `language`, gathered once. */
function leftEdgeWordsOf(language: LanguageName): LeftEdgeWords {
  let words = leftEdgeWords.get(language);
  if (words === undefined) {
    const { closers, openers, places, questions, addressees } = answerWordsOf(language);
    words = {
      answerWords: new Set([...closers, ...questions, ...addressees, ...NEGATIONS]),
      areas: new Set(addressAreaWords(language)),
      // (an article opens a noun, not a place: "steht der | router | farm ...")
      openers: new Set([...openers].filter((opener) => !PLACE_PREPOSITIONS.has(opener))),
      // (and the unit words: "maison douze", "casa catorce")
      places: new Set([...places, ...addressUnitWords(language).map((word) => word.toLowerCase())]),
      towns: TOWNS,
      isNumberWord: (word) => isNumberWord(language, word),
      opensClause: (word) => opensNextClause(word, language),
    };
    leftEdgeWords.set(language, words);
  }
  return words;
}

/** The towns of the name rules' stop words, lower case ("kano", "kampala"): names of places. */
const TOWNS: ReadonlySet<string> = new Set(TOWN_NAMES.map((town) => town.toLowerCase()));

/**
 * Words for no and not, by language in one list (a reply or a statement, never a place: "changement
 * d'adresse | non confirmé", "address | not changed").
 */
const NEGATIONS: ReadonlySet<string> = new Set(
  'no not non pas nein nicht kein nee nie geen hapana siyo sio si ba babu aowa aua ayi hayi cha kwete aiwa oya daabi dabi rara ko kò mba ọ bụghị oya ntabwo oya አይ አይደለም የለም لا مش ماشي ليس ما'.split(
    ' ',
  ),
);

/** Most words of an answer in speech made of place names alone ("kicukiro niboye", "near the mosque in sabon gari kano"). */
const BARE_PLACES_MAX_WORDS = 8;

/**
 * An answer in speech without a number or place word, right after an address cue (not a bare
 * "where", not after an acknowledgement: "changement d'adresse | non confirmé"), is an address
 * when a closer or the next question ends it, every word is place-like (no stop word, pronoun, first-person verb, number or
 * other token; prepositions and articles may join them), at least two are names of places, and
 * not all of those are listed personal names (then the answer names a person).
 */
function namesPlacesOnly(
  closed: boolean,
  placeLike: boolean,
  placeNames: number,
  listedNames: number,
  words: number,
): boolean {
  return closed && placeLike && placeNames >= 2 && listedNames < placeNames && words <= BARE_PLACES_MAX_WORDS;
}

/** The post-box words of one word, lower case ("posbus", "postfach", "apartado"): a number follows them. */
const ONE_WORD_POST_BOXES: ReadonlySet<string> = new Set(
  POST_BOX_WORDS.filter((word) => /^\p{L}{4,}$/u.test(word)).map((word) => word.toLowerCase()),
);
/** Fewest digits of a postcode, and fewest number words of one said digit by digit ("sewe ses twee nul"). */
const POSTCODE_MIN_DIGITS = 4;
/** Most words between the house number and the postcode ("dritter stock", a town before the code). */
const POSTCODE_GAP_WORDS = 2;

/**
 * Street addresses said without a cue in text from speech (as the recognizers see it: numbers said
 * digit by digit are written as digits), as "Hauptstraße 5, 10119 Berlin" is written: a street name
 * fused with its street word ("torstraße", "kerkstraat") or a post-box word ("posbus", "postfach"),
 * a house or box number, up to two words, and a postcode (four digits or more, or as many number
 * words); then the town, a word of three letters or more that is no stop word ("torstraße
 * einhundertzwei 10119 berlin", "posbus drie agt twee paarl 7620"). Without a postcode nothing is
 * taken.
 */
function spokenStreetAddresses(
  input: AnalysisInput,
  words: readonly RegExpExecArray[],
  entities: RecognizedEntity[],
): void {
  const { language } = input;
  const digitsAt = (index: number): number =>
    index < words.length && /^\p{N}+$/u.test(words[index]![0]) ? words[index]![0].length : 0;
  const isNumberAt = (index: number): boolean =>
    index < words.length && (digitsAt(index) > 0 || isNumberWord(language, words[index]![0]));
  /** The digits a run of number tokens from `from` to `to` says at least (a number word: one). */
  const digitsOf = (from: number, to: number): number => {
    let digits = 0;
    for (let index = from; index < to; index++) digits += Math.max(1, digitsAt(index));
    return digits;
  };
  for (let index = 0; index < words.length; index++) {
    const word = words[index]![0];
    if (
      !(
        (word.length >= FUSED_STREET_MIN_LENGTH && FUSED_STREET.test(word)) ||
        ONE_WORD_POST_BOXES.has(word.toLowerCase())
      )
    )
      continue;
    const start = words[index]!.index;
    if (entities.some((entity) => entity.start <= start && start < entity.end)) continue;
    let next = index + 1;
    while (isNumberAt(next)) next++;
    if (next === index + 1) continue;
    let postcodeEnd = -1;
    // the house number and the postcode in one run: the run ends with a code of its own
    if (next - index > 2) {
      const last = next - 1;
      let codeStart = last;
      while (codeStart > index + 2 && digitsAt(codeStart) === 0 && digitsAt(codeStart - 1) === 0) codeStart--;
      if (digitsAt(last) >= POSTCODE_MIN_DIGITS || digitsOf(codeStart, next) >= POSTCODE_MIN_DIGITS)
        postcodeEnd = next;
    }
    // or after up to two words
    for (let skip = 1; skip <= POSTCODE_GAP_WORDS && postcodeEnd < 0; skip++) {
      if (isNumberAt(next + skip - 1)) break;
      let run = next + skip;
      while (isNumberAt(run)) run++;
      if (run > next + skip && digitsOf(next + skip, run) >= POSTCODE_MIN_DIGITS) postcodeEnd = run;
    }
    if (postcodeEnd < 0) continue;
    let last = postcodeEnd - 1;
    const town = words[postcodeEnd];
    if (town !== undefined && /^\p{L}{3}/u.test(town[0]) && (wordFacts(town[0]) & STOP_WORD) === 0)
      last = postcodeEnd;
    const end = words[last]!.index + words[last]![0].length;
    entities.push({ type: 'ADDRESS', start, end, score: ADDRESS_ANSWER_SCORE, recognizer: 'address-answer' });
    index = last;
  }
}
