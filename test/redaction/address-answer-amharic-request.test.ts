import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

// (the place names are invented: no gazetteer lists them)
describe('an Amharic address asked for with the object form and a request verb', () => {
  it.each<[LanguageName, string, string]>([
    // the object form of the address noun is an address cue; the request verb after it is no part of the answer
    [
      'Amharic',
      'ፓስፖርትዎ ተዘጋጅቷል አድራሻዎን ይንገሩኝ ጎርዳሜ ቀበሌ ዜሮ ሰባት ከገበያው አጠገብ እሺ',
      'ፓስፖርትዎ ተዘጋጅቷል አድራሻዎን ይንገሩኝ [ADDRESS] እሺ',
    ],
    ['Amharic', 'እባክዎ አድራሻዎን ሊነግሩኝ ይችላሉ ጎርዳሜ ቀበሌ አስራ ሁለት እሺ', 'እባክዎ አድራሻዎን ሊነግሩኝ ይችላሉ [ADDRESS] እሺ'],
    // a genitive in የ- before the fee goes with the fee, not the address
    [
      'Amharic',
      'አድራሻዎን ይንገሩኝ ጎርዳሜ ቀበሌ ዜሮ ሰባት የፖስታ ክፍያ ሁለት መቶ ብር ነው',
      'አድራሻዎን ይንገሩኝ [ADDRESS] የፖስታ ክፍያ ሁለት መቶ ብር ነው',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
