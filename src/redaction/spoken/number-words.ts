/**
 * Spoken number words, one table per language: what a speech recogniser writes when a caller reads
 * a phone, card or ID number aloud ("zero eight zero three", "double five", "nineteen eighty six",
 * "sifuri saba moja", "vingt-trois"). English words count in every language (code-switched calls
 * read numbers in English); French counts in Kinyarwanda, Arabic and Hausa (Niger) too. Lookups ignore case and
 * diacritics (`ụ` = `u`, `é` = `e`). Compiled by the langproc team from general knowledge.
 *
 * Each word has a role: a `digit` (0-9), a `teen` (10-19), a `tens` word (20, 30, ... 90), a
 * two-digit `compound` (German `dreiundzwanzig`, Italian `ventitré`), a `plus` before a
 * country code ("plus two five four", "más", "più"), a `repeat` (`double`,
 * `triple`), a `connector` joining tens and units ("ishirini **na** tano", "treinta **y** dos";
 * Hausa `sha` opens a teen: "sha biyar" = 15, its value 10), an `ordinal` (day of month:
 * "fourteenth", German `elfte`, Afrikaans `twaalfde` -> the day), a `multiplier` (`hundred`,
 * `mille`, `ሺህ`, Hausa `dubu`: 100 or 1000) or a whole `hundreds` word (Spanish `novecientos`,
 * Arabic `تسعمية`: 900; `ألفين`: 2000). Multipliers come after what they multiply ("nineteen
 * hundred") except where a table says its multipliers first (Hausa, Swahili, Shona, Kinyarwanda,
 * Zulu, Isixhosa, Igbo: "ɗari tara" = 900, "puku abụọ" = 2000).
 *
 * @example
 * ```ts
 * numberWord('Swahili', 'saba'); // { role: 'digit', value: 7, first: false, preposition: 0 }
 * numberWord('Zulu', 'double'); // { role: 'repeat', value: 2, first: false, preposition: 0 } (English applies everywhere)
 * ```
 */
import type { LanguageName } from '../../languages.js';

/** What a number word does in a spoken number. */
export type NumberWordRole =
  | 'digit'
  | 'teen'
  | 'tens'
  | 'compound'
  | 'repeat'
  | 'connector'
  | 'ordinal'
  | 'multiplier'
  | 'hundreds'
  | 'plus';

/** One spoken number word. */
export interface NumberWord {
  role: NumberWordRole;
  /** The digit, the number (10-99), the repeat count, the day (ordinals), 100 or 1000 (multipliers), the whole value (hundreds); 0 for connectors (10 for a connector that opens a teen). */
  value: number;
  /** A multiplier said before what it multiplies (the own words of the languages that say them so: "ɗari tara" = 900; not their English "two thousand"). */
  first: boolean;
  /** The length of a preposition glued before the word ({@link GLUED_PREPOSITIONS}: Zulu "**ku**zero" = 2; 0: none): it opens a number only. */
  preposition: number;
}

/**
 * A number word: every one is made here, with the same four properties in the same order, so that
 * the loops that read them see one object shape (a word with an optional property added made a
 * second or third shape, and each new one met by an optimised loop threw its code away).
 */
export function numberWordOf(
  role: NumberWordRole,
  value: number,
  first = false,
  preposition = 0,
): NumberWord {
  return { role, value, first, preposition };
}

type Table = Readonly<Record<string, NumberWord>>;

/** A table built on its first use: a process reads one language or a few, not all 19. */
type LazyTable = () => Table;

/** How many lazy tables have been built so far (tests check that one language builds only its own). */
let tablesBuilt = 0;

function lazy(build: () => Table): LazyTable {
  let built: Table | undefined;
  return () => {
    if (built === undefined) {
      built = build();
      tablesBuilt++;
    }
    return built;
  };
}

/** How many of the number-word tables have been built in this process (for tests). */
export function builtNumberWordTableCount(): number {
  return tablesBuilt;
}

/** The tables' entries in order, later ones replacing earlier ones (as object spread does). */
function merge(...parts: LazyTable[]): LazyTable {
  return lazy(() => Object.assign({}, ...parts.map((part) => part())));
}

/** How a table's words are read beyond their values. */
interface TableOptions {
  /** Its multipliers are said before what they multiply ({@link NumberWord.first}: "ɗari tara" = 900). */
  readonly multipliersFirst?: boolean;
  /**
   * Connectors glued before its words, read as the words alone: Shona "gumi **ne**matatu" (13),
   * Kinyarwanda "mirongo inani **n'**umunani" (88), Isixhosa "amashumi asibhozo
   * **ane**sithandathu" (86). A connector only joins, so the sum is the same. (Prepositions glued
   * to a number's first word are {@link GLUED_PREPOSITIONS}.)
   */
  readonly gluedConnectors?: readonly string[];
  /**
   * Other spellings of each word, as callers' texts write them: Arabic `ة` written `ه` at the end
   * ("خمسه" = "خمسة"), `أ`/`إ`/`آ` written `ا` ("اربعة"), `ى` and `ي` for each other.
   */
  readonly spellings?: (word: string) => readonly string[];
}

/** Arabic spellings of one word ({@link TableOptions.spellings}): every mix of the everyday forms of `ة`, `أ`/`إ`/`آ` and `ى`/`ي`. */
function arabicSpellings(word: string): string[] {
  const forms = new Set([word]);
  for (const [pattern, replacement] of [
    [/ة$/u, 'ه'],
    [/[أإآ]/gu, 'ا'],
    [/ى$/u, 'ي'],
    [/ي$/u, 'ى'],
  ] as const)
    for (const form of [...forms]) forms.add(form.replace(pattern, replacement));
  return [...forms];
}

/**
 * Prepositions and copulas written glued to the number after them, per language: Amharic
 * "**በ**ዜሮ ዘጠኝ ..." ("at 09..."), Zulu and Isixhosa "**ku**zero seven two ..." ("to 072..."),
 * "**ngu**six" ("it is 6..."), also before the English words they read. Every number word of the
 * language (but connectors and ordinals) is read so glued; the number is read without them
 * ({@link gluedPrepositionLength}).
 */
