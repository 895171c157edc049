/**
 * Numbers given in pieces in a call. The analysis finds a value whole; callers also give part of
 * one, or give it in two goes:
 *
 * - the last digits of a value: after the language's "ending in" or "last four" (`ENDING_CUES`),
 *   a group of 2 to 6 digits ("the card ending in four four two one", "la carta che finisce con
 *   4417", "آخر أربعة ٤٤٢١") takes the type of the nearest value cue before it ("account", "kadi",
 *   "simu"), and is a CARD_NUMBER without one (a card is the value quoted by its last digits); so
 *   do digits before a cue that follows them (`ENDING_AFTER_CUES`: "ካርዱ በ 5204 የሚያልቀው"), digits
 *   opening an answer to a question that holds the cue ("the last four digits of the card?" /
 *   "uh, 7730"), and the same number of digits after a correction ("7730. no sorry, 7703");
 * - a value's continuation: after a found number, the language's "and then" or "the rest is"
 *   (`CONTINUATION_CUES`) and digits, in the same turn or the next, those digits take the value's
 *   type ("0722 418 ... the rest is 339");
 * - a corrected value: digits followed by the language's "sorry" or "I mean" (`CORRECTION_CUES`)
 *   and then a found number take that number's type ("0722 no sorry it's 0733 418 339"); a found
 *   number said again after a correction with as many digits, no other cue between, takes the
 *   first one's type ("tax number 0123456789 no sorry it's 0132456789": not a phone).
 *
 * - digit groups said apart after a value cue ("card number 4532. 1178. 9012. 3456.", "4532 1178
 *   and then 9012 3456"): of a card's length after a card cue they are the card (groups found as
 *   another number retyped); otherwise, none found, eight digits or more take the cue's type.
 *
 * Runs on the written view (number words already digits), one pass over the digit groups.
 *
 * @example
 * ```ts
 * // English 'the card ending in 4421' -> CARD_NUMBER '4421'
 * ```
 */
import type { LanguageName } from '../languages.js';
import type { ContextIndex } from './context/context-index.js';
import type { ContextKind } from './context/context-words.js';
import { entityLookup } from './entity-lookup.js';
import { IDENTIFIER_TYPES, type PlaceholderType } from './placeholder-types.js';
import { compareEntities, type RecognizedEntity } from './recognized-entity.js';
import { foldNumberWord } from './spoken/number-words.js';

/** Fewest and most digits of a value's last digits. */
const MIN_ENDING_DIGITS = 2;
const MAX_ENDING_DIGITS = 6;
/** Most characters between an ending cue and the digits ("of the card are"). */
const ENDING_CUE_WINDOW = 40;
/** Most characters between the digits and an ending cue after them ("5204 የሚያልቀው"). */
const ENDING_AFTER_WINDOW = 25;
/** Most characters from an answer's line start to its digits ("Client : Euh... 7730"). */
const ANSWER_LEAD = 40;
/** Most words there (a speaker's name and "uh", "yes"). */
const ANSWER_LEAD_WORDS = 4;
/** Most characters of the question line, back from its end, read for an ending cue. */
const QUESTION_WINDOW = 120;
/** Most characters back from the digits to the value cue that types them. */
const VALUE_CUE_WINDOW = 120;
/** Most characters between a value and its continuation's digits (a turn change included). */
const CONTINUATION_WINDOW = 60;
/** Most characters between two digit groups said apart (", ", ". "). */
const MAX_GROUP_GAP = 3;
/** Fewest digits of all but one of the groups said apart. */
const MIN_GROUP_DIGITS = 3;
/** A card's lengths (ISO/IEC 7812: 12 to 19 digits). */
const MIN_CARD_DIGITS = 12;
const MAX_CARD_DIGITS = 19;
/** Fewest digits of groups said apart that a value cue types when no group was found. */
const MIN_CHAIN_DIGITS = 8;
/** Most words between a value and its continuation's digits ("and then it's"). */
const MAX_CONTINUATION_WORDS = 5;
/** Most characters between a piece and the corrected value after it. */
const CORRECTION_WINDOW = 40;
/** Score of a value given in pieces. */
const PIECE_SCORE = 0.8;

