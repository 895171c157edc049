/**
 * Checks an installed model: every file of the dtype is present and matches the catalog's size
 * and SHA-256 where known, else the size and SHA-256 recorded in the install manifest. Never
 * touches the network.
 *
 * @example
 * ```ts
 * const report = await verifyModel({ entry: getCatalogEntry('whisper-base'), modelsDirectory });
 * if (!report.ok) console.table(report.files);
 * ```
 */
import { stat } from 'node:fs/promises';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { assertOptionsObject } from '../util/assert-options.js';
import type { CatalogEntry, ModelDtype } from './catalog-schema.js';
import { sha256File } from './download-file.js';
import { filesFor, modelFilePath, modelFolder, readManifest } from './model-files.js';

/** State of one file. */
/** Throws InvalidInputError unless `options` has a catalog entry and a models directory path. */
export function assertModelTarget(options: unknown, functionName: string): void {
  assertOptionsObject(options, functionName);
  const { entry, modelsDirectory } = options as Record<string, unknown>;
  if (
    typeof entry !== 'object' ||
    entry === null ||
    typeof (entry as Record<string, unknown>).id !== 'string' ||
    typeof (entry as Record<string, unknown>).repository !== 'string'
  ) {
    throw new InvalidInputError({
      message: 'Expected entry to be a catalog entry.',
      details: { field: 'entry' },
    });
  }
  if (typeof modelsDirectory !== 'string' || modelsDirectory.trim() === '') {
    throw new InvalidInputError({
      message: 'Expected modelsDirectory to be a non-empty path.',
      details: { field: 'modelsDirectory' },
    });
  }
}

export type FileCheckStatus = 'ok' | 'missing' | 'size_mismatch' | 'checksum_mismatch';

/** Options of {@link verifyModel}. */
export interface VerifyModelOptions {
  entry: CatalogEntry;
  modelsDirectory: string;
  /** @default the entry's defaultDtype */
  dtype?: ModelDtype;
}

/** The outcome of {@link verifyModel}. */
export interface VerifyReport {
  ok: boolean;
  folder: string;
  files: Array<{ path: string; status: FileCheckStatus; checkedSha256: boolean }>;
}

/** Verifies the files of one model and dtype. */
export async function verifyModel(options: VerifyModelOptions): Promise<VerifyReport> {
  assertModelTarget(options, 'verifyModel');
  const folder = modelFolder(options.entry, options.modelsDirectory);
  const manifest = await readManifest(folder);
  const recorded = new Map((manifest?.files ?? []).map((file) => [file.path, file]));
  const files: VerifyReport['files'] = [];
  for (const file of filesFor(options.entry, options.dtype)) {
    const location = modelFilePath(folder, file.path);
    const expectedSize = file.size ?? recorded.get(file.path)?.size ?? null;
    const expectedSha256 = file.sha256 ?? recorded.get(file.path)?.sha256 ?? null;
    let size: number;
    try {
      size = (await stat(location)).size;
    } catch {
      files.push({ path: file.path, status: 'missing', checkedSha256: false });
      continue;
    }
    if (expectedSize !== null && size !== expectedSize) {
      files.push({ path: file.path, status: 'size_mismatch', checkedSha256: false });
      continue;
    }
    if (expectedSha256 !== null && (await sha256File(location)) !== expectedSha256) {
      files.push({ path: file.path, status: 'checksum_mismatch', checkedSha256: true });
      continue;
    }
    files.push({ path: file.path, status: 'ok', checkedSha256: expectedSha256 !== null });
  }
  return { ok: files.every((file) => file.status === 'ok'), folder, files };
}
