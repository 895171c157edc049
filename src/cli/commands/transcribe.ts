/**
 * `langproc transcribe <file>`: audio or video to text, with optional SRT and WebVTT files. The
 * model is `--model` or the catalog's default transcription model for the language (Whisper or
 * MMS); progress is drawn on standard error, the transcript printed on standard output.
 *
 * @example
 * ```sh
 * langproc transcribe interview.mp4 --language English --srt interview.srt
 * langproc transcribe clip.mp3 --language Kinyarwanda --json > clip.json
 * ```
 */
import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { createTransformersTranscriptionBackend } from '../../../backends/transformers/transcription-backend.js';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { UnsupportedLanguageError } from '../../errors/unsupported-language-error.js';
import { findLanguageByCode } from '../../languages.js';
import { defaultModelFor, getCatalogEntry } from '../../models/catalog.js';
import { resolveModelsDirectory } from '../../models/models-directory.js';
import { formatSrt, formatWebVtt } from '../../transcription/format-subtitles.js';
import { transcribe } from '../../transcription/transcribe.js';

interface TranscribeCommandOptions {
  language?: string;
  model?: string;
  modelsDir?: string;
  dtype: string;
  srt?: string;
  vtt?: string;
  json?: boolean;
}

/** Registers `langproc transcribe`. */
export function registerTranscribeCommand(program: Command): void {
  program
    .command('transcribe')
    .description('transcribe recorded audio or video to text, SRT and WebVTT')
    .argument('<file>', 'audio or video file (anything ffmpeg reads)')
    .option('--language <name>', 'language of the speech: a name or code (default: detected, English model)')
    .option('--model <id>', 'catalog model id (default: the catalog default for the language)')
    .option(
      '--models-dir <dir>',
      'models directory (default: $LANGPROC_MODELS_DIR, else ~/.cache/langproc/models)',
    )
    .option('--dtype <dtype>', 'weights to load: q8 or fp32', 'q8')
    .option('--srt <file>', 'also write SubRip subtitles')
    .option('--vtt <file>', 'also write WebVTT subtitles')
    .option('--json', 'print the whole result as JSON')
    .action(async (file: string, options: TranscribeCommandOptions) => {
      if (options.dtype !== 'q8' && options.dtype !== 'fp32') {
        throw new InvalidInputError({ message: `Expected --dtype to be q8 or fp32, got ${options.dtype}.` });
      }
      const language = options.language === undefined ? undefined : findLanguageByCode(options.language);
      if (options.language !== undefined && language === undefined) {
        throw new UnsupportedLanguageError({ language: options.language });
      }
      const entry =
        options.model !== undefined
          ? getCatalogEntry(options.model)
          : defaultModelFor('transcription', language?.name ?? 'English');
      const backend = createTransformersTranscriptionBackend({
        modelsDirectory: resolveModelsDirectory(options.modelsDir),
        model: entry.id,
        repository: entry.repository,
        dtype: options.dtype,
        languages: entry.languages,
      });
      const interactive = process.stderr.isTTY === true;
      try {
        await backend.load(); // fails fast, before decoding, when the model is not installed
        const result = await transcribe({
          audio: file,
          backend,
          ...(language === undefined ? {} : { language: language.name }),
          onProgress: (progress) => {
            const line = `transcribing ${Math.floor(progress.fraction * 100)}% (${progress.processedSeconds.toFixed(1)}/${progress.totalSeconds.toFixed(1)} s)`;
            process.stderr.write(interactive ? `\r\x1b[2K${line}` : `${line}\n`);
          },
        });
        if (interactive) process.stderr.write('\n');
        if (options.srt !== undefined) await writeFile(options.srt, formatSrt(result));
        if (options.vtt !== undefined) await writeFile(options.vtt, formatWebVtt(result));
        process.stdout.write(
          options.json === true ? `${JSON.stringify(result, null, 2)}\n` : `${result.text}\n`,
        );
      } finally {
        await backend.dispose();
      }
    });
}
