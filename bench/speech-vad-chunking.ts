/**
 * Fixed windows against VAD chunking on long audio: for each FLEURS language in
 * ../shared/eval/speech (English, German, French, Spanish), the ten clips are joined into one
 * recording with pauses of 1 to 3 s (faint noise, -50 dBFS, not digital silence), about 9 minutes
 * over the four languages. Each recording is transcribed twice with whisper-base (language
 * given): with the default fixed 30 s windows overlapping by 3 s, and cut at the silences Silero
 * VAD finds (`voiceActivityDetector`). Prints WER against the joined transcripts (case,
 * punctuation and diacritics ignored), wall-clock seconds (decoding and detection included),
 * real-time factor and chunk count. Asserts nothing.
 *
 * @example
 * ```sh
 * npm run bench:speech-vad -- --models-dir /work/cache/real-models
 * npm run bench:speech-vad -- --models-dir /work/cache/real-models --languages en --chunk-seconds 15
 * ```
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSileroVoiceActivityDetector } from '../backends/onnxruntime/index.js';
import { createTransformersTranscriptionBackend } from '../backends/transformers/transcription-backend.js';
import type { VoiceActivityDetectorV1 } from '../src/backend-interfaces/voice-activity-detector.js';
import type { LanguageName } from '../src/languages.js';
import { encodeWav, floatToPcm16 } from '../src/speech/index.js';
import { DECODE_SAMPLE_RATE, decodeAudio, transcribe } from '../src/transcription/index.js';
import { wordErrors } from './speech-word-error-rate.js';

const { values } = parseArgs({
  options: {
    'models-dir': { type: 'string', default: process.env.LANGPROC_REAL_MODELS_DIR ?? './models' },
    dtype: { type: 'string', default: 'q8' },
    languages: { type: 'string', default: 'en,de,fr,es' },
    'chunk-seconds': { type: 'string', default: '30' },
    speech: { type: 'string', default: '../shared/eval/speech/fleurs' },
  },
});

const LANGUAGE_NAMES: Record<string, LanguageName> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
};
/** Pauses between clips, in seconds, used in turn. */
const PAUSES_SECONDS = [1.5, 2.5, 1, 3, 2];
/** Peak of the noise in the pauses (-50 dBFS). */
const NOISE_PEAK = 10 ** (-50 / 20);

const modelsDirectory = path.resolve(values['models-dir']);
const whisper = createTransformersTranscriptionBackend({
  modelsDirectory,
  model: 'whisper-base',
  repository: 'Xenova/whisper-base',
  dtype: values.dtype === 'fp32' ? 'fp32' : 'q8',
});
const silero = createSileroVoiceActivityDetector({ modelsDirectory });
let detectionSeconds = 0;
const timedDetector: VoiceActivityDetectorV1 = {
  ...silero,
  async doDetectSpeech(options) {
    const started = performance.now();
    const result = await silero.doDetectSpeech(options);
    detectionSeconds += (performance.now() - started) / 1000;
    return result;
  },
};

/** The clips of one language joined with pauses, and the joined transcript. */
async function buildRecording(
  code: string,
): Promise<{ audio: Uint8Array; seconds: number; reference: string }> {
  const clips = readdirSync(values.speech)
    .filter((name) => name.startsWith(`fleurs-${code}-`) && name.endsWith('.ogg'))
    .sort();
  const pieces: Float32Array[] = [];
  const texts: string[] = [];
  let seed = 7;
  const noise = (seconds: number): Float32Array => {
    const samples = new Float32Array(Math.round(seconds * DECODE_SAMPLE_RATE));
    for (let index = 0; index < samples.length; index += 1) {
      seed = (seed * 16_807) % 2_147_483_647;
      samples[index] = (seed / 2_147_483_647 - 0.5) * 2 * NOISE_PEAK;
    }
    return samples;
  };
  for (const [index, clip] of clips.entries()) {
    pieces.push(noise(PAUSES_SECONDS[index % PAUSES_SECONDS.length] ?? 1));
    pieces.push((await decodeAudio({ audio: path.join(values.speech, clip) })).samples);
    texts.push(readFileSync(path.join(values.speech, clip.replace(/\.ogg$/u, '.txt')), 'utf8').trim());
  }
  pieces.push(noise(1));
  const sampleCount = pieces.reduce((sum, piece) => sum + piece.length, 0);
  return {
    audio: encodeWav({ pieces: pieces.map(floatToPcm16), sampleRate: DECODE_SAMPLE_RATE }),
    seconds: sampleCount / DECODE_SAMPLE_RATE,
    reference: texts.join(' '),
  };
}

console.log(
  `fixed ${values['chunk-seconds']} s windows (3 s overlap) against Silero VAD chunking (chunks up to ${values['chunk-seconds']} s), whisper-base ${values.dtype}`,
);
console.log(
  'language  audio s  | fixed: WER     s     RTF  chunks | VAD: WER     s     RTF  chunks  (detection s)',
);
const totals = {
  seconds: 0,
  fixed: { errors: 0, words: 0, time: 0 },
  vad: { errors: 0, words: 0, time: 0 },
};
await whisper.load?.();
await silero.load();
for (const code of values.languages.split(',')) {
  const language = LANGUAGE_NAMES[code];
  if (language === undefined) continue;
  const recording = await buildRecording(code);
  const results = [];
  for (const voiceActivityDetector of [undefined, timedDetector]) {
    detectionSeconds = 0;
    let chunks = 0;
    const started = performance.now();
    const result = await transcribe({
      audio: recording.audio,
      language,
      backend: whisper,
      chunkSeconds: Number(values['chunk-seconds']),
      ...(voiceActivityDetector === undefined ? {} : { voiceActivityDetector }),
      onProgress: (progress) => {
        chunks = progress.chunksTotal;
      },
    });
    const seconds = (performance.now() - started) / 1000;
    results.push({
      ...wordErrors(recording.reference, result.text),
      seconds,
      chunks,
      detection: detectionSeconds,
    });
  }
  const [fixed, vad] = results;
  if (fixed === undefined || vad === undefined) continue;
  totals.seconds += recording.seconds;
  for (const [key, score] of [
    ['fixed', fixed],
    ['vad', vad],
  ] as const) {
    totals[key].errors += score.errors;
    totals[key].words += score.words;
    totals[key].time += score.seconds;
  }
  const cell = (score: typeof fixed): string =>
    `${((100 * score.errors) / score.words).toFixed(1).padStart(5)} % ${score.seconds.toFixed(1).padStart(6)} ${(score.seconds / recording.seconds).toFixed(3)} ${String(score.chunks).padStart(6)}`;
  console.log(
    `${language.padEnd(9)} ${recording.seconds.toFixed(1).padStart(7)}  | ${cell(fixed)} | ${cell(vad)}  (${vad.detection.toFixed(1)})`,
  );
}
const total = (key: 'fixed' | 'vad'): string =>
  `WER ${((100 * totals[key].errors) / totals[key].words).toFixed(1)} %, ${totals[key].time.toFixed(1)} s, RTF ${(totals[key].time / totals.seconds).toFixed(3)}`;
console.log(
  `all       ${totals.seconds.toFixed(1).padStart(7)}  | fixed: ${total('fixed')} | VAD: ${total('vad')}`,
);
await whisper.dispose?.();
await silero.dispose();
