/**
 * Whisper with real weights, measured with our own API: prints numbers, asserts nothing.
 * Needs the folders of `scripts/real-models/build.sh <dir>` (Xenova/whisper-base for us,
 * Systran/faster-whisper-base for the anchor; likewise whisper-tiny.en) and its venv
 * (faster-whisper). `--models` takes catalog ids (default whisper-base); each model is measured
 * with each dtype, and a model skips the clips of languages it does not cover (tiny.en: English
 * only).
 *
 * 1. The first call in this fresh process, on its own: backend creation + model load, then the
 *    first transcribe() (ONNX Runtime warms up on it).
 * 2. For each dtype (q8, fp32): transcribe() on FLEURS clips of each language (en, de, fr, es from
 *    ../shared/eval/speech), language given, word timestamps on (the default): word error rate
 *    per language (edits summed over clips / reference words), real-time factor (wall seconds,
 *    decoding included, / audio seconds).
 * 3. The speed anchor in the same run: faster-whisper (CTranslate2 int8, the same model.bin,
 *    greedy, word timestamps on, its VAD as `--vad`) on the same clips after a warm-up clip; our time
 *    divided by its time. The engines take turns language by language (ours q8, ours fp32,
 *    faster-whisper), so that a busy machine slows them alike.
 *    `--threads N` gives each engine N threads (ours: ONNX Runtime's `intraOpNumThreads`,
 *    faster-whisper: `cpu_threads`); `--vad on` (the default) cuts at silences in both (ours:
 *    Silero VAD through `voiceActivityDetector`, faster-whisper: `vad_filter=True`). Run the
 *    whole command under `taskset -c 0` to give both engines the same core.
 * 4. Timing against faster-whisper's word times: words matched by their normalised text, median
 *    absolute difference of word starts and ends, and of our SRT cue starts and ends against the
 *    matched words' times.
 *
 * @example
 * ```sh
 * npm run bench:speech-real -- --models-dir /work/cache/real-models
 * npm run bench:speech-real -- --models-dir ~/models-real --clips 3 --languages en,es --dtypes q8
 * npm run bench:speech-real -- --models-dir ~/models-real --languages en --models whisper-base,whisper-tiny.en
 * taskset -c 0 npm run bench:speech-real -- --models-dir ~/models-real --dtypes q8 --threads 1
 * ```
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSileroVoiceActivityDetector } from '../backends/onnxruntime/silero-voice-activity-detector.js';
import { createTransformersTranscriptionBackend } from '../backends/transformers/transcription-backend.js';
import type { TranscriptWord } from '../src/backend-interfaces/transcription-backend.js';
import { findLanguageByCode } from '../src/languages.js';
import { getCatalogEntry } from '../src/models/catalog.js';
import { buildTranscriptCues, type TranscribeResult, transcribe } from '../src/transcription/index.js';
import { normalisedWords, wordEdits } from './word-error-rate.js';

const startedProcess = performance.now();
const { values } = parseArgs({
  options: {
    'models-dir': { type: 'string', default: process.env.LANGPROC_REAL_MODELS_DIR ?? '' },
    clips: { type: 'string', default: '10' },
    languages: { type: 'string', default: 'en,de,fr,es' },
    dtypes: { type: 'string', default: 'q8,fp32' },
    models: { type: 'string', default: 'whisper-base' },
    threads: { type: 'string', default: '' },
    vad: { type: 'string', default: 'on' },
    python: {
      type: 'string',
      default: path.join(
        process.env.LANGPROC_REAL_MODELS_CACHE ?? path.join(homedir(), '.cache/langproc-real-models'),
        'venv/bin/python',
      ),
    },
  },
});
const MODELS = values['models-dir'] as string;
const MODEL_IDS = (values.models as string).split(',');
/** The transformers.js folder of a catalog model, and its CTranslate2 original (`Xenova/whisper-x` -> `Systran/faster-whisper-x`). */
const folders = (model: string): { repository: string; ct2Folder: string } => {
  const repository = getCatalogEntry(model).repository as string;
  return { repository, ct2Folder: path.join(MODELS, 'Systran', `faster-${path.basename(repository)}`) };
};
const FLEURS = path.resolve('../shared/eval/speech/fleurs');
for (const model of MODEL_IDS) {
  const { repository } = folders(model);
  if (MODELS === '' || !existsSync(path.join(MODELS, repository))) {
    console.error(
      `bench:speech-real needs --models-dir (or LANGPROC_REAL_MODELS_DIR) holding ${repository}: run scripts/real-models/build.sh <dir>.`,
    );
    process.exit(1);
  }
}
const THREADS = values.threads === '' ? undefined : Number(values.threads);
const VAD = values.vad !== 'off';
const voiceActivityDetector = VAD
  ? createSileroVoiceActivityDetector({ modelsDirectory: MODELS })
  : undefined;