type PhraseTable = Readonly<Partial<Record<LanguageName, readonly string[]>>>;

/** Per language, the words before a value's last digits ("ending in", "last four"). English applies everywhere. */
export const ENDING_CUES: PhraseTable = {
  English: [
    'ending in',
    'ending with',
    'ends in',
    'ends with',
    'last four',
    'last 4',
    'last digits',
    'last two',
    'last three',
    'final four',
    'last numbers',
    'ended in',
    'that ends',
    'last 3',
    'last five',
    'last six',
    'last four digits',
    'final digits',
  ],
  French: [
    'se termine par',
    'se terminant par',
    'finit par',
    'finissant par',
    'termine par',
    'derniers chiffres',
    'quatre derniers',
    '4 derniers',
    'derniers numeros',
    'se terminant',
    'qui finit',
    'qui se termine',
    'finissant',
  ],
  Spanish: [
    'termina en',
    'terminada en',
    'terminado en',
    'acaba en',
    'ultimos cuatro',
    'ultimos 4',
    'ultimos digitos',
    'ultimos numeros',
    'cuatro ultimos',
    'termina con',
    'acaba con',
    'terminacion',
    'que termina',
    'que acaba',
    'ultimas cuatro',
    'ultimas cifras',
  ],
  Italian: [
    'finisce con',
    'finisce per',
    'termina con',
    'terminante con',
    'che termina',
    'ultime quattro',
    'ultime 4',
    'ultime cifre',
    'ultimi quattro',
    'ultimi numeri',
    'finisce in',
    'termina in',
    'che finisce',
  ],
  German: [
    'endet auf',
    'endet mit',
    'endend auf',
    'endend mit',
    'letzten vier',
    'letzten 4',
    'letzten ziffern',
    'letzte vier',
    'letzten zahlen',
    'endet in',
    'endend in',
  ],
  Afrikaans: [
    'eindig op',
    'eindig met',
    'eindig in',
    'laaste vier',
    'laaste 4',
    'laaste syfers',
    'laaste nommers',
    'wat eindig',
  ],
  Swahili: [
    'inayoishia',
    'inaishia',
    'zinazoishia',
    'inamalizikia',
    'inayomalizikia',
    'za mwisho',
    'ya mwisho',
    'inaisha na',
    'inayoisha na',
    'inaisha',
    'inayoisha',
    'zinaishia',
    'inamalizia',
    'inayomalizia',
  ],
  Zulu: [
    'egcina ngo',
    'eligcina ngo',
    'egcina',
    'eligcina',
    'ephela ngo',
    'eziphela',
    'zokugcina',
    'ezine zokugcina',
    // the verb agrees with the noun's class: i-khadi "li-phela", i-khadi "i-phela" ("ngo-5512")
    'liphela',
    'iphela',
    'ephela',
    'ligcina',
    'igcina',
    'ziphela',
    'zigcina',
  ],
  Isixhosa: [
    'egqibela ngo',
    'egqibela',
    'ephela ngo',
    'eziphela',
    'zokugqibela',
    'ezine zokugqibela',
    'liphela',
    'iphela',
    'ephela',
    'ligqibela',
    'igqibela',
    'ziphela',
  ],
  Sesotho: [
    'e qetellang ka',
    'qetellang ka',
    'e felang ka',
    'tsa ho qetela',
    'tsa qetelo',
    'ho qetela',
    'e fellang ka',
    'fellang ka',
    'qetella ka',
    'e fela ka',
  ],
  Setswana: [
    'e felelang ka',
    'felelang ka',
    'e fela ka',
    'tsa bofelo',
    'tsa bokhutlo',
    'bofelo',
    'e felang ka',
    'felang ka',
    'wa bofelo',
  ],
  Shona: [
    'inopera ne',
    'inopera na',
    'inoperera',
    'dzekupedzisira',
    'zvekupedzisira',
    'yekupedzisira',
    'inopera',
    'inoguma ne',
    'inoguma',
    'dzokupedzisira',
  ],
  Kinyarwanda: [
    'irangira',
    'irangirira',
    'isozwa na',
    'za nyuma',
    'ya nyuma',
    'irangirana',
    'isozwa',
    'zanyuma',
    'irangizwa',
    'se termine par',
    'derniers chiffres',
  ],
  Hausa: [
    'ta kare da',
    'ya kare da',
    'ta ƙare da',
    'ya ƙare da',
    'na karshe',
    'na ƙarshe',
    'karshen',
    'ƙarshen',
    'ke karewa da',
    'ke ƙarewa da',
  ],
  Igbo: ['jedebere na', 'na-ejedebe na', 'kwusiri na', 'ikpeazu', 'nke ikpeazu', 'na-ejedebe', 'jedebere'],
  Yoruba: [
    'to pari si',
    'ti o pari si',
    'pari si',
    'to gbeyin',
    'ikeyin',
    'kẹyin',
    'to kehin',
    'kehin',
    'igbehin',
  ],
  Twi: ['etwa to', 'a etwa to', 'ewie', 'awiee', 'ɛtwa to', 'a ɛtwa to', 'awieeɛ', 'ewiee'],
  Arabic: [
    'آخر',
    'آخرها',
    'اخر',
    'اخرها',
    'ينتهي',
    'تنتهي',
    'الأخيرة',
    'الاخيرة',
    'آخره',
    'اخره',
    'آخرهم',
    'بينتهي',
    'المنتهي',
    'المنتهية',
    'se termine par',
    'derniers chiffres',
  ],
  Amharic: ['የሚያልቀው', 'የሚያልቅ', 'የመጨረሻ', 'የመጨረሻዎቹ', 'መጨረሻው'],
};

