/**
 * Introductions as they are said in calls and written by a speech recogniser, per language, lower
 * case, added to the introduction phrases of `NAME_CUES` (person-name-cues.ts) for text from
 * speech only: a greeting and the copula ("dumela ke mpho", "lumela ke kamohelo"), a short "it's"
 * ("dis lindiwe"), and forms the written table lacks ("muravugana na eric", "you're speaking to
 * pravesh", "wo ne kofi"), and the verbs of speaking with or asking for someone ("can i speak to
 * ...", "nataka kuongea na ...", "puedo hablar con ...", "ndithetha no..."). After one of these, the next name-shaped word gets its capital.
 * The bare "I am" ("je suis", "mimi", "ndi") introduces a description as often ("je suis
 * retraité"): after it a listed name does, and at the call's opening a word of no description's
 * shape (`isListedOnlyIntroduction`, restored-names.ts).
 *
 * @example
 * ```ts
 * SPOKEN_INTRODUCTIONS.Sesotho.includes('dumela ke'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

export const SPOKEN_INTRODUCTIONS: Readonly<Record<LanguageName, readonly string[]>> = {
  English: [
    // asking for someone by name ("can i speak to ...")
    'speak to',
    'speak with',
    'talk to',
    'talk with',
    "you're speaking to",
    'you are speaking to',
    'you are speaking with',
    'my name is',
    'this is',
    "it's",
    'it is',
    "you're through to",
    'youre through to',
    'you are through to',
  ],
  Afrikaans: ['dis', 'hier is', 'jy praat met', 'my naam is', 'praat met', 'kan ek met'],
  French: [
    'je suis',
    'vous parlez avec',
    "je m'appelle",
    "c'est",
    'c est',
    'parler à',
    'parler avec',
    'parle à',
  ],
  German: [
    'hier spricht',
    'hier ist',
    'ich heiße',
    'mein name ist',
    'sie sprechen mit',
    'sprechen mit',
    'möchte mit',
    'gerne mit',
    'gern mit',
    'ich mit',
  ],
  Spanish: ['me llamo', 'le atiende', 'le habla', 'habla con', 'hablar con', 'hablo con'],
  Italian: ['mi chiamo', 'parla con', 'sono', 'parlare con', 'parlo con'],
  Swahili: [
    'mimi',
    'naitwa',
    'ninaitwa',
    'jina langu ni',
    'unaongea na',
    'unazungumza na',
    'kuongea na',
    'kuzungumza na',
    'naongea na',
    'ninaongea na',
  ],
  Hausa: ['sunana', 'ni ce', 'ni ne', 'magana da'],
  Yoruba: ['orúkọ mi ni', 'oruko mi ni'],
  Igbo: ['aha m bụ', 'aha m bu'],
  Amharic: [],
  Arabic: [],
  Zulu: ['igama lami ngu', 'ngingu', 'ukhuluma no', 'ngikhuluma no', 'ukukhuluma no'],
  Isixhosa: ['igama lam ngu', 'ndingu', 'uthetha no', 'nithetha no', 'ndithetha no', 'ukuthetha no'],
  // (a caller greets the agent by title, then names themselves: "dumela mma ke lerato makhetha")
  Sesotho: [
    'dumela ke',
    'lumela ke',
    'dumelang ke',
    'lumelang ke',
    'ke nna',
    'lumela ntate ke',
    'lumela mme ke',
    "lumela 'm'e ke",
    'lumela ausi ke',
    'lumela abuti ke',
    'dumela ntate ke',
    'dumela mme ke',
    'dumela mma ke',
    'u buisana le',
    'o buisana le',
    'ho bua le',
    'ke bua le',
  ],
  Setswana: [
    'dumela ke',
    'dumelang ke',
    'ke nna',
    'leina la me ke',
    'dumela mma ke',
    'dumela rra ke',
    'dumela mme ke',
    'go bua le',
    'ke bua le',
  ],
  Shona: ['ndinonzi', 'zita rangu ndi', 'kutaura na', 'ndiri kutaura na'],
  Kinyarwanda: ['ndi', 'muravugana na', 'muvugana na', 'nitwa', 'mwavuganye na', 'kuvugana na'],
  Twi: ['wo ne', 'me din de'],
};
