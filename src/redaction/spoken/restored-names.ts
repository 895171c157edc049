/**
 * Titles before names in text from speech (no capital letter anywhere). `restoreCase` in
 * spoken-view.ts gives the word after an honorific its capital; the title gets its capital too
 * ("dankie meneer isaacs" -> "Meneer Isaacs"), so the honorific recognizer, which reads titles as
 * they are written, finds the name. Not when the word after the title opens a clause of the
 * language: a title said alone before a pronoun, function word or common verb ("madame ici",
 * "mama nimetuma", "tannie nou"; the table of title-stop-words.ts).
 *
 * @example
 * ```ts
 * isTitledName('isaacs', false, 'Afrikaans'); // true
 * isTitledName('nou', false, 'Afrikaans'); // false
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { isTitleStopWord } from './title-stop-words.js';

/**
 * `true` when the word after a title (lower case) is a name: listed (`listed`), or none of the
 * words that open a clause after a title said alone in the language.
 */
export function isTitledName(word: string, listed: boolean, language: LanguageName): boolean {
  return listed || !isTitleStopWord(word, language);
}
