/**
 * Verbs of the Bantu languages by the prefixes they open with: a subject concord of a person (I,
 * you, he or she, we, they) and a tense or object marker before the stem. Calls open sentences with
 * them ("Ndinike inombolo yakho", give me your number; "Unaongea na Neema", you are speaking with
 * Neema; "Ndayiboherereza kuri SMS", I am sending it to you by SMS), and a capitalised verb at a
 * sentence start, or a word after a title in text from speech, looks like a name. One pattern per
 * language, on the lower-case word; the callers ask only about words no name list holds, since
 * many given names of these languages are verb phrases themselves ("Ndayishimiye", "Tinashe").
 * Compiled by the langproc team from the grammar of each language (not from evaluation data).
 *
 * @example
 * ```ts
 * isVerbShaped('Unaongea', 'Swahili'); // true
 * isVerbShaped('Ngishayela', 'Zulu'); // true
 * isVerbShaped('Neema', 'Swahili'); // false
 * ```
 */
import type { LanguageName } from '../../languages.js';

const VERB_SHAPES: Readonly<Partial<Record<LanguageName, RegExp>>> = {
  // subject ni-, u-, a-, tu-, m-, wa- and a tense -na-, -me-, -li-, -ta-, -nge-: "unaongea",
  // "nimenunua", "atakupigia", "tumepokea"; and the first person subjunctive with the object
  // "you", niku-...-e: "nikuhudumie", "nikusaidie", "tukupigie"; the contracted first person
  // present na- with an object: "nakupigia"
  Swahili:
    /^(?:(?:ni|u|a|tu|m|wa)(?:na|me|li|ta|nge)[a-z]{4,}|(?:ni|tu|wa)(?:ku|m|wa|ki|li)[a-z]{3,}e|na(?:ku|mw|wa)[a-z]{4,})$/,
  // first person ngi-: "ngishayela", "ngicela", "ngifuna", "ngiyabonga"
  Zulu: /^ngi[a-z]{4,}$/,
  // first person ndi-: "ndinike", "ndicela", "ndifuna"
  Isixhosa: /^ndi[a-z]{4,}$/,
  // the present habitual -no- and the future -cha- after a subject ("munotaura", "tinoda",
  // "tichazviongorora"), and the first person ndi-, past nda- and consecutive ndo- ("ndipeiwo",
  // "ndatenga", "ndatumira", "ndokubatsirai")
  Shona: /^(?:(?:mu|ti|ndi|va)(?:no|cha)[a-z]{3,}|nd[aio][a-z]{3,})$/,
  // first person nda- and an object concord: "ndayihinduye", "ndayiboherereza", "ndakubwira";
  // and the first person perfective n-a-...-ye: "nataye", "naguze" ("naguye"); the perfective
  // -eje, -ereje ("nohereje", "mwoherereje"); a subjunctive with an object ("tubafashe")
  Kinyarwanda:
    /^(?:nda(?:yi|ku|ba|bi|ki|ri|zi|mu|bo)[a-z]{4,}|na[a-z]{2,}(?:ye|ze|je|she)|nda[a-z]{3,}(?:ye|ze|je|she)|[a-z]{2,}(?:ereje|eje)|(?:tu|mu|ba)(?:ba|ku|mu|gu)[a-z]{3,}e)$/,
  // the first person me- and ma- (perfect) and the progressive re- before a verb stem: "mede" (I
  // take), "mato" (I have bought), "rekasa" (is speaking)
  Twi: /^(?:me|ma|re)[a-zɛɔ]{2,}$/,
};

/** `true` when `word` has the shape of a verb of `language` (see the module comment). */
export function isVerbShaped(word: string, language: LanguageName): boolean {
  const shape = VERB_SHAPES[language];
  return shape?.test(word.toLowerCase()) === true;
}
