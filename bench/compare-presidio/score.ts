/**
 * Scores langproc and Presidio with one scorer on the same texts and prints a markdown table per
 * set: precision and recall (a prediction is right when it overlaps a gold span of the same type;
 * a gold span is found when a prediction of its type overlaps it; a prediction overlapping a gold
 * value of a type outside our 15, such as presidio-research's DATE_TIME, is not counted), F1, values leaked (gold values
 * with a non-space character no prediction of any type covers: what a reader of the output would
 * still see), non-PII characters masked, and the CPU time of the analysis calls (one core).
 *
 * @example
 * ```sh
 * npx tsx bench/compare-presidio/score.ts --texts t.jsonl --langproc l.jsonl --presidio p.jsonl
 * ```
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { texts: { type: 'string' }, langproc: { type: 'string' }, presidio: { type: 'string' } },
});

interface Span {
  type: string;
  start: number;
  end: number;
}
interface Text {
  set: string;
  id: string;
  language: string;
  text: string;
  gold: Span[];
  ignore?: Array<{ start: number; end: number }>;
}
interface Run {
  set: string;
  id: string;
  entities: Span[];
  seconds: number;
}

function readLines<T>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as T);
}

const texts = readLines<Text>(values.texts!);
const systems: Array<[string, Map<string, Run>]> = [
  ['langproc', new Map(readLines<Run>(values.langproc!).map((run) => [`${run.set}\u0000${run.id}`, run]))],
  ['Presidio', new Map(readLines<Run>(values.presidio!).map((run) => [`${run.set}\u0000${run.id}`, run]))],
];

const overlaps = (first: Span, second: Span) => first.start < second.end && second.start < first.end;

interface Tally {
  texts: number;
  bytes: number;
  gold: number;
  found: number;
  predicted: number;
  right: number;
  leaked: number;
  nonPii: number;
  maskedNonPii: number;
  seconds: number;
}

function tally(items: readonly Text[], runs: ReadonlyMap<string, Run>): Tally {
  const result: Tally = {
    texts: 0,
    bytes: 0,
    gold: 0,
    found: 0,
    predicted: 0,
    right: 0,
    leaked: 0,
    nonPii: 0,
    maskedNonPii: 0,
    seconds: 0,
  };
  for (const item of items) {
    const run = runs.get(`${item.set}\u0000${item.id}`);
    if (run === undefined) throw new Error(`no result for ${item.set} ${item.id}`);
    result.texts++;
    result.bytes += Buffer.byteLength(item.text);
    result.seconds += run.seconds;
    const masked = new Uint8Array(item.text.length);
    for (const entity of run.entities) masked.fill(1, entity.start, entity.end);
    const inGold = new Uint8Array(item.text.length);
    for (const span of item.gold) inGold.fill(1, span.start, span.end);
    const ignore = item.ignore ?? [];
    for (const span of ignore) inGold.fill(1, span.start, span.end);
    for (const entity of run.entities) {
      // a prediction on a gold value of a type outside the 15 is neither right nor wrong
      if (ignore.some((span) => overlaps(span as Span, entity))) continue;
      result.predicted++;
      if (item.gold.some((span) => span.type === entity.type && overlaps(span, entity))) result.right++;
    }
    for (const span of item.gold) {
      result.gold++;
      if (run.entities.some((entity) => entity.type === span.type && overlaps(span, entity))) result.found++;
      for (let index = span.start; index < span.end; index++) {
        if (masked[index] === 0 && !/\s/u.test(item.text[index]!)) {
          result.leaked++;
          break;
        }
      }
    }
    for (let index = 0; index < item.text.length; index++) {
      if (inGold[index] === 1 || /\s/u.test(item.text[index]!)) continue;
      result.nonPii++;
      if (masked[index] === 1) result.maskedNonPii++;
    }
  }
  return result;
}

const format = (value: number) => value.toFixed(3);
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

for (const set of [...new Set(texts.map((item) => item.set))]) {
  const items = texts.filter((item) => item.set === set);
  const tallies = systems.map(([name, runs]) => [name, tally(items, runs)] as const);
  const bytes = tallies[0]![1].bytes;
  console.log(
    `\n### ${set}: ${items.length} texts, ${(bytes / 1000).toFixed(0)} KB, ${tallies[0]![1].gold} gold values\n`,
  );
  console.log('| system | P | R | F1 | values leaked | non-PII masked | CPU s | texts/s | KB/s |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [name, result] of tallies) {
    const precision = result.predicted === 0 ? 1 : result.right / result.predicted;
    const recall = result.gold === 0 ? 1 : result.found / result.gold;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    console.log(
      `| ${name} | ${format(precision)} | ${format(recall)} | ${format(f1)} | ${percent(result.leaked, result.gold)} | ${percent(result.maskedNonPii, result.nonPii)} | ${result.seconds.toFixed(2)} | ${(result.texts / result.seconds).toFixed(0)} | ${(result.bytes / 1000 / result.seconds).toFixed(0)} |`,
    );
  }
  const [langproc, presidio] = [tallies[0]![1], tallies[1]![1]];
  console.log(
    `\nlangproc throughput / Presidio throughput (CPU time, one core): ${(presidio.seconds / langproc.seconds).toFixed(1)}x`,
  );
}
