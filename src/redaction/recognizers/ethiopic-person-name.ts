/**
 * PERSON_NAME in Amharic (Ge'ez script, no letter case), one loop over the text's words:
 *
 * - a title (`አቶ`, `ዶ/ር`, `ፕሬዚዳንት`, `ሚኒስትር`, `አትሌት`, ...; `ETHIOPIC_TITLES`), also with
 *   a fused preposition (`በፕሬዚዳንት`, `የዶ/ር`), is followed by a name of up to three words: the
 *   first may be any word that is not a function word, a verb or a plural; the second too
 *   (Ethiopian names are a given name and the father's name, foreign ones a given name and a
 *   surname); a third only after a particle (`ሉላ ደ ሲልቫ`, `መሐመድ አል ...`) or when it is listed;
 * - a listed name (`names/ethiopic-names.ts` and the Ge'ez part of the shared gazetteer), also
 *   with a fused preposition (`ለዶናልድ`, `የአበበ`, `እና`) or case/focus suffix (`ትራምፕን`, `አበበም`),
 *   and a listed or particle-led word after it;
 * - `እንደ X ገለጻ` ("according to X"): the one or two words before the noun of saying;
 * - `X እንደተናገሩት` ("as X said", an honorific verb, so a person): the word before it;
 * - `እነ X (Y)` ("X and those with X"), `... ሲሉ X Y ተናግረዋል` (a quote, then its speaker);
 * - an unlisted word before a listed father's name, or after a listed given name, when a function
 *   word or a verb ends the pair (`ጫሊቡ አበበ ዛሬ`, `ለዶናልድ ትራፕ ግን`).
 *
 * Listed names are also found spelt with one e-syllable for ä or back (`ፌርናንዶ`), as
 * transliterations of foreign names mix them up.
 *
 * Spelling variants of one sound (ሀ/ሐ/ኀ, ሰ/ሠ, አ/ዐ, ጸ/ፀ, ው/ዉ, ሃ/ሀ, ኣ/አ) are folded before any
 * lookup (`foldEthiopic`). Every word is looked up once in one table built on first use (the
 * names, titles and cue words with every fused prefix and suffix they may take).
 *
 * @example
 * ```ts
 * // 'ጠቅላይ ሚኒስትር ዐቢይ አሕመድ ዛሬ ተናግረዋል' -> PERSON_NAME 'ዐቢይ አሕመድ'
 * // 'ለዶናልድ ትራምፕ ደብዳቤ ጻፉ' -> PERSON_NAME 'ለዶናልድ ትራምፕ' minus the fused 'ለ'
 * ```
 */

import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { CodeUnits } from './code-units.js';
import { COMMON_CALL_WORDS } from './common-call-words.js';
import { isListedBySound } from './ethiopic-sound-keys.js';
import { ETHIOPIC_AND_ARABIC_NAMES } from './names/ethiopic-and-arabic-names.js';
import { ETHIOPIC_NAMES } from './names/ethiopic-names.js';
import {
  ETHIOPIC_AMBIGUOUS_NAMES,
  ETHIOPIC_AS_SAID_VERBS,
  ETHIOPIC_NAME_PARTICLES,
  ETHIOPIC_NON_NAME_WORDS,
  ETHIOPIC_PLACE_NAME_LEADS,
  ETHIOPIC_SAYING_NOUNS,
} from './person-name-cues.js';
import { ETHIOPIC_OCCUPATIONS, ETHIOPIC_TITLES } from './person-titles.js';

/** Score of a name after a title. */
export const ETHIOPIC_TITLED_NAME_SCORE = 0.85;
/** Score of a listed name (with its listed second word). */
export const ETHIOPIC_LISTED_NAME_SCORE = 0.75;
/** Score of the words between `እንደ` and a noun of saying ("according to X's statement"). */
export const ETHIOPIC_ACCORDING_TO_SCORE = 0.7;
/** Most words of a name after a title. */
const MAX_TITLED_WORDS = 3;

/** The folded form of one code unit, computed (see foldEthiopic). */
function computeFoldCode(code: number): number {
  if (code >= 0x1210 && code <= 0x1217) return code === 0x1213 ? 0x1200 : code - 0x10; // ሐ -> ሀ, ሓ -> ሀ
  if (code >= 0x1280 && code <= 0x1287) return code === 0x1283 ? 0x1200 : code - 0x80; // ኀ -> ሀ, ኃ -> ሀ
  if (code >= 0x1220 && code <= 0x1227) return code + 0x10; // ሠ -> ሰ
  if (code >= 0x12d0 && code <= 0x12d7) return code === 0x12d3 ? 0x12a0 : code - 0x30; // ዐ -> አ, ዓ -> አ
  if (code >= 0x1340 && code <= 0x1347) return code - 0x08; // ፀ -> ጸ
  if (code === 0x1203) return 0x1200; // ሃ -> ሀ
  if (code === 0x12a3) return 0x12a0; // ኣ -> አ
  if (code === 0x12c9) return 0x12cd; // ዉ -> ው
  return code;
}

