/**
 * Words at the edges of a value that belong to it, one table per language (English words count in
 * every language; French ones in Kinyarwanda and Arabic too, as for number words). Used by
 * `complete-spans.ts` to mask a found value whole:
 *
 * - `dateLeads`: the article or the word for "day"/"date" that opens a spoken date ("the", "die",
 *   "le", "el", "am", "tarehe", "itariki", "ọjọ́", "ụbọchị", "umhla", "ranar");
 * - `dateParticles`: the particles and concords that open a date in Bantu languages, before a day
 *   in digits too, two at most (Sesotho "**ka la** 9 Phupu", Setswana "**di** 17 Moranang", Nguni
 *   "**ngomhla** we-12", Shona "**musi wa** 8", Kinyarwanda "**tariki** 5"): part of the date's
 *   grammar, where an article ("le", "el") before digits is not; `particleOpeners`: the word taken
 *   before a particle only (Sesotho "**ka** la", Shona "**musi** wa");
 * - `dateJoiners`: words between the parts of a spoken date ("of", "nke", "ọnwa", "oṣù", "mwezi",
 *   "wa", "le", "a", "e", "na") and the words for "year" before a year ("afọ", "ọdún", "mwaka");
 * - `dayPrefixes`: noun class and copula prefixes glued to a day, in digits or words ("**ngowama**-27",
 *   "**ziyi**-17", "**zinga**mashumi amabili": Nguni "it is the ...");
 * - `dayNumbers`: number words of a spoken day that the number tables do not read (the tens and
 *   their agreeing forms: "mashome", "mabedi", "metso", "amashumi", "makumyabiri", "gumi");
 * - `eraMarks`: what follows a year to name its calendar ("ዓ.ም.", "هـ", "ميلادي");
 * - `houseWords`: the words before a house, plot or stand number ("plot", "house number", "No.",
 *   "nyumba namba", "gida mai lamba", "nọ́mbà", "inombolo", "رقم", "cité", "bloc", "block");
 * - `streetOpeners`: capitalised words that open a street name before a fused street word ("Kleine
 *   Ulrichstraße", "Am Hang", "Ou Kerkstraat"): adjectives and a preposition with its article;
 * - `areaWords`: in scripts without letter case, the words that make a part before a comma an area of
 *   the address ("ኮልፌ ቀራኒዮ ክፍለ ከተማ፣ ወረዳ 11", "درب السلطان، زنقة 14"): sub-city, district, quarter;
 *   in Latin script, a place word of a numbered part before the address ("Hay Nahda 2, rue 14, ...").
 *
 * Words are compared lower case with diacritics removed (`foldNumberWord`): `ọjọ́` = `ojo`.
 * Compiled by the langproc team from general knowledge of each language.
 *
 * @example
 * ```ts
 * spanEdgeWords('Yoruba').dateLeads.has('ojo'); // true
 * ```
 */
import type { LanguageName } from '../languages.js';
import { foldNumberWord } from './spoken/number-words.js';

/** The edge words of one language (folded). */
export interface SpanEdgeWords {
  readonly dateLeads: ReadonlySet<string>;
  readonly dateParticles: ReadonlySet<string>;
  readonly particleOpeners: ReadonlySet<string>;
  readonly dateJoiners: ReadonlySet<string>;
  readonly dayNumbers: ReadonlySet<string>;
  readonly dayPrefixes: readonly string[];
  readonly eraMarks: ReadonlySet<string>;
  readonly houseWords: ReadonlySet<string>;
  readonly streetOpeners: ReadonlySet<string>;
  readonly areaWords: ReadonlySet<string>;
}

type Groups = Partial<Record<keyof SpanEdgeWords, string>>;

