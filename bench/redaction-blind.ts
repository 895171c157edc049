/**
 * Scores redaction on a folder of marked transcripts (the corpus format: `⟦TYPE|value⟧` gold spans
 * and `⟦KEEP|value⟧` hard negatives, one `<language>.json` per language, an optional `style` of
 * `punctuated` or `asr` per transcript). Made for blind sets: data written by someone who never saw
 * the rules, scored once before any rule looks at it (docs/redaction.md, "Blind sets").
 *
 * Prints, per language, per style and per type: precision, recall and F1 over values (an entity
 * counts when it overlaps a gold span of the same type), the share of PII values that reach the
 * output (a value leaks when any of its non-space characters is left unmasked), the share of
 * non-PII characters masked, and hard negatives masked. `--errors` lists every miss and false
 * alarm: use it on development data only, never on a set you are about to score blind.
 *
 * @example
 * ```sh
 * npx tsx bench/redaction-blind.ts --dir test/redaction/blind/2026-11-27-a
 * npx tsx bench/redaction-blind.ts --dir test/redaction/corpus --errors
 * ```
 */
import { parseArgs } from 'node:util';
import type { RecognizedEntity } from '../src/redaction/recognized-entity.js';
import { redact } from '../src/redaction/redact.js';
import { loadCorpusDirectory, type Transcript } from '../test/redaction/corpus.js';

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

/** Value-level and character-level counts. */
interface Tally {
  predicted: number;
  truePositives: number;
  gold: number;
  found: number;
  leakedValues: number;
  nonPiiCharacters: number;
  maskedNonPiiCharacters: number;
  negatives: number;
  maskedNegatives: number;
}

const emptyTally = (): Tally => ({
  predicted: 0,
  truePositives: 0,
  gold: 0,
  found: 0,
  leakedValues: 0,
  nonPiiCharacters: 0,
  maskedNonPiiCharacters: 0,
  negatives: 0,
  maskedNegatives: 0,
});

const overlaps = (first: { start: number; end: number }, second: { start: number; end: number }) =>
  first.start < second.end && second.start < first.end;

const tallies = new Map<string, Tally>();
function tallyOf(key: string): Tally {
  let tally = tallies.get(key);
  if (tally === undefined) {
    tally = emptyTally();
    tallies.set(key, tally);
  }
  return tally;
}

const errors: string[] = [];

function score(transcript: Transcript, entities: readonly RecognizedEntity[]): void {
  const keys = ['ALL', `language ${transcript.language}`, `style ${transcript.style ?? 'punctuated'}`];
  const masked = new Uint8Array(transcript.text.length);
  for (const entity of entities) masked.fill(1, entity.start, entity.end);
  const inGold = new Uint8Array(transcript.text.length);
  for (const span of transcript.gold) inGold.fill(1, span.start, span.end);
  for (const entity of entities) {
    const hit = transcript.gold.some((span) => span.type === entity.type && overlaps(span, entity));
    for (const key of [...keys, `type ${entity.type}`]) {
      const tally = tallyOf(key);
      tally.predicted++;
      if (hit) tally.truePositives++;
    }
    if (!hit && values.errors) {
      const gold = transcript.gold.find((span) => overlaps(span, entity));
      errors.push(
        `${transcript.id} FALSE ${entity.type} «${transcript.text.slice(entity.start, entity.end)}»${gold ? ` (gold ${gold.type})` : ''}`,
      );
    }
  }
  for (const span of transcript.gold) {
    const found = entities.some((entity) => entity.type === span.type && overlaps(span, entity));
    let leaked = false;
    for (let index = span.start; index < span.end; index++) {
      if (!/\s/u.test(transcript.text[index] ?? ' ') && masked[index] === 0) leaked = true;
    }
    for (const key of [...keys, `type ${span.type}`]) {
      const tally = tallyOf(key);
      tally.gold++;
      if (found) tally.found++;
      if (leaked) tally.leakedValues++;
    }
    if (values.errors && (!found || leaked)) {
      const got = entities
        .filter((entity) => overlaps(entity, span))
        .map((entity) => `${entity.type} «${transcript.text.slice(entity.start, entity.end)}»`);
      errors.push(
        `${transcript.id} ${found ? 'PARTIAL' : 'MISS'} ${span.type} «${transcript.text.slice(span.start, span.end)}»${got.length > 0 ? ` got ${got.join(', ')}` : ''}`,
      );
    }
  }
  let nonPii = 0;
  let maskedNonPii = 0;
  for (let index = 0; index < transcript.text.length; index++) {
    if (inGold[index] === 1 || /\s/u.test(transcript.text[index] ?? ' ')) continue;
    nonPii++;
    if (masked[index] === 1) maskedNonPii++;
  }
  for (const key of keys) {
    const tally = tallyOf(key);
    tally.nonPiiCharacters += nonPii;
    tally.maskedNonPiiCharacters += maskedNonPii;
    tally.negatives += transcript.negatives.length;
    tally.maskedNegatives += transcript.negatives.filter((negative) =>
      entities.some((entity) => overlaps(entity, negative)),
    ).length;
  }
}

const transcripts = loadCorpusDirectory(values.dir);
for (const transcript of transcripts) {
  const result = await redact({ text: transcript.text, language: transcript.language });
  score(transcript, result.entities);
}

const ratio = (part: number, whole: number, empty: number) => (whole === 0 ? empty : part / whole);
function metricsOf(tally: Tally) {
  const precision = ratio(tally.truePositives, tally.predicted, 1);
  const recall = ratio(tally.found, tally.gold, 1);
  return {
    gold: tally.gold,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    valuesLeaked: ratio(tally.leakedValues, tally.gold, 0),
    nonPiiMasked: ratio(tally.maskedNonPiiCharacters, tally.nonPiiCharacters, 0),
    negativesMasked: `${tally.maskedNegatives}/${tally.negatives}`,
  };
}

const order = [...tallies.keys()].sort((first, second) =>
  first === 'ALL' ? -1 : second === 'ALL' ? 1 : first.localeCompare(second),
);
if (values.json) {
  console.log(
    JSON.stringify(Object.fromEntries(order.map((key) => [key, metricsOf(tallyOf(key))])), null, 2),
  );
} else {
  console.log(`${transcripts.length} transcripts from ${values.dir}`);
  console.log(`${''.padEnd(26)} gold  P      R      F1     leaked  nonPII  negatives`);
  const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
  for (const key of order) {
    const metric = metricsOf(tallyOf(key));
    console.log(
      `${key.padEnd(26)} ${String(metric.gold).padStart(4)}  ${metric.precision.toFixed(3)}  ${metric.recall.toFixed(3)}  ${metric.f1.toFixed(3)}  ${percent(metric.valuesLeaked).padStart(6)}  ${percent(metric.nonPiiMasked).padStart(6)}  ${metric.negativesMasked}`,
    );
  }
}
if (values.errors) for (const line of errors) console.log(line);