/** The code units every variant of the Ge'ez syllables block folds to (the only ones that fold). */
const GEEZ_BASE = 0x1200;
const GEEZ_SPAN = 0x180;
const FOLDED_SYLLABLES = new Uint16Array(GEEZ_SPAN);
for (let offset = 0; offset < GEEZ_SPAN; offset++)
  FOLDED_SYLLABLES[offset] = computeFoldCode(GEEZ_BASE + offset);

/** Folds the spelling variants of one sound, so lookups match any of them. */
export function foldEthiopic(word: string): string {
  let index = 0;
  while (index < word.length && foldCode(word.charCodeAt(index)) === word.charCodeAt(index)) index++;
  if (index === word.length) return word;
  let folded = word.slice(0, index);
  for (; index < word.length; index++) folded += String.fromCharCode(foldCode(word.charCodeAt(index)));
  return folded;
}

/** The folded form of one code unit (see foldEthiopic). */
function foldCode(code: number): number {
  return code >= GEEZ_BASE && code < GEEZ_BASE + GEEZ_SPAN ? FOLDED_SYLLABLES[code - GEEZ_BASE]! : code;
}

function folded(words: Iterable<string>): string[] {
  return [...words].filter(Boolean).map(foldEthiopic);
}

/** The spellings of a name with one syllable of the e-order (`ፌ`) as the first order (`ፈ`) or back. */
function vowelVariants(name: string): string[] {
  const variants: string[] = [];
  for (let index = 0; index < name.length; index++) {
    const code = name.charCodeAt(index);
    if (code < 0x1200 || code > 0x1357 || (code % 8 !== 0 && code % 8 !== 4)) continue;
    const other = code % 8 === 0 ? code + 4 : code - 4;
    variants.push(name.slice(0, index) + String.fromCharCode(other) + name.slice(index + 1));
  }
  return variants;
}

/** More nouns of saying after `እንደ X`: the `ገለጣ` spelling, view, analysis, assessment. */
const MORE_SAYING_NOUNS = ['ገለጣ', 'አገላለጽ', 'ትንታኔ', 'አመለካከት', 'እይታ', 'ግምገማ'];
/** More honorific verbs after a name: "as X explained / urged / added / wrote / believes". */
const MORE_AS_SAID_VERBS = [
  'እንደገለጡት',
  'እንዳስረዱት',
  'እንዳሳሰቡት',
  'እንዳከሉት',
  'እንደጻፉት',
  'እንደሚያምኑት',
  'እንደሚያስረዱት',
  'እንዳረጋገጡት',
  'እንደሚሉት',
  // "X for their part", "in the statement X gave": honorific, so a person
  'በበኩላቸው',
  'በሰጡት',
];

/** Bits of a lexicon entry. */
const NON_NAME = 1;
const PARTICLE = 2;
const SAYING_NOUN = 4;
const AS_SAID = 8;
const PLACE_LEAD = 16;
const PAIR_END = 32;
const OCCUPATION = 64;
const GROUP_LEAD = 128;
const QUOTE_END = 256;

/** Words that end a quote before its speaker: "saying" (`... ሲሉ X Y ተናግረዋል`). */
const QUOTE_ENDS = ['ሲሉ', 'በማለት', 'ብለው'];

/** `እነ` ("X and those with X") and its forms with a preposition, written apart from the name. */
const GROUP_LEADS = ['እነ', 'ለነ', 'የነ', 'ከነ', 'በነ'];

/** What the lexicon knows about one folded word form. */
interface Entry {
  flags: number;
  /** A listed name inside the form: [offset of the name, the name]. */
  name?: readonly [number, string];
  /** A title inside the form (a fused preposition before it). */
  title?: string;
}

/** Prepositions and conjunctions written fused to the next word. */
const FUSED_PREFIXES = ['እና', 'ለነ', 'የ', 'ለ', 'በ', 'ከ'];
/** Case and focus suffixes a name may take: accusative, "also", "and". */
const NAME_SUFFIXES = ['ንም', 'ን', 'ም', 'ና'];

let lexicon: ReadonlyMap<string, Entry> | undefined;
/**
 * The lexicon's keys by their code units, so a word of the text is looked up without slicing it:
 * an open-addressing table (slot -> key index, -1 for none) hashed from every folded code unit,
 * each key's code units kept in one flat array.
 */
let keySlots: Int32Array | undefined;
let keyOffsets: Int32Array | undefined;
let keyLengths: Int32Array | undefined;
let keyUnits: Uint16Array | undefined;
let keyEntries: Entry[] = [];
const KEY_BITS = 17;
const HASH_FACTOR = 0x9e3779b1;
const HASH_START = 0x2545f491;

/** The hash of a key with one more code unit. */
function extendKeyHash(hash: number, unit: number): number {
  return Math.imul(hash ^ unit, HASH_FACTOR);
}

/** The home slot of a key of `length` code units whose code units hash to `hash`. */
function keySlot(hash: number, length: number): number {
  return Math.imul(hash ^ length, HASH_FACTOR) >>> (32 - KEY_BITS);
}

