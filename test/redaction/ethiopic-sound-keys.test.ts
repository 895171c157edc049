import { describe, expect, it } from 'vitest';
import { ethiopicSoundKey, isListedBySound } from '../../src/redaction/recognizers/ethiopic-sound-keys.js';

describe("ethiopicSoundKey: a Ge'ez word read as coarse Latin sounds", () => {
  const rows: Array<[string, string]> = [
    ['ሆስኒ', 'hosni'],
    ['ሙባረክ', 'mubarak'],
    // e-order and ä both read as one vowel, a sixth-order ይ as i
    ['ቴሜር', 'tamar'],
    ['ኬይታ', 'kaita'],
    ['ተስፋዬ', 'tasfaia'],
    // ው as u, doubled sounds once
    ['ሮዉሴፍ', 'rusaf'],
  ];
  it.each(rows)('%s -> %s', (word, key) => {
    expect(ethiopicSoundKey(word)).toBe(key);
  });
  it("has no key for a word with a non-Ge'ez code unit", () => {
    expect(ethiopicSoundKey('ቴሜርx')).toBeUndefined();
  });
});

describe("isListedBySound: Ge'ez words that sound like a listed Latin name", () => {
  const rows: Array<[string, boolean]> = [
    // Temer, Rousseff, Davis: an e-order syllable
    ['ቴሜር', true],
    ['ሮዉሴፍ', true],
    ['ዴቪስ', true],
    // Fernando: four syllables, no native ending; Sullivan: '-ን' after an a-syllable
    ['ፈርናንዶ', true],
    ['ሱሊቫን', true],
    // native words that sound like names: history (Tariq), era (Zaman), peace (Salam), came (Matata)
    ['ታሪክ', false],
    ['ዘመን', false],
    ['ሰላም', false],
    ['መጥተው', false],
    // two syllables are too short to tell ('ቦታ' place, Bota)
    ['ቦታ', false],
    // no listed name sounds so
    ['ቃንጋሪሶ', false],
  ];
  it.each(rows)('%s -> %s', (word, listed) => {
    expect(isListedBySound(word)).toBe(listed);
  });
});
