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
 * least.
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
import { numberWord } from '../spoken/number-words.js';
import { STOP_WORD, wordFacts } from './person-name-word-facts.js';

/** As sure as a validated value: the answer is taken whole over the shorter spans found inside it (the longer wins a tie). */
export const ADDRESS_ANSWER_SCORE = 1;
const MAX_LENGTH = 200;
const CASED_WORD = /(?<![\p{L}\p{M}\p{N}])[\p{Lu}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;
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
      spokenAnswers(input, entities);
      return entities;
    }
    for (const cue of context.cues) {
      if (cue.start !== cue.end || !cue.kinds.has('ADDRESS') || !asksForAddress(text, context, cue.start))
        continue;
      const lineEnd = text.indexOf('\n', cue.end);
      const answer = text.slice(cue.end, lineEnd === -1 ? text.length : lineEnd);
      const offset = UNCASED_SCRIPT.test(answer.slice(0, 8)) ? 0 : addressStart(answer);
      if (offset < 0) continue;
      const value = answer.slice(offset).replace(/[\s,;:.!?؟።]+$/u, '');
      if (value.length === 0 || value.length > MAX_LENGTH || !looksLikeAddress(value)) continue;
      const start = cue.end + offset;
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

/** The first digit or capitalised word that is no stop word ("Ja, Lindenstraße 42" starts at "Lindenstraße"); -1 when none. */
function addressStart(answer: string): number {
  for (const match of answer.matchAll(CASED_WORD)) {
    if (/^\p{N}/u.test(match[0]) || (wordFacts(match[0]) & STOP_WORD) === 0) return match.index;
  }
  return -1;
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
const SPOKEN_ANSWER_MAX_WORDS = 12;
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
    }
  >
> = {
  English: {
    closers: [
      'okay',
      'ok',
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
    ],
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
    ],
  },
  Amharic: {
    closers: ['እሺ', 'አመሰግናለሁ', 'ጥሩ'],
    openers: [],
    places: ['ቀበሌ', 'ወረዳ', 'ክፍለ', 'ከተማ', 'ጀርባ', 'አጠገብ', 'ፊት', 'ለፊት', 'ቤት', 'ቁጥር', 'ብሎክ', 'መንደር'],
  },
  Arabic: {
    closers: ['تمام', 'طيب', 'شكرا', 'ماشي', 'اوكي', 'مزبوط', 'واش', 'الإيميل', 'والإيميل'],
    openers: ['تاعك', 'انا', 'في', 'بالضبط', 'ساكن'],
    places: ['حي', 'شارع', 'عمارة', 'شقة', 'بيت', 'جنب', 'قرب', 'ورا', 'مقابل', 'الحارة', 'مربع', 'الدور'],
  },
  French: {
    closers: ["d'accord", 'merci', 'oui', 'parfait', 'très bien', 'et', 'votre', 'on', 'je', 'nous', 'vous'],
    openers: ["c'est", 'je suis', "j'habite", 'toujours', 'à', 'au', 'exactement'],
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
    ],
  },
  German: {
    closers: ['danke', 'gut', 'okay', 'und', 'ihre', 'alles', 'ich', 'wir', 'wie', 'ah'],
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
    ],
  },
  Hausa: {
    closers: ['to', 'toh', 'nagode', 'na gode', 'madalla', 'yauwa'],
    openers: ['yanzu', 'daidai', 'ina zaune', 'a'],
    places: ['unguwar', 'unguwa', 'layin', 'gida', 'kusa', 'bayan', 'titin', 'lamba'],
  },
  Igbo: {
    closers: ['dị mma', 'daalụ', 'ee', 'ị'],
    openers: ['ugbu a', 'bụ', 'kpọmkwem'],
    places: ["n'akụkụ", "n'azụ", 'nso', 'okporo', 'ụzọ', 'ụlọ', 'nọmba', 'obodo'],
  },
  Isixhosa: {
    closers: ['kulungile', 'enkosi', 'ndiyabulela', 'ewe'],
    openers: ['yakho', 'yam', 'sisi', 'mama', 'tata', 'ngu'],
    places: ['indlu', 'elalini', 'ilali', 'kufutshane', 'emva', 'kwecawa', 'isitrato', 'section'],
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
    ],
  },
  Kinyarwanda: {
    closers: ['murakoze', 'yego', 'byiza', 'sawa', 'ok'],
    openers: ['ubu', 'neza', 'ni', 'ntuye'],
    places: ['umurenge', 'akagari', 'umudugudu', 'hafi', 'inyuma', 'inzu', 'nimero'],
  },
  Sesotho: {
    closers: ['ho lokile', 'lokile', 'kea leboha', 'leboha', 'ke kopa'],
    openers: ['ya hao', 'ke efe', 'hantle', 'ke dula', 'ke'],
    places: ['ha', 'haufi', 'ka', 'mora', 'ntlo', 'motse', 'seterata'],
  },
  Setswana: {
    closers: ['go siame', 'siame', 'ke a leboga', 'leboga', 'ke'],
    openers: ['ke nna'],
    places: ['gaufi', 'kwa', 'morago', 'ntlo', 'motse', 'ward'],
  },
  Shona: {
    closers: ['zvakanaka', 'ndatenda', 'tatenda', 'hongu'],
    openers: ['yenyu', 'yako', 'chaiyo', 'ndinogara', 'ndi'],
    places: ['pedyo', 'kumashure', 'imba', 'nhamba', 'musha'],
  },
  Spanish: {
    closers: ['vale', 'muy bien', 'gracias', 'perfecto', 'sí', 'de acuerdo', 'y'],
    openers: ['exactamente', 'es', 'vivo en', 'en', 'ahora'],
    places: ['barrio', 'calle', 'avenida', 'cerca', 'detrás', 'frente', 'casa', 'número', 'edificio', 'piso'],
  },
  Swahili: {
    closers: ['sawa', 'asante', 'ndiyo', 'haya', 'sawasawa'],
    openers: ['yako', 'kwa sasa', 'kabisa', 'ni', 'niko', 'iko', 'naishi'],
    places: ['karibu', 'nyuma', 'mtaa', 'barabara', 'nyumba', 'namba', 'kijiji'],
  },
  Twi: {
    closers: ['ɛyɛ', 'medaase', 'yoo', 'aane', 'wo'],
    openers: ['pɛpɛɛpɛ', 'mete'],
    places: ['ɛbɛn', 'akyi', 'fie'],
  },
  Yoruba: {
    closers: ['ó dáa', 'o daa', 'ẹ ṣé', 'e se'],
    openers: ['ni', 'gan an'],
    places: ['lẹ́yìn', 'ẹ̀gbẹ́', 'nítòsí', 'ilé', 'òpópónà', 'àdúgbò'],
  },
  Zulu: {
    closers: ['kulungile', 'ngiyabonga', 'yebo'],
    openers: ['lakho', 'lami', 'lokuhlala', 'ngqo', 'ngu', 'ngihlala'],
    places: ['eduze', 'ngemuva', 'emva', 'indlu', 'isigodi'],
  },
};