/**
 * Per language, the words after a value's last digits, where the verb follows them ("ካርዱ በ 5204
 * የሚያልቀው", "4421 are the last four"). English applies everywhere.
 */
export const ENDING_AFTER_CUES: PhraseTable = {
  English: ['are the last four', 'is the last four', 'being the last four'],
  German: ['endet', 'endende'],
  Afrikaans: ['eindig', 'eindig nie'],
  Amharic: ['የሚያልቀው', 'የሚያልቅ', 'የሚጨርሰው', 'የሚጨርስ', 'ላይ የሚያልቀው'],
};

/** Per language, the words before a value's second part ("and then", "the rest is"). English applies everywhere. */
const CONTINUATION_CUES: PhraseTable = {
  English: [
    'and then',
    'then',
    'the rest is',
    'the rest',
    'followed by',
    'after that',
    'and the last',
    'and finally',
    'continuing',
  ],
  French: ['et puis', 'puis', 'ensuite', 'le reste', 'la suite', 'et apres'],
  Spanish: ['y luego', 'luego', 'despues', 'el resto', 'y despues'],
  Italian: ['e poi', 'poi', 'il resto', 'dopo'],
  German: ['und dann', 'dann', 'der rest', 'danach'],
  Afrikaans: ['en dan', 'dan', 'die res', 'daarna'],
  Swahili: ['kisha', 'halafu', 'baadaye', 'zilizobaki', 'iliyobaki', 'zinazofuata'],
  Zulu: ['bese', 'bese kuba', 'okusele', 'ezisele', 'kulandela'],
  Isixhosa: ['emva koko', 'eziseleyo', 'ezishiyekileyo', 'kulandela'],
  Sesotho: ['ebe', 'e be', 'tse setseng', 'tse salang', 'ho latela'],
  Setswana: ['bese', 'e bo e', 'tse di setseng', 'tse di salang', 'go latela'],
  Shona: ['wozo', 'ozo', 'zvasara', 'dzasara', 'zvinotevera'],
  Kinyarwanda: ['hanyuma', 'izisigaye', 'izisigaye ni', 'ensuite', 'et puis'],
  Hausa: ['sannan', 'sai kuma', 'saura', 'ragowar'],
  Igbo: ['mgbe ahu', 'ndi fodurunu', 'nke fodurunu', 'ndi fọdụrụ'],
  Yoruba: ['leyin naa', 'to ku', 'toku', 'eyi to ku'],
  Twi: ['na afei', 'afei', 'nkaee', 'deɛ aka'],
  Arabic: ['وبعدين', 'بعدين', 'وبعد', 'والباقي', 'الباقي', 'ثم', 'et puis', 'ensuite'],
  Amharic: ['ከዚያ', 'ከዚያም', 'ቀሪው', 'ቀጥሎ'],
};