const GLUED_PREPOSITIONS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  Amharic: ['በ', 'ለ', 'ከ'],
  Zulu: ['ku', 'ngu', 'yi'],
  Isixhosa: ['ku', 'kwi', 'ngu', 'yi'],
};

/** The length of a preposition glued before a number word at the start of `word`, or 0. */
export function gluedPrepositionLength(language: LanguageName, word: string): number {
  return numberWord(language, word)?.preposition ?? 0;
}

/** `word` is one of `language`'s {@link GLUED_PREPOSITIONS} ("ku", "Ngu"). */
export function isGluedPreposition(language: LanguageName, word: string): boolean {
  const prepositions = GLUED_PREPOSITIONS[language];
  return prepositions?.includes(word.toLowerCase()) === true;
}

/**
 * The length of a {@link GLUED_PREPOSITIONS} preposition joined by a hyphen to the number word
 * after it at the start of `word` (Zulu "**ku**-zero", "**Ngu**-six-seven": 2), or 0.
 */
export function hyphenatedPrepositionLength(language: LanguageName, word: string): number {
  const hyphen = word.indexOf('-');
  if (hyphen <= 0 || !isGluedPreposition(language, word.slice(0, hyphen))) return 0;
  const next = word.indexOf('-', hyphen + 1);
  const entry = numberWord(language, word.slice(hyphen + 1, next === -1 ? word.length : next));
  return entry !== undefined &&
    entry.role !== 'connector' &&
    entry.role !== 'ordinal' &&
    entry.preposition === 0
    ? hyphen
    : 0;
}

/** Builds a table from `word=value` groups per role (the words of one value separated by `/`). */
function table(groups: Partial<Record<NumberWordRole, string>>, options: TableOptions = {}): LazyTable {
  return lazy(() => {
    const entries: Record<string, NumberWord> = {};
    const glued: Record<string, NumberWord> = {};
    for (const [role, list] of Object.entries(groups) as Array<[NumberWordRole, string]>) {
      const first = role === 'multiplier' && options.multipliersFirst === true;
      for (const item of list.split(/\s+/u).filter(Boolean)) {
        const [words, value] = item.split('=') as [string, string];
        const entry = numberWordOf(role, Number(value), first);
        for (const word of words.split('/').flatMap((word) => options.spellings?.(word) ?? [word])) {
          // the folded spelling, and the spelling as written (what most texts carry), both look it up
          for (const form of [foldNumberWord(word), word.normalize('NFC').toLowerCase()]) {
            entries[form] = entry;
            if (role === 'connector' || role === 'ordinal') continue;
            for (const prefix of options.gluedConnectors ?? []) glued[`${prefix}${form}`] = entry;
          }
        }
      }
    }
    return { ...glued, ...entries };
  });
}

/** Two-digit compounds written as one word: `unit + joiner + tens` (German, Afrikaans). */
function unitFirstCompounds(
  units: readonly string[],
  tens: readonly string[],
  joiners: readonly string[],
): LazyTable {
  return lazy(() => {
    const entries: Record<string, NumberWord> = {};
    tens.forEach((tensWord, tensIndex) => {
      units.forEach((unitWord, unitIndex) => {
        for (const joiner of joiners) {
          entries[foldNumberWord(`${unitWord}${joiner}${tensWord}`)] = numberWordOf(
            'compound',
            (tensIndex + 2) * 10 + unitIndex + 1,
          );
        }
      });
    });
    return entries;
  });
}

/** Two-digit compounds written as one word: `tens + unit`, the tens' last vowel elided before a vowel (Italian, Spanish `veinti-`). */
function tensFirstCompounds(tens: readonly string[], units: readonly string[]): LazyTable {
  return lazy(() => {
    const entries: Record<string, NumberWord> = {};
    tens.forEach((tensWord, tensIndex) => {
      units.forEach((unitWord, unitIndex) => {
        const elided = /^[aeiou]/u.test(foldNumberWord(unitWord)) ? tensWord.slice(0, -1) : tensWord;
        entries[foldNumberWord(`${elided}${unitWord}`)] = numberWordOf(
          'compound',
          (tensIndex + 2) * 10 + unitIndex + 1,
        );
      });
    });
    return entries;
  });
}

const ENGLISH_ORDINALS =
  'first/1st=1 second/2nd=2 third/3rd=3 fourth/4th=4 fifth/5th=5 sixth/6th=6 seventh/7th=7 eighth/8th=8 ninth/9th=9 tenth/10th=10 eleventh/11th=11 twelfth/12th=12 thirteenth/13th=13 fourteenth/14th=14 fifteenth/15th=15 sixteenth/16th=16 seventeenth/17th=17 eighteenth/18th=18 nineteenth/19th=19 twentieth/20th=20 twenty-first/21st=21 twenty-second/22nd=22 twenty-third/23rd=23 twenty-fourth/24th=24 twenty-fifth/25th=25 twenty-sixth/26th=26 twenty-seventh/27th=27 twenty-eighth/28th=28 twenty-ninth/29th=29 thirtieth/30th=30 thirty-first/31st=31';

const ENGLISH = table({
  digit: 'zero/oh/o/nought/nil=0 one=1 two=2 three=3 four=4 five=5 six=6 seven=7 eight=8 nine=9',
  teen: 'ten=10 eleven=11 twelve=12 thirteen=13 fourteen=14 fifteen=15 sixteen=16 seventeen=17 eighteen=18 nineteen=19',
  tens: 'twenty=20 thirty=30 forty=40 fourty=40 fifty=50 sixty=60 seventy=70 eighty=80 ninety=90',
  repeat: 'double=2 triple=3',
  plus: 'plus=0',
  ordinal: ENGLISH_ORDINALS,
  multiplier: 'hundred=100 thousand=1000',
});