const vadOption = voiceActivityDetector === undefined ? {} : { voiceActivityDetector };

interface Clip {
  path: string;
  code: string;
  reference: string;
}
interface ClipRun {
  clip: Clip;
  seconds: number;
  /** CPU seconds of the process, all threads, and of our ffmpeg child process. */
  cpuSeconds: number;
  audioSeconds: number;
  text: string;
  words: TranscriptWord[];
  result?: TranscribeResult;
}

const languages = (values.languages as string).split(',');
const perLanguage = Number(values.clips);
const clips: Clip[] = languages.flatMap((code) =>
  Array.from({ length: perLanguage }, (_, index) =>
    path.join(FLEURS, `fleurs-${code}-${String(index).padStart(3, '0')}.ogg`),
  )
    .filter((file) => existsSync(file))
    .map((file) => ({ path: file, code, reference: readFileSync(file.replace(/\.ogg$/u, '.txt'), 'utf8') })),
);
const languageName = (code: string): string => findLanguageByCode(code)?.name ?? code;

/**
 * CPU seconds of the children this process has waited for (our ffmpeg decoders): `cutime` and
 * `cstime` of /proc/self/stat, in clock ticks of 1/100 s; 0 where there is no /proc.
 */
function childrenCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

interface CpuMark {
  own: NodeJS.CpuUsage;
  children: number;
}

function cpuMark(): CpuMark {
  return { own: process.cpuUsage(), children: childrenCpuSeconds() };
}

/** CPU seconds since `start`: this process (all threads) and the children it waited for. */
function cpuSecondsSince(start: CpuMark): number {
  const used = process.cpuUsage(start.own);
  return (used.user + used.system) / 1e6 + (childrenCpuSeconds() - start.children);
}