/** Per language, the words that correct a value just said ("no sorry", "I mean"). English applies everywhere. */
const CORRECTION_CUES: PhraseTable = {
  English: ['sorry', 'i mean', 'no wait', 'correction', 'my bad', 'pardon'],
  French: ['pardon', 'desole', 'desolee', 'je veux dire', 'plutot', 'excusez moi', 'non attendez'],
  Spanish: ['perdon', 'perdona', 'disculpe', 'quiero decir', 'mejor dicho', 'no espere'],
  Italian: ['scusi', 'scusa', 'cioe', 'anzi', 'volevo dire', 'mi correggo'],
  German: ['entschuldigung', 'ich meine', 'nein warten', 'korrektur', 'quatsch'],
  Afrikaans: ['jammer', 'ekskuus', 'ek bedoel', 'nee wag'],
  Swahili: ['samahani', 'namaanisha', 'hapana subiri', 'nilikosea'],
  Zulu: ['uxolo', 'ngiyaxolisa', 'ngiqonde ukuthi', 'ngiphinde'],
  Isixhosa: ['uxolo', 'ndiyaxolisa', 'ndithetha ukuthi'],
  Sesotho: ['tshwarelo', 'ntshwarele', 'ke bolela hore', 'ke fositse'],
  Setswana: ['maitshwarelo', 'intshwarele', 'ke raya gore', 'ke fositse'],
  Shona: ['ndine urombo', 'ndiregererei', 'ndiri kureva', 'ndakanganisa'],
  Kinyarwanda: ['mbabarira', 'mumbabarire', 'imbabazi', 'ndashaka kuvuga', 'pardon'],
  Hausa: ['yi hakuri', 'yi haƙuri', 'gafara', 'ina nufin', 'na yi kuskure'],
  Igbo: ['ndo', 'gbaghara m', 'm na-ekwu', 'ehee'],
  Yoruba: ['e ma binu', 'ma binu', 'mo fe so pe', 'mo se asise'],
  Twi: ['kafra', 'mepa wo kyew', 'mepa wo kyɛw', 'mefom'],
  Arabic: ['آسف', 'اسف', 'آسفة', 'عفوا', 'سوري', 'أقصد', 'اقصد', 'pardon', 'desole'],
  Amharic: ['ይቅርታ', 'ማለቴ', 'ተሳስቼ'],
};

/** The types a number given in pieces may have: the identifiers, phone, card and BVN. */
const NUMBER_TYPES: ReadonlySet<PlaceholderType> = new Set<PlaceholderType>([
  'PHONE_NUMBER',
  'CARD_NUMBER',
  'BVN',
  ...IDENTIFIER_TYPES,
]);

/** Cue kinds that type a value's last digits. */
const VALUE_KINDS: ReadonlySet<ContextKind> = new Set([
  'PHONE_NUMBER',
  'ACCOUNT_NUMBER',
  'CARD_NUMBER',
  'BVN',
  'GOVERNMENT_ID',
  'CUSTOMER_ID',
  'EMPLOYEE_ID',
  'STUDENT_ID',
  'POLICY_NUMBER',
  'MEDICAL_ID',
]);

