/**
 * Greetings and thanks that stand right before the name of the person addressed, per language,
 * lower case, as a speech recogniser writes them ("middag lerato", "bonjour khady", "asante
 * juma", "ngiyabonga thandeka", "murakoze eric"). Used by `restored-names.ts`: a name restored
 * elsewhere in the call is a name after one of these too.
 *
 * @example
 * ```ts
 * isVocativeWord('ngiyabonga', 'Zulu'); // true
 * isVocativeWord('ikheli', 'Zulu'); // false
 * ```
 */
import type { LanguageName } from '../../languages.js';

const EVERY_LANGUAGE = 'hi hello hey morning afternoon evening thanks thank you bye okay ok';

const VOCATIVE_WORDS: Readonly<Record<LanguageName, string>> = {
  English: 'dear welcome goodbye sorry',
  Afrikaans: 'hallo môre more middag goeiemôre goeiemiddag naand dankie totsiens baie',
  French: 'bonjour bonsoir salut merci revoir allô allo bienvenue',
  German: 'hallo tag morgen abend moin servus danke tschüss wiedersehen willkommen',
  Spanish: 'hola días tardes noches gracias adiós buenas bienvenido bienvenida',
  Italian: 'buongiorno buonasera ciao salve grazie arrivederci',
  Swahili: 'habari jambo hujambo hamjambo shikamoo asante karibu kwaheri',
  Hausa: 'sannu barka nagode gode',
  Yoruba: 'ẹ kú pẹ̀lẹ́ ẹ ṣé o ṣé ẹkáàrọ̀ káàrọ̀ ẹkáàsán',
  Igbo: 'ndewo ndeewo nnọọ nnoo daalụ kedu',
  Amharic: '',
  Arabic: '',
  Zulu: 'sawubona sanibonani ngiyabonga siyabonga yebo',
  Isixhosa: 'molo molweni enkosi ndiyabulela',
  Sesotho: 'dumela lumela dumelang lumelang leboha',
  Setswana: 'dumela dumelang leboga',
  Shona: 'mhoro mhoroi hesi maswera mangwanani masikati ndatenda tatenda',
  Kinyarwanda: 'muraho mwaramutse mwiriwe murakoze bite',
  Twi: 'maakye maaha maadwo medaase akwaaba',
};

const tables = new Map<LanguageName, ReadonlySet<string>>();

/** `true` when `word` (lower case) greets or thanks the person named right after it in `language`. */
export function isVocativeWord(word: string, language: LanguageName): boolean {
  let table = tables.get(language);
  if (table === undefined) {
    table = new Set(`${EVERY_LANGUAGE} ${VOCATIVE_WORDS[language]}`.split(/\s+/u).filter(Boolean));
    tables.set(language, table);
  }
  return table.has(word);
}