/** Words per language, space-separated. */
const TABLE: Readonly<Partial<Record<LanguageName, Groups>>> = {
  English: {
    dateLeads: 'the',
    dateJoiners: 'of and',
    eraMarks: 'ad',
    houseWords:
      'house plot stand erf flat unit apartment apt suite no no. nr nr. number n° nº # block compound',
  },
  Afrikaans: {
    dateLeads: 'die',
    dateJoiners: 'van en',
    houseWords: 'huis huisnommer nommer nr erf hoewe plaas woonstel eenheid blok posbus',
    streetOpeners: 'ou nuwe groot klein ooste weste noord suid',
  },
  Amharic: {
    eraMarks: 'ዓ.ም. ዓ.ም ዓ/ም ዓም',
    houseWords: 'የቤት ቤት ቁጥር',
    areaWords: 'ክፍለ ከተማ ወረዳ ቀበሌ ሰፈር መንደር ቀጠና ዞን',
  },
  Arabic: {
    dateLeads: 'يوم',
    eraMarks: 'هـ ه م هجري هجرية للهجرة ميلادي ميلادية',
    houseWords: 'رقم منزل بيت عمارة فيلا',
    areaWords: 'حي درب زنقة شارع الحي حارة الحارة مربع قرية',
  },
  French: {
    dateLeads: 'le',
    houseWords: 'numéro no n° nº maison lot parcelle villa appartement porte cité bloc immeuble bâtiment',
    areaWords: 'hay derb quartier secteur',
  },
  German: {
    dateLeads: 'am den der',
    houseWords: 'nummer nr haus hausnummer wohnung zimmer',
    streetOpeners:
      'am im an auf zum zur unter hinter kleine kleiner große großer grosse grosser alte alter neue neuer obere oberer untere unterer hohe hoher lange langer breite hintere vordere innere äußere sankt wohnheim studentenwohnheim',
  },
  Hausa: {
    dateLeads: 'ranar',
    dateJoiners: 'ga watan da sha shekarar shekara',
    houseWords: 'gida mai lamba na',
  },
  Igbo: {
    dateLeads: 'ụbọchị',
    dateParticles: 'nke',
    particleOpeners: 'ụbọchị',
    dateJoiners: 'nke ọnwa na afọ',
    houseWords: 'nọmba ụlọ',
  },
  Isixhosa: {
    dateLeads: 'umhla ngomhla ngo',
    dateParticles: 'umhla ngomhla mhla ngumhla',
    dateJoiners: 'ka ku',
    dayPrefixes: 'ngowama ngowe ngow wama we ziyi zinga zingu zing zi yi nga ngu ng ka',
    dayNumbers:
      'amashumi amabini amathathu anesithandathu anesine anesihlanu nesixhenxe anesibhozo anethoba ananye',
    houseWords: 'indlu inombolo inombolo yendlu',
  },
  Italian: {
    dateLeads: 'il',
    houseWords: 'numero civico n. casa interno',
  },
  Kinyarwanda: {
    dateLeads: 'itariki tariki ku',
    dateParticles: 'itariki tariki',
    dateJoiners: "na n' n wa",
    dayNumbers:
      "makumyabiri mirongo itatu n'umunani n'icyenda n'ibiri n'itatu n'ine n'itanu n'itandatu n'irindwi n'imwe rimwe",
    houseWords: 'inzu nimero',
  },
  Sesotho: {
    dateLeads: 'letsatsi',
    dateParticles: 'la',
    particleOpeners: 'ka',
    dateJoiners: 'a e le ya',
    dayNumbers: 'mashome mabedi mararo metso mmedi e meraro mene mehlano tshelela supileng robedi robong',
    houseWords: 'ntlo nomoro',
  },
  Setswana: {
    dateLeads: 'letsatsi',
    dateParticles: 'di la',
    particleOpeners: 'ka',
    dateJoiners: 'a e le ya',
    dayNumbers: 'masome mabedi mararo bongwe bobedi',
    houseWords: 'ntlo nomoro plot',
  },
  Shona: {
    dateLeads: 'musi',
    dateParticles: 'wa',
    particleOpeners: 'musi',
    dateJoiners: 'wa na ne',
    dayNumbers:
      'makumi maviri matatu nerimwe nembiri nenhatu nemana neshanu nenhanhatu nenomwe nerusere nepfumbamwe nematatu',
    houseWords: 'imba nhamba',
  },
  Spanish: {
    dateLeads: 'el',
    houseWords: 'número no nº n° casa portal piso bloque lote manzana',
  },
  Swahili: {
    dateLeads: 'tarehe',
    dateJoiners: 'na mwezi wa mwaka',
    houseWords: 'nyumba namba nambari kiwanja plot',
  },
  Twi: {
    dateLeads: 'da',
    // an ordinal is "a ɛtɔ so" and a number ("da a ɛtɔ so mmiɛnsa": the third day)
    dateJoiners: 'a ɛtɔ ɛto so',
    houseWords: 'fie nɔma',
  },
  Yoruba: {
    dateLeads: 'ọjọ́ ọjọ',
    dateJoiners: 'oṣù osu ọdún odun',
    houseWords: 'ilé ile nọ́mbà nọmba nomba',
  },
  Zulu: {
    dateLeads: 'umhla ngomhla ngo',
    dateParticles: 'umhla ngomhla ngomhlaka mhla ngumhla',
    dateJoiners: 'ka ku na',
    dayPrefixes: 'ziyi zinga zingu zing zi yi nga ngu ng ngowe we ka',
    dayNumbers:
      'amashumi amabili amathathu ishumi nambili nantathu nane nanhlanu nesithupha nesikhombisa nye',
    houseWords: 'indlu inombolo',
  },
};

/** Languages that also read the French words. */
const ALSO_FRENCH: ReadonlySet<LanguageName> = new Set(['Kinyarwanda', 'Arabic']);

const KEYS: ReadonlyArray<keyof SpanEdgeWords> = [
  'dateLeads',
  'dateParticles',
  'particleOpeners',
  'dateJoiners',
  'dayNumbers',
  'eraMarks',
  'houseWords',
  'streetOpeners',
  'areaWords',
];

const compiled = new Map<LanguageName, SpanEdgeWords>();

/** The edge words of `language` (its own, French where it applies, English), folded. */
export function spanEdgeWords(language: LanguageName): SpanEdgeWords {
  let words = compiled.get(language);
  if (words === undefined) {
    const sources = [TABLE.English, ALSO_FRENCH.has(language) ? TABLE.French : undefined, TABLE[language]];
    const built: Record<string, Set<string> | string[]> = {};
    for (const key of KEYS) {
      const set = new Set<string>();
      for (const source of sources) {
        for (const word of (source?.[key] ?? '').split(/\s+/u))
          if (word !== '') set.add(foldNumberWord(word));
      }
      built[key] = set;
    }
    // the prefixes glued to a day, longest first (its own language's only)
    built.dayPrefixes = (TABLE[language]?.dayPrefixes ?? '')
      .split(/\s+/u)
      .filter((prefix) => prefix !== '')
      .sort((first, second) => second.length - first.length);
    words = built as unknown as SpanEdgeWords;
    compiled.set(language, words);
  }
  return words;
}