/** Small letters, no accents, every run of non-letters one space, spaces around. */
function foldPhrase(value: string): string {
  return ` ${foldNumberWord(value)
    .replace(/[^\p{L}\p{M}\p{N}'-]+/gu, ' ')
    .trim()} `;
}

const compiled = new Map<PhraseTable, Map<LanguageName, readonly string[]>>();

/** `table`'s phrases of `language` and English, folded. */
function phrasesOf(table: PhraseTable, language: LanguageName): readonly string[] {
  let byLanguage = compiled.get(table);
  if (byLanguage === undefined) {
    byLanguage = new Map();
    compiled.set(table, byLanguage);
  }
  let phrases = byLanguage.get(language);
  if (phrases === undefined) {
    const own = language === 'English' ? [] : (table[language] ?? []);
    phrases = [...new Set([...(table.English ?? []), ...own])].map(foldPhrase);
    byLanguage.set(language, phrases);
  }
  return phrases;
}

/** `true` when one of `phrases` stands in `text` as whole words. */
function holdsPhrase(text: string, phrases: readonly string[]): boolean {
  const folded = foldPhrase(text);
  return phrases.some((phrase) => folded.includes(phrase));
}

function isDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 0x660 && code <= 0x669) || (code >= 0x6f0 && code <= 0x6f9);
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code > 0x7f;
}

interface DigitRun {
  start: number;
  end: number;
  digits: number;
}

/** The digit groups of `text` (digits with single spaces or `-` between), not glued to letters. */
function digitRuns(text: string): DigitRun[] {
  const runs: DigitRun[] = [];
  let position = 0;
  while (position < text.length) {
    if (!isDigit(text.charCodeAt(position))) {
      position++;
      continue;
    }
    const start = position;
    let end = position;
    let digits = 0;
    while (end < text.length) {
      const code = text.charCodeAt(end);
      if (isDigit(code)) {
        digits++;
        end++;
      } else if ((code === 32 || code === 45) && isDigit(text.charCodeAt(end + 1))) end++;
      else break;
    }
    position = end;
    if (
      (start > 0 && isLetter(text.charCodeAt(start - 1))) ||
      (end < text.length && isLetter(text.charCodeAt(end)))
    )
      continue;
    runs.push({ start, end, digits });
  }
  return runs;
}

/**
 * `entities` with the numbers `text` gives in pieces (see the module comment), in order.
 * `context` is the text's cue index.
 */
