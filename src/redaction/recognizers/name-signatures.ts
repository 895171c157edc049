/**
 * Names said before the words that sign them, as an agent opens a call: "Salarisse, Chantelle
 * hier.", "bonjour, Aya à votre écoute", "edm bonjour seydou à l'appareil", "Guten Tag, Mehmet
 * Yilmaz hier", and, after the copula, before the offer of help: "ke neo nka u thusa joang", "Ke
 * Lorato, nka go thusa jang?", "muravugana na eric nabafasha iki". One table per language
 * (English's signatures count everywhere), compiled by the langproc team from general knowledge.
 *
 * A signature ("à l'appareil", "wat praat", "hier") signs the words before it; an offer of help
 * ("nka u thusa joang") signs them only after one of the language's copulas ("ke X nka u thusa
 * joang"), since a company's name stands there as often ("u letselitse vodacom nka u thusa").
 * In text with capitals the name is the capitalised words before the phrase, after a line start,
 * a punctuation mark or a copula (one word before a signature of several words needs none of
 * these), and a one-word signature ends its clause; in text from speech
 * (spoken-view.ts) it is one name-shaped word, and one-word signatures ("hier", "here") do not
 * count there (too often an adverb).
 *
 * @example
 * ```ts
 * signedNameSpans('Agent: Goeiemiddag, Salarisse, Chantelle hier.', 'Afrikaans'); // [[31, 40]]
 * signingPhraseAt(['ke', 'neo', 'nka', 'u', 'thusa', 'joang'], 2, 'Sesotho'); // 'offer'
 * ```
 */
import type { LanguageName } from '../../languages.js';

/** What signs a name in one language: phrases after it, and the copulas an offer needs before it. */
interface NameSignatures {
  /** Phrases that sign the name before them ("à l'appareil"). */
  readonly signatures: readonly string[];
  /** Offers of help that sign the name before them after a copula ("nka u thusa joang"). */
  readonly offers: readonly string[];
  /** Copulas before a signed name ("ke", "dis", "c'est"). */
  readonly copulas: readonly string[];
}

const NONE: NameSignatures = { signatures: [], offers: [], copulas: [] };

/** Signatures by language; English's signatures and copulas apply to every language. */
const TABLE: Readonly<Record<LanguageName, NameSignatures>> = {
  English: { signatures: ['speaking', 'here', 'on the line'], offers: [], copulas: ["it's", 'its'] },
  Afrikaans: { signatures: ['wat praat', 'praat', 'hier', 'aan die foon'], offers: [], copulas: ['dis'] },
  Amharic: NONE,
  Arabic: NONE,
  French: {
    signatures: ["à l'appareil", 'à votre écoute', 'à votre service', 'qui vous parle', 'au téléphone'],
    offers: [],
    copulas: ["c'est"],
  },
  German: { signatures: ['hier', 'am apparat', 'am telefon'], offers: [], copulas: [] },
  Hausa: { signatures: ['ke magana', 'ne ke magana', 'ce ke magana'], offers: [], copulas: [] },
  // (Igbo "na-ekwu", speaking, follows a company as often: "unu na PalmPay na-ekwu")
  Igbo: NONE,
  Isixhosa: {
    signatures: [],
    offers: ['ndingakunceda njani', 'ndingakunceda ngantoni', 'ndingakunceda'],
    copulas: ['ngu', 'ndingu'],
  },
  Italian: {
    signatures: ['al telefono', "all'apparecchio", 'che parla', 'a disposizione'],
    offers: [],
    copulas: ['sono'],
  },
  Kinyarwanda: {
    signatures: [],
    offers: ['nabafasha iki', 'nagufasha iki', 'mbafashe iki'],
    copulas: ['na', 'ni'],
  },
  Sesotho: {
    signatures: [],
    offers: [
      'nka u thusa joang',
      'nka o thusa jwang',
      'nka u thusa jwang',
      'nka o thusa joang',
      'nka u thusa ka eng',
      'nka o thusa ka eng',
      'nka le thusa joang',
      'ke thusa jwang',
      'ke thusa joang',
      'ke u thusa jwang',
      'ke u thusa joang',
    ],
    copulas: ['ke'],
  },
  Setswana: {
    signatures: [],
    offers: [
      'nka go thusa jang',
      'ke go thusa jang',
      'nka go thusa ka eng',
      'nka lo thusa jang',
      'ke thusa jang',
    ],
    copulas: ['ke'],
  },
  Shona: {
    signatures: [],
    offers: ['ndingakubatsirai sei', 'ndingakubatsira sei', 'ndingakubatsirei', 'ndingakubatsirai'],
    copulas: ['ndini', 'ndi'],
  },
  Spanish: {
    signatures: ['al habla', 'al aparato', 'al teléfono', 'para servirle'],
    offers: [],
    copulas: ['soy'],
  },
  Swahili: { signatures: ['hapa'], offers: ['nikusaidie', 'naweza kukusaidia'], copulas: ['ni', 'mimi ni'] },
  Twi: { signatures: ['na ɔrekasa', 'na merekasa'], offers: [], copulas: [] },
  Yoruba: NONE,
  Zulu: {
    signatures: [],
    offers: ['ngingakusiza ngani', 'ngingakusiza kanjani', 'ngingakusiza'],
    copulas: ['ngu', 'ngingu'],
  },
};

