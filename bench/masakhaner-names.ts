/**
 * MasakhaNER dev PER tokens as PERSON_NAME, per language and per half: the even-numbered dev
 * sentences (0, 2, 4, ...: the half whose errors rule work may look at) and the odd-numbered ones
 * (the held-out half, the more honest number). Token level, one sentence per call, rules only.
 * `--errors <code>` prints the even half's misses (FN) and false positives (FP) of one language
 * with their context; it never prints the odd half's. The MasakhaNER test split is not read.
 * `--lower-case` scores the sentences written in lower case, as text from speech is (the spoken
 * view's rules: names restored, grown and completed without capitals).
 *
 * @example
 * ```sh
 * npx tsx bench/masakhaner-names.ts
 * npx tsx bench/masakhaner-names.ts --language yor --errors
 * npx tsx bench/masakhaner-names.ts --lower-case
 * ```
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { redact } from '../src/redaction/redact.js';
import { MASAKHANER_LANGUAGES, readMasakhanerSentences } from './masakhaner-languages.js';

const { values } = parseArgs({
  options: {
    eval: { type: 'string', default: '../shared/eval' },
    // one MasakhaNER folder code (amh, hau, ...); all when absent
    language: { type: 'string' },
    // print the even half's errors of the chosen language
    errors: { type: 'boolean', default: false },
    // score the sentences in lower case (text from speech)
    'lower-case': { type: 'boolean', default: false },
  },
});

interface Counts {
  truePositive: number;
  predicted: number;
  gold: number;
}

const empty = (): Counts => ({ truePositive: 0, predicted: 0, gold: 0 });
const add = (into: Counts, from: Counts) => {
  into.truePositive += from.truePositive;
  into.predicted += from.predicted;
  into.gold += from.gold;
};
const ratio = (part: number, whole: number) => (whole === 0 ? '  -  ' : (part / whole).toFixed(3));
const cell = (counts: Counts) =>
  `${ratio(counts.truePositive, counts.predicted)} ${ratio(counts.truePositive, counts.gold)}`;

const totals = { even: empty(), odd: empty(), all: empty() };
console.log(`${'language'.padEnd(12)} PER  all P/R      even P/R     odd P/R`);
for (const [code, language] of Object.entries(MASAKHANER_LANGUAGES)) {
  if (values.language && values.language !== code) continue;
  const file = path.join(values.eval ?? '', 'masakhaner', code, 'dev.txt');
  if (!existsSync(file)) {
    console.log(`${language.padEnd(12)} (missing ${file})`);
    continue;
  }
  const sentences = readMasakhanerSentences(file);
  const halves = { even: empty(), odd: empty() };
  for (const [index, { text, words: spans }] of sentences.entries()) {
    const half = index % 2 === 0 ? halves.even : halves.odd;
    if (text.trim() === '') continue;
    // (lower case keeps each word's offsets in these scripts: no letter changes length)
    const { entities } = await redact({ text: values['lower-case'] ? lowerCase(text) : text, language });
    const names = entities.filter((entity) => entity.type === 'PERSON_NAME');
    for (const span of spans) {
      const hit = names.some((entity) => entity.start < span.end && span.start < entity.end);
      if (span.person) half.gold++;
      if (hit) half.predicted++;
      if (hit && span.person) half.truePositive++;
      if (values.errors && index % 2 === 0 && hit !== span.person) {
        const by = names.find((entity) => entity.start < span.end && span.start < entity.end)?.recognizer;
        console.log(
          `${hit ? `FP ${by}` : 'FN'} ${text.slice(span.start, span.end)} | ${text.slice(Math.max(0, span.start - 70), span.end + 40)}`,
        );
      }
    }
  }
  const all = empty();
  add(all, halves.even);
  add(all, halves.odd);
  add(totals.even, halves.even);
  add(totals.odd, halves.odd);
  add(totals.all, all);
  console.log(
    `${language.padEnd(12)} ${String(all.gold).padStart(4)}  ${cell(all)}  ${cell(halves.even)}  ${cell(halves.odd)}`,
  );
}
console.log(
  `${'all'.padEnd(12)} ${String(totals.all.gold).padStart(4)}  ${cell(totals.all)}  ${cell(totals.even)}  ${cell(totals.odd)}`,
);

/** `text` in lower case, letter by letter where a letter's lower case has another length (offsets kept). */
function lowerCase(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  return Array.from(text, (character) => {
    const folded = character.toLowerCase();
    return folded.length === character.length ? folded : character;
  }).join('');
}