export function withValuePieces(
  text: string,
  language: LanguageName,
  entities: readonly RecognizedEntity[],
  context: ContextIndex,
): RecognizedEntity[] {
  const runs = digitRuns(text);
  if (runs.length === 0) return [...entities];
  const sorted = [...entities].sort(compareEntities);
  const added: RecognizedEntity[] = [];
  const entityAt = entityLookup(sorted);
  // the runs added are whole runs: a run overlaps one only by being it
  const addedStarts = new Set<number>();
  const overlaps = (start: number, end: number) =>
    entityAt(start, end) !== undefined || addedStarts.has(start);
  const add = (run: DigitRun, type: PlaceholderType, recognizer: string) =>
    added.push({ type, start: run.start, end: run.end, score: PIECE_SCORE, recognizer });
  const endings = phrasesOf(ENDING_CUES, language);
  const endingsAfter = phrasesOf(ENDING_AFTER_CUES, language);
  // the last value given by its last digits: a correction after it on its line takes its type
  let lastEnding: RecognizedEntity | undefined;
  const continuations = phrasesOf(CONTINUATION_CUES, language);
  const corrections = phrasesOf(CORRECTION_CUES, language);
  const retyped = joinChains(text, runs, sorted, added, context, continuations);
  retypeCorrections(text, sorted, context, corrections, retyped);
  for (const entity of added) addedStarts.add(entity.start);
  let next = 0;
  for (const run of runs) {
    if (overlaps(run.start, run.end)) {
      // a number found alone by its shape has a guessed type: an ending cue beside it gives the type
      const found = entityAt(run.start, run.end);
      if (
        found?.recognizer === 'unannounced-reference' &&
        found.start === run.start &&
        found.end === run.end &&
        run.digits >= MIN_ENDING_DIGITS &&
        run.digits <= MAX_ENDING_DIGITS &&
        hasEndingCue(text, run, endings, endingsAfter)
      ) {
        const type = valueCueType(context, run.start);
        if (type !== undefined || (run.digits === 4 && !isYear(text, run)))
          retyped.set(found, type ?? 'CARD_NUMBER');
      }
      continue;
    }
    // the value found before it, and the one after it
    while (next < sorted.length && sorted[next]!.start < run.end) next++;
    const after = sorted[next];
    let before: RecognizedEntity | undefined;
    for (let index = next - 1; index >= 0; index--)
      if (sorted[index]!.end <= run.start) {
        before = sorted[index];
        break;
      }
    // a value's second part: "... 418 the rest is 339"
    if (
      before !== undefined &&
      NUMBER_TYPES.has(before.type) &&
      run.start - before.end <= CONTINUATION_WINDOW &&
      !hasDigitBetween(text, before.end, run.start) &&
      wordsBetween(text, before.end, run.start) <= MAX_CONTINUATION_WORDS &&
      !hasOtherCue(context, before, run.start) &&
      holdsPhrase(text.slice(before.end, run.start), continuations)
    ) {
      add(run, before.type, 'value-continuation');
      continue;
    }
    // a piece corrected: "0722 no sorry it's 0733 418 339"
    if (
      after !== undefined &&
      NUMBER_TYPES.has(after.type) &&
      run.digits >= MIN_ENDING_DIGITS &&
      after.start - run.end <= CORRECTION_WINDOW &&
      !hasDigitBetween(text, run.end, after.start) &&
      holdsPhrase(text.slice(run.end, after.start), corrections)
    ) {
      add(run, after.type, 'value-correction');
      continue;
    }
    // a value's last digits: "the card ending in 4421", "4421 are the last four", the cue asked
    // and the digits alone in the answer, or last digits corrected ("7730. Non pardon, 7703")
    if (run.digits < MIN_ENDING_DIGITS || run.digits > MAX_ENDING_DIGITS) continue;
    if (
      lastEnding !== undefined &&
      run.end - run.start === lastEnding.end - lastEnding.start &&
      run.start - lastEnding.end <= CORRECTION_WINDOW &&
      !hasBreakOrDigitBetween(text, lastEnding.end, run.start) &&
      holdsPhrase(text.slice(lastEnding.end, run.start), corrections)
    ) {
      add(run, lastEnding.type, 'value-ending');
      lastEnding = added[added.length - 1];
      continue;
    }
    if (!hasEndingCue(text, run, endings, endingsAfter)) continue;
    const type = valueCueType(context, run.start);
    // without a value cue, a card's last four digits
    if (type === undefined && (run.digits !== 4 || isYear(text, run))) continue;
    add(run, type ?? 'CARD_NUMBER', 'value-ending');
    lastEnding = added[added.length - 1];
  }
  if (added.length === 0 && retyped.size === 0) return [...entities];
  const kept = entities.map((entity) => {
    const type = retyped.get(entity);
    return type === undefined ? entity : { ...entity, type };
  });
  return [...kept, ...added].sort(compareEntities);
}

/**
 * `true` when an ending cue stands by `run`: before it on its line, just after it on its line, or,
 * when the digits open an answer (nothing but a few words before them on their line), in the line
 * before (the question "and the last four digits of the card?").
 */
