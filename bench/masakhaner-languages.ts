/**
 * The MasakhaNER folders under ../shared/eval/masakhaner and the contract language of each,
 * shared by the redaction bench and the redaction output snapshot, and the reader of a split
 * file that the redaction bench and bench/masakhaner-names.ts score.
 *
 * @example
 * ```ts
 * for (const [folder, language] of Object.entries(MASAKHANER_LANGUAGES)) { ... }
 * const [first] = readMasakhanerSentences('../shared/eval/masakhaner/hau/dev.txt'); // { text, words }
 * ```
 */
import { readFileSync } from 'node:fs';
import type { LanguageName } from '../src/languages.js';

/** MasakhaNER folder code -> contract language name. */
export const MASAKHANER_LANGUAGES: Readonly<Record<string, LanguageName>> = {
  amh: 'Amharic',
  hau: 'Hausa',
  ibo: 'Igbo',
  kin: 'Kinyarwanda',
  sna: 'Shona',
  swa: 'Swahili',
  tsn: 'Setswana',
  twi: 'Twi',
  xho: 'Isixhosa',
  yor: 'Yoruba',
  zul: 'Zulu',
};

/** One word of a sentence: its offsets in the sentence's text and whether it is tagged PER. */
export interface MasakhanerWord {
  start: number;
  end: number;
  person: boolean;
}

/** One sentence of a split file: the words joined by single spaces, and each word's span. */
export interface MasakhanerSentence {
  text: string;
  words: MasakhanerWord[];
}

/** The sentences of a MasakhaNER split file (`word tag` lines, sentences between blank lines). */
export function readMasakhanerSentences(file: string): MasakhanerSentence[] {
  return readFileSync(file, 'utf8')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => line.trim().split(/\s+/)),
    )
    .filter((tokens) => tokens.length > 0)
    .map((tokens) => {
      let text = '';
      const words: MasakhanerWord[] = [];
      for (const [word = '', tag = 'O'] of tokens) {
        if (text.length > 0) text += ' ';
        words.push({ start: text.length, end: text.length + word.length, person: tag.endsWith('-PER') });
        text += word;
      }
      return { text, words };
    });
}