/** What separates a phrase's words: white space or an apostrophe. */
const PHRASE_SPACE = /['’\s]/u;

/** A phrase's words, lower case, an apostrophe read as a space ("à l'appareil" -> "à l appareil"). */
function words(phrase: string): string {
  return phrase.toLowerCase().replace(/['’\s]+/gu, ' ');
}

interface Compiled {
  /** [phrase as words, kind], longest first. */
  readonly phrases: readonly (readonly [string, 'signature' | 'offer'])[];
  readonly copulas: ReadonlySet<string>;
  readonly pattern: RegExp | undefined;
  /** The first words of the phrases `signingPhraseAt` reads (not the one-word signatures). */
  readonly firstWords: ReadonlySet<string>;
}

const compiled = new Map<LanguageName, Compiled>();

function compiledOf(language: LanguageName): Compiled {
  let entry = compiled.get(language);
  if (entry === undefined) {
    const own = TABLE[language];
    const phrases: [string, 'signature' | 'offer'][] = [
      ...[...new Set([...TABLE.English.signatures, ...own.signatures])].map(
        (phrase) => [words(phrase), 'signature'] as [string, 'signature'],
      ),
      ...own.offers.map((phrase) => [words(phrase), 'offer'] as [string, 'offer']),
    ];
    phrases.sort((first, second) => second[0].length - first[0].length);
    const alternation = phrases
      .map(([phrase]) => phrase.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&').replace(/ /gu, "['’\\s]+"))
      .join('|');
    entry = {
      phrases,
      copulas: new Set([...TABLE.English.copulas, ...own.copulas].map(words)),
      firstWords: new Set(
        phrases
          .filter(([phrase, kind]) => kind === 'offer' || phrase.includes(' '))
          .map(([phrase]) => phrase.split(' ')[0]!),
      ),
      // the phrase after a name word, a space or a comma between them (the look-ahead first: V8
      // rejects most positions on it, about twice as fast as on the look-behind alone)
      pattern:
        alternation === ''
          ? undefined
          : new RegExp(`(?=[, ])(?<=[\\p{L}\\p{M}])(?:, | )(?:${alternation})(?![\\p{L}\\p{M}])`, 'giu'),
    };
    compiled.set(language, entry);
  }
  return entry;
}

/**
 * In text from speech: the kind of signing phrase that starts at `words[index]` (lower-case
 * words, apostrophes split or not), if any; one-word signatures do not count there.
 */
export function signingPhraseAt(
  tokenWords: readonly string[],
  index: number,
  language: LanguageName,
): 'signature' | 'offer' | undefined {
  const head = tokenWords[index];
  if (head === undefined) return undefined;
  const entry = compiledOf(language);
  // the phrase's first word is the first word of the words ahead (read without joining them)
  const cut = head.search(PHRASE_SPACE);
  if (!entry.firstWords.has((cut === -1 ? head : head.slice(0, cut)).toLowerCase())) return undefined;
  const ahead = words(tokenWords.slice(index, index + 6).join(' '));
  for (const [phrase, kind] of entry.phrases) {
    if (kind === 'signature' && !phrase.includes(' ')) continue;
    if (ahead === phrase || ahead.startsWith(`${phrase} `)) return kind;
  }
  return undefined;
}

/**
 * `true` when `word` (lower case) is a one-word signature of `language` or English ("here",
 * "speaking", "hier", "praat", "hapa"): in text from speech it signs only a listed name at the
 * call's opening ("payroll office sipho here"), elsewhere it is too often an adverb or a verb.
 */
export function isOneWordSignature(word: string, language: LanguageName): boolean {
  return compiledOf(language).phrases.some(([phrase, kind]) => kind === 'signature' && phrase === word);
}

/** `true` when `word` (lower case) is a copula that may stand before a signed name in `language`. */
export function isSigningCopula(word: string, language: LanguageName): boolean {
  return compiledOf(language).copulas.has(words(word));
}

/** Most words of a signed name. */
const MAX_SIGNED_WORDS = 3;
const CLAUSE_END = /^[ \t]*(?:[.,!?;:\n]|$)/u;
const CAPITALISED_WORD_BEFORE = /(?:^|[ \u00A0])(\p{Lu}[\p{L}\p{M}'’-]*)$/u;

/**
 * In text with capitals: the capitalised words right before a signing phrase, as `[start, end]`
 * candidate spans (the caller checks them as names), in text order. An offer needs a copula
 * before the words; a signature a line start, a punctuation mark or a copula.
 */
export function signedNameSpans(text: string, language: LanguageName): [number, number][] {
  const { pattern, phrases, copulas } = compiledOf(language);
  if (pattern === undefined) return [];
  const spans: [number, number][] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const end = match.index;
    const phrase = words(match[0].replace(/^,? /u, ''));
    const kind = phrases.find(([candidate]) => candidate === phrase)?.[1];
    // a one-word signature ends its clause ("Chantelle hier.", not "die pakkie hier is")
    if (!phrase.includes(' ') && !CLAUSE_END.test(text.slice(pattern.lastIndex, pattern.lastIndex + 4)))
      continue;
    let start = end;
    let count = 0;
    let opener = '';
    while (count < MAX_SIGNED_WORDS) {
      const word = CAPITALISED_WORD_BEFORE.exec(text.slice(Math.max(0, start - 40), start));
      if (word === null) break;
      const wordStart = start - word[1]!.length;
      if (copulas.has(words(word[1]!))) {
        opener = 'copula';
        break;
      }
      start = wordStart;
      count++;
      if (text.charCodeAt(start - 1) !== 32 && text.charCodeAt(start - 1) !== 0xa0) break;
      start--;
    }
    if (count === 0) continue;
    if (text.charCodeAt(start) === 32 || text.charCodeAt(start) === 0xa0) start++;
    if (opener === '') {
      // a lower-case copula, or a line start or punctuation mark
      const before = /(\S+)[ \u00A0]*$/u.exec(text.slice(Math.max(0, start - 12), start))?.[1];
      if (before !== undefined && copulas.has(words(before))) opener = 'copula';
      else if (before === undefined || /[.,:;!?–—-]$/u.test(before)) opener = 'punctuation';
      // one word before a signature of several words needs nothing before it ("sociale Adjoua à
      // l'appareil", as text from speech reads once its name has its capital)
      else if (kind === 'signature' && count === 1 && phrase.includes(' ')) opener = 'word';
    }
    if (opener === '' || (kind === 'offer' && opener !== 'copula')) continue;
    spans.push([start, end]);
  }
  return spans;
}