/** Builds the code-unit table of the lexicon's keys. */
function buildKeyTable(table: ReadonlyMap<string, Entry>): void {
  const slots = new Int32Array(1 << KEY_BITS).fill(-1);
  const offsets = new Int32Array(table.size);
  const lengths = new Int32Array(table.size);
  let total = 0;
  for (const key of table.keys()) total += key.length;
  const units = new Uint16Array(total);
  const entries: Entry[] = [];
  let offset = 0;
  for (const [key, entry] of table) {
    const index = entries.length;
    entries.push(entry);
    offsets[index] = offset;
    lengths[index] = key.length;
    let hash = HASH_START;
    for (let unit = 0; unit < key.length; unit++) {
      units[offset + unit] = key.charCodeAt(unit);
      hash = extendKeyHash(hash, key.charCodeAt(unit));
    }
    offset += key.length;
    let slot = keySlot(hash, key.length);
    while (slots[slot] !== -1) slot = (slot + 1) & ((1 << KEY_BITS) - 1);
    slots[slot] = index;
  }
  keySlots = slots;
  keyOffsets = offsets;
  keyLengths = lengths;
  keyUnits = units;
  keyEntries = entries;
}

/**
 * The lexicon entry of the word `units[start, end)` folded (its folded code units hash to `hash`),
 * if any: what `lexicon.get(foldEthiopic(word))` gives.
 */
function lookUpUnits(units: Uint16Array, start: number, end: number, hash: number): Entry | undefined {
  const length = end - start;
  const slots = keySlots!;
  for (let slot = keySlot(hash, length); ; slot = (slot + 1) & ((1 << KEY_BITS) - 1)) {
    const index = slots[slot]!;
    if (index === -1) return undefined;
    if (keyLengths![index] !== length) continue;
    const offset = keyOffsets![index]!;
    let same = true;
    for (let unit = 0; unit < length && same; unit++)
      same = keyUnits![offset + unit] === foldCode(units[start + unit]!);
    if (same) return keyEntries[index];
  }
}

let titlePairs: ReadonlySet<string> | undefined;
let ambiguous: ReadonlySet<string> | undefined;

/** Builds the lexicon: every name, title and cue word with the fused forms it may take. */
function buildLexicon(): Map<string, Entry> {
  const table = new Map<string, Entry>();
  const entry = (form: string): Entry => {
    let found = table.get(form);
    if (!found) {
      found = { flags: 0 };
      table.set(form, found);
    }
    return found;
  };
  const mark = (words: Iterable<string>, flag: number) => {
    for (const word of words) entry(word).flags |= flag;
  };
  const single: string[] = [];
  const pairs: string[] = [];
  for (const title of [...ETHIOPIC_TITLES, ...ETHIOPIC_OCCUPATIONS]) {
    // 'ጠቅላይ ሚኒስትር', 'መራሂተ መንግሥት': the last two words; 'ዶ/ር' is also written 'ዶ ር'
    const words = title.replace('/', ' ').split(' ');
    if (words.length === 1) single.push(title);
    else pairs.push(words.slice(-2).join(' '));
    if (title.includes('/')) single.push(title);
  }
  const titles = folded(single);
  titlePairs = new Set(folded(pairs));
  // the first words of 'ጠቅላይ ሚኒስትር', 'ቃል አቀባይ' never start a name
  const nonNames = new Set(
    folded([
      ...ETHIOPIC_NON_NAME_WORDS,
      // the nouns of calls ('አገልግሎት' service, 'ደንበኛ' customer): common-call-words.ts
      ...COMMON_CALL_WORDS.Amharic,
      ...ETHIOPIC_TITLES.filter((title) => title.includes(' ')).map((title) => title.split(' ')[0] ?? ''),
    ]),
  );
  mark(nonNames, NON_NAME);
  mark(folded(ETHIOPIC_NAME_PARTICLES), PARTICLE);
  mark(folded([...ETHIOPIC_SAYING_NOUNS, ...MORE_SAYING_NOUNS]), SAYING_NOUN);
  mark(folded([...ETHIOPIC_AS_SAID_VERBS, ...MORE_AS_SAID_VERBS]), AS_SAID);
  mark(folded(ETHIOPIC_OCCUPATIONS), OCCUPATION);
  mark(GROUP_LEADS, GROUP_LEAD);
  mark(QUOTE_ENDS, QUOTE_END);
  mark(
    [...titlePairs].map((pair) => pair.slice(pair.indexOf(' ') + 1)),
    PAIR_END,
  );
  for (const lead of folded(ETHIOPIC_PLACE_NAME_LEADS)) {
    entry(lead).flags |= PLACE_LEAD;
    for (const prefix of FUSED_PREFIXES) entry(prefix + lead).flags |= PLACE_LEAD;
  }
  for (const title of titles) {
    entry(title).title = title;
    for (const prefix of FUSED_PREFIXES) entry(prefix + title).title ??= title;
    // 'እነ' ("X and those with X") fused to the title ('ከነአባ ዮሐኒ', 'እነዶ/ር ...')
    for (const lead of GROUP_LEADS) entry(lead + title).title ??= title;
  }
  // titles spelt with one e-syllable for ä or back ('ፕሬዝዴንት'), when no other word is spelt so
  for (const title of titles)
    if (title.length >= 3 && !title.includes('/'))
      for (const variant of vowelVariants(title))
        if (!table.has(variant)) {
          const found = entry(variant);
          found.title = variant;
          found.flags |= (table.get(title)?.flags ?? 0) & OCCUPATION;
        }
  const ambiguousNames = new Set(folded(ETHIOPIC_AMBIGUOUS_NAMES));
  ambiguous = ambiguousNames;
  const names = [
    ...new Set(
      folded(
        `${ETHIOPIC_NAMES} ${ETHIOPIC_AND_ARABIC_NAMES}`
          .split(/\s+/)
          .filter((word) => /^[\u1200-\u139F]/u.test(word)),
      ),
    ),
  ];
  const addName = (form: string, offset: number, name: string) => {
    const found = entry(form);
    found.name ??= [offset, name];
  };
  // the name itself first, then a suffix, then a fused prefix
  for (const name of names) addName(name, 0, name);
  // a transliteration with one e-syllable for ä or the other way round ('ፌርናንዶ', 'ፈርናንዶ'): the
  // bare form only, never a word the lexicon already knows
  for (const name of names)
    if (name.length >= 3 && !ambiguousNames.has(name))
      for (const variant of vowelVariants(name)) if (!table.has(variant)) addName(variant, 0, name);
  for (const name of names)
    if (name.length >= 2 && !nonNames.has(name))
      for (const suffix of NAME_SUFFIXES) addName(name + suffix, 0, name);
  for (const prefix of FUSED_PREFIXES)
    for (const name of names) {
      if (name.length < 2) continue;
      addName(prefix + name, prefix.length, name);
      // a prefix and a suffix together only for the accusative ('ለትራምፕን' is rare, 'የአበበን' not)
      addName(`${prefix + name}ን`, prefix.length, name);
    }
  buildKeyTable(table);
  return table;
}