const FRENCH = table({
  digit: 'zéro=0 un/une=1 deux=2 trois=3 quatre=4 cinq=5 six=6 sept=7 huit=8 neuf=9',
  teen: 'dix=10 onze=11 douze=12 treize=13 quatorze=14 quinze=15 seize=16 dix-sept=17 dix-huit=18 dix-neuf=19',
  tens: 'vingt=20 trente=30 quarante=40 cinquante=50 soixante=60 soixante-dix=70 septante=70 quatre-vingt/quatre-vingts/huitante=80 quatre-vingt-dix/nonante=90',
  repeat: 'double=2 triple=3',
  connector: 'et=0',
  ordinal: 'premier/1er/première=1',
  multiplier: 'cent/cents=100 mille/mil=1000',
});

const GERMAN_UNITS = ['ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const GERMAN_TENS = ['zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
/** German cardinals 1-31 (index + 1), the stems of the ordinals (`elf` -> `elfte`, `zwanzig` -> `zwanzigste`). */
const GERMAN_ORDINAL_STEMS = [
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
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
  'zwanzig',
  ...GERMAN_UNITS.map((unit) => `${unit}undzwanzig`),
  'dreißig',
  'einunddreißig',
].map((stem) => (stem === 'eins' ? 'ein' : stem));

/**
 * Ordinals of the days `firstDay`, `firstDay + 1`, ... by suffix: the day's stem + `suffix(day)` +
 * each ending (German `fünf` + `te` + `r` = `fünfter`); irregular ones are listed in the table.
 */
function suffixOrdinals(
  stems: readonly string[],
  firstDay: number,
  suffix: (day: number) => string,
  endings: readonly string[],
): LazyTable {
  return lazy(() => {
    const entries: Record<string, NumberWord> = {};
    stems.forEach((stem, index) => {
      const day = firstDay + index;
      for (const ending of endings) {
        const word = `${stem}${suffix(day)}${ending}`;
        entries[foldNumberWord(word)] = numberWordOf('ordinal', day);
        entries[word.normalize('NFC').toLowerCase()] = numberWordOf('ordinal', day);
      }
    });
    return entries;
  });
}

const GERMAN = merge(
  table({
    digit: 'null=0 eins/ein/eine=1 zwei/zwo=2 drei=3 vier=4 fünf=5 sechs=6 sieben=7 acht=8 neun=9',
    teen: 'zehn=10 elf=11 zwölf=12 dreizehn=13 vierzehn=14 fünfzehn=15 sechzehn=16 siebzehn=17 achtzehn=18 neunzehn=19',
    tens: 'zwanzig=20 dreißig/dreissig=30 vierzig=40 fünfzig=50 sechzig=60 siebzig=70 achtzig=80 neunzig=90',
    repeat: 'doppel=2',
    multiplier: 'hundert=100 tausend=1000',
    ordinal:
      'erste/erster/ersten/erstes/erstem=1 dritte/dritter/dritten/drittes/drittem=3 siebte/siebter/siebten/siebente/siebenter=7 achte/achter/achten=8',
  }),
  unitFirstCompounds(GERMAN_UNITS, GERMAN_TENS, ['und']),
  suffixOrdinals(GERMAN_ORDINAL_STEMS, 1, (day) => (day < 20 ? 'te' : 'ste'), ['', 'r', 'n', 's', 'm']),
);

const AFRIKAANS_UNITS = ['een', 'twee', 'drie', 'vier', 'vyf', 'ses', 'sewe', 'agt', 'nege'];
const AFRIKAANS_TENS = ['twintig', 'dertig', 'veertig', 'vyftig', 'sestig', 'sewentig', 'tagtig', 'negentig'];
const AFRIKAANS = merge(
  table({
    digit: 'nul=0 een=1 twee=2 drie=3 vier=4 vyf=5 ses=6 sewe=7 agt=8 nege=9',
    teen: 'tien=10 elf=11 twaalf=12 dertien=13 veertien=14 vyftien=15 sestien=16 sewentien=17 agtien=18 negentien=19',
    tens: 'twintig=20 dertig=30 veertig=40 vyftig=50 sestig=60 sewentig=70 tagtig=80 negentig=90',
    repeat: 'dubbel=2 trippel=3',
    multiplier: 'honderd=100 duisend=1000',
  }),
  unitFirstCompounds(AFRIKAANS_UNITS, AFRIKAANS_TENS, ['-en-', 'en', 'ën']),
  table({
    ordinal:
      'eerste=1 tweede=2 derde=3 vierde=4 vyfde=5 sesde=6 sewende=7 agtste/agste=8 negende=9 tiende=10 elfde=11 twaalfde=12 dertiende=13 veertiende=14 vyftiende=15 sestiende=16 sewentiende=17 agtiende=18 negentiende=19 twintigste=20 dertigste=30',
  }),
  suffixOrdinals(
    [...AFRIKAANS_UNITS.map((unit) => `${unit}-en-twintig`), 'dertig', 'een-en-dertig'],
    21,
    () => 'ste',
    [''],
  ),
  suffixOrdinals(
    [...AFRIKAANS_UNITS.map((unit) => `${unit}entwintig`), 'dertig', 'eenendertig'],
    21,
    () => 'ste',
    [''],
  ),
);

const ITALIAN_UNITS = ['uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove'];
const ITALIAN_TENS = [
  'venti',
  'trenta',
  'quaranta',
  'cinquanta',
  'sessanta',
  'settanta',
  'ottanta',
  'novanta',
];
const ITALIAN = merge(
  table({
    digit: 'zero=0 uno/una=1 due=2 tre=3 quattro=4 cinque=5 sei=6 sette=7 otto=8 nove=9',
    teen: 'dieci=10 undici=11 dodici=12 tredici=13 quattordici=14 quindici=15 sedici=16 diciassette=17 diciotto=18 diciannove=19',
    tens: 'venti=20 trenta=30 quaranta=40 cinquanta=50 sessanta=60 settanta=70 ottanta=80 novanta=90',
    repeat: 'doppio=2 triplo=3',
    plus: 'più/piu=0',
    ordinal: 'primo=1',
    multiplier: 'cento=100 mille/mila=1000',
  }),
  tensFirstCompounds(ITALIAN_TENS, ITALIAN_UNITS),
  tensFirstCompounds(ITALIAN_TENS, ['uno', 'due', 'tré']),
);

const SPANISH = merge(
  table({
    digit: 'cero=0 uno/una/un=1 dos=2 tres=3 cuatro=4 cinco=5 seis=6 siete=7 ocho=8 nueve=9',
    teen: 'diez=10 once=11 doce=12 trece=13 catorce=14 quince=15 dieciséis=16 diecisiete=17 dieciocho=18 diecinueve=19',
    tens: 'veinte=20 treinta=30 cuarenta=40 cincuenta=50 sesenta=60 setenta=70 ochenta=80 noventa=90',
    repeat: 'doble=2 triple=3',
    plus: 'más/mas=0',
    connector: 'y=0',
    ordinal: 'primero/primera/1º=1',
    multiplier: 'cien/ciento=100 mil=1000',
    hundreds:
      'doscientos/doscientas=200 trescientos/trescientas=300 cuatrocientos/cuatrocientas=400 quinientos/quinientas=500 seiscientos/seiscientas=600 setecientos/setecientas=700 ochocientos/ochocientas=800 novecientos/novecientas=900',
  }),
  table({
    compound:
      'veintiuno/veintiún=21 veintidós=22 veintitrés=23 veinticuatro=24 veinticinco=25 veintiséis=26 veintisiete=27 veintiocho=28 veintinueve=29',
  }),
);

const SHONA = table(
  {
    digit:
      'ziro=0 imwe/poshi=1 piri/mbiri/maviri=2 tatu/matatu/nhatu=3 ina/mana=4 shanu/mashanu=5 tanhatu/matanhatu=6 nomwe/manomwe=7 sere/masere=8 pfumbamwe/mapfumbamwe=9',
    teen: 'gumi=10',
    connector: 'na/ne=0',
    multiplier: 'makumi=10 zana/mazana=100 chiuru/zviuru=1000',
    // a day's ordinal after "musi" ("musi wechitatu": the third)
    ordinal:
      'wekutanga=1 wechipiri=2 wechitatu=3 wechina=4 wechishanu=5 wechitanhatu=6 wechinomwe=7 wechisere=8 wechipfumbamwe=9 wegumi=10',
  },
  { multipliersFirst: true, gluedConnectors: ['ne', 'na'] },
);

const KINYARWANDA = table(
  {
    digit:
      'zeru=0 rimwe/imwe=1 kabiri/abiri/ebyiri=2 gatatu/atatu/itatu/eshatu=3 kane/ane/ine/enye=4 gatanu/atanu/itanu/eshanu=5 gatandatu/atandatu/itandatu/esheshatu=6 karindwi/arindwi/irindwi/zirindwi=7 umunani/inani=8 icyenda/cyenda=9',
    teen: 'icumi/cumi=10',
    tens: 'makumyabiri=20',
    connector: 'na/n=0',
    multiplier: 'mirongo=10 ijana/magana=100 igihumbi/ibihumbi=1000',
  },
  { multipliersFirst: true, gluedConnectors: ["n'"] },
);

const ZULU = table(
  {
    digit:
      // (the units after a ten, "ishumi nanhlanu" = 15, with the connector glued: "nesithupha" = na + isithupha)
      'iqanda/uziro=0 kunye/nye/inye=1 kubili/mbili/bili/amabili=2 kuthathu/ntathu/thathu/amathathu=3 kune/ne/amane=4 kuhlanu/hlanu/nhlanu/amahlanu/nanhlanu=5 isithupha/ayisithupha/sithupha/nesithupha=6 isikhombisa/ayisikhombisa/sikhombisa/nesikhombisa=7 isishiyagalombili/ayisishiyagalombili/sishiyagalombili/nesishiyagalombili=8 isishiyagalolunye/ayisishiyagalolunye/sishiyagalolunye/nesishiyagalolunye=9',
    teen: 'ishumi=10',
    multiplier: 'amashumi=10',
    ordinal:
      'wokuqala=1 wesibili=2 wesithathu=3 wesine=4 wesihlanu=5 wesithupha=6 wesikhombisa=7 wesishiyagalombili=8 wesishiyagalolunye=9 weshumi=10',
  },
  { multipliersFirst: true, gluedConnectors: ['na', 'ne'] },
);

const ISIXHOSA = table(
  {
    digit:
      // (the units after a ten, "ishumi elinesithathu" = 13: "eli" and the connector glued to them)
      'iqanda/uziro=0 inye/nye/enye/elinanye=1 zimbini/mbini/amabini/elinesibini/elinambini=2 zintathu/ntathu/amathathu/elinesithathu=3 zine/ne/amane/elinesine=4 zintlanu/ntlanu/amahlanu/elinesihlanu=5 zintandathu/ntandathu/isithandathu/sithandathu/amathandathu/elinesithandathu=6 sixhenxe/isixhenxe/asixhenxe/elinesixhenxe=7 sibhozo/isibhozo/asibhozo/elinesibhozo=8 lithoba/ilithoba/alithoba/elinethoba=9',
    teen: 'lishumi/ishumi=10',
    multiplier: 'amashumi=10',
    ordinal:
      'wokuqala=1 wesibini=2 wesithathu=3 wesine=4 wesihlanu=5 wesithandathu=6 wesixhenxe=7 wesibhozo=8 wesithoba=9 weshumi=10',
  },
  { multipliersFirst: true, gluedConnectors: ['ana', 'ane', 'na', 'ne', 'ngow'] },
);

const YORUBA_WORDS = table({
  digit:
    'òdo/odo=0 ọ̀kan/ookan/okan=1 èjì/eeji/meji=2 ẹ̀ta/eeta/meta=3 ẹ̀rin/eerin/merin=4 àrún/aarun/marun=5 ẹ̀fà/eefa/mefa=6 èje/eeje/meje=7 ẹ̀jọ/eejo/mejo=8 ẹ̀sán/eesan/mesan=9',
  teen: 'ẹ̀wá/eewa/mewa=10',
  tens: 'ogún/ogun=20 ọgbọ̀n/ogbon=30',
  connector: 'lé/le=0',
  hundreds: 'ẹgbàá/egbaa=2000',
  ordinal:
    'kínní/kini=1 kejì/keji=2 kẹta/keta=3 kẹrin/kerin=4 karùn-ún/karun=5 kẹfà/kefa=6 keje=7 kẹjọ/kejo=8 kẹsàn-án/kesan=9 kẹwàá/kewaa/kẹwà/kewa=10 kọkànlá/kokanla=11 kejìlá/kejila=12 kẹtàlá/ketala=13 kẹrìnlá/kerinla=14',
});

/**
 * Yoruba numbers from 15 up are counted from the next twenty or ten, in one word: a unit, `dín`
 * ("less") or `lé` ("more"), then `l-` and the tens ("mọ́kàndínlọ́gbọ̀n" = 30 - 1 = 29,
 * "mọ́kànlélógún" = 20 + 1 = 21, "mọ́kàndínlọ́gọ́rin" = 80 - 1 = 79); with `k-` the same word is
 * an ordinal day ("kẹrìndínlógún" = 16th). Five less is `ẹ́ẹ̀dọ́-` before a score of tens
 * ("mẹ́ẹ̀ẹ́dógún" = 15, "mẹ́ẹ̀ẹ́dọ́gbọ̀n" = 25). Folded spellings only (lookups fold).
 */
function yorubaCountedNumbers(): LazyTable {
  return lazy(() => {
    const entries: Record<string, NumberWord> = {};
    // the unit as counted (bare and with `m-`) and as an ordinal (`k-`)
    const units: ReadonlyArray<[number, readonly string[], string]> = [
      [1, ['okan', 'mokan'], 'kokan'],
      [2, ['eji', 'meji'], 'keji'],
      [3, ['eta', 'meta'], 'keta'],
      [4, ['erin', 'merin'], 'kerin'],
      [5, ['arun', 'marun'], 'karun'],
    ];
    const tens: ReadonlyArray<[number, string]> = [
      [20, 'ogun'],
      [30, 'ogbon'],
      [40, 'ogoji'],
      [50, 'aadota'],
      [60, 'ogota'],
      [70, 'aadorin'],
      [80, 'ogorin'],
      [90, 'aadorun'],
      [100, 'ogorun'],
    ];
    const add = (word: string, value: number, ordinal: boolean) => {
      if (ordinal) {
        if (value <= 31) entries[word] = numberWordOf('ordinal', value);
      } else if (value >= 10 && value <= 99) entries[word] = numberWordOf('compound', value);
    };
    for (const [tensValue, tensWord] of tens) {
      for (const [unit, counted, ordinal] of units) {
        for (const [joiner, value] of [
          ['din', tensValue - unit],
          ['le', tensValue + unit],
        ] as const) {
          for (const form of counted) add(`${form}${joiner}l${tensWord}`, value, false);
          add(`${ordinal}${joiner}l${tensWord}`, value, true);
        }
      }
    }
    // five less than a score of tens: `ẹ́ẹ̀dọ́-` ("mẹ́ẹ̀ẹ́dógún" = 15, "kẹẹ̀dọ́gbọ̀n" = 25th)
    for (const [value, score] of [
      [15, 'dogun'],
      [25, 'dogbon'],
    ] as const) {
      for (const form of ['ee', 'mee', 'eee', 'meee']) add(`${form}${score}`, value, false);
      for (const form of ['kee', 'keee']) add(`${form}${score}`, value, true);
    }
    // 11 to 14: the unit "on" ten (`-lá`)
    for (const [unit, counted, ordinal] of units.slice(0, 4)) {
      for (const form of counted) add(`${form}la`, 10 + unit, false);
      add(`${ordinal}la`, 10 + unit, true);
    }
    return entries;
  });
}

/** Languages whose own words are listed (English applies to all; French also to Kinyarwanda, Arabic and Hausa). */
const OWN: Readonly<Partial<Record<LanguageName, LazyTable>>> = {
  Afrikaans: AFRIKAANS,
  French: FRENCH,
  German: GERMAN,
  Italian: ITALIAN,
  Spanish: SPANISH,
  Swahili: table(
    {
      digit: 'sifuri/ziro=0 moja=1 mbili=2 tatu=3 nne=4 tano=5 sita=6 saba=7 nane=8 tisa=9',
      teen: 'kumi=10',
      tens: 'ishirini=20 thelathini=30 arobaini=40 hamsini=50 sitini=60 sabini=70 themanini=80 tisini=90',
      connector: 'na=0',
      ordinal: 'mosi=1 pili=2',
      multiplier: 'mia=100 elfu=1000',
    },
    { multipliersFirst: true },
  ),
  Hausa: table(
    {
      digit: 'sifiri/sifili=0 daya/ɗaya=1 biyu=2 uku=3 hudu/huɗu=4 biyar=5 shida=6 bakwai=7 takwas=8 tara=9',
      teen: 'goma=10',
      tens: 'ashirin=20 talatin=30 arba\u02bcin/arbain=40 hamsin=50 sittin=60 saba\u02bcin/sabain=70 tamanin=80 casa\u02bcin/casain=90',
      connector: 'da=0 sha=10',
      multiplier: 'dari/ɗari=100 dubu/alif=1000',
    },
    { multipliersFirst: true },
  ),
  Igbo: table(
    {
      digit: 'efu/ziro=0 otu=1 abụọ=2 atọ=3 anọ=4 ise=5 isii=6 asaa=7 asatọ=8 itoolu/iteghete=9',
      teen: 'iri=10',
      connector: 'na=0',
      multiplier: 'narị/nari=100 puku=1000',
    },
    { multipliersFirst: true },
  ),
  Yoruba: merge(YORUBA_WORDS, yorubaCountedNumbers()),
  Twi: table({
    digit:
      'hwee/ohunu/zero=0 baako/biako/koro=1 mmienu/abien=2 mmiɛnsa/mmiensa/abiɛsa=3 ɛnan/anan/nnan=4 enum/anum/nnum=5 nsia=6 nson=7 nwɔtwe/nwotwe/nnwɔtwe/nnwotwe=8 nkron=9',
    teen: 'du=10 dubaako/dubiako=11 dumienu=12 dumiɛnsa/dumiensa=13 dunan=14 dunum=15 dunsia=16 dunson=17 dunwɔtwe/dunwotwe=18 dunkron=19',
    tens: 'aduonu=20 aduasa=30 aduanan=40 aduonum=50 aduosia=60 aduɔson/aduoson=70 aduɔwɔtwe/aduowotwe=80 aduɔkron/aduokron=90',
    hundreds:
      'ɔha/oha=100 ahanu=200 ahaasa/ahasa=300 ahanan=400 ahanum=500 ahansia=600 ahanson=700 ahanwɔtwe/ahanwotwe=800 ahankron=900 apem=1000',
  }),
  Zulu: ZULU,
  Isixhosa: ISIXHOSA,
  // South African and Lesotho spellings (`robedi`/`robeli`, `nngwe`/`nngoe`); a teen is said
  // "leshome le metso e mehlano" (ten and units that are five): `le`, `metso`/`motso`, `e`/`o`
  // join, the units take the concord `me-` (`mehlano`, `mene`, `meraro`) or a verb form
  // (`supileng`, `tšeletseng`, `robileng`)
  Sesotho: table({
    digit:
      "lefela/zero=0 nngwe/nngoe/mong=1 pedi/peli/meli/'meli/mmeli/mmedi=2 tharo/meraro=3 nne/mene=4 hlano/mehlano=5 tsheletseng/tseletseng=6 supa/supileng=7 robedi/robeli/robileng=8 robong=9",
    teen: 'leshome/lesome=10',
    connector: 'le=0 metso=0 motso=0 e=0 o=0',
    ordinal:
      'bobedi/bobeli=2 boraro=3 bone=4 bohlano=5 botshelela/botseletseng=6 bosupa=7 borobedi/borobeli=8 borobong=9',
  }),
  // a teen is "lesome le bongwe" (ten and one): `le` joins
  Setswana: table({
    digit: 'lefela/zero=0 nngwe/bongwe=1 pedi=2 tharo=3 nne=4 tlhano=5 thataro=6 supa=7 robedi=8 robongwe=9',
    teen: 'lesome=10',
    connector: 'le=0',
    ordinal: 'bobedi=2 boraro=3 bone=4 botlhano=5 borataro=6 bosupa=7 borobedi=8 borobongwe=9',
  }),
  Shona: SHONA,
  Kinyarwanda: KINYARWANDA,
  Amharic: table({
    digit: 'ዜሮ=0 አንድ=1 ሁለት=2 ሶስት/ሦስት=3 አራት=4 አምስት=5 ስድስት=6 ሰባት=7 ስምንት=8 ዘጠኝ=9',
    teen: 'አስር/አሥር/አስራ/አሥራ/ዐስር/ዐሥር/ዐስራ/ዐሥራ=10',
    tens: 'ሃያ/ሀያ=20 ሰላሳ/ሠላሳ=30 አርባ=40 ሃምሳ/ሀምሳ=50 ስልሳ/ስድሳ=60 ሰባ=70 ሰማንያ=80 ዘጠና=90',
    // "double" and "triple" as callers say them: the English words in Ge'ez letters, and ድርብ
    repeat: 'ዳብል/ደብል/ድርብ=2 ትሪፕል/ትሪብል=3',
    multiplier: 'መቶ=100 ሺህ/ሺ=1000',
  }),
  Arabic: table(
    {
      digit:
        'صفر/زيرو=0 واحد/واحدة/أحد/إحدى=1 اثنان/اثنين/إثنين/اتنين/تنين/ثنين/ثنتين/اثنا/اثني/جوج/زوج=2 ثلاثة/ثلاث/تلاتة/تلات/تلاثة=3 أربعة/أربع/ربعة=4 خمسة/خمس=5 ستة/ست=6 سبعة/سبع=7 ثمانية/ثمان/تمانية/تمنية/ثمنية=8 تسعة/تسع=9',
      teen: 'عشرة/عشر=10 حداشر/احداشر/حداش=11 اطناشر/اتناشر/طناش=12 تلطاشر/تلتاشر/تلطاش=13 اربعطاشر/اربعتاشر/اربعطاش=14 خمسطاشر/خمستاشر/خمسطاش=15 سطاشر/ستاشر/سطاش=16 سبعطاشر/سبعتاشر/سبعطاش=17 تمنطاشر/تمنتاشر/تمنطاش=18 تسعطاشر/تسعتاشر/تسعطاش=19 حدعش/احدعش=11 اطنعش/طنعش=12 تلتعش/تلطعش=13 اربعتعش/اربعطعش=14 خمستعش/خمسطعش=15 ستعش/سطعش=16 سبعتعش/سبعطعش=17 تمنتعش/تمنطعش=18 تسعتعش/تسعطعش=19',
      // (Maghrebi spellings: "ربعين" 40, "تمنين" 80)
      tens: 'عشرين/عشرون=20 ثلاثين/ثلاثون/تلاتين=30 أربعين/اربعين/ربعين=40 خمسين=50 ستين=60 سبعين=70 ثمانين/تمانين/تمنين=80 تسعين=90',
      connector: 'و=0',
      // "double" and "triple" as callers say them: the English words in Arabic letters
      repeat: 'دبل/دابل/دوبل/ضبل=2 تريبل/تريپل/تربل=3',
      multiplier: 'مية/مئة/مائة=100 ألف/الف=1000',
      ordinal:
        'الأول/الاول=1 الثاني=2 الثالث=3 الرابع=4 الخامس=5 السادس=6 السابع=7 الثامن=8 التاسع=9 العاشر=10',
      hundreds:
        'ميتين/مئتين/مائتين=200 ثلاثمية/ثلاثمائة/ثلاثمئة/تلتمية=300 أربعمية/اربعمية/أربعمائة/أربعمئة=400 خمسمية/خمسمائة/خمسمئة=500 ستمية/ستمائة/ستمئة=600 سبعمية/سبعمائة/سبعمئة=700 ثمانمية/ثمانمائة/ثمانمئة/تمنمية=800 تسعمية/تسعمائة/تسعمئة=900 ألفين/الفين=2000',
    },
    { spellings: arabicSpellings },
  ),
};

/** Languages that say a unit before its tens, joined by a connector ("neun und vierzig", "twee en tagtig", "اربعة وعشرين"). */
export const UNIT_FIRST: ReadonlySet<LanguageName> = new Set(['German', 'Afrikaans', 'Arabic']);

/**
 * Languages that say a teen as its unit, then ten, in two words (Arabic "أربعة عشر" = 14, "خمسة
 * عشرة" = 15): a ten right after a unit completes it.
 */
export const UNIT_BEFORE_TEN: ReadonlySet<LanguageName> = new Set(['Arabic']);

/**
 * Languages whose ten is said before its count without a connector ("iri abụọ" = 20), and with one
 * before a unit ("iri na abụọ" = 12): Igbo.
 */
export const TEN_BEFORE_COUNT: ReadonlySet<LanguageName> = new Set(['Igbo']);

/** Languages that read French numbers too (code-switching). */
export const ALSO_FRENCH: ReadonlySet<LanguageName> = new Set(['Kinyarwanda', 'Arabic', 'Hausa']);

/** Lower-cases and strips diacritics, as every lookup does (ASCII words only lower-cased). */
export function foldNumberWord(word: string): string {
  for (let index = 0; index < word.length; index++) {
    if (word.charCodeAt(index) > 0x7f) return foldWordBeyondAscii(word);
  }
  return word.toLowerCase();
}

/** Words beyond ASCII folded before, by word; cleared when full, so bounded. */
const foldedWords = new Map<string, string>();
/** Most words kept in {@link foldedWords}. */
const MAX_FOLDED_WORDS = 4096;
/**
 * Longest word kept in {@link foldedWords}: V8 copies out a slice this short, while a longer one
 * would keep the whole text it was sliced from alive.
 */
const MAX_FOLDED_WORD_LENGTH = 12;

/**
 * {@link foldNumberWord} of a word with a code unit beyond ASCII, memoised: NFD and two regex
 * passes cost far more than a look-up, and the words of a language recur from text to text.
 */
function foldWordBeyondAscii(word: string): string {
  let folded = foldedWords.get(word);
  if (folded === undefined) {
    folded = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’ʼ]/gu, "'");
    if (word.length > MAX_FOLDED_WORD_LENGTH) return folded;
    if (foldedWords.size >= MAX_FOLDED_WORDS) foldedWords.clear();
    foldedWords.set(word, folded);
  }
  return folded;
}

