/**
 * Prepares text for a stand-in espeak-ng voice. A voice for another language spells out letters
 * it does not know ("e with dot below"), which is slower and wrong, so the letters are reduced to
 * the plain Latin letters the stand-in voice reads with the closest sound: tone marks and dots
 * below are dropped (Yoruba, Igbo), Yoruba `ṣ` becomes `sh`, the open vowels `ɛ`/`ɔ` (Twi) become
 * `e`/`o`, `ŋ` becomes `ng`, and the Hausa hooked letters `ɓ ɗ ƙ ƴ` become `b d k y`.
 *
 * @example
 * ```ts
 * prepareStandInText('Ẹ kú àárọ̀, ṣé dáadáa ni?'); // 'E ku aaro, she daadaa ni?'
 * ```
 */

const LETTERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ṣ/gu, 'sh'],
  [/Ṣ/gu, 'Sh'],
  [/[ɛƐ]/gu, 'e'],
  [/[ɔƆ]/gu, 'o'],
  [/ŋ/gu, 'ng'],
  [/Ŋ/gu, 'Ng'],
  [/ɓ/gu, 'b'],
  [/Ɓ/gu, 'B'],
  [/ɗ/gu, 'd'],
  [/Ɗ/gu, 'D'],
  [/ƙ/gu, 'k'],
  [/Ƙ/gu, 'K'],
  [/ƴ/gu, 'y'],
  [/Ƴ/gu, 'Y'],
];

/** `text` with only the letters a stand-in Latin voice reads naturally. */
export function prepareStandInText(text: string): string {
  let prepared = text.normalize('NFC');
  for (const [pattern, replacement] of LETTERS) prepared = prepared.replace(pattern, replacement);
  return prepared.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}
