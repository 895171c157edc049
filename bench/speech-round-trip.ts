/**
 * Intelligibility, measured: text → synthesize() → transcribe() with Whisper base → word error
 * rate against the text, for every language of ours that Whisper knows (12 of 19), with the
 * embedded espeak-ng voice (native or stand-in) and, for English, French, Spanish and Italian,
 * Kokoro-82M (and its stand-in voices for German and Swahili). The sentences are the first `--sentences` lines of the NTREX-128 news test set
 * (../shared/eval/ntrex128, line-aligned human translations, so every language says the same
 * thing) whose English has 8 to 18 words and no digits in any language. The language is given
 * to Whisper (no detection). WER ignores case, punctuation and diacritics (bench/speech-word-error-rate.ts).
 * Prints numbers, asserts nothing.
 *
 * @example
 * ```sh
 * scripts/real-models/build.sh /work/cache/real-models   # whisper-base, Kokoro, Silero
 * npm run bench:speech-round-trip -- --models-dir /work/cache/real-models
 * npm run bench:speech-round-trip -- --models-dir ./models --languages English,Hausa --voices espeak
 * ```
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createKokoroSpeechBackend,
  KOKORO_LANGUAGES,
  KOKORO_MODEL_FILE,
  KOKORO_REPOSITORY,
  KOKORO_STAND_IN_LANGUAGES,
} from '../backends/onnxruntime/index.js';
import { createTransformersTranscriptionBackend } from '../backends/transformers/transcription-backend.js';
import type { SpeechBackendV1 } from '../src/backend-interfaces/speech-backend.js';
import { LANGUAGE_NAMES, LANGUAGES, type LanguageName } from '../src/languages.js';
import { createEspeakPhonemizer, synthesize } from '../src/speech/index.js';
import { transcribe } from '../src/transcription/index.js';
import { wordErrors } from './speech-word-error-rate.js';

const { values } = parseArgs({
  options: {
    'models-dir': { type: 'string', default: process.env.LANGPROC_REAL_MODELS_DIR ?? './models' },
    dtype: { type: 'string', default: 'q8' },
    sentences: { type: 'string', default: '4' },
    languages: { type: 'string' },
    voices: { type: 'string', default: 'espeak,kokoro' },
    eval: { type: 'string', default: '../shared/eval/ntrex128' },
  },
});

/** NTREX-128 file suffix per language Whisper knows. */
const NTREX_FILES: Partial<Record<LanguageName, string>> = {
  Afrikaans: 'afr',
  Amharic: 'amh',
  Arabic: 'arb',
  English: 'eng-US',
  French: 'fra',
  German: 'deu',
  Hausa: 'hau',
  Italian: 'ita',
  Shona: 'sna-Latn',
  Spanish: 'spa',
  Swahili: 'swa',
  Yoruba: 'yor',
};

const modelsDirectory = path.resolve(values['models-dir']);
const dtype = values.dtype === 'fp32' ? 'fp32' : 'q8';
const voices = new Set(values.voices.split(','));
const languages = (
  values.languages === undefined
    ? LANGUAGE_NAMES.filter((language) => LANGUAGES[language].whisperCode !== null)
    : (values.languages.split(',') as LanguageName[])
).filter((language) => NTREX_FILES[language] !== undefined);

function readLines(suffix: string): string[] {
  return readFileSync(path.join(values.eval, `newstest2019-ref.${suffix}.txt`), 'utf8').split(/\r?\n/u);
}

/** Line numbers of the sentences: English of 8 to 18 words ending a sentence, no digits anywhere. */
function pickLines(count: number): number[] {
  const english = readFileSync(path.join(values.eval, 'newstest2019-src.eng.txt'), 'utf8').split(/\r?\n/u);
  const all = Object.values(NTREX_FILES).map(readLines);
  const picked: number[] = [];
  for (let line = 0; line < english.length && picked.length < count; line += 1) {
    const words = (english[line] ?? '').split(/\s+/u).length;
    const ok =
      words >= 8 &&
      words <= 18 &&
      /[.?!]$/u.test(english[line] ?? '') &&
      all.every((lines) => (lines[line] ?? '').trim() !== '' && !/\p{Nd}/u.test(lines[line] ?? ''));
    if (ok) picked.push(line);
  }
  return picked;
}