function median(numbers: readonly number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function wer(runs: readonly ClipRun[]): number {
  let edits = 0;
  let words = 0;
  for (const run of runs) {
    const counted = wordEdits(run.clip.reference, run.text);
    edits += counted.edits;
    words += counted.words;
  }
  return words === 0 ? Number.NaN : edits / words;
}

type Backend = ReturnType<typeof createTransformersTranscriptionBackend>;

async function loadOurs(model: string, dtype: 'q8' | 'fp32', first: boolean): Promise<Backend> {
  let started = performance.now();
  const backend = createTransformersTranscriptionBackend({
    modelsDirectory: MODELS,
    model,
    repository: folders(model).repository,
    dtype,
    ...(THREADS === undefined ? {} : { threads: THREADS }),
  });
  await backend.load();
  const loadMilliseconds = performance.now() - started;
  const warmUp = clips.find((clip) => covers(backend, clip)) as Clip;
  started = performance.now();
  const warm = await transcribe({
    audio: warmUp.path,
    language: languageName(warmUp.code),
    backend,
    ...vadOption,
  });
  const firstSeconds = (performance.now() - started) / 1000;
  console.log(
    `${first ? `first call in a fresh process (${model} ${dtype}): process start to model loaded ${((performance.now() - startedProcess) / 1000 - firstSeconds).toFixed(2)} s,` : `first call after loading (${model} ${dtype}):`} load ${loadMilliseconds.toFixed(0)} ms, first transcribe() ${firstSeconds.toFixed(2)} s for ${warm.durationSeconds.toFixed(1)} s of audio (RTF ${(firstSeconds / warm.durationSeconds).toFixed(3)})`,
  );
  return backend;
}

/** Whether the backend transcribes the clip's language (an English-only model does not transcribe Spanish). */
function covers(backend: Backend, clip: Clip): boolean {
  const language = findLanguageByCode(clip.code)?.name;
  return language !== undefined && backend.languages.includes(language);
}

async function runOurs(backend: Backend, subset: readonly Clip[]): Promise<ClipRun[]> {
  const runs: ClipRun[] = [];
  for (const clip of subset.filter((candidate) => covers(backend, candidate))) {
    const started = performance.now();
    const cpu = cpuMark();
    const result = await transcribe({
      audio: clip.path,
      language: languageName(clip.code),
      backend,
      ...vadOption,
    });
    runs.push({
      clip,
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: cpuSecondsSince(cpu),
      audioSeconds: result.durationSeconds,
      text: result.text,
      words: result.words ?? [],
      result,
    });
  }
  return runs;
}

function runFasterWhisper(
  ct2Folder: string,
  subset: readonly Clip[],
): { runs: ClipRun[]; loadSeconds: number } | undefined {
  if (subset.length === 0) return { runs: [], loadSeconds: 0 };
  if (!existsSync(path.join(ct2Folder, 'model.bin')) || !existsSync(values.python as string)) {
    console.log(`faster-whisper anchor skipped: needs ${ct2Folder} and ${values.python as string}`);
    return undefined;
  }
  const work = mkdtempSync(path.join(tmpdir(), 'langproc-bench-fw-'));
  try {
    const list = path.join(work, 'clips.json');
    writeFileSync(list, JSON.stringify(subset.map((clip) => ({ path: clip.path, language: clip.code }))));
    const output = execFileSync(
      values.python as string,
      [
        path.resolve('bench/faster-whisper-anchor.py'),
        ct2Folder,
        list,
        String(THREADS ?? 0),
        VAD ? 'on' : 'off',
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const parsed = JSON.parse(output) as {
      loadSeconds: number;
      clips: Array<{ seconds: number; cpuSeconds: number; text: string; words: TranscriptWord[] }>;
    };
    return {
      loadSeconds: parsed.loadSeconds,
      runs: parsed.clips.map((run, index) => ({
        clip: subset[index] as Clip,
        seconds: run.seconds,
        cpuSeconds: run.cpuSeconds,
        audioSeconds: Number.NaN,
        text: run.text,
        words: run.words,
      })),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Pairs of indices of words with the same normalised text, along a minimal edit alignment. */
function matchWords(
  ours: readonly TranscriptWord[],
  theirs: readonly TranscriptWord[],
): Array<[number, number]> {
  const key = (word: TranscriptWord): string => normalisedWords(word.word).join('');
  const a = ours.map(key);
  const b = theirs.map(key);
  const table = Array.from({ length: a.length + 1 }, (_, row) =>
    Array.from({ length: b.length + 1 }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let row = 1; row <= a.length; row++) {
    for (let column = 1; column <= b.length; column++) {
      (table[row] as number[])[column] = Math.min(
        ((table[row - 1] as number[])[column - 1] as number) + (a[row - 1] === b[column - 1] ? 0 : 1),
        ((table[row - 1] as number[])[column] as number) + 1,
        ((table[row] as number[])[column - 1] as number) + 1,
      );
    }
  }
  const pairs: Array<[number, number]> = [];
  let row = a.length;
  let column = b.length;
  while (row > 0 && column > 0) {
    const here = (table[row] as number[])[column] as number;
    const same = a[row - 1] === b[column - 1];
    if (here === ((table[row - 1] as number[])[column - 1] as number) + (same ? 0 : 1)) {
      if (same) pairs.push([row - 1, column - 1]);
      row -= 1;
      column -= 1;
    } else if (here === ((table[row - 1] as number[])[column] as number) + 1) row -= 1;
    else column -= 1;
  }
  return pairs.reverse();
}

function timingAgainst(ours: readonly ClipRun[], anchor: readonly ClipRun[]): string {
  const starts: number[] = [];
  const ends: number[] = [];
  const cueStarts: number[] = [];
  const cueEnds: number[] = [];
  let matched = 0;
  let total = 0;
  ours.forEach((run, index) => {
    const theirs = anchor[index]?.words ?? [];
    const pairs = matchWords(run.words, theirs);
    const partner = new Map(pairs);
    matched += pairs.length;
    total += run.words.length;
    for (const [mine, other] of pairs) {
      starts.push(
        Math.abs((run.words[mine] as TranscriptWord).start - (theirs[other] as TranscriptWord).start),
      );
      ends.push(Math.abs((run.words[mine] as TranscriptWord).end - (theirs[other] as TranscriptWord).end));
    }
    if (run.result === undefined) return;
    let cursor = 0;
    for (const cue of buildTranscriptCues(run.result)) {
      const first = run.words.findIndex(
        (word, position) => position >= cursor && Math.round(word.start * 1000) >= cue.startMilliseconds,
      );
      let last = first;
      while (
        last + 1 < run.words.length &&
        Math.round((run.words[last + 1] as TranscriptWord).end * 1000) <= cue.endMilliseconds
      ) {
        last += 1;
      }
      if (first < 0) continue;
      cursor = last + 1;
      const firstPartner = partner.get(first);
      const lastPartner = partner.get(last);
      if (firstPartner !== undefined) {
        cueStarts.push(
          Math.abs(cue.startMilliseconds / 1000 - (theirs[firstPartner] as TranscriptWord).start),
        );
      }
      if (lastPartner !== undefined) {
        cueEnds.push(Math.abs(cue.endMilliseconds / 1000 - (theirs[lastPartner] as TranscriptWord).end));
      }
    }
  });
  return `| ${matched}/${total} | ${median(starts).toFixed(3)} | ${median(ends).toFixed(3)} | ${median(cueStarts).toFixed(3)} (${cueStarts.length} cues) | ${median(cueEnds).toFixed(3)} |`;
}

const dtypes = (values.dtypes as string).split(',') as Array<'q8' | 'fp32'>;
/** One of ours: a model with a dtype. */
interface Engine {
  model: string;
  dtype: 'q8' | 'fp32';
  label: string;
  backend: Backend;
  runs: ClipRun[];
}
interface Anchor {
  runs: ClipRun[];
  loadSeconds: number;
}
const engines: Engine[] = [];
for (const model of MODEL_IDS) {
  for (const dtype of dtypes) {
    const backend = await loadOurs(model, dtype, engines.length === 0);
    engines.push({ model, dtype, label: `${model} ${dtype}`, backend, runs: [] });
  }
}
/** faster-whisper on each model's CTranslate2 original; undefined once it could not run. */
const anchors = new Map<string, Anchor | undefined>(
  MODEL_IDS.map((model) => [model, { runs: [], loadSeconds: 0 }]),
);
for (const code of languages) {
  const subset = clips.filter((clip) => clip.code === code);
  for (const model of MODEL_IDS) {
    const ours = engines.filter((engine) => engine.model === model);
    for (const engine of ours) engine.runs.push(...(await runOurs(engine.backend, subset)));
    const anchor = anchors.get(model);
    if (anchor === undefined) continue;
    const covered = subset.filter((clip) => ours[0] !== undefined && covers(ours[0].backend, clip));
    const turn = runFasterWhisper(folders(model).ct2Folder, covered);
    if (turn === undefined) anchors.set(model, undefined);
    else {
      anchor.runs.push(...turn.runs);
      if (turn.runs.length > 0) anchor.loadSeconds = turn.loadSeconds;
    }
  }
  console.log(`${code}: ${subset.length} clips done`);
}
for (const engine of engines) await engine.backend.dispose();
for (const [model, anchor] of anchors) {
  if (anchor !== undefined)
    console.log(
      `faster-whisper (${model}) model load ${anchor.loadSeconds.toFixed(2)} s (once per language turn)`,
    );
}

const audioOf = (runs: readonly ClipRun[]): number => runs.reduce((sum, run) => sum + run.audioSeconds, 0);
console.log(
  `\n${clips.length} FLEURS clips (${perLanguage} per language at most), ${audioOf(engines[0]?.runs ?? []).toFixed(1)} s of audio (${engines[0]?.label}), language given, greedy, word timestamps on, VAD ${VAD ? 'on' : 'off'}, threads ${THREADS ?? 'default'}\n`,
);
const anchorModels = MODEL_IDS.filter((model) => anchors.get(model) !== undefined);
console.log(
  `| language | clips | ${engines.map((engine) => `${engine.label} WER`).join(' | ')}${anchorModels.map((model) => ` | faster-whisper int8 ${model} WER`).join('')} |`,
);
console.log(`|---|---|${engines.map(() => '---|').join('')}${anchorModels.map(() => '---|').join('')}`);
const percent = (runs: readonly ClipRun[]): string =>
  runs.length === 0 ? 'n/a' : `${(wer(runs) * 100).toFixed(1)}%`;
for (const code of [...languages, 'all']) {
  const pick = (runs: readonly ClipRun[]): ClipRun[] =>
    runs.filter((run) => code === 'all' || run.clip.code === code);
  const cells = engines.map((engine) => percent(pick(engine.runs)));
  const anchorCells = anchorModels.map((model) => percent(pick(anchors.get(model)?.runs ?? [])));
  console.log(
    `| ${code} | ${pick(clips.map((clip) => ({ clip }) as ClipRun)).length} | ${[...cells, ...anchorCells].join(' | ')} |`,
  );
}

const total = (runs: readonly ClipRun[], field: 'seconds' | 'cpuSeconds'): number =>
  runs.reduce((sum, run) => sum + run[field], 0);
console.log(
  '\n| engine | clips | audio s | wall s | RTF (wall) | wall / faster-whisper (same model) | CPU s | CPU / faster-whisper (same model) |\n|---|---|---|---|---|---|---|---|',
);
for (const engine of engines) {
  const anchor = anchors.get(engine.model);
  const seconds = total(engine.runs, 'seconds');
  const cpu = total(engine.runs, 'cpuSeconds');
  const audioSeconds = audioOf(engine.runs);
  const ratio = anchor === undefined ? 'n/a' : `${(seconds / total(anchor.runs, 'seconds')).toFixed(2)}x`;
  const cpuRatio = anchor === undefined ? 'n/a' : `${(cpu / total(anchor.runs, 'cpuSeconds')).toFixed(2)}x`;
  console.log(
    `| transcribe() ${engine.label}, words on | ${engine.runs.length} | ${audioSeconds.toFixed(1)} | ${seconds.toFixed(1)} | ${(seconds / audioSeconds).toFixed(3)} | ${ratio} | ${cpu.toFixed(1)} | ${cpuRatio} |`,
  );
}
for (const model of anchorModels) {
  const anchor = anchors.get(model) as Anchor;
  const seconds = total(anchor.runs, 'seconds');
  const audioSeconds = audioOf(engines.find((engine) => engine.model === model)?.runs ?? []);
  console.log(
    `| faster-whisper int8 ${model}, words on | ${anchor.runs.length} | ${audioSeconds.toFixed(1)} | ${seconds.toFixed(1)} | ${(seconds / audioSeconds).toFixed(3)} | 1.00x | ${total(anchor.runs, 'cpuSeconds').toFixed(1)} | 1.00x |`,
  );
}
if (anchorModels.length > 0) {
  console.log(
    '\ntiming against faster-whisper word times of the same model (seconds, median absolute difference)\n\n| engine | words matched | word start | word end | cue start | cue end |\n|---|---|---|---|---|---|',
  );
  for (const engine of engines) {
    const anchor = anchors.get(engine.model);
    if (anchor !== undefined) console.log(`| ${engine.label} ${timingAgainst(engine.runs, anchor.runs)}`);
  }
}
