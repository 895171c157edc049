/**
 * `langproc redact-audio <file>`: a recording in, the same recording out as WAV with every
 * spoken PII value bleeped (or silenced), plus the redacted transcript on standard output and,
 * optionally, redacted SRT subtitles. The transcription model is `--model` or the catalog's
 * default for the language.
 *
 * @example
 * ```sh
 * langproc redact-audio call.mp3 --language English --out call.redacted.wav --srt call.redacted.srt
 * ```
 */
import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { createTransformersTranscriptionBackend } from '../../../backends/transformers/transcription-backend.js';
import { redactAudio } from '../../audio-redaction/redact-audio.js';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { UnsupportedLanguageError } from '../../errors/unsupported-language-error.js';
import { findLanguageByCode } from '../../languages.js';
import { defaultModelFor, getCatalogEntry } from '../../models/catalog.js';
import { resolveModelsDirectory } from '../../models/models-directory.js';
import { formatSrt } from '../../transcription/format-subtitles.js';

interface RedactAudioCommandOptions {
  language: string;
  out: string;
  srt?: string;
  mode: string;
  padding: string;
  model?: string;
  modelsDir?: string;
  dtype: string;
  json?: boolean;
}

/** Registers `langproc redact-audio`. */
export function registerRedactAudioCommand(program: Command): void {
  program
    .command('redact-audio')
    .description('bleep or silence the spoken PII of a recording; print the redacted transcript')
    .argument('<file>', 'audio or video file (anything ffmpeg reads)')
    .requiredOption('--language <name>', 'language of the speech: a name or code')
    .requiredOption('--out <file>', 'where to write the redacted recording (WAV)')
    .option('--srt <file>', 'also write redacted SubRip subtitles')
    .option('--mode <mode>', 'bleep or silence', 'bleep')
    .option('--padding <seconds>', 'seconds masked before and after each value', '0.15')
    .option('--model <id>', 'catalog transcription model id (default: the catalog default for the language)')
    .option(
      '--models-dir <dir>',
      'models directory (default: $LANGPROC_MODELS_DIR, else ~/.cache/langproc/models)',
    )
    .option('--dtype <dtype>', 'weights to load: q8 or fp32', 'q8')
    .option('--json', 'print the spans and transcripts as JSON instead of the redacted transcript')
    .action(async (file: string, options: RedactAudioCommandOptions) => {
      if (options.dtype !== 'q8' && options.dtype !== 'fp32') {
        throw new InvalidInputError({ message: `Expected --dtype to be q8 or fp32, got ${options.dtype}.` });
      }
      if (options.mode !== 'bleep' && options.mode !== 'silence') {
        throw new InvalidInputError({
          message: `Expected --mode to be bleep or silence, got ${options.mode}.`,
        });
      }
      const padding = Number(options.padding);
      const language = findLanguageByCode(options.language);
      if (language === undefined) throw new UnsupportedLanguageError({ language: options.language });
      const entry =
        options.model !== undefined
          ? getCatalogEntry(options.model)
          : defaultModelFor('transcription', language.name);
      const backend = createTransformersTranscriptionBackend({
        modelsDirectory: resolveModelsDirectory(options.modelsDir),
        model: entry.id,
        repository: entry.repository,
        dtype: options.dtype,
        languages: entry.languages,
      });
      try {
        await backend.load(); // fails fast, before decoding, when the model is not installed
        const result = await redactAudio({
          audio: file,
          language: language.name,
          transcriptionBackend: backend,
          mode: options.mode,
          padding,
        });
        await writeFile(options.out, result.audio);
        if (options.srt !== undefined) await writeFile(options.srt, formatSrt(result));
        for (const warning of result.warnings) {
          if (warning.type !== 'other')
            process.stderr.write(`warning: ${warning.feature}: ${warning.details ?? ''}\n`);
        }
        const { audio: _audio, transcript: _transcript, ...shown } = result;
        process.stdout.write(
          options.json === true ? `${JSON.stringify(shown, null, 2)}\n` : `${result.redactedTranscript}\n`,
        );
      } finally {
        await backend.dispose();
      }
    });
}