interface Word {
  start: number;
  end: number;
  /** The folded word (see foldEthiopic), once asked for ({@link foldedOf}). */
  folded: string | undefined;
  /** The text the word is in. */
  text: string;
  /** The lexicon's entry for the word, if any. */
  entry: Entry | undefined;
  /** Punctuation or a non-Ge'ez token comes between this word and the previous one. */
  breakBefore: boolean;
  /** The name the word sounds like when the lexicon does not know it (see soundedName), once asked. */
  sounded?: readonly [number, string] | null;
}

const NO_FLAGS: Entry = { flags: 0 };

/** The folded word (see foldEthiopic), sliced out and folded on first use. */
function foldedOf(word: Word): string {
  word.folded ??= foldEthiopic(word.text.slice(word.start, word.end));
  return word.folded;
}

/** A listed name inside the word (a fused prefix and a suffix allowed), unless it is a non-name. */
function listedName(word: Word): readonly [number, string] | undefined {
  if (word.entry === undefined) {
    // a compound name cut to its first letter ('ገ/መድህን', 'ወ/ማርያም'): a name by its shape
    if (isSlashAbbreviatedName(word)) return [0, foldedOf(word)];
    return soundedName(word);
  }
  return word.entry.flags & NON_NAME ? undefined : word.entry.name;
}

/** Prepositions fused to a name that {@link soundedName} looks behind ('ለ', 'የ', 'በ', 'ከ'). */
const SOUNDED_PREFIXES = FUSED_PREFIXES.filter((prefix) => prefix.length === 1);
const SOUNDED_MEMO_LIMIT = 10_000;
/** Whether a folded word sounds like a listed Latin name, by word (see isListedBySound). */
const soundedMemo = new Map<string, boolean>();

function isListedBySoundMemo(folded: string): boolean {
  let listed = soundedMemo.get(folded);
  if (listed === undefined) {
    listed = isListedBySound(folded);
    if (soundedMemo.size >= SOUNDED_MEMO_LIMIT) soundedMemo.clear();
    soundedMemo.set(folded, listed);
  }
  return listed;
}

/**
 * A word the lexicon does not know that sounds like a name of the Latin gazetteer (`ሙባረክ`
 * Mubarak, `ቴሜር` Temer; ethiopic-sound-keys.ts), also after a fused preposition (`የቴሜር`):
 * [offset of the name, the name]. Verbs, plurals and other shapes of non-names never are.
 */
function soundedName(word: Word): readonly [number, string] | undefined {
  if (word.sounded !== undefined) return word.sounded ?? undefined;
  let found: readonly [number, string] | null = null;
  const text = foldedOf(word);
  // the bare word, then after a fused preposition; each also with a case or focus suffix
  for (const prefix of ['', ...SOUNDED_PREFIXES]) {
    if (found !== null) break;
    if (!text.startsWith(prefix)) continue;
    const rest = text.slice(prefix.length);
    if (!isNonNameShapeText(rest) && isListedBySoundMemo(rest)) found = [prefix.length, rest];
    else
      for (const suffix of NAME_SUFFIXES) {
        const stem = rest.slice(0, rest.length - suffix.length);
        if (rest.endsWith(suffix) && !isNonNameShapeText(stem) && isListedBySoundMemo(stem)) {
          found = [prefix.length, stem];
          break;
        }
      }
  }
  word.sounded = found;
  return found ?? undefined;
}

