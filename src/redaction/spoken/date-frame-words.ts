/**
 * The words that frame the parts of a date said aloud, one table per language: the nouns for
 * "day"/"date", "month" and "year" said before a part ("**ọjọ́** kẹtàlá, **oṣù** Ẹrẹ̀nà, **ọdún**
 * 1986", "**Mwaka** sitini na nane, **mwezi** wa tano, **tarehe** kumi na moja", "Ahinime **da**
 * dunan, **afe** 1959", "1951, ka Moranang, **letsatsi** la bosupa") and the small words that join
 * the parts ("twee duisend en ses **op die** twee en twintigste januarie", "ụbọchị **nke** itoolu").
 * A date reader skips them between a day, a month and a year, in any order. The nouns for "day"
 * and "year" that open a date belong to it ({@link isDateLeadWord}: "Ọjọ́ kẹtàlá ...", "tariki
 * makumyabiri ...", "Mwaka sitini na nane ..."); articles and joining words do not. Compiled by
 * the langproc team from general knowledge; lookups are folded (small letters, no diacritics).
 *
 * @example
 * ```ts
 * isDateFrameWord('Yoruba', 'ọdún'); // true
 * isDateLeadWord('Swahili', 'Tarehe'); // true
 * isDateLeadWord('Afrikaans', 'die'); // false: an article
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { foldNumberWord } from './number-words.js';

/** The words of one language: `lead` nouns ("day", "date", "year") and other `joining` words. */
interface FrameWords {
  readonly lead: string;
  readonly joining: string;
  /** Most joining words between two parts of a date, where the language says more than two (Twi "da a ɛtɔ so": the ...th day). */
  readonly most?: number;
}

/** Most joining words between two parts of a date ("the 21st **of the** month"). */
const MOST_JOINING_WORDS = 2;

/** Per language, words separated by spaces; English's apply to every language. */
const FRAME_WORDS: Readonly<Record<LanguageName, FrameWords>> = {
  English: { lead: 'day date year', joining: 'month on of the in' },
  Afrikaans: { lead: 'dag datum jaar', joining: 'maand op die van in' },
  Amharic: { lead: 'ቀን ዓመት', joining: 'ወር በ' },
  Arabic: { lead: 'يوم سنة عام', joining: 'شهر من في' },
  French: { lead: 'jour année an', joining: 'mois le du de en' },
  German: { lead: 'tag jahr', joining: 'monat am der den im' },
  Hausa: { lead: 'ranar rana shekara shekarar', joining: 'wata watan ga ta a' },
  Igbo: { lead: 'ụbọchị afọ', joining: "ọnwa n'ọnwa nke n'afọ" },
  Isixhosa: { lead: 'umhla ngomhla unyaka ngonyaka', joining: 'inyanga kwinyanga ka ngo' },
  Italian: { lead: 'giorno anno', joining: 'mese il del di nel' },
  // "tariki 5 z'ukwezi kwa Werurwe" (the 5th of the month of March): three joining words
  Kinyarwanda: {
    lead: 'tariki itariki umwaka mwaka',
    joining: "ukwezi z'ukwezi kwa ku wa mu ya z y z'",
    most: 3,
  },
  Sesotho: { lead: 'letsatsi selemo', joining: 'kgwedi ka la ho' },
  Setswana: { lead: 'letsatsi ngwaga', joining: 'kgwedi ka la di mo' },
  Shona: { lead: 'zuva gore', joining: 'musi wa mwedzi ra muna' },
  Spanish: { lead: 'día año', joining: 'mes el de del' },
  Swahili: { lead: 'tarehe mwaka siku', joining: 'mwezi wa ya' },
  // an ordinal day is "da a ɛtɔ so" and a number ("Ɔbɛnem da a ɛtɔ so dunum": the fifteenth of March)
  Twi: { lead: 'da afe afi', joining: 'bosome wɔ a ɛtɔ ɛto so', most: 4 },
  Yoruba: { lead: 'ọjọ́ ọdún', joining: 'oṣù ní' },
  Zulu: { lead: 'usuku umhla ngomhla ngomhlaka unyaka ngonyaka', joining: 'inyanga ngenyanga ka ngo' },
};

const leadSets = new Map<LanguageName, ReadonlySet<string>>();
const frameSets = new Map<LanguageName, ReadonlySet<string>>();

function folded(list: string): string[] {
  return list.split(' ').map(foldNumberWord);
}

function leadSet(language: LanguageName): ReadonlySet<string> {
  let set = leadSets.get(language);
  if (set === undefined) {
    set = new Set([...folded(FRAME_WORDS.English.lead), ...folded(FRAME_WORDS[language].lead)]);
    leadSets.set(language, set);
  }
  return set;
}

function frameSet(language: LanguageName): ReadonlySet<string> {
  let set = frameSets.get(language);
  if (set === undefined) {
    set = new Set([
      ...leadSet(language),
      ...folded(FRAME_WORDS.English.joining),
      ...folded(FRAME_WORDS[language].joining),
    ]);
    frameSets.set(language, set);
  }
  return set;
}

/** `true` when `word` frames or joins the parts of a date in `language` (its own words and English's). */
export function isDateFrameWord(language: LanguageName, word: string): boolean {
  return frameSet(language).has(foldNumberWord(word));
}

/** Most joining words between two parts of a date in `language` (2, or more where its grammar needs them). */
export function mostDateJoiningWords(language: LanguageName): number {
  return FRAME_WORDS[language].most ?? MOST_JOINING_WORDS;
}

/** `true` when `word` is a noun for "day", "date" or "year" of `language` (or English) that opens a date part. */
export function isDateLeadWord(language: LanguageName, word: string): boolean {
  return leadSet(language).has(foldNumberWord(word));
}
