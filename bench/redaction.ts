/**
 * Redaction benchmark: prints numbers, asserts nothing.
 * 1. The authored corpus (test/redaction/corpus, 19 languages): precision, recall, F1 and leak rate
 *    (share of gold PII characters left in the output) per type and per language, and hard
 *    negatives masked.
 * 2. MasakhaNER dev splits (../shared/eval/masakhaner/<lang>/dev.txt): PER tokens as PERSON_NAME,
 *    token-level precision and recall per language, one sentence per call, no model (or with
 *    `--ner-model`).
 * 3. presidio-research synthetic records (../shared/eval/presidio-research/*.json) mapped onto our
 *    types (PERSON -> PERSON_NAME, STREET_ADDRESS -> ADDRESS, CREDIT_CARD -> CARD_NUMBER, ...).
 * 4. Throughput (MB/s, one core) and p50/p99 latency on 1 KB transcripts in the steady state (after
 *    a warm-up of 2 s of CPU time; the first pass on the fresh process is printed too), and one 1 MB
 *    text.
 * 5. The headline, printed before 4: distinct texts, the blind-set transcripts
 *    (test/redaction/blind), each redacted once, and 300-byte pieces of them, for the throughput
 *    and the fixed cost per call a service sees (after the built-in `warmUpRedaction`).
 *
 * @example
 * ```sh
 * npm run bench:redaction
 * npm run bench:redaction -- --throughput-only
 * npm run bench:redaction -- --throughput-only --no-builtin-warm-up
 * npm run bench:redaction -- --ner-model Davlan/xlm-roberta-base-masakhaner --models-dir ~/.cache/langproc/models
 * ```
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTransformersNerBackend } from '../backends/transformers/ner-backend.js';
import type { NerBackendV1 } from '../src/backend-interfaces/ner-backend.js';
import { redact } from '../src/redaction/redact.js';
import { warmUpRedaction } from '../src/redaction/warm-up-redaction.js';
import {
  addCounts,
  type Counts,
  emptyCounts,
  loadCorpus,
  metrics,
  scoreTranscript,
} from '../test/redaction/corpus.js';
import { blindTextPieces, loadBlindTexts } from './blind-texts.js';
import { MASAKHANER_LANGUAGES, readMasakhanerSentences } from './masakhaner-languages.js';
import { PRESIDIO_FILES, PRESIDIO_TYPES } from './presidio-research.js';

const { values } = parseArgs({
  options: {
    eval: { type: 'string', default: '../shared/eval' },
    'ner-model': { type: 'string' },
    'models-dir': { type: 'string', default: 'test/fixtures/models' },
    'masakhaner-limit': { type: 'string', default: '0' },
    // measured passes over the 38 documents, after the warm-up
    repeats: { type: 'string', default: '40' },
    // warm-up before measuring: passes until the process has used this many CPU seconds (V8
    // compiles hot functions and regexes with its optimising tiers over the first thousand or so
    // calls; CPU time, so that a machine shared with other work warms up as much as a quiet one)
    'warmup-seconds': { type: 'string', default: '2' },
    'throughput-only': { type: 'boolean', default: false },
    // skip the built-in warmUpRedaction before the distinct texts (to compare with older runs)
    'no-builtin-warm-up': { type: 'boolean', default: false },
  },
});

const ner: NerBackendV1 | undefined = values['ner-model']
  ? createTransformersNerBackend({ modelsDirectory: values['models-dir'] ?? '', model: values['ner-model'] })
  : undefined;
const format = (value: number) => value.toFixed(3);

function row(label: string, counts: Counts): string {
  const { precision, recall, f1, leakRate } = metrics(counts);
  return `${label.padEnd(16)} ${String(counts.gold).padStart(5)} ${format(precision)}  ${format(recall)}  ${format(f1)}  ${format(leakRate)}`;
}

// 1. corpus
const transcripts = loadCorpus();
if (!values['throughput-only']) {
  const byType = new Map<string, Counts>();
  const byLanguage = new Map<string, Counts>();
  for (const transcript of transcripts) {
    const result = await redact({
      text: transcript.text,
      language: transcript.language,
      domain: transcript.domain,
      ner,
    });
    for (const [type, counts] of scoreTranscript(transcript, result.entities)) {
      addCounts(byType.get(type) ?? byType.set(type, emptyCounts()).get(type)!, counts);
      if (type === 'ALL')
        addCounts(
          byLanguage.get(transcript.language) ??
            byLanguage.set(transcript.language, emptyCounts()).get(transcript.language)!,
          counts,
        );
    }
  }
  const all = byType.get('ALL') ?? emptyCounts();
  console.log(
    `\n## Authored corpus: ${transcripts.length} transcripts, ${all.gold} gold spans, ${all.negatives} hard negatives${ner ? ` (NER: ${ner.modelId})` : ''}`,
  );
  console.log(`${'type'.padEnd(16)}  gold P      R      F1     leak`);
  for (const [type, counts] of [...byType].sort(([first], [second]) => (first < second ? -1 : 1)))
    console.log(row(type, counts));
  console.log(`\n${'language'.padEnd(16)}  gold P      R      F1     leak`);
  for (const [language, counts] of [...byLanguage].sort(([first], [second]) => (first < second ? -1 : 1)))
    console.log(row(language, counts));
  console.log(`hard negatives masked: ${all.maskedNegatives} / ${all.negatives}`);

  // 2. MasakhaNER PER
  const limit = Number(values['masakhaner-limit']);
  console.log(
    `\n## MasakhaNER dev, PER tokens as PERSON_NAME (token level, one sentence per call${ner ? `, NER: ${ner.modelId}` : ', no model'})`,
  );
  console.log(`${'language'.padEnd(12)} sentences PER-tokens precision recall  F1`);
  let totalTruePositive = 0;
  let totalPredicted = 0;
  let totalGold = 0;
  for (const [code, language] of Object.entries(MASAKHANER_LANGUAGES)) {
    const file = path.join(values.eval ?? '', 'masakhaner', code, 'dev.txt');
    if (!existsSync(file)) {
      console.log(`${language.padEnd(12)} (missing ${file})`);
      continue;
    }
    const sentences = readMasakhanerSentences(file);
    const used = limit > 0 ? sentences.slice(0, limit) : sentences;
    let truePositive = 0;
    let predicted = 0;
    let gold = 0;
    for (const { text, words: spans } of used) {
      if (text.trim() === '') continue;
      const { entities } = await redact({ text, language, ner });
      const names = entities.filter((entity) => entity.type === 'PERSON_NAME');
      for (const span of spans) {
        const hit = names.some((entity) => entity.start < span.end && span.start < entity.end);
        if (span.person) gold++;
        if (hit) predicted++;
        if (hit && span.person) truePositive++;
      }
    }
    totalTruePositive += truePositive;
    totalPredicted += predicted;
    totalGold += gold;
    const precision = predicted === 0 ? 0 : truePositive / predicted;
    const recall = gold === 0 ? 0 : truePositive / gold;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    console.log(
      `${language.padEnd(12)} ${String(used.length).padStart(9)} ${String(gold).padStart(10)} ${format(precision)}     ${format(recall)}  ${format(f1)}`,
    );
  }
  if (totalGold > 0) {
    console.log(
      `${'all'.padEnd(12)} ${''.padStart(9)} ${String(totalGold).padStart(10)} ${format(totalPredicted ? totalTruePositive / totalPredicted : 0)}     ${format(totalTruePositive / totalGold)}`,
    );
  }

  // 3. presidio-research
  for (const name of PRESIDIO_FILES) {
    const file = path.join(values.eval ?? '', 'presidio-research', name);
    if (!existsSync(file)) continue;
    const records = JSON.parse(readFileSync(file, 'utf8')) as Array<{
      full_text: string;
      spans: Array<{ entity_type: string; start_position: number; end_position: number }>;
    }>;
    const counts = new Map<string, Counts>();
    for (const record of records) {
      const gold = record.spans
        .filter((span) => PRESIDIO_TYPES[span.entity_type])
        .map((span) => ({
          type: PRESIDIO_TYPES[span.entity_type]!,
          start: span.start_position,
          end: span.end_position,
        }));
      const { entities } = await redact({ text: record.full_text, language: 'English', ner });
      const transcript = {
        id: '',
        language: 'English' as const,
        domain: 'general',
        text: record.full_text,
        gold,
        negatives: [],
      };
      for (const [type, typeCounts] of scoreTranscript(transcript, entities)) {
        addCounts(counts.get(type) ?? counts.set(type, emptyCounts()).get(type)!, typeCounts);
      }
    }
    console.log(`\n## presidio-research ${name}: ${records.length} records (English), mapped types`);
    console.log(`${'type'.padEnd(16)}  gold P      R      F1     leak`);
    for (const [type, typeCounts] of [...counts].sort(([first], [second]) => (first < second ? -1 : 1)))
      console.log(row(type, typeCounts));
  }
}

// 4. throughput and latency (printed after the distinct texts' headline)
const details: string[] = [];
const pool = transcripts.map((transcript) => ({ text: transcript.text, language: transcript.language }));
const documents: Array<{ text: string; language: string }> = [];
for (const item of pool) {
  let text = item.text;
  while (text.length < 1024) text += `\n${item.text}`;
  // a flat copy: texts from JSON.parse, a file or a socket are flat strings, while a slice of
  // a concatenation is a V8 sliced string that every character read goes through
  documents.push({
    text: JSON.parse(JSON.stringify(text.slice(0, 1024))) as string,
    language: item.language,
  });
}
// the first pass on a fresh process (interpreter and baseline tiers, lazy tables), then a
// warm-up by CPU time, so the measured passes show the steady state of a long-running process
const coldStart = performance.now();
for (const document of documents) await redact(document);
const coldMilliseconds = performance.now() - coldStart;
const warmupCpuStart = process.cpuUsage();
const warmupCpuSeconds = () => {
  const used = process.cpuUsage(warmupCpuStart);
  return (used.user + used.system) / 1e6;
};
let warmupPasses = 0;
do {
  for (const document of documents) await redact(document);
  warmupPasses++;
} while (warmupCpuSeconds() < Number(values['warmup-seconds']));
const repeats = Number(values.repeats);
const latencies: number[] = [];
let characters = 0;
let bytes = 0;
const cpuStarted = process.cpuUsage();
const started = performance.now();
for (let round = 0; round < repeats; round++) {
  for (const document of documents) {
    const start = performance.now();
    await redact(document);
    latencies.push(performance.now() - start);
    characters += document.text.length;
    bytes += Buffer.byteLength(document.text);
  }
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStarted);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
latencies.sort((first, second) => first - second);
const percentile = (share: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
details.push(
  `\n## Throughput, rules path${ner ? ` + ${ner.modelId}` : ''}, one core: ${latencies.length} calls on 1 KB transcripts (1,024 characters, ${(bytes / latencies.length).toFixed(0)} UTF-8 bytes on average)`,
);
details.push(
  `throughput: ${(bytes / 1e6 / seconds).toFixed(2)} MB/s (${(characters / 1e6 / seconds).toFixed(2)} M characters/s)`,
);
details.push(
  `CPU time: ${(bytes / 1e6 / cpuSeconds).toFixed(2)} MB per CPU second (on a shared machine, wall-clock numbers include time the process waited for a core)`,
);
details.push(`latency p50: ${percentile(0.5).toFixed(2)} ms, p99: ${percentile(0.99).toFixed(2)} ms`);
details.push(
  `first pass ${values['throughput-only'] ? 'on a fresh process' : 'after the evaluation sets'}: ${coldMilliseconds.toFixed(0)} ms for ${documents.length} calls; warm-up: ${warmupPasses} passes (${values['warmup-seconds']} s of CPU time) before the ${repeats} measured passes`,
);
const english = pool
  .filter((item) => item.language === 'English')
  .map((item) => item.text)
  .join('\n');
let big = '';
while (big.length < 1_000_000) big += `${english}\n`;
const bigStart = performance.now();
await redact({ text: big, language: 'English' });
const bigSeconds = (performance.now() - bigStart) / 1000;
details.push(
  `1 MB English transcript text in one call: ${bigSeconds.toFixed(2)} s (${(Buffer.byteLength(big) / 1e6 / bigSeconds).toFixed(2)} MB/s)`,
);

/**
 * CPU seconds of this process's main thread (the other threads are V8's optimising compiler and GC
 * helpers, and libuv's), read from /proc (Linux: per-thread times in 1/100 s); `undefined` elsewhere.
 */