/** Per language, one map of every word it reads: its own, then French where it applies, then English. */
const merged = new Map<LanguageName, ReadonlyMap<string, NumberWord>>();
/** Per language, a bit per (length, first, last code unit) of its spellings: most words miss it without being sliced out. */
const filters = new Map<LanguageName, Uint8Array>();
const FILTER_BITS = 16;

function filterKey(length: number, first: number, last: number): number {
  return (
    (Math.imul(length * 0x10001 + first, 0x9e3779b1) ^ Math.imul(last, 0x85ebca6b)) >>> (32 - FILTER_BITS)
  );
}

/** ASCII capitals read as small letters; everything else as it is. */
function lowerCode(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/** The language last asked for, its words and filter: most calls in a row ask for the same one. */
let lastLanguage: LanguageName | undefined;
let lastWords: ReadonlyMap<string, NumberWord> | undefined;
let lastFilter: Uint8Array | undefined;

function wordsOf(language: LanguageName): ReadonlyMap<string, NumberWord> {
  if (language === lastLanguage) return lastWords!;
  let words = merged.get(language);
  if (words === undefined) {
    const entries = new Map(
      Object.entries({
        ...ENGLISH(),
        ...(ALSO_FRENCH.has(language) ? FRENCH() : {}),
        ...(OWN[language]?.() ?? {}),
      }),
    );
    for (const preposition of GLUED_PREPOSITIONS[language] ?? [])
      for (const [word, entry] of [...entries])
        if (entry.role !== 'connector' && entry.role !== 'ordinal' && !entries.has(`${preposition}${word}`))
          entries.set(
            `${preposition}${word}`,
            numberWordOf(entry.role, entry.value, entry.first, preposition.length),
          );
    words = entries;
    merged.set(language, words);
    const filter = new Uint8Array(1 << (FILTER_BITS - 3));
    for (const word of words.keys()) {
      const key = filterKey(word.length, word.charCodeAt(0), word.charCodeAt(word.length - 1));
      filter[key >> 3]! |= 1 << (key & 7);
    }
    for (const word of words.keys()) {
      const key = filterKey(0, baseLetter(word.charCodeAt(0)), baseLetter(word.charCodeAt(word.length - 1)));
      filter[key >> 3]! |= 1 << (key & 7);
    }
    filters.set(language, filter);
  }
  lastLanguage = language;
  lastWords = words;
  lastFilter = filters.get(language);
  return words;
}

/** The base letter of a Latin letter with a diacritic (`é` -> `e`, `ẹ` -> `e`), small; other code units as they are. */
const BASE_LETTERS = new Uint16Array(0x1f00);
function baseLetter(code: number): number {
  if (code < 0x80) return lowerCode(code);
  if (code >= 0x1f00) return code;
  let base = BASE_LETTERS[code]!;
  if (base === 0) {
    base = String.fromCharCode(code).normalize('NFD').toLowerCase().charCodeAt(0);
    BASE_LETTERS[code] = base;
  }
  return base;
}

/**
 * `false` when `text.slice(start, end)` is surely no number word of `language` as written or with
 * ASCII capitals (a cheap test before {@link numberWord}); words with diacritics or hyphens always pass.
 */
export function mayBeNumberWord(language: LanguageName, text: string, start: number, end: number): boolean {
  wordsOf(language);
  const filter = lastFilter!;
  const key = filterKey(end - start, lowerCode(text.charCodeAt(start)), lowerCode(text.charCodeAt(end - 1)));
  if ((filter[key >> 3]! & (1 << (key & 7))) !== 0) return true;
  let diacritic = false;
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code === 45) return true;
    if ((code >= 0x80 && code < 0x370) || (code >= 0x1e00 && code < 0x1f00)) diacritic = true;
  }
  if (!diacritic) return false;
  // folded, the word starts and ends with base letters (combining marks after the last are skipped)
  let last = end - 1;
  while (last > start && text.charCodeAt(last) >= 0x300 && text.charCodeAt(last) < 0x370) last--;
  const folded = filterKey(0, baseLetter(text.charCodeAt(start)), baseLetter(text.charCodeAt(last)));
  return (filter[folded >> 3]! & (1 << (folded & 7))) !== 0;
}