/** The offset of a listed name inside the word (see listedName), or -1. */
function listedNameStart(word: Word): number {
  return listedName(word)?.[0] ?? -1;
}

const hasFlag = (word: Word, flag: number) => ((word.entry ?? NO_FLAGS).flags & flag) !== 0;

/** `true` when the code unit is a Ge'ez letter (syllables, supplement, extended). */
function isGeez(code: number): boolean {
  return (
    (code >= 0x1200 && code <= 0x135a) ||
    (code >= 0x1380 && code <= 0x139f) ||
    (code >= 0x2d80 && code <= 0x2ddf)
  );
}

/** `true` when the code unit is a Ge'ez syllable of the given order (0 = first, ..., 7 = -wa). */
function isOrder(code: number, order: number): boolean {
  return code >= 0x1200 && code <= 0x135a && code % 8 === order;
}

/** `true` when a word cannot start or continue an unlisted name: a verb, a plural, a cue word. */
function isNonNameShape(word: Word): boolean {
  const entry = word.entry ?? NO_FLAGS;
  const text = foldedOf(word);
  if (entry.flags & (NON_NAME | SAYING_NOUN) || entry.title === text) return true;
  return isNonNameShapeText(text);
}

/** `true` when a folded word has the shape of a verb, a plural or a fused preposition (see isNonNameShape). */
function isNonNameShapeText(text: string): boolean {
  if (text.length < 2) return true;
  const last = text.charCodeAt(text.length - 1);
  const beforeLast = text.charCodeAt(text.length - 2);
  // perfect verbs: 'ተናግሯል', 'ገልጸዋል' (a labialised syllable or ዋ before the final ል)
  if (last === 0x120d && (beforeLast === 0x12cb || isOrder(beforeLast, 7))) return true;
  // imperfect verbs 'ይናገራሉ', clauses 'ያሉት', 'እንደሚሉት', fused prepositions 'የሚል', 'በንግግራቸው'
  const first = text.charCodeAt(0);
  if (
    first === 0x12ed ||
    first === 0x12eb ||
    first === 0x12e8 ||
    first === 0x1260 ||
    first === 0x1208 ||
    first === 0x12a8
  )
    return true;
  if (text.startsWith('እን') || text.startsWith('ሲ') || text.startsWith('ሊ')) return true;
  // plurals: 'ሰዎች', 'ምስሎች', 'ምስሎቹ' (an o-syllable before ች), also accusative ('ንግግሮቹን')
  if ((last === 0x127d || last === 0x1279) && isOrder(beforeLast, 6)) return true;
  if (
    last === 0x1295 &&
    text.length >= 4 &&
    (beforeLast === 0x127d || beforeLast === 0x1279) &&
    isOrder(text.charCodeAt(text.length - 3), 6)
  )
    return true;
  // abstract nouns in -ነት ('አማካሪነት' advisorship, 'ሚኒስትርነት'); short names end so ('ጌትነት')
  if (text.length >= 5 && text.endsWith('ነት')) return true;
  // more plurals and ordinals: 'ኢትዮጵያውያን', 'ሁለተኛ', 'ባለሥልጣናት', 'መንግሥታት'
  return (
    text.endsWith('ውያን') ||
    text.endsWith('ኛ') ||
    text.endsWith('ቸው') ||
    text.endsWith('ናት') ||
    text.endsWith('ታት') ||
    text.endsWith('ዊ') ||
    // first-person verbs 'እባላለሁ' (I am called), 'አመሰግናለሁ', and the polite 'your' of calls
    // 'ፓስፖርትዎ', 'ጥያቄዎን', 'ስልክዎትን': no name ends so ('[ቤተልሔም] እባላለሁ.')
    text.endsWith('ለሁ') ||
    text.endsWith('ዎ') ||
    text.endsWith('ዎን') ||
    text.endsWith('ዎት') ||
    text.endsWith('ዎትን')
  );
}

/**
 * `true` when the phrase of name words ends with `words[at]`: a break after it, its own focus
 * suffix `-ም`, or after it a word with a fused preposition (`ለአስር`), or when `weak` any word
 * that is no name (a function word, a verb).
 */
function endsName(words: readonly Word[], at: number, weak: boolean): boolean {
  const word = words[at]!;
  const after = words[at + 1];
  if (foldedOf(word).endsWith('ም')) return true;
  // a verb ends an Amharic sentence: only a weak end may come before its full stop
  if (after === undefined || after.breakBefore) return weak || isClauseBreak(word.text, word.end);
  if (weak) return isNonNameShape(after);
  const first = after.text.charCodeAt(after.start);
  return first === 0x1208 || first === 0x1260 || first === 0x12a8 || first === 0x12e8;
}

