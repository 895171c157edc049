/**
 * Downloads a catalog model into the models directory: each file of the chosen dtype from
 * `<hubUrl>/<repository>/resolve/<revision>/<path>`, resuming interrupted files, skipping files
 * already installed and intact, checking sizes and checksums, then writing the install manifest.
 * In offline mode it never touches the network: it only reports what is missing.
 *
 * @example
 * ```ts
 * await pullModel({
 *   entry: getCatalogEntry('nllb-200-distilled-600M'),
 *   modelsDirectory: resolveModelsDirectory(),
 *   dtype: 'q8',
 *   onProgress: ({ file, receivedBytes, totalBytes }) => console.log(file, receivedBytes, totalBytes),
 * });
 * ```
 */
import { stat } from 'node:fs/promises';
import { DownloadFailedError } from '../errors/download-failed-error.js';
import { ModelNeedsExportError } from '../errors/model-needs-export-error.js';
import { throwIfAborted } from '../util/abort.js';
import type { CatalogEntry, ModelDtype } from './catalog-schema.js';
import { downloadFile, sha256File } from './download-file.js';
import { exportCommandFor } from './export-command.js';
import {
  hubFileUrl,
  mayReceiveToken,
  resolveHubToken,
  resolveHubUrl,
  resolveOffline,
} from './hub-settings.js';
import {
  filesFor,
  type InstallManifest,
  modelFilePath,
  modelFolder,
  readManifest,
  writeManifest,
} from './model-files.js';
import { assertRealPathInside } from './path-inside.js';
import { assertModelTarget, verifyModel } from './verify-model.js';

/** Progress of a pull. */
export interface PullProgress {
  /** Path of the file inside the repository. */
  file: string;
  fileIndex: number;
  fileCount: number;
  receivedBytes: number;
  totalBytes: number | null;
  /** `true` once this file is complete (downloaded or already there). */
  done: boolean;
}

/** Options of {@link pullModel}. */
export interface PullModelOptions {
  entry: CatalogEntry;
  modelsDirectory: string;
  /** @default the entry's defaultDtype */
  dtype?: ModelDtype;
  /** @default LANGPROC_HUB_URL, else https://huggingface.co */
  hubUrl?: string;
  /** Sent only over https to the hub URL's host (never to plain http, nor to redirects' hosts). @default HF_TOKEN */
  token?: string;
  /** Never touch the network. @default LANGPROC_OFFLINE */
  offline?: boolean;
  onProgress?: (progress: PullProgress) => void;
  abortSignal?: AbortSignal;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** Something a pull could not honour (it went on without it). */
export interface PullWarning {
  type: 'unsupported';
  /** `token`: a token was given but the hub URL is not https, so it was not sent. */
  feature: 'token';
  details: string;
}

/** What a pull did. */
export interface PullResult {
  folder: string;
  dtype: ModelDtype;
  downloadedFiles: string[];
  skippedFiles: string[];
  /** Bytes fetched in this run. */
  downloadedBytes: number;
  warnings: PullWarning[];
}

/**
 * Pulls one model (see the module comment). A `pytorch-needs-export` entry is never downloaded:
 * unless its exported files are already there and intact, it throws ModelNeedsExportError with
 * the local export command.
 */
export async function pullModel(options: PullModelOptions): Promise<PullResult> {
  assertModelTarget(options, 'pullModel');
  throwIfAborted(options.abortSignal);
  const { entry } = options;
  const dtype = options.dtype ?? entry.defaultDtype;
  const files = filesFor(entry, dtype);
  const folder = modelFolder(entry, options.modelsDirectory);
  const check = await verifyModel({ entry, modelsDirectory: options.modelsDirectory, dtype });
  const intact = new Set(check.files.filter((file) => file.status === 'ok').map((file) => file.path));
  const exportCommand = exportCommandFor(entry, options.modelsDirectory);
  if (exportCommand !== undefined) {
    // Already exported and intact: nothing to do. Otherwise never download PyTorch weights.
    if (check.ok)
      return {
        folder,
        dtype,
        downloadedFiles: [],
        skippedFiles: files.map((file) => file.path),
        downloadedBytes: 0,
        warnings: [],
      };
    throw new ModelNeedsExportError({ modelId: entry.id, repository: entry.repository, exportCommand });
  }
  if (resolveOffline(options.offline)) {
    const missing = files.filter((file) => !intact.has(file.path)).map((file) => file.path);
    if (missing.length > 0) {
      throw new DownloadFailedError({
        message: `Offline mode: ${entry.id} (${dtype}) is not fully installed and nothing will be downloaded. Missing or damaged: ${missing.join(', ')}.`,
        details: { modelId: entry.id, missing },
      });
    }
    return {
      folder,
      dtype,
      downloadedFiles: [],
      skippedFiles: files.map((file) => file.path),
      downloadedBytes: 0,
      warnings: [],
    };
  }
  const hubUrl = resolveHubUrl(options.hubUrl);
  const token = resolveHubToken(options.token);
  const previous = await readManifest(folder);
  const recorded = new Map((previous?.files ?? []).map((file) => [file.path, file]));
  const manifest: InstallManifest = {
    id: entry.id,
    repository: entry.repository,
    revision: entry.revision,
    dtype,
    files: [],
  };
  const tokenOrigin = new URL(hubUrl).origin;
  const result: PullResult = {
    folder,
    dtype,
    downloadedFiles: [],
    skippedFiles: [],
    downloadedBytes: 0,
    warnings: [],
  };
  if (token !== undefined && !mayReceiveToken(hubUrl, tokenOrigin)) {
    result.warnings.push({
      type: 'unsupported',
      feature: 'token',
      details: `The hub URL ${tokenOrigin} is not https: the access token was not sent.`,
    });
  }
  for (const [fileIndex, file] of files.entries()) {
    throwIfAborted(options.abortSignal);
    const report = (receivedBytes: number, totalBytes: number | null, done: boolean): void =>
      options.onProgress?.({
        file: file.path,
        fileIndex,
        fileCount: files.length,
        receivedBytes,
        totalBytes,
        done,
      });
    if (intact.has(file.path)) {
      const location = modelFilePath(folder, file.path);
      const known = recorded.get(file.path) ?? {
        path: file.path,
        size: (await stat(location)).size,
        sha256: await sha256File(location),
      };
      manifest.files.push(known);
      result.skippedFiles.push(file.path);
      report(known.size, known.size, true);
      continue;
    }
    const destination = modelFilePath(folder, file.path);
    // Symbolic links followed: nothing is written outside the models directory.
    await assertRealPathInside(options.modelsDirectory, destination);
    const downloaded = await downloadFile({
      url: hubFileUrl(hubUrl, entry.repository, entry.revision, file.path),
      destination,
      expectedSize: file.size,
      expectedSha256: file.sha256,
      onProgress: ({ receivedBytes, totalBytes }) => report(receivedBytes, totalBytes, false),
      ...(token === undefined ? {} : { token, tokenOrigin }),
      ...(options.abortSignal ? { abortSignal: options.abortSignal } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    result.downloadedBytes += downloaded.size - downloaded.resumedBytes;
    result.downloadedFiles.push(file.path);
    manifest.files.push({ path: file.path, size: downloaded.size, sha256: downloaded.sha256 });
    report(downloaded.size, downloaded.size, true);
  }
  await assertRealPathInside(options.modelsDirectory, folder);
  await writeManifest(folder, manifest);
  return result;
}