/**
 * Words a caller says between the groups of a number read out ("zero seven two uh four five six",
 * "sifuri saba yaani mbili"), per language; English's apply to all. The spoken view reads on over
 * them once a number is under way, and does not count them among the words searched for the name
 * that answers a name question ("what is your name please eh it's uh sani").
 */
const NUMBER_FILLERS: Readonly<Partial<Record<LanguageName, string>>> = {
  English: 'uh um er erm eh hmm then',
  Afrikaans: 'uhm dan',
  Arabic: 'يعني بعدين',
  French: 'euh heu puis',
  German: 'äh ähm dann',
  Hausa: 'sannan',
  Italian: 'ehm poi',
  Spanish: 'este luego',
  Swahili: 'yaani halafu',
};

const fillers = new Map<LanguageName, ReadonlySet<string>>();

/** `word` is a filler between the groups of a number in `language` ({@link NUMBER_FILLERS}). */
export function isNumberFiller(language: LanguageName, word: string): boolean {
  let set = fillers.get(language);
  if (set === undefined) {
    set = new Set(
      `${NUMBER_FILLERS.English} ${language === 'English' ? '' : (NUMBER_FILLERS[language] ?? '')}`
        .split(' ')
        .filter(Boolean)
        .map(foldNumberWord),
    );
    fillers.set(language, set);
  }
  return set.has(foldNumberWord(word));
}

