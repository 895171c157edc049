/**
 * Puts the speaker label of a section's line in front of the section, for map-reduce
 * summaries that keep labels (structured requests): a section that starts inside a turn still
 * says who spoke (`Customer: ...`).
 *
 * @example
 * ```ts
 * const label = createSpeakerLabeller('Customer: My card. It is blocked.');
 * label({ start: 20, end: 33 }); // 'Customer: It is blocked.'
 * ```
 */
import { speakerLabelEnd, type TextSpan } from '../translation/split-sentences.js';

/**
 * Makes a function that gives a section's text with the speaker label of its line in front
 * (sections start after a label, or inside a turn), so that a labelled summary can name who said
 * its first sentences. Sections come in text order: the line starts before each one are found by
 * one forward scan over the whole text, and a line's label is read once, from the start of the
 * line up to its first section, so labelling every section of a text (however long its lines) is
 * linear in the text.
 */
export function createSpeakerLabeller(text: string): (span: TextSpan) => string {
  let scanned = 0;
  let lineStart = 0;
  let labelledLine = -1;
  let label = '';
  return (span) => {
    const section = text.slice(span.start, span.end);
    if (span.start < scanned) {
      // Out of order (the pipeline never does this): scan again from the start.
      scanned = 0;
      lineStart = 0;
      labelledLine = -1;
    }
    for (; scanned < span.start; scanned++) {
      const unit = text.charCodeAt(scanned);
      if (unit === 10 || unit === 13) lineStart = scanned + 1;
    }
    if (labelledLine !== lineStart) {
      labelledLine = lineStart;
      let start = lineStart;
      while (start < span.start && /\s/u.test(text[start]!)) start++;
      label =
        start === span.start ? '' : text.slice(start, speakerLabelEnd(text, { start, end: span.start }));
    }
    return label === '' ? section : `${label.trimEnd()} ${section}`;
  };
}