function mainThreadCpuSeconds(): number | undefined {
  const file = `/proc/self/task/${process.pid}/stat`;
  if (!existsSync(file)) return undefined;
  const stat = readFileSync(file, 'utf8');
  // the fields after the command name in brackets: utime and stime are the 12th and 13th
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

// 5. distinct texts: every text redacted once (no pass over the same text twice), after the
// passes above and the built-in warm-up; the headline for a service that sees each call's text once
{
  const distinct = loadBlindTexts();
  // 300-byte pieces of other copies (flat strings, cut at a space), for the fixed cost per call
  const pieces = blindTextPieces(distinct);
  const measure = async (items: ReadonlyArray<{ text: string; language: string }>) => {
    const times: number[] = [];
    let totalBytes = 0;
    const mainBefore = mainThreadCpuSeconds();
    const cpuBefore = process.cpuUsage();
    const begun = performance.now();
    for (const item of items) {
      const start = performance.now();
      await redact(item);
      times.push(performance.now() - start);
      totalBytes += Buffer.byteLength(item.text);
    }
    const wall = (performance.now() - begun) / 1000;
    const used = process.cpuUsage(cpuBefore);
    const mainAfter = mainThreadCpuSeconds();
    times.sort((first, second) => first - second);
    const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
    const cpu = (used.user + used.system) / 1e6;
    // the part of the CPU time spent outside the main thread: V8's optimising compiler and GC helpers
    const mainThread =
      mainBefore !== undefined && mainAfter !== undefined ? Math.min(cpu, mainAfter - mainBefore) : undefined;
    return { wall, cpu, mainThread, totalBytes, at, count: items.length };
  };
  const threadShare = (measured: { cpu: number; mainThread: number | undefined }) =>
    measured.mainThread === undefined
      ? ''
      : ` (main thread ${((measured.mainThread / measured.cpu) * 100).toFixed(0)}%, the rest V8's compiler and GC threads)`;
  let headline: string[] = ['\n## Headline: distinct texts (test/redaction/blind missing: not measured)'];
  if (distinct.length > 0) {
    // the warm-up `langproc serve` runs in each redaction thread (built-in samples, written and
    // spoken), after the steady-state passes above: a process that has served other texts
    if (!values['no-builtin-warm-up']) await warmUpRedaction();
    const whole = await measure(distinct);
    const small = await measure(pieces);
    headline = [
      `\n## Headline: distinct texts (${whole.count} blind-set transcripts, ${(whole.totalBytes / 1e3).toFixed(0)} KB, each redacted once, in a process already warmed on other texts; target >= 5 MB/s, <= 0.1 ms per 300-byte call)`,
      `distinct-text throughput: ${(whole.totalBytes / 1e6 / whole.wall).toFixed(2)} MB/s wall, ${(whole.totalBytes / 1e6 / whole.cpu).toFixed(2)} MB per CPU second${threadShare(whole)}; p50 ${whole.at(0.5).toFixed(2)} ms, p99 ${whole.at(0.99).toFixed(2)} ms per transcript`,
      `fixed cost per 300-byte call (${small.count} distinct pieces): mean ${((small.wall * 1000) / small.count).toFixed(3)} ms wall, ${((small.cpu * 1000) / small.count).toFixed(3)} ms CPU${threadShare(small)}; p50 ${small.at(0.5).toFixed(3)} ms, p99 ${small.at(0.99).toFixed(3)} ms`,
    ];
  }
  for (const line of [...headline, ...details]) console.log(line);
}
await ner?.dispose?.();
