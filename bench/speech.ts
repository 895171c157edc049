/**
 * Speech benchmark: prints numbers, asserts nothing.
 * 1. Synthesis real-time factor per language with the warm espeak-ng WebAssembly engine
 *    (seconds of compute per second of audio; lower is better).
 * 2. Decoding speed of real recordings (FLEURS Ogg/Opus and Common Voice MP3 from ../shared/eval/speech).
 * 3. Transcription real-time factor for a model folder (default: the tiny Whisper fixture), with
 *    the language given and (Whisper) detected.
 *
 * @example
 * ```sh
 * npm run bench:speech
 * npm run bench:speech -- --models-dir ~/.cache/langproc/models --model Xenova/whisper-base --dtype q8 --language English
 * ```
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTransformersTranscriptionBackend } from '../backends/transformers/transcription-backend.js';
import type { TranscriptionBackendV1 } from '../src/backend-interfaces/transcription-backend.js';
import { LANGUAGE_NAMES, LANGUAGES } from '../src/languages.js';
import { getEspeakEngine, synthesize } from '../src/speech/index.js';
import { decodeAudio, transcribe } from '../src/transcription/index.js';
import { SAMPLE_SENTENCES } from '../test/speech/sample-sentences.js';

const { values } = parseArgs({
  options: {
    'models-dir': { type: 'string', default: 'test/fixtures/models' },
    model: { type: 'string', default: 'langproc-fixtures/tiny-random-whisper' },
    dtype: { type: 'string', default: 'q8' },
    language: { type: 'string', default: 'English' },
    clips: { type: 'string', default: '8' },
    repeats: { type: 'string', default: '3' },
  },
});

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function benchSynthesis(): Promise<void> {
  const repeats = Number(values.repeats);
  let started = performance.now();
  await getEspeakEngine();
  console.log(
    `espeak-ng engine start (compile + instantiate, once per process): ${(performance.now() - started).toFixed(0)} ms`,
  );
  await synthesize({ text: 'Warm up.', language: 'English' });
  console.log('\nsynthesis, warm engine (text: one sentence repeated 8 times, ~250-350 characters)');
  console.log('language       characters  audio s   median ms   RTF');
  const factors: number[] = [];
  for (const language of LANGUAGE_NAMES) {
    const text = Array(8).fill(SAMPLE_SENTENCES[language]).join(' ');
    const times: number[] = [];
    let audioSeconds = 0;
    for (let run = 0; run < repeats; run++) {
      started = performance.now();
      const result = await synthesize({ text, language });
      times.push(performance.now() - started);
      audioSeconds = result.durationSeconds;
    }
    const milliseconds = median(times);
    const factor = milliseconds / 1000 / audioSeconds;
    factors.push(factor);
    console.log(
      `${language.padEnd(14)} ${String([...text].length).padStart(10)} ${audioSeconds.toFixed(2).padStart(8)} ${milliseconds.toFixed(1).padStart(11)} ${factor.toFixed(4).padStart(7)}`,
    );
  }
  console.log(
    `median RTF over 19 languages: ${median(factors).toFixed(4)} (max ${Math.max(...factors).toFixed(4)})`,
  );
}

function clipPaths(): string[] {
  const root = path.resolve('../shared/eval/speech');
  if (!existsSync(root)) return [];
  const count = Number(values.clips);
  const fleurs = readdirSync(path.join(root, 'fleurs'))
    .filter((name) => name.endsWith('.ogg'))
    .sort()
    .slice(0, count)
    .map((name) => path.join(root, 'fleurs', name));
  const voice = readdirSync(path.join(root, 'commonvoice-rw/clips'))
    .filter((name) => name.endsWith('.mp3'))
    .sort()
    .slice(0, count)
    .map((name) => path.join(root, 'commonvoice-rw/clips', name));
  return [...fleurs, ...voice];
}

async function benchDecoding(clips: string[]): Promise<void> {
  if (clips.length === 0) {
    console.log('\ndecoding: ../shared/eval/speech not found, skipped');
    return;
  }
  let audioSeconds = 0;
  const started = performance.now();
  for (const clip of clips) audioSeconds += (await decodeAudio({ audio: clip })).durationSeconds;
  const wallSeconds = (performance.now() - started) / 1000;
  console.log(
    `\ndecoding ${clips.length} clips (Ogg/Opus + MP3) to 16 kHz mono: ${audioSeconds.toFixed(1)} s of audio in ${wallSeconds.toFixed(2)} s = ${(audioSeconds / wallSeconds).toFixed(0)}x real time (includes one ffmpeg process per clip)`,
  );
}

async function benchTranscription(clips: string[]): Promise<void> {
  const fleurs = clips.filter((clip) => clip.endsWith('.ogg'));
  if (fleurs.length === 0) return;
  const backend = createTransformersTranscriptionBackend({
    modelsDirectory: values['models-dir'] as string,
    model: values.model as string,
    dtype: values.dtype === 'fp32' ? 'fp32' : 'q8',
  });
  let started = performance.now();
  await backend.load();
  console.log(
    `\ntranscription with ${backend.modelId} (${values.dtype}), load ${(performance.now() - started).toFixed(0)} ms`,
  );
  let audioSeconds = 0;
  started = performance.now();
  for (const clip of fleurs) {
    const result = await transcribe({ audio: clip, backend, language: values.language as string });
    audioSeconds += result.durationSeconds;
  }
  const wallSeconds = (performance.now() - started) / 1000;
  console.log(
    `${fleurs.length} FLEURS clips, ${audioSeconds.toFixed(1)} s of audio in ${wallSeconds.toFixed(2)} s: RTF ${(wallSeconds / audioSeconds).toFixed(3)} (decoding included)`,
  );
  if (backend.architecture === 'whisper') await benchDetection(backend, fleurs);
  await backend.dispose();
}

/** The same clips with no language: detection time and how often it names the clip's language. */
async function benchDetection(backend: TranscriptionBackendV1, fleurs: string[]): Promise<void> {
  let audioSeconds = 0;
  let correct = 0;
  const started = performance.now();
  for (const clip of fleurs) {
    const result = await transcribe({ audio: clip, backend });
    audioSeconds += result.durationSeconds;
    const code = /fleurs-([a-z]{2})-/u.exec(path.basename(clip))?.[1];
    if (result.language !== null && LANGUAGES[result.language].whisperCode === code) correct += 1;
  }
  const wallSeconds = (performance.now() - started) / 1000;
  console.log(
    `same clips, language detected: RTF ${(wallSeconds / audioSeconds).toFixed(3)}, detected language right for ${correct}/${fleurs.length}`,
  );
}

const clips = clipPaths();
await benchSynthesis();
await benchDecoding(clips);
await benchTranscription(clips);