/** `true` when `words[at]` may be the unlisted last word of a name of three (see endsName). */
function isLastNameWord(words: readonly Word[], at: number): boolean {
  const word = words[at]!;
  return !isNonNameShape(word) && !foldedOf(word).endsWith('ን') && endsName(words, at, false);
}

/** `true` when the first mark after `end` (past spaces) breaks a clause, not a sentence: `፣`, `,`. */
function isClauseBreak(text: string, end: number): boolean {
  let index = end;
  while (index < text.length && text.charCodeAt(index) === 32) index++;
  const code = text.charCodeAt(index);
  return code === 0x1363 || code === 0x1364 || code === 0x2c || code === 0x3b || code === 0x29;
}

/** `true` when a word is a listed name or looks like one (see isNonNameShape). */
function isNameWord(word: Word): boolean {
  return listedNameStart(word) === 0 || !isNonNameShape(word);
}

/** `true` when a word may be a name word with no suffix: not a cue, a verb, a plural or a title. */
function isBareNameWord(word: Word): boolean {
  if (isNonNameShape(word) || (word.entry?.title !== undefined && word.entry.name === undefined))
    return false;
  const last = foldedOf(word).charCodeAt(word.end - word.start - 1);
  // accusative, focus, 'and'
  return last !== 0x1295 && last !== 0x121d && last !== 0x1293;
}

/**
 * The first letters that stand for the first part of a compound name ('ገ/መድህን' for
 * 'ገብረመድህን', 'ወ/ማርያም', 'ኃ/ሚካኤል', 'ተ/ሃይማኖት', 'ኪ/ማርያም'), folded.
 */
const ABBREVIATED_NAME_PARTS = new Set(folded(['ገ', 'ወ', 'ኃ', 'ተ', 'ኪ', 'ወ/', 'ገ/']));

/** `true` when a word is a compound name's first part cut to its first letter (see ABBREVIATED_NAME_PARTS). */
function isAbbreviatedNamePart(word: Word): boolean {
  return word.end - word.start === 1 && ABBREVIATED_NAME_PARTS.has(foldedOf(word));
}

/** `true` when a word the lexicon does not know is a cut compound name: 'ገ/መድህን' (see ABBREVIATED_NAME_PARTS). */
function isSlashAbbreviatedName(word: Word): boolean {
  return (
    word.end - word.start >= 4 &&
    word.text.charCodeAt(word.start + 1) === 0x2f &&
    ABBREVIATED_NAME_PARTS.has(foldEthiopic(word.text.charAt(word.start))) &&
    !isNonNameShapeText(foldedOf(word).slice(2))
  );
}

/**
 * `true` when a word is the one a speaker told, with its fused `ለ-` ('ለቢቢሲ' to the BBC,
 * 'ለጋዜጠኞች' to journalists), between a speaker and an honorific verb of saying.
 */
function isToldWord(word: Word): boolean {
  return word.end - word.start >= 3 && word.text.charCodeAt(word.start) === 0x1208;
}

/** `true` when a folded word is an honorific (plural) verb: perfect 'ተናግረዋል', imperfect 'ይናገራሉ'. */
function isHonorificVerb(word: string): boolean {
  if (word.endsWith('ዋል')) return true;
  return word.length >= 3 && word.charCodeAt(0) === 0x12ed && word.endsWith('ሉ');
}

/** The Ge'ez words of `text` (letters and '/'), each looked up once, in one pass. */
function geezWords(text: string, units: Uint16Array): Word[] {
  const words: Word[] = [];
  const length = text.length;
  let index = 0;
  let broken = true;
  while (index < length) {
    const code = units[index]!;
    if (!isGeez(code)) {
      if (code !== 32 && code !== 0xa0 && code !== 9) broken = true;
      index++;
      continue;
    }
    const start = index;
    // the hash of the folded word on the way, for the lookup
    let hash = extendKeyHash(HASH_START, foldCode(code));
    index++;
    while (index < length) {
      const next = units[index]!;
      if (isGeez(next)) hash = extendKeyHash(hash, foldCode(next));
      else if (next === 0x2f && isGeez(units[index + 1]!)) hash = extendKeyHash(hash, next);
      else break;
      index++;
    }
    // a word glued to Latin letters or digits is not a Ge'ez word
    const after = units[index]!;
    const glued = (after >= 0x30 && after <= 0x39) || (after >= 0x41 && after <= 0x7a);
    words.push({
      start,
      end: index,
      folded: undefined,
      text,
      entry: lookUpUnits(units, start, index, hash),
      breakBefore: broken || glued,
    });
    broken = glued;
  }
  return words;
}

/** `true` when the word `units[start, end)` folded is `folded`. */
function isFoldedWord(units: Uint16Array, start: number, end: number, folded: string): boolean {
  if (end - start !== folded.length) return false;
  for (let index = 0; index < folded.length; index++)
    if (foldCode(units[start + index]!) !== folded.charCodeAt(index)) return false;
  return true;
}

