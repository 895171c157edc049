/**
 * Which files of a catalog model one dtype needs, where the model lives in the models directory,
 * and the install manifest `pull` writes beside the files (`.langproc-manifest.json`: the size
 * and SHA-256 of every file as downloaded, so `verify` can check files the catalog has no
 * checksum for).
 *
 * @example
 * ```ts
 * filesFor(getCatalogEntry('whisper-base'), 'q8').map((file) => file.path);
 * // ['config.json', ..., 'onnx/encoder_model_quantized.onnx', 'onnx/decoder_model_merged_quantized.onnx']
 * ```
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import type { CatalogEntry, CatalogFile, ModelDtype } from './catalog-schema.js';
import { resolveInside } from './path-inside.js';
import { isRepositoryFilePath, isRepositoryId } from './repository-id.js';

/** Name of the manifest file in a model folder. */
export const MANIFEST_FILE = '.langproc-manifest.json';

/** What `pull` recorded about an installed model. */
export interface InstallManifest {
  id: string;
  repository: string;
  revision: string;
  dtype: ModelDtype;
  files: Array<{ path: string; size: number; sha256: string }>;
}

/** The files `dtype` needs (shared files plus that dtype's weights). */
export function filesFor(entry: CatalogEntry, dtype: ModelDtype = entry.defaultDtype): CatalogFile[] {
  if (!entry.dtypes.includes(dtype)) {
    throw new InvalidInputError({
      message: `Model ${entry.id} has no ${dtype} weights. Expected one of: ${entry.dtypes.join(', ')}.`,
    });
  }
  return entry.files.filter((file) => file.dtype === undefined || file.dtype === dtype);
}

/**
 * The model's folder: `<modelsDirectory>/<org>/<name>`. Throws InvalidInputError when the
 * repository is not a valid hub id or the folder would not be inside `modelsDirectory`.
 */
export function modelFolder(entry: CatalogEntry, modelsDirectory: string): string {
  if (!isRepositoryId(entry.repository)) {
    throw new InvalidInputError({
      message: `Model ${entry.id}: ${JSON.stringify(entry.repository)} is not a hub repository id <owner>/<name>.`,
      details: { modelId: entry.id },
    });
  }
  return resolveInside(modelsDirectory, ...entry.repository.split('/'));
}

/**
 * Where a repository file lives in the model's folder. Throws InvalidInputError when `filePath`
 * is not a valid relative path or would leave the folder.
 */
export function modelFilePath(folder: string, filePath: string): string {
  if (!isRepositoryFilePath(filePath)) {
    throw new InvalidInputError({
      message: `${JSON.stringify(filePath)} is not a relative file path of a repository.`,
    });
  }
  return resolveInside(folder, ...filePath.split('/'));
}

/** The dtypes whose files are all present (ignores integrity; see `verifyModel`). */
export function installedDtypes(entry: CatalogEntry, modelsDirectory: string): ModelDtype[] {
  const folder = modelFolder(entry, modelsDirectory);
  return entry.dtypes.filter((dtype) =>
    filesFor(entry, dtype).every((file) => existsSync(modelFilePath(folder, file.path))),
  );
}

/** The manifest of an installed model, or `undefined`. */
export async function readManifest(folder: string): Promise<InstallManifest | undefined> {
  try {
    return JSON.parse(await readFile(path.join(folder, MANIFEST_FILE), 'utf8')) as InstallManifest;
  } catch {
    return undefined;
  }
}

/** Writes the manifest, merging file records of other dtypes already installed. */
export async function writeManifest(folder: string, manifest: InstallManifest): Promise<void> {
  const previous = await readManifest(folder);
  const byPath = new Map((previous?.files ?? []).map((file) => [file.path, file]));
  for (const file of manifest.files) byPath.set(file.path, file);
  const merged = { ...manifest, files: [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path)) };
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(merged, null, 2)}\n`);
}
