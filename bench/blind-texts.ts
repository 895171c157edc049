/**
 * The distinct texts the redaction benches time: every blind-set transcript (test/redaction/blind,
 * each folder once, in name order) and 300-byte pieces of them (flat strings, cut at a space), for
 * the fixed cost per call a service sees.
 *
 * @example
 * ```ts
 * const distinct = loadBlindTexts();
 * const pieces = blindTextPieces(distinct);
 * ```
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadCorpusDirectory } from '../test/redaction/corpus.js';

/** One text to redact and its language. */
export interface BlindText {
  text: string;
  language: string;
}

/** Every transcript of the blind sets under `blindDirectory` (none when it is missing). */
export function loadBlindTexts(blindDirectory = 'test/redaction/blind'): BlindText[] {
  const distinct: BlindText[] = [];
  for (const folder of existsSync(blindDirectory) ? readdirSync(blindDirectory).sort() : []) {
    const directory = path.join(blindDirectory, folder);
    if (!statSync(directory).isDirectory()) continue;
    for (const transcript of loadCorpusDirectory(directory))
      distinct.push({ text: transcript.text, language: transcript.language });
  }
  return distinct;
}

/** 300-byte pieces of `texts`, cut at a space, each a fresh flat string (no slice of the original). */
export function blindTextPieces(texts: readonly BlindText[]): BlindText[] {
  const pieces: BlindText[] = [];
  for (const item of texts) {
    for (let start = 0; start + 200 < item.text.length; start += 300) {
      const cut = item.text.lastIndexOf(' ', start + 300);
      const piece = item.text.slice(start, cut > start + 200 ? cut : start + 300);
      pieces.push({ text: JSON.parse(JSON.stringify(`${piece} `)) as string, language: item.language });
    }
  }
  return pieces;
}
