/**
 * Placeholders such as `[PERSON_NAME]` or `[PHONE_NUMBER_2]` (what redaction writes) must come
 * out of translation untouched. These helpers find them, check that a translation kept them, and
 * split a text around them so the pieces between can be translated on their own.
 *
 * @example
 * ```ts
 * findPlaceholders('Call [PERSON_NAME] on [PHONE_NUMBER].'); // ['[PERSON_NAME]', '[PHONE_NUMBER]']
 * keepsPlaceholders('Hi [PERSON_NAME]', 'Sannu [PERSON_NAME]'); // true
 * ```
 */

/** An upper-case bracketed tag. Linear: one character class, bounded. */
export const PLACEHOLDER_PATTERN = /\[[A-Z][A-Z0-9_]{0,63}\]/gu;

/** The placeholders of `text`, in order. */
export function findPlaceholders(text: string): string[] {
  return text.match(PLACEHOLDER_PATTERN) ?? [];
}

/** Whether `translation` holds exactly the placeholders of `source` (same tags, same counts). */
export function keepsPlaceholders(source: string, translation: string): boolean {
  const expected = findPlaceholders(source).sort();
  const actual = findPlaceholders(translation).sort();
  return expected.length === actual.length && expected.every((tag, index) => tag === actual[index]);
}

/** A piece of text between placeholders (`translate: true`) or a placeholder or glue kept verbatim. */
export interface PlaceholderPiece {
  text: string;
  translate: boolean;
}

const HAS_LETTER = /\p{L}/u;

/** Whether `text` has anything to translate (a letter outside placeholders). */
export function hasTranslatableText(text: string): boolean {
  return HAS_LETTER.test(text.replace(PLACEHOLDER_PATTERN, ''));
}

/**
 * Splits `text` around placeholders. Pieces to translate are trimmed; their surrounding
 * whitespace and every placeholder become verbatim pieces, so joining all pieces gives `text`.
 */
export function splitAroundPlaceholders(text: string): PlaceholderPiece[] {
  const pieces: PlaceholderPiece[] = [];
  const pushText = (value: string): void => {
    if (value === '') return;
    if (!hasTranslatableText(value)) {
      pieces.push({ text: value, translate: false });
      return;
    }
    const leading = /^\s*/u.exec(value)![0];
    const trailing = /\s*$/u.exec(value)![0];
    if (leading) pieces.push({ text: leading, translate: false });
    pieces.push({ text: value.slice(leading.length, value.length - trailing.length), translate: true });
    if (trailing) pieces.push({ text: trailing, translate: false });
  };
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
    pushText(text.slice(last, match.index));
    pieces.push({ text: match[0], translate: false });
    last = match.index + match[0].length;
  }
  pushText(text.slice(last));
  return pieces;
}
