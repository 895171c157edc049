/**
 * One short greeting sentence per language (about 30 to 60 characters), shared by the speech
 * tests and bench/speech.ts.
 *
 * @example
 * ```ts
 * import { SAMPLE_SENTENCES } from '../test/speech/sample-sentences.js';
 * SAMPLE_SENTENCES.Hausa; // 'Ina kwana, yaya kake yau da safe?'
 * ```
 */
import type { LanguageName } from '../../src/languages.js';

/** One short sentence per language. */
export const SAMPLE_SENTENCES: Readonly<Record<LanguageName, string>> = Object.freeze({
  Afrikaans: 'Goeie môre, hoe gaan dit met jou vandag?',
  Amharic: 'እንደምን አደርክ? ዛሬ እንዴት ነህ?',
  Arabic: 'صباح الخير، كيف حالك اليوم؟',
  English: 'Good morning, how are you doing today?',
  French: "Bonjour, comment allez-vous aujourd'hui ?",
  German: 'Guten Morgen, wie geht es dir heute?',
  Hausa: 'Ina kwana, yaya kake yau da safe?',
  Igbo: 'Ụtụtụ ọma, kedu ka ị mere taa?',
  Isixhosa: 'Molo, unjani namhlanje kusasa?',
  Italian: 'Buongiorno, come stai oggi?',
  Kinyarwanda: 'Mwaramutse, amakuru yawe uyu munsi?',
  Sesotho: 'Dumela, o phela joang kajeno hoseng?',
  Setswana: 'Dumela, o tsogile jang gompieno?',
  Shona: 'Mangwanani, makadii nhasi?',
  Spanish: 'Buenos días, ¿cómo estás hoy?',
  Swahili: 'Habari ya asubuhi, hujambo leo?',
  Twi: 'Maakye, wo ho te sɛn nnɛ?',
  Yoruba: 'Ẹ kú àárọ̀, ṣé dáadáa ni?',
  Zulu: 'Sawubona, unjani namuhla ekuseni?',
});
