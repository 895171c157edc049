/**
 * Cardinal numbers in words, as a caller says a year or a day: "two thousand and twelve",
 * "nineteen hundred and fifty", "mille neuf cent quatre vingt treize", "alif da ɗari tara da
 * tamanin da takwas" (Hausa: the multiplier first), "ألف تسعمية وتسعين", and the glued German,
 * Italian and Afrikaans words ("neunzehnhundertneunundfünfzig", "millenovecentosettantasei"),
 * read by splitting them into the number words of the language's table.
 *
 * @example
 * ```ts
 * const parts = ['two', 'thousand', 'and', 'twelve'].flatMap((word) => tokenNumberParts('English', word) ?? []);
 * cardinalValue(parts, 'English'); // 2012
 * gluedNumberParts('German', 'zweitausendfünfzehn'); // [zwei, tausend, fünfzehn] -> 2015
 * ```
 */
import type { LanguageName } from '../../languages.js';
import {
  ALSO_FRENCH,
  foldNumberWord,
  mayBeNumberWord,
  type NumberWord,
  numberWord,
  numberWordOf,
  UNIT_FIRST,
} from './number-words.js';

/** Words that join the parts of a cardinal ("two thousand **and** twelve"), per language; English's apply to all. */
const CARDINAL_JOINERS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  English: ['and'],
  Afrikaans: ['en'],
  French: ['et'],
  German: ['und'],
  Italian: ['e'],
  Spanish: ['y'],
};

const CONNECTOR = numberWordOf('connector', 0);
const CONNECTOR_PARTS: readonly NumberWord[] = [CONNECTOR];

/** One array per number word, made once: most tokens read as one word. */
const singles = new WeakMap<NumberWord, readonly NumberWord[]>();

function single(word: NumberWord): readonly NumberWord[] {
  let parts = singles.get(word);
  if (parts === undefined) {
    parts = [word];
    singles.set(word, parts);
  }
  return parts;
}

/** Languages whose numbers are written glued into one word ("zweitausendfünfzehn"). */
const GLUED_LANGUAGES: ReadonlySet<LanguageName> = new Set(['German', 'Italian', 'Afrikaans']);

/** A multiplier inside a glued word: only words holding one are split. */
export const GLUED_MULTIPLIER: Readonly<Partial<Record<LanguageName, RegExp>>> = {
  German: /hundert|tausend/iu,
  Italian: /cento|mille|mila/iu,
  Afrikaans: /honderd|duisend/iu,
};

/** Extra pieces of glued words: Italian `cent` before a vowel (`centottanta`), the `und`/`en` of compounds. */
const GLUED_EXTRAS: Readonly<Partial<Record<LanguageName, Readonly<Record<string, NumberWord>>>>> = {
  German: { und: CONNECTOR },
  Italian: { cent: numberWordOf('multiplier', 100) },
  Afrikaans: { en: CONNECTOR },
};

const gluedPieces = new Map<LanguageName, ReadonlyArray<readonly [string, NumberWord]>>();

/** The pieces a glued word of `language` is made of, longest first. */
function piecesOf(
  language: LanguageName,
  sample: (word: string) => NumberWord | undefined,
): ReadonlyArray<readonly [string, NumberWord]> {
  let pieces = gluedPieces.get(language);
  if (pieces === undefined) {
    const found = new Map<string, NumberWord>(Object.entries(GLUED_EXTRAS[language] ?? {}));
    for (const word of gluedVocabulary(language)) {
      const role = sample(word);
      if (role !== undefined && role.role !== 'repeat' && role.role !== 'ordinal')
        found.set(foldNumberWord(word), role);
    }
    pieces = [...found].sort((first, second) => second[0].length - first[0].length);
    gluedPieces.set(language, pieces);
  }
  return pieces;
}

