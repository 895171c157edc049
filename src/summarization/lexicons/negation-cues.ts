/**
 * Negators in the 19 languages (data; syntax in cue-matcher.ts). A cue with a negator ending up
 * to three tokens before it is negated ("not happy", "si furaha", "ba na jin dadi", "inu mi ko
 * dun", "ntabwo nishimiye"). Negation written inside the word itself (Zulu `angi-`, Amharic
 * `አል-`) and postposed negation (Amharic `አይደለም`) are covered by explicit cue phrases in the
 * other lexicons instead. English negators are always added.
 *
 * @example
 * ```ts
 * NEGATION_CUES.Hausa.includes('ba'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

export const NEGATION_CUES: Readonly<Record<LanguageName, readonly string[]>> = {
  English: ['not', 'no', 'never', 'nothing', 'none', 'neither', 'nor', 'without', 'hardly'],
  French: ['ne', 'pas', 'jamais', 'aucun', 'aucune', 'sans', 'ni'],
  German: ['nicht', 'kein', 'keine', 'keinen', 'keiner', 'keinem', 'nie', 'niemals', 'ohne', 'weder'],
  Spanish: ['no', 'nunca', 'ni', 'sin', 'tampoco', 'jamás', 'ningún', 'ninguna'],
  Italian: ['non', 'mai', 'senza', 'né', 'nessun', 'nessuna'],
  Afrikaans: ['nie', 'geen', 'nooit', 'sonder'],
  Swahili: ['si', 'sio', 'siyo', 'hapana', 'bila', 'hakuna', 'wala'],
  Hausa: ['ba', 'bai', 'ban', 'babu', 'kada', 'kar'],
  Igbo: ['*ghi', 'mba', 'enweghi'],
  Yoruba: ['ko', 'kii', 'ki i', 'ma', 'rara', 'laisi'],
  Twi: ['daabi', 'enye', 'nni', 'nnye'],
  Zulu: ['cha', 'akukho', 'hhayi', 'ngaphandle', 'akusi'],
  Isixhosa: ['hayi', 'akukho', 'ngaphandle', 'asi'],
  Sesotho: ['ha', 'tjhe', 'se', 'hase'],
  Setswana: ['ga', 'nyaa', 'se'],
  Shona: ['kwete', 'handi*', 'hazvi*', 'hapana', 'pasina'],
  Kinyarwanda: ['ntabwo', 'oya', 'nta', 'si', 'nti*'],
  Amharic: ['ምንም', 'ያለ'],
  Arabic: ['لا', 'لم', 'لن', 'ليس', 'ليست', 'لست', 'غير', 'ما', 'بدون', 'دون'],
};