/** `word` is in `language`'s own table (not only an English or French word it reads too). */
export function isOwnNumberWord(language: LanguageName, word: string): boolean {
  const own = OWN[language]?.();
  return own !== undefined && (own[word] !== undefined || own[foldNumberWord(word)] !== undefined);
}

/** Every spelling `language` reads and its number word. */
export function numberWordEntries(language: LanguageName): Iterable<[string, NumberWord]> {
  return wordsOf(language).entries();
}

/** The number word `word` is in `language` (its own table, then French where it applies, then English), or undefined. */
export function numberWord(language: LanguageName, word: string): NumberWord | undefined {
  const words = wordsOf(language);
  // most words are looked up as they stand; only a miss with capitals, diacritics or a hyphen costs
  // more, and its answer is remembered (the words that pass the filter without being number words
  // are few and come back: "one" of "someone", "ni", "na")
  const found = words.get(word);
  if (found !== undefined) return found;
  let answers = remembered.get(language);
  if (answers === undefined) {
    answers = new Map();
    remembered.set(language, answers);
  }
  const answer = answers.get(word);
  if (answer !== undefined) return answer ?? undefined;
  const computed = numberWordSlowly(language, words, word);
  if (answers.size >= REMEMBERED_WORDS) answers.clear();
  answers.set(word, computed ?? null);
  return computed;
}

