/**
 * Removes an installed model's folder (`<modelsDirectory>/<org>/<name>`), and the organisation
 * folder when it is left empty. The folder is checked to be inside the models directory first,
 * symbolic links followed (InvalidInputError otherwise): nothing outside it is ever deleted.
 *
 * @example
 * ```ts
 * await removeModel({ entry: getCatalogEntry('whisper-small'), modelsDirectory }); // true when something was removed
 * ```
 */
import { existsSync } from 'node:fs';
import { readdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogEntry } from './catalog-schema.js';
import { modelFolder } from './model-files.js';
import { assertRealPathInside } from './path-inside.js';

/** Options of {@link removeModel}. */
export interface RemoveModelOptions {
  entry: CatalogEntry;
  modelsDirectory: string;
}

/** Removes the model; resolves `false` when it was not installed. */
export async function removeModel(options: RemoveModelOptions): Promise<boolean> {
  const folder = modelFolder(options.entry, options.modelsDirectory);
  if (!existsSync(folder)) return false;
  await assertRealPathInside(options.modelsDirectory, folder);
  await rm(folder, { recursive: true, force: true });
  const parent = path.dirname(folder);
  if (parent !== path.resolve(options.modelsDirectory) && (await readdir(parent)).length === 0)
    await rmdir(parent);
  return true;
}
