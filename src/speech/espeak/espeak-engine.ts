/**
 * The warm espeak-ng engine: the WebAssembly build from the `espeak-ng` npm package, compiled and
 * instantiated once per process and reused for every call. The package only exposes the
 * command line's `main`, which keeps state in globals, so the engine snapshots linear memory
 * right after start-up and restores it before each run: every call behaves like a fresh process
 * at the cost of one 32 MiB memory copy. Calls are serialised (one run at a time).
 *
 * @example
 * ```ts
 * const engine = await getEspeakEngine();
 * const { samples, sampleRate } = await engine.synthesize({ text: 'Habari', voice: 'sw' });
 * ```
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BackendFailureError } from '../../errors/backend-failure-error.js';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { PackageNotInstalledError } from '../../errors/package-not-installed-error.js';
import { throwIfAborted } from '../../util/abort.js';
import { importOptionalPackage, type OptionalPackage } from '../../util/optional-package.js';
import { type DecodedWav, decodePcm16Wav } from '../wav-decoder.js';

/** Options of one engine run. */
export interface EspeakSynthesisOptions {
  text: string;
  /** espeak-ng voice name, e.g. `sw`, `en-us`, `sw+f3`. */
  voice: string;
  /**
   * Speaking rate in words per minute (espeak-ng accepts 80 to 450).
   * @default 175
   */
  wordsPerMinute?: number;
  abortSignal?: AbortSignal;
}

/** One espeak-ng voice as listed by `espeak-ng --voices`. */
export interface EspeakVoiceListing {
  /** Language/voice identifier, e.g. `sw`, `en-gb`. */
  language: string;
  /** Human-readable name, e.g. `Swahili`. */
  name: string;
  /** Other language codes the voice answers to, e.g. `en` for `en-gb`. */
  aliases: string[];
}

/** Options of one phonemization run. */
export interface EspeakPhonemizeOptions {
  text: string;
  /** espeak-ng voice name, e.g. `en-us`, `fr`. */
  voice: string;
  abortSignal?: AbortSignal;
}

/** The warm engine. */
export interface EspeakEngine {
  synthesize(options: EspeakSynthesisOptions): Promise<DecodedWav>;
  /**
   * The text as IPA phonemes with stress marks (`espeak-ng -q --ipa`), one line per clause,
   * multi-letter phonemes joined by a `^` tie (`t^ʃ`).
   */
  phonemize(options: EspeakPhonemizeOptions): Promise<string[]>;
  listVoices(): Promise<EspeakVoiceListing[]>;
}

/** espeak-ng's default speaking rate, in words per minute. */
export const ESPEAK_DEFAULT_WORDS_PER_MINUTE = 175;
/** Voice names the engine accepts: letters, digits, `-`, and an optional `+variant`. */
export const ESPEAK_VOICE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*(\+[A-Za-z0-9-]+)?$/u;

const INPUT_FILE = '/langproc-input.txt';
const OUTPUT_FILE = '/langproc-output.wav';

interface WasmExports {
  memory: { buffer: ArrayBuffer };
  __main_argc_argv(argc: number, argv: number): number;
  stackSave(): number;
  stackRestore(pointer: number): void;
  stackAlloc(bytes: number): number;
}

/** The parts of the WebAssembly global the engine uses (the DOM lib is not loaded). */
interface WebAssemblyRuntime {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<{ exports: object }>;
}

const webAssembly = (globalThis as unknown as { WebAssembly: WebAssemblyRuntime }).WebAssembly;

/** espeak-ng is an optional peer dependency (GPL-3.0-or-later): missing, it is PackageNotInstalledError. */
export const ESPEAK_PACKAGE: OptionalPackage = {
  packageName: 'espeak-ng',
  feature: 'speech synthesis with the embedded espeak-ng (GPL-3.0-or-later)',
};

let enginePromise: Promise<EspeakEngine> | undefined;

/** The process-wide warm engine (created on first use). */
export function getEspeakEngine(): Promise<EspeakEngine> {
  enginePromise ??= createEngine().catch((error: unknown) => {
    enginePromise = undefined;
    if (PackageNotInstalledError.isInstance(error)) throw error;
    throw new BackendFailureError({
      message: 'Could not start the espeak-ng WebAssembly engine.',
      cause: error,
    });
  });
  return enginePromise;
}

