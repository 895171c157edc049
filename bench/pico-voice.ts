/**
 * A bench-only speech backend: the SVOX Pico voices (German de-DE, Spanish, French, Italian,
 * English; Apache-2.0 lingware) through the NanoTTS engine of PyPI py-nanotts, which
 * `scripts/real-models/parts/svox-pico.sh` unpacks as `<models dir>/svox/pico/py_nanotts/`. Each
 * call runs `python3 -m py_nanotts` (a native extension: Linux x86_64, CPython >= 3.9) on the
 * text and reads back its 16 kHz WAV. Not a product backend: it spawns Python and passes the text
 * as an argument, which suits our own synthetic scripts only.
 *
 * @example
 * ```ts
 * const backend = createPicoSpeechBackend({ modelsDirectory: '/work/cache/real-models' });
 * const { audio } = await synthesize({ text: 'Guten Morgen.', language: 'German', backend });
 * ```
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type {
  SpeechBackendV1,
  SpeechCallOptions,
  SpeechCallResult,
} from '../src/backend-interfaces/speech-backend.js';
import type { LanguageName } from '../src/languages.js';
import { decodePcm16Wav } from '../src/speech/wav-decoder.js';

const runFile = promisify(execFile);

/** Pico voice per language (the lingware files `lang/<voice>_ta.bin` and `_sg.bin`). */
export const PICO_VOICES: Readonly<Partial<Record<LanguageName, string>>> = Object.freeze({
  German: 'de-DE',
  English: 'en-GB',
  French: 'fr-FR',
  Spanish: 'es-ES',
  Italian: 'it-IT',
});

/** The folder `svox-pico.sh` writes under the models folder. */
export function picoDirectory(modelsDirectory: string): string {
  return path.join(modelsDirectory, 'svox', 'pico');
}

/** Whether the Pico voices are installed under `modelsDirectory`. */
export function hasPicoVoices(modelsDirectory: string): boolean {
  return existsSync(path.join(picoDirectory(modelsDirectory), 'py_nanotts', 'lang', 'de-DE_ta.bin'));
}

/**
 * Pico voices that read another language's text as written (`--stand-ins pico` in the round
 * trip): Swahili's spelling is close to Italian letter values, Afrikaans's to Dutch, nearer German
 * than the other voices.
 */
export const PICO_STAND_INS: Readonly<Partial<Record<LanguageName, string>>> = Object.freeze({
  Swahili: 'it-IT',
  Afrikaans: 'de-DE',
});

/**
 * Creates the Pico speech backend; `python` defaults to `python3` on the PATH; with `standIns`,
 * also the {@link PICO_STAND_INS} languages (each call warns `stand-in`).
 */
export function createPicoSpeechBackend(options: {
  modelsDirectory: string;
  python?: string;
  standIns?: boolean;
}): SpeechBackendV1 {
  const directory = picoDirectory(options.modelsDirectory);
  const voices: Partial<Record<LanguageName, string>> =
    options.standIns === true ? { ...PICO_VOICES, ...PICO_STAND_INS } : PICO_VOICES;
  return {
    specificationVersion: 'v1',
    backendId: 'svox-pico',
    modelId: 'svox-pico',
    languages: Object.keys(voices) as LanguageName[],
    async doSynthesize(call: SpeechCallOptions): Promise<SpeechCallResult> {
      const voice = voices[call.language];
      if (voice === undefined) throw new Error(`Expected a Pico language, got ${call.language}`);
      const scratch = mkdtempSync(path.join(tmpdir(), 'pico-'));
      try {
        const output = path.join(scratch, 'speech.wav');
        await runFile(
          options.python ?? 'python3',
          ['-m', 'py_nanotts', call.text, '-o', output, '-v', voice],
          {
            env: { ...process.env, PYTHONPATH: directory },
            ...(call.abortSignal === undefined ? {} : { signal: call.abortSignal }),
          },
        );
        const decoded = decodePcm16Wav(new Uint8Array(readFileSync(output)));
        const warnings =
          PICO_VOICES[call.language] === undefined
            ? [
                {
                  type: 'stand-in' as const,
                  feature: 'voice',
                  details: `Pico ${voice} reads ${call.language}`,
                },
              ]
            : [];
        return { samples: decoded.samples, sampleRate: decoded.sampleRate, warnings };
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  };
}
