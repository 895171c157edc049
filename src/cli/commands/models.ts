/**
 * `langproc models list | pull <id> | verify <id> | remove <id>`: manages the local models
 * directory from the catalog (models/catalog.json). `pull` shows the licence first, draws a
 * progress bar, resumes interrupted files and checks sizes and checksums; `--offline` never
 * touches the network.
 *
 * @example
 * ```sh
 * langproc models list
 * langproc models pull nllb-200-distilled-600M --dtype q8 --models-dir ./models
 * LANGPROC_HUB_URL=https://mirror.example langproc models pull whisper-base
 * langproc models verify whisper-base && langproc models remove whisper-base
 * ```
 */
import type { Command } from 'commander';
import { IntegrityCheckError } from '../../errors/integrity-check-error.js';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { type CatalogOptions, getCatalogEntry, loadCatalog } from '../../models/catalog.js';
import { MODEL_DTYPES, type ModelDtype } from '../../models/catalog-schema.js';
import { installedDtypes } from '../../models/model-files.js';
import { resolveModelsDirectory } from '../../models/models-directory.js';
import { pullModel } from '../../models/pull-model.js';
import { removeModel } from '../../models/remove-model.js';
import { verifyModel } from '../../models/verify-model.js';
import { createProgressBar, formatBytes } from '../progress-bar.js';

interface SharedOptions {
  modelsDir?: string;
  catalog?: string;
}

function shared(options: SharedOptions): { modelsDirectory: string; catalog: CatalogOptions } {
  return {
    modelsDirectory: resolveModelsDirectory(options.modelsDir),
    catalog: options.catalog === undefined ? {} : { catalogPath: options.catalog },
  };
}

function parseDtype(value: string | undefined): ModelDtype | undefined {
  if (value === undefined) return undefined;
  if (!(MODEL_DTYPES as readonly string[]).includes(value)) {
    throw new InvalidInputError({
      message: `Expected --dtype to be one of ${MODEL_DTYPES.join(', ')}, got ${value}.`,
    });
  }
  return value as ModelDtype;
}

function withShared(command: Command): Command {
  return command
    .option(
      '--models-dir <dir>',
      'models directory (default: $LANGPROC_MODELS_DIR, else ~/.cache/langproc/models)',
    )
    .option('--catalog <file>', 'a catalog file instead of the packaged models/catalog.json');
}

/** Registers `langproc models`. */
export function registerModelsCommand(program: Command): void {
  const models = program.command('models').description('list, download, verify and remove models');

  withShared(models.command('list').description('list the catalog and what is installed'))
    .option('--task <task>', 'only models of this task')
    .option('--json', 'print JSON')
    .action((options: SharedOptions & { task?: string; json?: boolean }) => {
      const { modelsDirectory, catalog } = shared(options);
      const rows = loadCatalog(catalog)
        .models.filter((entry) => options.task === undefined || entry.task === options.task)
        .map((entry) => ({
          id: entry.id,
          task: entry.task,
          license: entry.license,
          installed: installedDtypes(entry, modelsDirectory),
          languages: entry.languages.length,
          defaultFor: entry.defaultFor.length,
          needsExport: entry.format === 'pytorch-needs-export',
        }));
      if (options.json) {
        process.stdout.write(`${JSON.stringify({ modelsDirectory, models: rows }, null, 2)}\n`);
        return;
      }
      process.stdout.write(`models directory: ${modelsDirectory}\n`);
      for (const row of rows) {
        const installed =
          row.installed.length > 0
            ? `installed (${row.installed.join(', ')})`
            : row.needsExport
              ? 'not installed; needs a local ONNX export (models pull prints the command)'
              : 'not installed';
        process.stdout.write(
          `${row.id.padEnd(38)} ${row.task.padEnd(15)} ${row.license.padEnd(13)} ${`${row.languages} ${row.languages === 1 ? 'language' : 'languages'}`.padEnd(13)} ${installed}\n`,
        );
      }
    });

  withShared(models.command('pull <id>').description('download a model (resumes an interrupted download)'))
    .option(
      '--dtype <dtype>',
      `weights to download: ${MODEL_DTYPES.join(' or ')} (default: the model's default)`,
    )
    .option(
      '--hub-url <url>',
      'hub or mirror base URL (default: $LANGPROC_HUB_URL, else https://huggingface.co)',
    )
    .option('--token <token>', 'hub access token (default: $HF_TOKEN)')
    .option('--offline', 'never touch the network: only check what is installed')
    .action(
      async (
        id: string,
        options: SharedOptions & { dtype?: string; hubUrl?: string; token?: string; offline?: boolean },
      ) => {
        const { modelsDirectory, catalog } = shared(options);
        const entry = getCatalogEntry(id, catalog);
        const dtype = parseDtype(options.dtype) ?? entry.defaultDtype;
        process.stderr.write(
          `${entry.id} (${entry.repository}@${entry.revision}, ${dtype})\nlicence: ${entry.license}\n`,
        );
        if (entry.licenseNotice) process.stderr.write(`${entry.licenseNotice}\n`);
        const bar = createProgressBar(process.stderr);
        const result = await pullModel({
          entry,
          modelsDirectory,
          dtype,
          ...(options.hubUrl === undefined ? {} : { hubUrl: options.hubUrl }),
          ...(options.token === undefined ? {} : { token: options.token }),
          ...(options.offline === undefined ? {} : { offline: options.offline }),
          onProgress: (progress) => {
            const label = `${progress.file} (${progress.fileIndex + 1}/${progress.fileCount})`;
            if (progress.done) bar.done(label, progress.receivedBytes);
            else
              bar.update({ label, receivedBytes: progress.receivedBytes, totalBytes: progress.totalBytes });
          },
        });
        for (const warning of result.warnings) process.stderr.write(`warning: ${warning.details}\n`);
        process.stdout.write(
          `${entry.id}: ${result.downloadedFiles.length} files downloaded (${formatBytes(result.downloadedBytes)}), ${result.skippedFiles.length} already installed, in ${result.folder}\n`,
        );
      },
    );

  withShared(models.command('verify <id>').description('check installed files against sizes and checksums'))
    .option('--dtype <dtype>', `weights to check: ${MODEL_DTYPES.join(' or ')}`)
    .action(async (id: string, options: SharedOptions & { dtype?: string }) => {
      const { modelsDirectory, catalog } = shared(options);
      const entry = getCatalogEntry(id, catalog);
      const dtype = parseDtype(options.dtype);
      const report = await verifyModel({ entry, modelsDirectory, ...(dtype === undefined ? {} : { dtype }) });
      for (const file of report.files) {
        process.stdout.write(
          `${file.status.padEnd(18)} ${file.path}${file.checkedSha256 ? '' : ' (size only)'}\n`,
        );
      }
      if (!report.ok) {
        throw new IntegrityCheckError({
          message: `${entry.id} is missing files or has damaged ones; run: langproc models pull ${entry.id}`,
          details: { modelId: entry.id },
        });
      }
      process.stdout.write(`${entry.id}: ok\n`);
    });

  withShared(models.command('remove <id>').description('delete an installed model')).action(
    async (id: string, options: SharedOptions) => {
      const { modelsDirectory, catalog } = shared(options);
      const entry = getCatalogEntry(id, catalog);
      const removed = await removeModel({ entry, modelsDirectory });
      process.stdout.write(removed ? `${entry.id}: removed\n` : `${entry.id}: not installed\n`);
    },
  );
}
