/**
 * The MasakhaNER folders under ../shared/eval/masakhaner and the contract language of each,
 * shared by the redaction bench and the redaction output snapshot.
 *
 * @example
 * ```ts
 * for (const [folder, language] of Object.entries(MASAKHANER_LANGUAGES)) { ... }
 * ```
 */
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