async function createEngine(): Promise<EspeakEngine> {
  const { default: ESpeakNg } = await importOptionalPackage(ESPEAK_PACKAGE, () => import('espeak-ng'));
  const wasmPath = path.join(
    path.dirname(createRequire(import.meta.url).resolve('espeak-ng')),
    'espeak-ng.wasm',
  );
  const compiled = await webAssembly.compile(await readFile(wasmPath));
  let wasm: WasmExports | undefined;
  let output: string[] = [];
  let failInstantiation: (error: unknown) => void = () => undefined;
  const instantiationFailed = new Promise<never>((_, reject) => {
    failInstantiation = reject;
  });
  const instance = await Promise.race([
    instantiationFailed,
    ESpeakNg({
      noInitialRun: true,
      print: (line) => output.push(line),
      printErr: () => undefined,
      quit: (_status, toThrow) => {
        throw toThrow;
      },
      instantiateWasm(imports, receive) {
        webAssembly.instantiate(compiled, imports).then((created) => {
          wasm = created.exports as unknown as WasmExports;
          receive(created, compiled);
        }, failInstantiation);
        return {};
      },
    }),
  ]);
  if (wasm === undefined) throw new Error('espeak-ng did not instantiate its WebAssembly module.');
  const exports = wasm;
  const snapshot = new Uint8Array(exports.memory.buffer).slice();
  const stackBase = exports.stackSave();
  const encoder = new TextEncoder();

  const runMain = (args: readonly string[]): number => {
    new Uint8Array(exports.memory.buffer).set(snapshot);
    exports.stackRestore(stackBase);
    const all = ['espeak-ng', ...args];
    const argv = exports.stackAlloc((all.length + 1) * 4);
    const pointers = all.map((argument) => {
      const bytes = encoder.encode(`${argument}\0`);
      const pointer = exports.stackAlloc(bytes.length);
      new Uint8Array(exports.memory.buffer).set(bytes, pointer);
      return pointer;
    });
    const words = new Uint32Array(exports.memory.buffer);
    pointers.forEach((pointer, index) => {
      words[(argv >> 2) + index] = pointer;
    });
    words[(argv >> 2) + all.length] = 0;
    try {
      return exports.__main_argc_argv(all.length, argv);
    } catch (error) {
      const status = (error as { name?: string; status?: number } | null) ?? {};
      if (status.name === 'ExitStatus' && typeof status.status === 'number') return status.status;
      throw error;
    }
  };

  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(work: () => T): Promise<T> => {
    const result = queue.then(work, work);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    synthesize: (options) =>
      serialised(() => {
        throwIfAborted(options.abortSignal);
        assertVoiceName(options.voice);
        const wordsPerMinute = Math.round(options.wordsPerMinute ?? ESPEAK_DEFAULT_WORDS_PER_MINUTE);
        // Text goes through a file, never argv, so nothing in it can be read as an option.
        instance.FS.writeFile(INPUT_FILE, options.text);
        try {
          const status = runMain([
            '-b',
            '1',
            '-v',
            options.voice,
            '-s',
            String(wordsPerMinute),
            '-w',
            OUTPUT_FILE,
            '-f',
            INPUT_FILE,
          ]);
          if (status !== 0 || !instance.FS.analyzePath(OUTPUT_FILE).exists) {
            throw new BackendFailureError({
              message: `espeak-ng failed (exit status ${status}) for voice ${options.voice}.`,
              details: { voice: options.voice, status },
            });
          }
          return decodePcm16Wav(instance.FS.readFile(OUTPUT_FILE));
        } finally {
          for (const file of [INPUT_FILE, OUTPUT_FILE]) {
            if (instance.FS.analyzePath(file).exists) instance.FS.unlink(file);
          }
        }
      }),
    phonemize: (options) =>
      serialised(() => {
        throwIfAborted(options.abortSignal);
        assertVoiceName(options.voice);
        instance.FS.writeFile(INPUT_FILE, options.text);
        output = [];
        try {
          const status = runMain([
            '-q',
            '-b',
            '1',
            '--ipa',
            '--tie=^',
            '-v',
            options.voice,
            '-f',
            INPUT_FILE,
          ]);
          if (status !== 0) {
            throw new BackendFailureError({
              message: `espeak-ng failed (exit status ${status}) to phonemize for voice ${options.voice}.`,
              details: { voice: options.voice, status },
            });
          }
          return output.map((line) => line.trim()).filter((line) => line !== '');
        } finally {
          output = [];
          if (instance.FS.analyzePath(INPUT_FILE).exists) instance.FS.unlink(INPUT_FILE);
        }
      }),
    listVoices: () =>
      serialised(() => {
        output = [];
        runMain(['--voices']);
        return output.slice(1).flatMap((line) => {
          const columns = line.trim().split(/\s+/u);
          const language = columns[1];
          const name = columns[3];
          const aliases = [...line.matchAll(/\(([^ )]+) \d+\)/gu)].map((match) => match[1] ?? '');
          return language === undefined || name === undefined ? [] : [{ language, name, aliases }];
        });
      }),
  };
}

/** Throws InvalidInputError unless `voice` looks like an espeak-ng voice name. */
function assertVoiceName(voice: string): void {
  if (!ESPEAK_VOICE_PATTERN.test(voice)) {
    throw new InvalidInputError({
      message: `Expected an espeak-ng voice name like "sw" or "en-us", got ${JSON.stringify(voice)}.`,
      details: { field: 'voice' },
    });
  }
}
