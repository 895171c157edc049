/**
 * Introductions as they are said in calls and written by a speech recogniser, per language, lower
 * case, added to the introduction phrases of `NAME_CUES` (person-name-cues.ts) for text from
 * speech only: a greeting and the copula ("dumela ke mpho", "lumela ke kamohelo"), a short "it's"
 * ("dis lindiwe"), and forms the written table lacks ("muravugana na eric", "you're speaking to
 * pravesh", "wo ne kofi"). After one of these, the next name-shaped word gets its capital.
 *
 * @example
 * ```ts
 * SPOKEN_INTRODUCTIONS.Sesotho.includes('dumela ke'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

export const SPOKEN_INTRODUCTIONS: Readonly<Record<LanguageName, readonly string[]>> = {
  English: [
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
  Afrikaans: ['dis', 'hier is', 'jy praat met', 'my naam is'],
  French: ['vous parlez avec', "je m'appelle", "c'est", 'c est'],
  German: ['hier spricht', 'hier ist', 'ich heiße', 'mein name ist', 'sie sprechen mit'],
  Spanish: ['me llamo', 'le atiende', 'le habla', 'habla con'],
  Italian: ['mi chiamo', 'parla con', 'sono'],
  Swahili: ['naitwa', 'ninaitwa', 'jina langu ni', 'unaongea na', 'unazungumza na'],
  Hausa: ['sunana', 'ni ce', 'ni ne'],
  Yoruba: ['orúkọ mi ni', 'oruko mi ni'],
  Igbo: ['aha m bụ', 'aha m bu'],
  Amharic: [],
  Arabic: [],
  Zulu: ['igama lami ngu', 'ngingu', 'ukhuluma no'],
  Isixhosa: ['igama lam ngu', 'ndingu', 'uthetha no', 'nithetha no'],
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
  ],
  Setswana: [
    'dumela ke',
    'dumelang ke',
    'ke nna',
    'leina la me ke',
    'dumela mma ke',
    'dumela rra ke',
    'dumela mme ke',
  ],
  Shona: ['ndinonzi', 'zita rangu ndi'],
  Kinyarwanda: ['muravugana na', 'muvugana na', 'nitwa', 'mwavuganye na'],
  Twi: ['wo ne', 'me din de'],
};