function hasEndingCue(
  text: string,
  run: DigitRun,
  before: readonly string[],
  after: readonly string[],
): boolean {
  if (holdsPhrase(text.slice(lineStartWithin(text, run.start, ENDING_CUE_WINDOW), run.start), before))
    return true;
  const afterEnd = Math.min(text.length, run.end + ENDING_AFTER_WINDOW);
  let lineEnd = run.end;
  while (lineEnd < afterEnd && text.charCodeAt(lineEnd) !== 10 && !isDigit(text.charCodeAt(lineEnd)))
    lineEnd++;
  if (lineEnd > run.end && holdsPhrase(text.slice(run.end, lineEnd), after)) return true;
  const lineStart = lineStartWithin(text, run.start, ANSWER_LEAD + 1);
  if (
    lineStart === 0 ||
    text.charCodeAt(lineStart - 1) !== 10 ||
    hasDigitBetween(text, lineStart, run.start) ||
    wordsBetween(text, lineStart, run.start) > ANSWER_LEAD_WORDS
  )
    return false;
  const question = lineStartWithin(text, lineStart - 1, QUESTION_WINDOW);
  return holdsPhrase(text.slice(question, lineStart - 1), before);
}

/** `true` when a line break or a digit stands in `[start, end)`. */
function hasBreakOrDigitBetween(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code === 10 || isDigit(code)) return true;
  }
  return false;
}

/**
 * A value said again after a correction ("nul een twee ... nee jammer dis nul een drie ...") with
 * as many digits as the value before it, and no other cue between, is that value corrected: it
 * takes its type (added to `retyped`), whatever its own shape said.
 */
function retypeCorrections(
  text: string,
  sorted: readonly RecognizedEntity[],
  context: ContextIndex,
  corrections: readonly string[],
  retyped: Map<RecognizedEntity, PlaceholderType>,
): void {
  for (let index = 1; index < sorted.length; index++) {
    const first = sorted[index - 1]!;
    const second = sorted[index]!;
    if (
      first.type === second.type ||
      !NUMBER_TYPES.has(first.type) ||
      !NUMBER_TYPES.has(second.type) ||
      second.start < first.end ||
      second.start - first.end > CORRECTION_WINDOW ||
      hasDigitBetween(text, first.end, second.start) ||
      digitsIn(text, first.start, first.end) !== digitsIn(text, second.start, second.end) ||
      hasOtherCue(context, first, second.start) ||
      !holdsPhrase(text.slice(first.end, second.start), corrections)
    )
      continue;
    retyped.set(second, retyped.get(first) ?? first.type);
  }
}

/** The digits in `[start, end)`. */
function digitsIn(text: string, start: number, end: number): number {
  let digits = 0;
  for (let index = start; index < end; index++) if (isDigit(text.charCodeAt(index))) digits++;
  return digits;
}

/** `true` when the groups at `end` and `start` belong together: punctuation and a space, or "and then". */
function groupsJoin(text: string, end: number, start: number, continuations: readonly string[]): boolean {
  let space = false;
  let short = start - end <= MAX_GROUP_GAP;
  for (let index = end; index < start && short; index++) {
    const code = text.charCodeAt(index);
    if (code === 32) space = true;
    else if (code !== 44 && code !== 46 && code !== 59 && code !== 58) short = false;
  }
  if (short) return space;
  return (
    start - end <= CONTINUATION_WINDOW &&
    !text.slice(end, start).includes('\n') &&
    wordsBetween(text, end, start) <= MAX_CONTINUATION_WORDS &&
    holdsPhrase(text.slice(end, start), continuations)
  );
}

/**
 * Digit groups said one after another after a value cue ("card number 4532. 1178. 9012. 3456.",
 * "card number 4532 1178 and then 9012 3456") are one value: of a card's length after a card cue,
 * every group is the card (a group found as another number retyped, in the returned map); else,
 * when no group was found, eight digits or more take the cue's type. Adds to `added`.
 */
