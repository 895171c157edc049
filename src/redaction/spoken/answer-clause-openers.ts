/**
 * Words that open the next clause after an address said in speech, per language: subject pronouns
 * and the verbs of the Bantu languages by their first-person (or second-person plural) prefix. Text
 * from speech has no full stop, so an answer ran on into what the caller said next ("... kwanobuhle
 * uitenhage | ndiyibonile", "... ogbete enugu | ọ", "... sabon gari kano | nawa ka saya", "... de
 * kalamu kinshasa | il y a une panne", "... kicukiro | mwishyuye na momo"). The address reader
 * (`address-answer.ts`) ends an answer at one once the answer holds something address-like (a
 * digit or a place word), never before it, so a pronoun in the question is read as before. Lower
 * case; one table and at most one verb shape per language. Compiled by the langproc team from the
 * grammar of each language (not from evaluation data).
 *
 * @example
 * ```ts
 * opensNextClause('ndiyibonile', 'Isixhosa'); // true
 * opensNextClause('il', 'French'); // true
 * opensNextClause('uitenhage', 'Isixhosa'); // false
 * ```
 */
import type { LanguageName } from '../../languages.js';

const PRONOUNS: Readonly<Record<LanguageName, string>> = {
  English: 'he she they',
  Afrikaans: 'hy sy hulle ons wie',
  Amharic: '',
  Arabic: 'غادي راح باش عندي عندك',
  French: 'il elle ils elles',
  German: 'er es wir',
  Hausa: 'nawa zan zai mun sun kun',
  Igbo: 'ọ anyị',
  Isixhosa: 'mna wena',
  Italian: 'lui lei noi',
  Kinyarwanda: 'njye wowe',
  Sesotho: 'o re',
  Setswana: 'o re',
  Shona: 'ini iwe',
  Spanish: 'usted yo él ella bien',
  Swahili: 'mimi wewe yeye sisi',
  Twi: '',
  Yoruba: 'mo wọn',
  Zulu: 'mina wena',
};

/**
 * Verbs by their prefixes: first person Swahili `ni-`/`tu-` and a tense ("nimeona"), Zulu `ngi-`
 * ("ngiyibonile"), Isixhosa `ndi-` ("ndithenge"), Shona `ndi-`/`ti-` and a tense ("ndakaona" is
 * left out: `nda-` opens place names), Kinyarwanda `nda-`, `ndi-`, `mwa-`, `mwi-`, `twa-`
 * ("ndabona", "mwishyuye"), on at least as many letters after the prefix.
 */
const VERB_SHAPES: Readonly<Partial<Record<LanguageName, RegExp>>> = {
  Swahili: /^(?:ni|tu)(?:me|na|ta|li|ki)[a-z]{2,}$/u,
  Zulu: /^ngi[a-z]{3,}$/u,
  Isixhosa: /^ndi[a-z]{3,}$/u,
  Shona: /^(?:ndi|ti)(?:no|cha|ka|ri)[a-z]{2,}$/u,
  Kinyarwanda: /^(?:nda|ndi|mwa|mwi|twa|twi)[a-z]{4,}$/u,
};

/**
 * What an address cue's noun is qualified by, said after it in speech before the answer: what the
 * address is for or of ("la dirección del suministro | barrio ...", "l'adresse de facturation c
 * est toujours | carrefour ...", "ikheli lokulethwa | erf 5520 ...", "kero yekugara ndeipi | house
 * number ...", "l'indirizzo di fornitura | frazione ...") and the copula as speech recognisers write
 * it without its apostrophe ("c est"). The address reader skips them as it skips the answer's
 * openers (`address-answer.ts`), so the answer starts after them. Lower case, one table per
 * language (English ones count in every language).
 */
export const ADDRESS_QUALIFIERS: Readonly<Record<LanguageName, readonly string[]>> = {
  English: [
    'for delivery',
    'of delivery',
    'for billing',
    'for the delivery',
    'postal',
    'physical',
    'residential',
  ],
  Afrikaans: ['van die eiendom', 'eiendom', 'vir aflewering', 'vir die aflewering', 'aflewering'],
  Amharic: [],
  Arabic: [],
  French: ['c est', 'j habite', 'de facturation', 'de livraison', 'de la livraison', 'postale'],
  German: ['für die lieferung', 'vom anschluss', 'anschluss', 'der lieferung', 'der lieferadresse'],
  Hausa: ['na gida'],
  Igbo: [],
  Isixhosa: ['yokuthumela', 'yasekhaya', 'yokuhlala'],
  Italian: ['di fornitura', 'della fornitura', 'fornitura', 'di consegna', 'di spedizione', 'di residenza'],
  Kinyarwanda: [],
  Sesotho: ['ya bodulo', 'ea bodulo'],
  Setswana: ['ya bonno', 'ya bodulo'],
  Shona: ['itsva', 'yekugara', 'ndeipi', 'ndeyipi'],
  Spanish: ['del suministro', 'de suministro', 'de entrega', 'de envío', 'de facturación'],
  Swahili: ['ya makazi', 'ya kupeleka', 'ya kuletea'],
  Twi: [],
  Yoruba: ['ìfijíṣẹ́', 'ifijiṣẹ'],
  Zulu: ['lokulethwa', 'yokuhlala', 'yasekhaya'],
};

const tables = new Map<LanguageName, ReadonlySet<string>>();

/** `true` when `word` (lower case) opens the next clause after an address in `language` (see the module comment). */
export function opensNextClause(word: string, language: LanguageName): boolean {
  let table = tables.get(language);
  if (table === undefined) {
    table = new Set(PRONOUNS[language].split(/\s+/u).filter(Boolean));
    tables.set(language, table);
  }
  return table.has(word) || isFirstPersonVerb(word, language);
}

/** `true` when `word` (lower case) has the shape of a first-person verb of `language` ("ndihlala", "nimeona"). */
export function isFirstPersonVerb(word: string, language: LanguageName): boolean {
  return VERB_SHAPES[language]?.test(word) === true;
}
