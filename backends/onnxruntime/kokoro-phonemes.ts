/**
 * From espeak-ng IPA to the phoneme alphabet Kokoro-82M was trained on (misaki's), and from
 * phonemes to token ids. espeak-ng writes multi-letter phonemes with a `^` tie (`t^ʃ`, `a^ɪ`);
 * misaki writes most of them as one letter (`ʧ`, `I`). English gets misaki's espeak fallback
 * rules (`r` → `ɹ`, `ɚ` → `əɹ`, no length marks, `o^ʊ` → `O`); French, Spanish and Italian its
 * plain espeak rules (diphthongs and affricates to one letter, ties and hyphens removed).
 * Characters missing from the vocabulary are dropped.
 *
 * @example
 * ```ts
 * toKokoroPhonemes('həlˈo^ʊ', 'english-us'); // 'həlˈO'
 * ```
 */

/** Which of misaki's espeak rules apply. */
export type KokoroPhonemeRules = 'english-us' | 'english-gb' | 'espeak';

/** Tied espeak-ng sequences misaki writes as one letter (all languages). */
const TIED_LETTERS: ReadonlyArray<readonly [string, string]> = [
  ['a^ɪ', 'I'],
  ['a^ʊ', 'W'],
  ['d^z', 'ʣ'],
  ['d^ʒ', 'ʤ'],
  ['e^ɪ', 'A'],
  ['o^ʊ', 'O'],
  ['ə^ʊ', 'Q'],
  ['s^s', 'S'],
  ['t^s', 'ʦ'],
  ['t^ʃ', 'ʧ'],
  ['ɔ^ɪ', 'Y'],
];

/** misaki's English espeak fallback (longest first). */
const ENGLISH_LETTERS: ReadonlyArray<readonly [string, string]> = [
  ['ʔˌn\u0329', 'tᵊn'],
  ['ʔn\u0329', 'tᵊn'],
  ['ʔn', 'tᵊn'],
  ['a^ɪ', 'I'],
  ['a^ʊ', 'W'],
  ['d^ʒ', 'ʤ'],
  ['e^ɪ', 'A'],
  ['t^ʃ', 'ʧ'],
  ['ɔ^ɪ', 'Y'],
  ['ə^l', 'ᵊl'],
  ['ʲo', 'jo'],
  ['ʲə', 'jə'],
  ['ʔ', 't'],
  ['e', 'A'],
  ['r', 'ɹ'],
  ['x', 'k'],
  ['ç', 'k'],
  ['ɐ', 'ə'],
  ['ʲ', ''],
  ['ɚ', 'əɹ'],
  ['ɬ', 'l'],
];

function replaceAll(text: string, pairs: ReadonlyArray<readonly [string, string]>): string {
  let result = text;
  for (const [from, to] of pairs) result = result.split(from).join(to);
  return result;
}

/** One espeak-ng clause in Kokoro's phoneme alphabet. */
export function toKokoroPhonemes(ipa: string, rules: KokoroPhonemeRules): string {
  let phonemes = ipa.normalize('NFC').trim();
  if (rules === 'espeak') {
    phonemes = replaceAll(phonemes, TIED_LETTERS).replace(/[\^-]/gu, '');
    // a nasal vowel composed by NFC (Afrikaans `ẽ`) is a vowel and a tilde in Kokoro's alphabet
    return phonemes.replace(/[ãẽĩõũ]/gu, (vowel) => vowel.normalize('NFD'));
  }
  phonemes = replaceAll(phonemes, ENGLISH_LETTERS);
  // A syllabic consonant (combining vertical line below) becomes schwa + consonant.
  phonemes = phonemes.replace(/(\S)\u0329/gu, 'ᵊ$1').replace(/\u0329/gu, '');
  if (rules === 'english-gb') {
    phonemes = phonemes.replaceAll('e^ə', 'ɛː').replaceAll('iə', 'ɪə').replaceAll('ə^ʊ', 'Q');
  } else {
    phonemes = phonemes
      .replaceAll('o^ʊ', 'O')
      .replaceAll('ɜːɹ', 'ɜɹ')
      .replaceAll('ɜː', 'ɜɹ')
      .replaceAll('ɪə', 'iə')
      .replaceAll('ː', '');
  }
  return phonemes.replace(/[\^-]/gu, '');
}

/**
 * Joins espeak-ng's clauses with the text's punctuation: when the text has as many
 * punctuation-delimited clauses as espeak-ng returned, each clause gets the punctuation that
 * follows it in the text; otherwise clauses are joined with `, ` and the text's final mark.
 */
export function joinClauses(text: string, clauses: readonly string[]): string {
  const parts = text.split(/([.,;:!?…—]+)/u);
  const marks: string[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const mark = parts[index + 1] ?? '';
    if (/[\p{L}\p{N}]/u.test(parts[index] ?? '')) marks.push(mark);
    else if (marks.length > 0) marks[marks.length - 1] += mark;
  }
  if (marks.length === clauses.length) {
    return clauses.map((clause, index) => `${clause}${marks[index] ?? ''}`).join(' ');
  }
  const final = /([.!?…]+)\s*$/u.exec(text)?.[1] ?? '';
  return `${clauses.join(', ')}${final}`;
}

/** Token ids of `phonemes` (characters missing from `vocabulary` dropped). */
export function tokenizePhonemes(phonemes: string, vocabulary: ReadonlyMap<string, number>): number[] {
  const ids: number[] = [];
  for (const character of phonemes) {
    const id = vocabulary.get(character);
    if (id !== undefined) ids.push(id);
  }
  return ids;
}