/** Per language, the answers of {@link numberWordSlowly} (null: no number word), up to {@link REMEMBERED_WORDS}. */
const remembered = new Map<LanguageName, Map<string, NumberWord | null>>();
const REMEMBERED_WORDS = 20_000;

function numberWordSlowly(
  language: LanguageName,
  words: ReadonlyMap<string, NumberWord>,
  word: string,
): NumberWord | undefined {
  const lower = word.toLowerCase();
  if (lower !== word) {
    const lowered = words.get(lower);
    if (lowered !== undefined) return lowered;
  }
  if (hasLatinDiacritic(lower)) {
    const folded = words.get(foldNumberWord(lower));
    if (folded !== undefined) return folded;
  }
  if (lower.indexOf('-') === -1) return undefined;
  return hyphenatedCompound(language, foldNumberWord(word));
}

/** A Latin letter with a diacritic or a combining mark: a spelling that folding may match (Ge'ez and Arabic words never need it). */
function hasLatinDiacritic(word: string): boolean {
  for (let index = 0; index < word.length; index++) {
    const code = word.charCodeAt(index);
    if ((code >= 0x80 && code < 0x370) || (code >= 0x1e00 && code < 0x1f00)) return true;
  }
  return false;
}

/** `vingt-trois`, `soixante-dix-huit`, `twenty-three`: a tens word then a digit or teen, joined by `-`. */
function hyphenatedCompound(language: LanguageName, folded: string): NumberWord | undefined {
  const hyphen = folded.lastIndexOf('-');
  if (hyphen <= 0) return undefined;
  const head = folded.slice(0, hyphen).replace(/-et$/u, '');
  const tail = folded.slice(hyphen + 1);
  const lookup = (part: string) => wordsOf(language).get(part);
  const tens = lookup(head);
  const unit = lookup(tail);
  if (tens?.role !== 'tens' || unit === undefined) return undefined;
  if (unit.role === 'digit' && unit.value > 0) return numberWordOf('compound', tens.value + unit.value);
  if (unit.role === 'teen' && tens.value % 20 === 0 && unit.value < 20)
    return numberWordOf('compound', tens.value + unit.value);
  return undefined;
}
