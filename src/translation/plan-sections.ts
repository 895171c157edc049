/**
 * Cuts a text into sections for a model with a limited input: sections never cross a line (so
 * line structure and speaker labels survive), hold whole sentences packed up to
 * `maxInputTokens` (measured with the backend's own tokenizer), and a sentence longer than the
 * limit is cut at clause boundaries, then between words, then (last resort) between characters.
 * Everything outside the sections (newlines, labels, the spaces between sentences, lines with
 * nothing to translate) is kept verbatim by the caller.
 *
 * @example
 * ```ts
 * const sections = await planSections({ text, language: 'Hausa', maxInputTokens: 200,
 *   countTokens: (value) => backend.countTokens({ text: value, language: 'Hausa' }) });
 * ```
 */
import { InvalidInputError } from '../errors/invalid-input-error.js';
import type { LanguageName } from '../languages.js';
import { throwIfAborted } from '../util/abort.js';
import { hasTranslatableText, PLACEHOLDER_PATTERN } from './placeholders.js';
import { splitLines, type TextSpan, trimSpan } from './split-sentences.js';

/** Options of {@link planSections}. */
export interface PlanSectionsOptions {
  text: string;
  language: LanguageName;
  /** Largest section, in the backend's tokens. */
  maxInputTokens: number;
  /** Counts the tokens of a piece of text with the backend's tokenizer. */
  countTokens: (text: string) => Promise<number>;
  /**
   * Pack sentences across lines (summarization); translation keeps every section on one line.
   * @default false
   */
  crossLines?: boolean;
  abortSignal?: AbortSignal;
}

/** Clause boundaries: after these characters when followed by a space. */
const CLAUSE_END = /[,;:،؛、—–]/u;

function cutAfter(text: string, span: TextSpan, isBoundary: (index: number) => boolean): TextSpan[] {
  const pieces: TextSpan[] = [];
  let start = span.start;
  for (let index = span.start; index < span.end - 1; index++) {
    if (isBoundary(index)) {
      const piece = trimSpan(text, { start, end: index + 1 });
      if (piece) pieces.push(piece);
      start = index + 1;
    }
  }
  const piece = trimSpan(text, { start, end: span.end });
  if (piece) pieces.push(piece);
  return pieces;
}

function halve(text: string, span: TextSpan): TextSpan[] {
  let middle = span.start + Math.floor((span.end - span.start) / 2);
  const unit = text.charCodeAt(middle);
  if (unit >= 0xdc00 && unit <= 0xdfff) middle++; // never split a surrogate pair
  // Never split a placeholder: move the cut before it (or after it when it starts the span).
  for (const match of text.slice(span.start, span.end).matchAll(PLACEHOLDER_PATTERN)) {
    const tagStart = span.start + match.index;
    const tagEnd = tagStart + match[0].length;
    if (middle > tagStart && middle < tagEnd) middle = tagStart > span.start ? tagStart : tagEnd;
  }
  if (middle <= span.start || middle >= span.end) return [span];
  return [
    { start: span.start, end: middle },
    { start: middle, end: span.end },
  ];
}

/** Plans the sections of `text`. Each section is a trimmed span with something to translate. */
export async function planSections(options: PlanSectionsOptions): Promise<TextSpan[]> {
  const { text, maxInputTokens } = options;
  if (!Number.isInteger(maxInputTokens) || maxInputTokens < 1) {
    throw new InvalidInputError({
      message: `Expected maxInputTokens to be a positive integer, got ${maxInputTokens}.`,
    });
  }
  const fits = async (span: TextSpan): Promise<boolean> =>
    (await options.countTokens(text.slice(span.start, span.end))) <= maxInputTokens;

  // Cuts one span that is too long into pieces that fit, trying coarser boundaries first.
  const cut = async (span: TextSpan, level: number): Promise<TextSpan[]> => {
    throwIfAborted(options.abortSignal);
    if (await fits(span)) return [span];
    const boundaries: Array<(index: number) => boolean> = [
      (index) => CLAUSE_END.test(text[index]!) && /\s/u.test(text[index + 1]!),
      (index) => !/\s/u.test(text[index]!) && /\s/u.test(text[index + 1]!),
    ];
    for (let next = level; next < boundaries.length; next++) {
      const pieces = cutAfter(text, span, boundaries[next]!);
      if (pieces.length > 1) return pack(pieces, (piece) => cut(piece, next + 1));
    }
    const halves = halve(text, span);
    if (halves.length === 1) return halves; // a single character: nothing smaller exists
    return pack(
      halves.flatMap((half) => (trimSpan(text, half) ? [trimSpan(text, half)!] : [])),
      (piece) => cut(piece, boundaries.length),
    );
  };

  // Greedily joins consecutive pieces while the joined span fits; a piece that does not fit alone
  // is cut. A longer span never has fewer tokens, so the longest run of pieces that fits is found
  // by galloping then bisecting (O(log n) counts of at most twice a section) instead of counting
  // the growing section again for every piece (which, for short sentences, counted each
  // character hundreds of times).
  const pack = async (
    pieces: TextSpan[],
    cutPiece: (piece: TextSpan) => Promise<TextSpan[]>,
  ): Promise<TextSpan[]> => {
    const packed: TextSpan[] = [];
    let index = 0;
    while (index < pieces.length) {
      throwIfAborted(options.abortSignal);
      const first = pieces[index]!;
      if (!(await fits(first))) {
        packed.push(...(await cutPiece(first)));
        index++;
        continue;
      }
      let fitting = index;
      let failing = pieces.length;
      for (let step = 1; fitting + step < failing; step *= 2) {
        const candidate = fitting + step;
        if (await fits({ start: first.start, end: pieces[candidate]!.end })) fitting = candidate;
        else failing = candidate;
      }
      while (failing - fitting > 1) {
        throwIfAborted(options.abortSignal);
        const middle = Math.floor((fitting + failing) / 2);
        if (await fits({ start: first.start, end: pieces[middle]!.end })) fitting = middle;
        else failing = middle;
      }
      packed.push({ start: first.start, end: pieces[fitting]!.end });
      index = fitting + 1;
    }
    return packed;
  };

  const lines = splitLines(text, options.language);
  const groups = options.crossLines
    ? [lines.flatMap((line) => line.sentences)]
    : lines.map((line) => line.sentences);
  const sections: TextSpan[] = [];
  for (const group of groups) {
    const sentences = group.filter((sentence) =>
      hasTranslatableText(text.slice(sentence.start, sentence.end)),
    );
    if (sentences.length === 0) continue;
    const packed = await pack(sentences, (sentence) => cut(sentence, 0));
    sections.push(...packed.filter((section) => hasTranslatableText(text.slice(section.start, section.end))));
  }
  return sections;
}