/** The cardinal words a glued number of `language` may hold (units, teens, tens, compounds, multipliers). */
function gluedVocabulary(language: LanguageName): string[] {
  const units: Record<string, string[]> = {
    German: ['ein', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'sieb', 'acht', 'neun'],
    Italian: ['uno', 'un', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove'],
    Afrikaans: ['een', 'twee', 'drie', 'vier', 'vyf', 'ses', 'sewe', 'agt', 'nege'],
  };
  const teens: Record<string, string[]> = {
    German: [
      'zehn',
      'elf',
      'zwölf',
      'dreizehn',
      'vierzehn',
      'fünfzehn',
      'sechzehn',
      'siebzehn',
      'achtzehn',
      'neunzehn',
    ],
    Italian: [
      'dieci',
      'undici',
      'dodici',
      'tredici',
      'quattordici',
      'quindici',
      'sedici',
      'diciassette',
      'diciotto',
      'diciannove',
    ],
    Afrikaans: [
      'tien',
      'elf',
      'twaalf',
      'dertien',
      'veertien',
      'vyftien',
      'sestien',
      'sewentien',
      'agtien',
      'negentien',
    ],
  };
  const tens: Record<string, string[]> = {
    German: [
      'zwanzig',
      'dreißig',
      'dreissig',
      'vierzig',
      'fünfzig',
      'sechzig',
      'siebzig',
      'achtzig',
      'neunzig',
    ],
    Italian: [
      'venti',
      'vent',
      'trenta',
      'trent',
      'quaranta',
      'quarant',
      'cinquanta',
      'cinquant',
      'sessanta',
      'sessant',
      'settanta',
      'settant',
      'ottanta',
      'ottant',
      'novanta',
      'novant',
    ],
    Afrikaans: ['twintig', 'dertig', 'veertig', 'vyftig', 'sestig', 'sewentig', 'tagtig', 'negentig'],
  };
  const multipliers: Record<string, string[]> = {
    German: ['hundert', 'tausend'],
    Italian: ['cento', 'mille', 'mila'],
    Afrikaans: ['honderd', 'duisend'],
  };
  return [
    ...(units[language] ?? []),
    ...(teens[language] ?? []),
    ...(tens[language] ?? []),
    ...(multipliers[language] ?? []),
  ];
}

/** Extra spellings inside glued words that the table does not hold as words. */
const GLUED_SPELLINGS: Readonly<Record<string, NumberWord>> = {
  sieb: numberWordOf('digit', 7),
  un: numberWordOf('digit', 1),
  vent: numberWordOf('tens', 20),
  trent: numberWordOf('tens', 30),
  quarant: numberWordOf('tens', 40),
  cinquant: numberWordOf('tens', 50),
  sessant: numberWordOf('tens', 60),
  settant: numberWordOf('tens', 70),
  ottant: numberWordOf('tens', 80),
  novant: numberWordOf('tens', 90),
};

/**
 * The number words a glued word is made of (`millenovecentosettantasei` -> mille, nove, cento,
 * settanta, sei), or undefined when it holds no multiplier or does not split into them.
 */
export function gluedNumberParts(language: LanguageName, word: string): NumberWord[] | undefined {
  const pattern = GLUED_MULTIPLIER[language];
  if (pattern === undefined || word.length < 6 || !pattern.test(word)) return undefined;
  if (!GLUED_LANGUAGES.has(language)) return undefined;
  const folded = foldNumberWord(word);
  const pieces = piecesOf(language, (piece) => GLUED_SPELLINGS[piece] ?? numberWord(language, piece));
  const parts: NumberWord[] = [];
  const split = (position: number): boolean => {
    if (position === folded.length) return true;
    for (const [piece, role] of pieces) {
      if (!folded.startsWith(piece, position)) continue;
      parts.push(role);
      if (split(position + piece.length)) return true;
      parts.pop();
    }
    return false;
  };
  return split(0) ? parts : undefined;
}

/**
 * `false` when `text.slice(start, end)` is surely no word {@link tokenNumberParts} reads (a cheap
 * test before it): no number word, no joiner (at most three letters), no Arabic word with `و`, no
 * glued number (six letters or more, in the languages that glue them).
 */
export function mayBeNumberToken(language: LanguageName, text: string, start: number, end: number): boolean {
  const length = end - start;
  return (
    mayBeNumberWord(language, text, start, end) ||
    (length <= 3 && isCardinalJoiner(language, text, start, end)) ||
    (language === 'Arabic' && text.charCodeAt(start) === 0x648) ||
    (length >= 6 && GLUED_LANGUAGES.has(language))
  );
}

/** The connector when `lower` (small letters) joins cardinals in `language`, else undefined. */
function joinerOf(language: LanguageName, lower: string): NumberWord | undefined {
  return CARDINAL_JOINERS.English!.includes(lower) || CARDINAL_JOINERS[language]?.includes(lower)
    ? CONNECTOR
    : undefined;
}

/** `text.slice(start, end)` is a joiner of cardinals in `language` (first letters compared first). */
function isCardinalJoiner(language: LanguageName, text: string, start: number, end: number): boolean {
  const first = text.charCodeAt(start) | 0x20;
  // a, e, u, y: the first letters of every joiner
  if (first !== 97 && first !== 101 && first !== 117 && first !== 121) return false;
  const word = text.slice(start, end).toLowerCase();
  return CARDINAL_JOINERS.English!.includes(word) || (CARDINAL_JOINERS[language]?.includes(word) ?? false);
}

/**
 * The number parts of one word of `language`: a number word, a joiner of cardinals, an Arabic word
 * with a glued `و` ("وتسعين" = and ninety), a glued number; undefined for any other word.
 */
export function tokenNumberParts(language: LanguageName, word: string): readonly NumberWord[] | undefined {
  const found = numberWord(language, word);
  if (found !== undefined) return single(found);
  const lower = word.toLowerCase();
  if (joinerOf(language, lower) !== undefined) return CONNECTOR_PARTS;
  if (lower.includes('-')) {
    // "nineteen-ninety", "two-thousand-and-five": every piece a number word
    const pieces = lower.split('-').map((piece) => numberWord(language, piece) ?? joinerOf(language, piece));
    if (pieces.length > 1 && pieces.every((piece) => piece !== undefined)) return pieces as NumberWord[];
  }
  if (language === 'Arabic' && word.startsWith('و') && word.length > 2) {
    const rest = numberWord(language, word.slice(1));
    if (rest !== undefined && rest.role !== 'connector') return [CONNECTOR, rest];
  }
  return gluedNumberParts(language, word);
}

/** `true` when `parts` hold a multiplier or a whole hundreds word. */
export function hasMultiplier(parts: readonly NumberWord[]): boolean {
  return parts.some((part) => part.role === 'multiplier' || part.role === 'hundreds');
}

/**
 * The value of a cardinal said in words (`parts`, in order), or undefined when they do not make
 * one: a connector at either end (except one that opens a teen, Hausa `sha`), a repeat word, or an
 * ordinal before the last part. Parts add up; a multiplier multiplies what comes before it (after
 * it when the multiplier is marked `first`, as the own words of Hausa, Swahili, Shona, ... are); French `quatre vingt` is 80.
 */
export function cardinalValue(parts: readonly NumberWord[], language: LanguageName): number | undefined {
  if (parts.length === 0) return undefined;
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  if ((first.role === 'connector' && first.value === 0) || last.role === 'connector') return undefined;
  let total = 0;
  let current = 0;
  /** The multiplier waiting for what it multiplies (multiplier-first languages). */
  let pending = 0;
  let previous: NumberWord | undefined;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    if (part.role === 'repeat' || (part.role === 'ordinal' && index !== parts.length - 1)) return undefined;
    if (part.role === 'connector') {
      if (index === 0) current += part.value;
      if (pending !== 0) {
        total += pending;
        pending = 0;
      }
      previous = part;
      continue;
    }
    if (part.role === 'multiplier') {
      if (part.first === true) {
        if (pending !== 0) total += pending;
        pending = part.value;
      } else if (part.value === 100) current = (current === 0 ? 1 : current) * 100;
      else {
        total += (current === 0 ? 1 : current) * part.value;
        current = 0;
      }
      previous = part;
      continue;
    }
    if (pending !== 0) {
      total += pending * part.value;
      pending = 0;
      previous = part;
      continue;
    }
    if (
      part.value === 20 &&
      part.role === 'tens' &&
      previous?.role === 'digit' &&
      previous.value === 4 &&
      isFrenchReading(language)
    )
      current += 80 - 4;
    else current += part.value;
    previous = part;
  }
  return total + pending + current;
}

