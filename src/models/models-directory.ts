/**
 * Where models live on disk. The models directory holds one folder per hub repository
 * (`<directory>/<org>/<name>/`), the layout transformers.js loads offline.
 *
 * Resolution order: the explicit option, then the `LANGPROC_MODELS_DIR` environment variable,
 * then `$XDG_CACHE_HOME/langproc/models`, then `~/.cache/langproc/models`.
 *
 * @example
 * ```ts
 * resolveModelsDirectory(); // '/home/ada/.cache/langproc/models'
 * resolveModelsDirectory('./models'); // '/srv/app/models'
 * ```
 */
import { homedir } from 'node:os';
import path from 'node:path';

/** The environment variable that sets the models directory. */
export const MODELS_DIRECTORY_VARIABLE = 'LANGPROC_MODELS_DIR';

/** The absolute models directory for `option` (see the module comment for the order). */
export function resolveModelsDirectory(
  option?: string,
  environment: NodeJS.ProcessEnv = process.env,
): string {
  if (option !== undefined && option !== '') return path.resolve(option);
  const fromEnvironment = environment[MODELS_DIRECTORY_VARIABLE];
  if (fromEnvironment !== undefined && fromEnvironment !== '') return path.resolve(fromEnvironment);
  const cache = environment.XDG_CACHE_HOME;
  const cacheRoot = cache !== undefined && cache !== '' ? cache : path.join(homedir(), '.cache');
  return path.resolve(cacheRoot, 'langproc', 'models');
}