const lines = pickLines(Number(values.sentences));
const whisper = createTransformersTranscriptionBackend({
  modelsDirectory,
  model: 'whisper-base',
  repository: 'Xenova/whisper-base',
  dtype,
});
const kokoro =
  voices.has('kokoro') && existsSync(path.join(modelsDirectory, KOKORO_REPOSITORY, KOKORO_MODEL_FILE))
    ? createKokoroSpeechBackend({ modelsDirectory, phonemizer: createEspeakPhonemizer(), standIns: true })
    : undefined;

interface Score {
  errors: number;
  words: number;
  audioSeconds: number;
  synthesisSeconds: number;
  transcriptionSeconds: number;
}

async function roundTrip(language: LanguageName, texts: string[], backend?: SpeechBackendV1): Promise<Score> {
  const score: Score = { errors: 0, words: 0, audioSeconds: 0, synthesisSeconds: 0, transcriptionSeconds: 0 };
  for (const text of texts) {
    let started = performance.now();
    const speech = await synthesize({ text, language, ...(backend === undefined ? {} : { backend }) });
    score.synthesisSeconds += (performance.now() - started) / 1000;
    score.audioSeconds += speech.durationSeconds;
    started = performance.now();
    const heard = await transcribe({ audio: speech.audio, language, backend: whisper });
    score.transcriptionSeconds += (performance.now() - started) / 1000;
    const { errors, words } = wordErrors(text, heard.text);
    score.errors += errors;
    score.words += words;
  }
  return score;
}

const percent = (score: Score | undefined): string =>
  score === undefined ? '—' : `${((100 * score.errors) / score.words).toFixed(1)} %`;

console.log(
  `round trip: synthesize() → transcribe() (whisper-base ${dtype}, language given), ${lines.length} NTREX-128 sentences per language (lines ${lines.map((line) => line + 1).join(', ')})`,
);
const rows: string[] = [];
const totals = { espeak: { errors: 0, words: 0 }, kokoro: { errors: 0, words: 0 } };
for (const language of languages) {
  const texts = lines.map((line) => (readLines(NTREX_FILES[language] ?? '')[line] ?? '').trim());
  const row = LANGUAGES[language].espeak;
  const espeak = voices.has('espeak') ? await roundTrip(language, texts) : undefined;
  const kokoroRow = KOKORO_LANGUAGES[language] ?? KOKORO_STAND_IN_LANGUAGES[language];
  const neural =
    kokoro !== undefined && kokoroRow !== undefined ? await roundTrip(language, texts, kokoro) : undefined;
  for (const [key, score] of [
    ['espeak', espeak],
    ['kokoro', neural],
  ] as const) {
    if (score === undefined) continue;
    totals[key].errors += score.errors;
    totals[key].words += score.words;
    console.log(
      `  ${language.padEnd(11)} ${key.padEnd(6)} WER ${percent(score).padStart(8)}  ${score.words} words, ${score.audioSeconds.toFixed(1)} s audio, synthesis ${score.synthesisSeconds.toFixed(1)} s, transcription ${score.transcriptionSeconds.toFixed(1)} s`,
    );
  }
  rows.push(
    `| ${language} | \`${row.voice}\` (${row.native ? 'native' : 'stand-in'}) | ${percent(espeak)} | ${kokoroRow === undefined ? '' : `\`${kokoroRow.voice}\`${KOKORO_LANGUAGES[language] === undefined ? ' (stand-in)' : ''} `}${percent(neural)} |`,
  );
}
console.log('\n| Language | espeak-ng voice | espeak-ng WER | Kokoro voice, WER |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(row);
await whisper.dispose?.();
await kokoro?.dispose();
