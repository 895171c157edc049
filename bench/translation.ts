/**
 * Translation benchmark: throughput (source tokens per second), latency per section and memory
 * for any transformers.js translation model folder, plus chrF++ against NTREX-128 references
 * (`../shared/eval/ntrex128`, English source, line-aligned). With the tiny random fixture
 * (the default) chrF++ is meaningless noise; it measures the pipeline, not quality.
 *
 * @example
 * ```sh
 * npm run bench:translation                       # tiny fixture, 40 sentences, 4 targets, greedy
 * npm run bench:translation -- --beams 4          # the same with 4-beam beam search
 * npx tsx bench/translation.ts --models-dir ~/.cache/langproc/models \
 *   --repository Xenova/nllb-200-distilled-600M --dtype q8 --sentences 100 --targets Hausa,Swahili,Zulu,French
 * ```
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTransformersTranslationBackend } from '../backends/transformers/translation-backend.js';
import { isLanguageName, type LanguageName } from '../src/languages.js';
import { chrfPlusPlus } from '../src/translation/chrf.js';
import { translate } from '../src/translation/translate.js';

/** NTREX-128 file code per language (Sesotho and Twi are not in NTREX-128). */
const NTREX_FILES: Partial<Record<LanguageName, string>> = {
  Afrikaans: 'afr',
  Amharic: 'amh',
  Arabic: 'arb',
  French: 'fra',
  German: 'deu',
  Hausa: 'hau',
  Igbo: 'ibo',
  Isixhosa: 'xho',
  Italian: 'ita',
  Kinyarwanda: 'kin',
  Setswana: 'tsn',
  Shona: 'sna-Latn',
  Spanish: 'spa',
  Swahili: 'swa',
  Yoruba: 'yor',
  Zulu: 'zul',
};

const { values } = parseArgs({
  options: {
    'models-dir': { type: 'string', default: 'test/fixtures/models' },
    repository: { type: 'string', default: 'langproc-fixtures/tiny-random-nllb' },
    dtype: { type: 'string', default: 'fp32' },
    sentences: { type: 'string', default: '40' },
    targets: { type: 'string', default: 'Hausa,Swahili,Zulu,French' },
    'max-new-tokens': { type: 'string', default: '64' },
    'batch-size': { type: 'string', default: '8' },
    beams: { type: 'string', default: '1' },
    'eval-dir': { type: 'string', default: '../shared/eval/ntrex128' },
  },
});

const sentenceCount = Number(values.sentences);
const readLines = (file: string): string[] =>
  readFileSync(path.join(values['eval-dir'], file), 'utf8').split('\n').slice(0, sentenceCount);
const sources = readLines('newstest2019-src.eng.txt');
const targets = values.targets.split(',').map((name) => name.trim());
for (const target of targets) {
  if (!isLanguageName(target) || NTREX_FILES[target] === undefined) {
    throw new Error(`Expected targets among ${Object.keys(NTREX_FILES).join(', ')}, got ${target}.`);
  }
}

const backend = createTransformersTranslationBackend({
  modelsDirectory: values['models-dir'],
  model: path.basename(values.repository),
  repository: values.repository,
  dtype: values.dtype === 'q8' ? 'q8' : 'fp32',
  maxNewTokens: Number(values['max-new-tokens']),
  maxBatchSize: Number(values['batch-size']),
  numBeams: Number(values.beams),
});
const loadStarted = performance.now();
await backend.load?.();
const loadSeconds = (performance.now() - loadStarted) / 1000;
const rssAfterLoad = process.memoryUsage().rss;

console.log(
  `model ${values.repository} (${values.dtype}, ${values.beams === '1' ? 'greedy' : `${values.beams} beams`}), ${sources.length} NTREX-128 sentences from English`,
);
console.log(`load: ${loadSeconds.toFixed(2)} s, RSS after load: ${(rssAfterLoad / 1e6).toFixed(0)} MB`);
console.log('target        sections  src tokens  seconds  src tok/s  ms/section  chrF++');
let peakRss = rssAfterLoad;
for (const target of targets as LanguageName[]) {
  const references = readLines(`newstest2019-ref.${NTREX_FILES[target]}.txt`);
  const started = performance.now();
  const result = await translate({
    text: sources.join('\n'),
    sourceLanguage: 'English',
    targetLanguage: target,
    backend,
  });
  const seconds = (performance.now() - started) / 1000;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const hypotheses = result.result.split('\n');
  const { score } = chrfPlusPlus({ hypotheses, references });
  console.log(
    `${target.padEnd(13)} ${String(result.units.total).padStart(8)}  ${String(result.usage.inputTokens).padStart(10)}  ${seconds.toFixed(2).padStart(7)}  ${(result.usage.inputTokens / seconds).toFixed(0).padStart(9)}  ${((seconds * 1000) / result.units.total).toFixed(1).padStart(10)}  ${score.toFixed(2).padStart(6)}`,
  );
}
console.log(`peak RSS: ${(peakRss / 1e6).toFixed(0)} MB`);
await backend.dispose();
