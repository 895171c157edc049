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
 * every miss and false alarm, and `--non-pii-spans` every entity that masks non-PII characters,
 * most first, with its recognizer (the gold inside it in `[]`), then the totals per recognizer: use
 * them on development data only, never on a set you are about to score blind.
 *
 * @example
 * ```sh
 * npx tsx bench/redaction-blind.ts --dir test/redaction/blind/2026-11-27-a
 * npx tsx bench/redaction-blind.ts --dir test/redaction/corpus --errors
 * npx tsx bench/redaction-blind.ts --dir test/redaction/blind/2026-11-27-f --non-pii-spans
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
    'non-pii-spans': { type: 'boolean', default: false },
  },
});
if (values.dir === undefined) {
  console.error(
    'usage: tsx bench/redaction-blind.ts --dir <folder of <language>.json> [--errors] [--non-pii-spans] [--json]',
  );
  process.exit(2);
}

const scorer = createBlindScorer({ errors: values.errors, nonPiiSpans: values['non-pii-spans'] });
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
if (values['non-pii-spans']) {
  const spans = [...scorer.nonPiiSpans].sort(
    (first, second) => second.nonPiiCharacters - first.nonPiiCharacters,
  );
  for (const span of spans)
    console.log(
      `${String(span.nonPiiCharacters).padStart(4)} ${span.transcriptId} ${span.type} ${span.recognizer} «${span.text}»`,
    );
  const byRecognizer = new Map<string, number>();
  for (const span of spans) {
    const key = `${span.type} ${span.recognizer}`;
    byRecognizer.set(key, (byRecognizer.get(key) ?? 0) + span.nonPiiCharacters);
  }
  for (const [key, count] of [...byRecognizer].sort((first, second) => second[1] - first[1]))
    console.log(`total ${String(count).padStart(5)} ${key}`);
}