function joinChains(
  text: string,
  runs: readonly DigitRun[],
  sorted: readonly RecognizedEntity[],
  added: RecognizedEntity[],
  context: ContextIndex,
  continuations: readonly string[],
): Map<RecognizedEntity, PlaceholderType> {
  const retyped = new Map<RecognizedEntity, PlaceholderType>();
  // the first entity that may reach a chain (chains come in order)
  let cursor = 0;
  let first = 0;
  while (first < runs.length) {
    let last = first;
    let digits = runs[first]!.digits;
    while (
      last + 1 < runs.length &&
      groupsJoin(text, runs[last]!.end, runs[last + 1]!.start, continuations)
    ) {
      last++;
      digits += runs[last]!.digits;
    }
    if (last > first) {
      const chain = runs.slice(first, last + 1);
      const start = chain[0]!.start;
      const end = chain[chain.length - 1]!.end;
      const type = valueCueType(context, start);
      while (cursor < sorted.length && sorted[cursor]!.end <= start) cursor++;
      const inside: RecognizedEntity[] = [];
      for (let index = cursor; index < sorted.length && sorted[index]!.start < end; index++)
        if (sorted[index]!.end > start) inside.push(sorted[index]!);
      // a date's parts ("12. 05. 2027") are short groups: a value's groups have three digits or more
      const short = chain.filter((run) => run.digits < MIN_GROUP_DIGITS).length;
      const within =
        short <= 1 &&
        inside.every((entity) => entity.start >= start && entity.end <= end && NUMBER_TYPES.has(entity.type));
      if (type === 'CARD_NUMBER' && digits >= MIN_CARD_DIGITS && digits <= MAX_CARD_DIGITS && within) {
        for (const entity of inside) if (entity.type !== 'CARD_NUMBER') retyped.set(entity, 'CARD_NUMBER');
        for (const run of chain)
          if (!inside.some((entity) => entity.start < run.end && entity.end > run.start))
            added.push({
              type,
              start: run.start,
              end: run.end,
              score: PIECE_SCORE,
              recognizer: 'value-groups',
            });
      } else if (type !== undefined && short <= 1 && inside.length === 0 && digits >= MIN_CHAIN_DIGITS) {
        for (const run of chain)
          added.push({
            type,
            start: run.start,
            end: run.end,
            score: PIECE_SCORE,
            recognizer: 'value-groups',
          });
      }
    }
    first = last + 1;
  }
  return retyped;
}

function hasDigitBetween(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) if (isDigit(text.charCodeAt(index))) return true;
  return false;
}

/** The words (runs of non-space characters) in `[start, end)`. */
function wordsBetween(text: string, start: number, end: number): number {
  let words = 0;
  let inWord = false;
  for (let index = start; index < end; index++) {
    const space = text.charCodeAt(index) <= 32;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

/** `true` when a cue of another kind than `value`'s stands between it and `position` ("then my birthday is"). */
function hasOtherCue(context: ContextIndex, value: RecognizedEntity, position: number): boolean {
  for (const cue of context.cuesBefore(position, position - value.end))
    if (cue.start >= value.end && !cue.kinds.has(value.type as ContextKind)) return true;
  return false;
}

/** The start of the window of `width` characters before `position`, not before its line. */
function lineStartWithin(text: string, position: number, width: number): number {
  const limit = Math.max(0, position - width);
  for (let index = position - 1; index >= limit; index--) if (text.charCodeAt(index) === 10) return index + 1;
  return limit;
}

/** The type of the nearest value cue before `position`, or undefined. */
function valueCueType(context: ContextIndex, position: number): PlaceholderType | undefined {
  const cues = context.cuesBefore(position, VALUE_CUE_WINDOW);
  for (let index = cues.length - 1; index >= 0; index--)
    for (const kind of cues[index]!.kinds) if (VALUE_KINDS.has(kind)) return kind as PlaceholderType;
  return undefined;
}

/** A run of four digits 1900-2099 (a year, without a value cue to say otherwise). */
function isYear(text: string, run: DigitRun): boolean {
  if (run.digits !== 4 || run.end - run.start !== 4) return false;
  const value = Number(text.slice(run.start, run.end));
  return value >= 1900 && value <= 2099;
}
