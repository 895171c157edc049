/**
 * `langproc speak`: text to a WAV file. The text comes from `--text`, `--file` or standard input;
 * the embedded espeak-ng voice speaks unless `--model` names an MMS-TTS model from the catalog or
 * `kokoro-82m` (Kokoro neural voices for English, French, Spanish and Italian).
 * Warnings (stand-in voices) go to standard error.
 *
 * @example
 * ```sh
 * langproc speak --language Swahili --text "Habari ya asubuhi." --output greeting.wav
 * echo "Sannu da zuwa." | langproc speak --language Hausa --model mms-tts-hau --output hausa.wav
 * langproc speak --language French --model kokoro-82m --text "Bonjour à tous." --output bonjour.wav
 * ```
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { createKokoroSpeechBackend } from '../../../backends/onnxruntime/kokoro-speech-backend.js';
import { createTransformersSpeechBackend } from '../../../backends/transformers/speech-backend.js';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { getLanguage } from '../../languages.js';
import { getCatalogEntry } from '../../models/catalog.js';
import { resolveModelsDirectory } from '../../models/models-directory.js';
import { createEspeakPhonemizer } from '../../speech/espeak/espeak-phonemizer.js';
import { synthesize } from '../../speech/synthesize.js';

/** The catalog id `--model` takes for Kokoro (loaded with onnxruntime, not transformers.js). */
const KOKORO_CATALOG_ID = 'kokoro-82m';

interface SpeakCommandOptions {
  language: string;
  text?: string;
  file?: string;
  output: string;
  voice?: string;
  speed: string;
  model?: string;
  modelsDir?: string;
}

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Registers `langproc speak`. */
export function registerSpeakCommand(program: Command): void {
  program
    .command('speak')
    .description('speak text into a WAV file (espeak-ng built in; MMS-TTS or Kokoro with --model)')
    .requiredOption('--language <name>', 'one of the 19 language names, e.g. Swahili')
    .requiredOption('-o, --output <file>', 'the WAV file to write')
    .option('--text <text>', 'the text to speak (otherwise --file or standard input)')
    .option('--file <file>', 'read the text from a UTF-8 file')
    .option('--voice <voice>', 'espeak-ng voice, e.g. en-us or sw+f3 (Kokoro: e.g. am_michael)')
    .option('--speed <multiplier>', 'speaking rate multiplier', '1')
    .option('--model <id>', 'an MMS-TTS catalog model (mms-tts-hau) or kokoro-82m (default: espeak-ng)')
    .option(
      '--models-dir <dir>',
      'models directory (default: $LANGPROC_MODELS_DIR, else ~/.cache/langproc/models)',
    )
    .action(async (options: SpeakCommandOptions) => {
      const language = getLanguage(options.language).name;
      const speed = Number(options.speed);
      if (!Number.isFinite(speed) || speed <= 0) {
        throw new InvalidInputError({
          message: `Expected --speed to be a positive number, got ${options.speed}.`,
        });
      }
      const text =
        options.text ??
        (options.file !== undefined ? await readFile(options.file, 'utf8') : await readStandardInput());
      const backend =
        options.model === undefined
          ? undefined
          : options.model === KOKORO_CATALOG_ID
            ? createKokoroSpeechBackend({
                modelsDirectory: resolveModelsDirectory(options.modelsDir),
                repository: getCatalogEntry(options.model).repository,
                phonemizer: createEspeakPhonemizer(),
                // named on the command line: its stand-in languages too, with a warning
                standIns: true,
              })
            : createTransformersSpeechBackend({
                modelsDirectory: resolveModelsDirectory(options.modelsDir),
                model: options.model,
                repository: getCatalogEntry(options.model).repository,
                language,
              });
      try {
        const result = await synthesize({
          text,
          language,
          speed,
          ...(backend === undefined ? {} : { backend }),
          ...(options.voice === undefined ? {} : { voice: options.voice }),
        });
        await writeFile(options.output, result.audio);
        for (const warning of result.warnings) {
          process.stderr.write(
            `warning: ${warning.type === 'other' ? warning.message : `${warning.feature}: ${warning.details ?? ''}`}\n`,
          );
        }
        process.stderr.write(
          `wrote ${options.output}: ${result.durationSeconds.toFixed(2)} s at ${result.sampleRate} Hz (${result.modelName})\n`,
        );
      } finally {
        await backend?.dispose();
      }
    });
}