/** Languages that read French numbers (`quatre vingt` = 80). */
export function isFrenchReading(language: LanguageName): boolean {
  return language === 'French' || ALSO_FRENCH.has(language);
}

/**
 * The digits a run of number words spells when read digit by digit, as phone numbers and
 * "nineteen eighty six" are ("twenty one" -> "21", "ochenta y seis" -> "86"), or undefined when it
 * holds a multiplier, an ordinal or a dangling connector.
 */
export function digitReading(parts: readonly NumberWord[], language: LanguageName): string | undefined {
  let digits = '';
  let tensOpen = false;
  /** A unit said before its tens and their connector ("drie **en** tagtig", "خمسة **و**تمانين"): the unit. */
  let unitBeforeTens = 0;
  let repeat = 1;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    switch (part.role) {
      case 'multiplier':
      case 'hundreds':
      case 'ordinal':
        return undefined;
      case 'connector': {
        const before = parts[index - 1];
        const next = parts[index + 1];
        if (
          !tensOpen &&
          UNIT_FIRST.has(language) &&
          before?.role === 'digit' &&
          before.value > 0 &&
          next?.role === 'tens'
        ) {
          // the unit is written after its tens when they come
          unitBeforeTens = before.value;
          digits = digits.slice(0, -1);
          continue;
        }
        if (!tensOpen || index === parts.length - 1) return undefined;
        continue;
      }
      case 'repeat':
        repeat = part.value;
        continue;
      case 'digit':
        if (tensOpen && part.value > 0 && digits.endsWith('0'))
          digits = digits.slice(0, -1) + String(part.value);
        else digits += String(part.value).repeat(repeat);
        tensOpen = false;
        break;
      default:
        if (unitBeforeTens !== 0) {
          digits += String(part.value + unitBeforeTens);
          unitBeforeTens = 0;
          tensOpen = false;
          break;
        }
        digits += String(part.value).repeat(repeat);
        tensOpen =
          part.role === 'tens' || (part.role === 'teen' && part.value === 10 && language !== 'English');
    }
    repeat = 1;
  }
  return digits === '' ? undefined : digits;
}
