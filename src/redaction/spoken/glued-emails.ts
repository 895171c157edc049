/**
 * E-mail addresses a speech recogniser wrote as one word, the spoken "at" glued inside:
 * "Clère.auboisearobase.engmailfl.com" for "claire point dubois arobase gmail point com". A word
 * that ends with a dot and a common top-level domain and holds one of the language's long "at"
 * words ({@link gluedAtWords}) after a letter or digit and before the domain's first letter is written as
 * `local@domain` (`Clère.auboise@engmailfl.com`), so the e-mail recognizer reads it. The bare
 * "at" is not looked for inside a word (too many words hold it).
 *
 * @example
 * ```ts
 * gluedEmails('Clère.auboisearobase.engmailfl.com.', 'French');
 * // [{ originalStart: 0, originalEnd: 34, replacement: 'Clère.auboise@engmailfl.com' }]
 * ```
 */

import type { LanguageName } from '../../languages.js';
import { gluedAtWords } from './email-words.js';

/** One replaced stretch: `[originalStart, originalEnd)` became `replacement`. */
export interface GluedEmail {
  originalStart: number;
  originalEnd: number;
  replacement: string;
}

/** A word of letters, digits, dots, `_` and `-` ending with a dot and a common top-level domain. */
const DOMAIN_WORD =
  /(?<![\p{L}\p{N}@._-])[\p{L}\p{N}][\p{L}\p{N}._-]{0,120}\.(?:com|net|org|edu|gov|info|fr|es|it|de|be|ch|ng|za|ke|tz|ug|gh|zw|et|ma|eg)(?![\p{L}\p{N}])/giu;

/** The glued e-mails of `text`, in text order. */
export function gluedEmails(text: string, language: LanguageName): GluedEmail[] {
  const atWords = gluedAtWords(language);
  if (atWords.length === 0) return [];
  // none of the "at" words in the whole text: no word holds one (the words' lower case is the
  // text's; the "at" words are ASCII), and the domain pattern need not run
  const lowerText = text.toLowerCase();
  if (!atWords.some((at) => lowerText.includes(at))) return [];
  const found: GluedEmail[] = [];
  DOMAIN_WORD.lastIndex = 0;
  for (let match = DOMAIN_WORD.exec(text); match !== null; match = DOMAIN_WORD.exec(text)) {
    const word = match[0];
    if (word.includes('@')) continue;
    const lower = word.toLowerCase();
    for (const at of atWords) {
      const position = lower.lastIndexOf(at);
      if (position < 1) continue;
      const local = word.slice(0, position).replace(/\.$/u, '');
      const domain = word.slice(position + at.length).replace(/^\./u, '');
      if (!/[\p{L}\p{N}]$/u.test(local) || !/^[\p{L}\p{N}][\p{L}\p{N}-]*\./u.test(domain)) continue;
      found.push({
        originalStart: match.index,
        originalEnd: match.index + word.length,
        replacement: `${local}@${domain}`,
      });
      break;
    }
  }
  return found;
}
