/**
 * Confines transformers.js's mutable global `env` to this backend family: every load goes
 * through {@link loadFromModelsDirectory}, which points `env.localModelPath` at the caller's
 * models folder, turns remote loading off (unless explicitly allowed), and serialises loads so
 * two backends with different folders never race on the global. A missing file becomes a
 * {@link ModelNotInstalledError} naming the model and the pull command.
 *
 * @example
 * ```ts
 * const model = await loadFromModelsDirectory(
 *   { modelsDirectory: '/srv/models', modelId: 'nllb-200-distilled-600M' },
 *   () => AutoModelForSeq2SeqLM.from_pretrained('Xenova/nllb-200-distilled-600M', { dtype: 'q8' }),
 * );
 * ```
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ModelNotInstalledError } from '../../src/errors/model-not-installed-error.js';
import { loadTransformers, type TransformersLibrary } from './transformers-library.js';

/** Where and how a model is loaded. */
export interface ModelLocation {
  /** Root folder holding `<org>/<name>/` model folders. */
  modelsDirectory: string;
  /** Catalog id used in error messages and the pull command. */
  modelId: string;
  /** Repository path under the models folder, e.g. `Xenova/nllb-200-distilled-600M`. */
  repository?: string;
  /**
   * Allow downloads from the hub at load time. Off by default: langproc is offline unless asked.
   * @default false
   */
  allowRemoteModels?: boolean;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `load` with transformers.js configured for `location`, one load at a time. */
export function loadFromModelsDirectory<T>(
  location: ModelLocation,
  load: (library: TransformersLibrary) => Promise<T>,
): Promise<T> {
  const run = async (): Promise<T> => {
    const root = path.resolve(location.modelsDirectory);
    if (location.repository !== undefined && location.allowRemoteModels !== true) {
      const folder = path.join(root, location.repository);
      if (!existsSync(path.join(folder, 'config.json'))) {
        throw new ModelNotInstalledError({
          modelId: location.modelId,
          missingPath: path.join(folder, 'config.json'),
          modelsDirectory: root,
        });
      }
    }
    const library = await loadTransformers();
    const { env } = library;
    env.localModelPath = root.endsWith(path.sep) ? root : root + path.sep;
    env.allowLocalModels = true;
    env.allowRemoteModels = location.allowRemoteModels === true;
    try {
      return await load(library);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const missing =
        /not found locally at "([^"]+)"/u.exec(message) ?? /Could not locate file: "([^"]+)"/u.exec(message);
      if (missing) {
        throw new ModelNotInstalledError({
          modelId: location.modelId,
          missingPath: missing[1],
          modelsDirectory: root,
          cause: error,
        });
      }
      throw error;
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