/** The code units of the text being read (loaded once per text). */
const ETHIOPIC_UNITS = new CodeUnits();

/** The Amharic person-name recognizer (titles, Ge'ez gazetteer, "according to X", "as X said"). */
export const ethiopicPersonNameRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'ethiopic-person-name',
  entityTypes: ['PERSON_NAME'],
  languages: ['Amharic'],
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const { text } = input;
    const units = ETHIOPIC_UNITS.load(text);
    // cheap exit: no Ge'ez letter at all
    let hasGeez = false;
    for (let index = 0; index < text.length && !hasGeez; index++) hasGeez = isGeez(units[index]!);
    if (!hasGeez) return [];
    lexicon ??= buildLexicon();
    const words = geezWords(text, units);
    const entities: RecognizedEntity[] = [];
    const push = (first: number, last: number, offset: number, score: number, recognizer: string) => {
      entities.push({
        type: 'PERSON_NAME',
        start: (words[first]?.start ?? 0) + offset,
        end: words[last]?.end ?? 0,
        score,
        recognizer,
      });
    };
    const joined = (index: number) => index < words.length && !words[index]!.breakBefore;
    for (let index = 0; index < words.length; index++) {
      const word = words[index]!;
      // 1. a title, then up to three name words
      const title = word.entry?.title;
      let isTitle = title !== undefined;
      // after an occupation ('ጋዜጠኛ') a second word must be listed or end the phrase
      let free = title !== undefined && ((lexicon.get(title)?.flags ?? 0) & OCCUPATION) === 0 ? 2 : 1;
      if (!isTitle && index > 0 && joined(index) && hasFlag(word, PAIR_END)) {
        // two-word titles ('ርዕሰ መስተዳድር', 'ዶ ር'), the first word may carry a preposition
        const previous = foldedOf(words[index - 1]!);
        for (let cut = 0; cut <= 2 && !isTitle; cut++)
          isTitle = titlePairs?.has(`${previous.slice(cut)} ${foldedOf(word)}`) ?? false;
        if (isTitle) free = hasFlag(word, OCCUPATION) ? 1 : 2;
      }
      if (isTitle && joined(index + 1)) {
        let last = -1;
        let count = 0;
        let next = index + 1;
        while (next < words.length && joined(next) && count < MAX_TITLED_WORDS) {
          const candidate = words[next]!;
          if (
            count > 0 &&
            isAbbreviatedNamePart(candidate) &&
            joined(next + 1) &&
            isNameWord(words[next + 1]!)
          ) {
            // 'ፀጋዬ ገ መድህን': the cut first part of a compound father's name, then the rest
            last = next + 1;
            count++;
            next += 2;
            continue;
          }
          const listed = listedNameStart(candidate);
          if (count > 0 && hasFlag(candidate, PARTICLE) && joined(next + 1) && isNameWord(words[next + 1]!)) {
            // 'ሉላ ደ ሲልቫ'
            last = next + 1;
            count += 2;
            next += 2;
            continue;
          }
          // two words that look like names; after an occupation an unlisted second word must end
          // the phrase (a function word, a verb or a break after it) or come before a third word
          // that ends it more surely (a break or a fused preposition after it, or its own focus
          // suffix: 'ዑተ ሽታል ማይስተርም ዋናው', 'ጃን ክላዉደ ባካ ለአስር')
          const closed =
            count < free ||
            (count === 1 &&
              (endsName(words, next, true) || (joined(next + 1) && isLastNameWord(words, next + 1)))) ||
            (count === 2 && isLastNameWord(words, next));
          if (
            closed
              ? listed === 0 || !isNonNameShape(candidate)
              : listed === 0 && !hasFlag(candidate, NON_NAME)
          ) {
            last = next;
            count++;
            next++;
            continue;
          }
          break;
        }
        if (last > index) {
          push(index + 1, last, 0, ETHIOPIC_TITLED_NAME_SCORE, 'ethiopic-person-name-title');
          index = last;
          continue;
        }
      }
      // 2. a listed name, and a listed (or particle-led) word after it; an unknown word before a
      // listed father's name ('ጫሊቡ አበበ') is the given name
      const found = listedName(word);
      if (
        found === undefined &&
        word.entry === undefined &&
        joined(index + 1) &&
        listedNameStart(words[index + 1]!) === 0 &&
        // a father's name listed in Ge'ez, not one that only sounds like a Latin name
        words[index + 1]!.entry !== undefined &&
        !ambiguous?.has(foldedOf(words[index + 1]!)) &&
        isBareNameWord(word) &&
        (joined(index + 2)
          ? isNonNameShape(words[index + 2]!)
          : isClauseBreak(words[index + 1]!.text, words[index + 1]!.end))
      ) {
        push(index, index + 1, 0, ETHIOPIC_LISTED_NAME_SCORE, 'ethiopic-person-name-gazetteer');
        index++;
        continue;
      }
      if (
        found &&
        !ambiguous?.has(found[1]) &&
        !(index > 0 && joined(index) && hasFlag(words[index - 1]!, PLACE_LEAD))
      ) {
        let last = index;
        if (joined(index + 1) && listedNameStart(words[index + 1]!) === 0) last = index + 1;
        else if (joined(index + 2) && hasFlag(words[index + 1]!, PARTICLE) && isNameWord(words[index + 2]!))
          last = index + 2;
        else if (
          word.entry !== undefined &&
          word.end - word.start === found[0] + found[1].length &&
          joined(index + 1) &&
          !isNonNameShape(words[index + 1]!) &&
          !foldedOf(words[index + 1]!).endsWith('ም') &&
          (joined(index + 2)
            ? isNonNameShape(words[index + 2]!)
            : isClauseBreak(words[index + 1]!.text, words[index + 1]!.end))
        )
          // an unlisted father's name or surname that ends the phrase ('ለዶናልድ ትራፕ ግን')
          last = index + 1;
        // a father's name with its first part cut to a letter ('ፀጋዬ ገ መድህን', 'ሞላ ወ ማርያም')
        if (joined(last + 2) && isAbbreviatedNamePart(words[last + 1]!) && isNameWord(words[last + 2]!))
          last += 2;
        push(index, last, found[0], ETHIOPIC_LISTED_NAME_SCORE, 'ethiopic-person-name-gazetteer');
        index = last;
        continue;
      }
      // 3. 'እነ X (Y)', 'ለነ X': X and those with X, so X is a person
      if (word.entry !== undefined && (word.entry.flags & GROUP_LEAD) !== 0 && joined(index + 1)) {
        const first = words[index + 1]!;
        if (first.entry?.title === undefined && isBareNameWord(first)) {
          const last =
            joined(index + 2) &&
            (listedNameStart(words[index + 2]!) === 0 ||
              (isBareNameWord(words[index + 2]!) && endsName(words, index + 2, true)))
              ? index + 2
              : index + 1;
          push(index + 1, last, 0, ETHIOPIC_ACCORDING_TO_SCORE, 'ethiopic-person-name-group');
          index = last;
          continue;
        }
      }
      // 4. 'X እንደተናገሩት': as X said (honorific, so a person); also with the one they told
      // between ('X ለቢቢሲ እንደተናገሩት', as X told the BBC)
      if (hasFlag(word, AS_SAID) && joined(index) && index > 0) {
        const told =
          index > 1 &&
          joined(index - 1) &&
          isToldWord(words[index - 1]!) &&
          !isNonNameShape(words[index - 2]!);
        const at = told ? index - 1 : index;
        const previous = words[at - 1]!;
        // a subject takes no accusative or plural '-ን' ('መገናኛ ብዙኃን')
        if (
          !isNonNameShape(previous) &&
          !foldedOf(previous).endsWith('ን') &&
          listedNameStart(previous) <= 0
        ) {
          // a listed given name before it, or an unlisted one that opens the sentence or clause
          // ('ጫሊቡ ሞገስ እንዳሉት'): an Ethiopian is named by two names
          const before = words[at - 2];
          const first =
            before !== undefined &&
            joined(at - 1) &&
            (listedNameStart(before) === 0 || (before.breakBefore && isBareNameWord(before)))
              ? at - 2
              : at - 1;
          // (the listed last word may have been found alone: the two words replace it)
          const alone = entities[entities.length - 1];
          if (alone !== undefined && alone.end === previous.end && alone.start >= words[first]!.start)
            entities.pop();
          push(first, at - 1, 0, ETHIOPIC_ACCORDING_TO_SCORE, 'ethiopic-person-name-as-said');
        }
        continue;
      }
      // 5. '... ሲሉ X Y ተናግረዋል' (or 'በማለት', 'ብለው'): a quote, then two name words and an
      // honorific verb of saying
      if (hasFlag(word, QUOTE_END) && joined(index + 3)) {
        const verb = words[index + 3]!;
        if (
          joined(index + 1) &&
          joined(index + 2) &&
          isHonorificVerb(foldedOf(verb)) &&
          isBareNameWord(words[index + 1]!) &&
          isBareNameWord(words[index + 2]!)
        ) {
          push(index + 1, index + 2, 0, ETHIOPIC_ACCORDING_TO_SCORE, 'ethiopic-person-name-quote');
          index += 2;
          continue;
        }
      }
      // 6. 'እንደ X (Y) ገለጻ': according to X
      if (isFoldedWord(units, word.start, word.end, 'እንደ')) {
        for (let length = 1; length <= 2; length++) {
          const noun = index + length + 1;
          if (!joined(noun) || !joined(index + 1)) break;
          if (!hasFlag(words[noun]!, SAYING_NOUN)) continue;
          let ok = true;
          for (let inner = index + 1; inner < noun; inner++) ok &&= !isNonNameShape(words[inner]!);
          if (ok)
            push(index + 1, noun - 1, 0, ETHIOPIC_ACCORDING_TO_SCORE, 'ethiopic-person-name-according-to');
          break;
        }
      }
    }
    return entities;
  },
};
