/**
 * Scores redaction on a folder of marked transcripts (the corpus format: `⟦TYPE|value⟧` gold spans
 * and `⟦KEEP|value⟧` hard negatives, one `<language>.json` per language, an optional `style` of
 * `punctuated` or `asr` per transcript). Made for blind sets: data written by someone who never saw
 * the rules, scored once before any rule looks at it (docs/redaction.md, "Blind sets").
 *
 * Prints, per language, per style and per type, the scores of ./blind-scorer.ts: precision, recall
 * and F1 over values (an entity counts when it overlaps a gold span of the same type), the share of
 * PII values that reach the output (a value leaks when any of its non-space characters is left
 * unmasked), the share of non-PII characters masked, and hard negatives masked. `--errors` lists
 * every miss and false alarm: use it on development data only, never on a set you are about to
 * score blind.
 *
 * @example
 * ```sh
 * npx tsx bench/redaction-blind.ts --dir test/redaction/blind/2026-11-27-a
 * npx tsx bench/redaction-blind.ts --dir test/redaction/corpus --errors
 * ```
 */
import { parseArgs } from 'node:util';
import { redact } from '../src/redaction/redact.js';
import { loadCorpusDirectory } from '../test/redaction/corpus.js';
import { createBlindScorer } from './blind-scorer.js';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    errors: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
if (values.dir === undefined) {
  console.error('usage: tsx bench/redaction-blind.ts --dir <folder of <language>.json> [--errors] [--json]');
  process.exit(2);
}

const scorer = createBlindScorer({ errors: values.errors });
const transcripts = loadCorpusDirectory(values.dir);
for (const transcript of transcripts) {
  const result = await redact({ text: transcript.text, language: transcript.language });
  scorer.score(transcript, result.entities);
}

if (values.json) {
  console.log(
    JSON.stringify(Object.fromEntries(scorer.keys().map((key) => [key, scorer.metrics(key)])), null, 2),
  );
} else {
  console.log(`${transcripts.length} transcripts from ${values.dir}`);
  for (const line of scorer.table()) console.log(line);
}
if (values.errors) for (const line of scorer.errors) console.log(line);