interface AnswerWords {
  closers: ReadonlySet<string>;
  openers: ReadonlySet<string>;
  places: ReadonlySet<string>;
}
const answerWords = new Map<LanguageName, AnswerWords>();

function answerWordsOf(language: LanguageName): AnswerWords {
  let words = answerWords.get(language);
  if (words === undefined) {
    const english = SPOKEN_ANSWER_WORDS.English;
    const own = SPOKEN_ANSWER_WORDS[language];
    words = {
      closers: new Set([...english.closers, ...own.closers]),
      openers: new Set([...english.openers, ...own.openers]),
      places: new Set([...english.places, ...own.places]),
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

/** `true` when the word after `position` is a word of two letters or more and no number word. */
function opensQuestion(text: string, position: number, language: LanguageName): boolean {
  SPOKEN_GAP.lastIndex = position;
  SPOKEN_GAP.exec(text);
  if (SPOKEN_GAP.lastIndex === position) return false;
  SPOKEN_WORD.lastIndex = SPOKEN_GAP.lastIndex;
  const next = SPOKEN_WORD.exec(text);
  return next !== null && /^\p{L}{2}/u.test(next[0]) && numberWord(language, next[0]) === undefined;
}

/** Text as a speech recogniser writes it: one line, no question mark. */
function isSpeechText(text: string): boolean {
  return !/[\n?؟፧]/u.test(text);
}

const SPOKEN_WORD = /[\p{L}\p{M}\p{N}'’@._-]+/uy;
const SPOKEN_GAP = /[ \t]*/y;

/** The answers to address cues in text from speech, added to `entities`. */
function spokenAnswers(input: AnalysisInput, entities: RecognizedEntity[]): void {
  const { text, context, language } = input;
  const cues = context.cues;
  const { closers, openers, places } = answerWordsOf(language);
  let answeredUntil = 0;
  for (let index = 0; index < cues.length; index++) {
    const cue = cues[index]!;
    if (cue.start === cue.end || !cue.kinds.has('ADDRESS')) continue;
    // answered already ("o nna kae plot 12345": 'plot' is a cue too)
    if (cue.start < answeredUntil) continue;
    // the next cue of another kind ends the answer (one inside this one's phrase does not)
    // (bounded: a long text of address cues stays linear)
    let limit = Math.min(text.length, cue.end + SPOKEN_ANSWER_REACH);
    for (let next = index + 1; next < cues.length && cues[next]!.start < limit; next++) {
      const other = cues[next]!;
      if (other.start >= cue.end && !other.kinds.has('ADDRESS')) {
        limit = other.start;
        break;
      }
    }
    let cursor = cue.end;
    let start = -1;
    let end = -1;
    let words = 0;
    let addressLike = false;
    let skippedCue = false;
    while (words < SPOKEN_ANSWER_MAX_WORDS) {
      SPOKEN_GAP.lastIndex = cursor;
      SPOKEN_GAP.exec(text);
      const wordStart = SPOKEN_GAP.lastIndex;
      if (wordStart >= limit) break;
      SPOKEN_WORD.lastIndex = wordStart;
      const match = SPOKEN_WORD.exec(text);
      if (match === null) break;
      const word = match[0].replace(/[._-]+$/u, '');
      if (
        word.length === 0 ||
        wordStart + word.length > limit ||
        startsPhrase(text, wordStart, word, closers) > 0 ||
        (NUMBER_NOUNS.has(word.toLowerCase()) && opensQuestion(text, wordStart + word.length, language))
      )
        break;
      // the rest of the question before a copula or lead-in ("die adres presies | dis eenheid twaalf",
      // "l'indirizzo di installazione | è via garibaldi"): the answer starts after it
      if (start >= 0 && !addressLike && words < OPENER_REACH) {
        const opener = PLACE_PREPOSITIONS.has(word.toLowerCase())
          ? 0
          : startsPhrase(text, wordStart, word, openers);
        if (opener > 0) {
          start = -1;
          words = 0;
          cursor = opener;
          continue;
        }
      }
      if (start < 0) {
        // another address cue before the answer ("aterese o nna kae ..."), unless a number follows it ("plot 12345")
        // (one at most, so that a text of cues stays linear)
        const question = skippedCue ? 0 : addressCueAt(cues, index + 1, wordStart);
        if (question > 0 && !/^[ \t]*\p{N}/u.test(text.slice(question, question + 4))) {
          skippedCue = true;
          cursor = question;
          continue;
        }
        const opener = startsPhrase(text, wordStart, word, openers);
        if (opener > 0) {
          cursor = opener;
          continue;
        }
        start = wordStart;
      }
      end = wordStart + word.length;
      words++;
      if (/\p{N}/u.test(word) || places.has(word.toLowerCase())) addressLike = true;
      cursor = end;
      if (end < wordStart + match[0].length) break;
    }
    if (start < 0 || words < SPOKEN_ANSWER_MIN_WORDS || !addressLike) continue;
    answeredUntil = end;
    entities.push({ type: 'ADDRESS', start, end, score: ADDRESS_ANSWER_SCORE, recognizer: 'address-answer' });
  }
}
