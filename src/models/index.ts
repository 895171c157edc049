/**
 * The model catalog and the local models directory (pull, verify, remove).
 * The `langproc/models` subpath; the root entry re-exports the everyday part.
 *
 * @example
 * ```ts
 * import { defaultModelFor, hubFileUrl, pullModel, resolveModelsDirectory } from 'langproc/models';
 * ```
 */
export * from './catalog.js';
export * from './catalog-schema.js';
export * from './download-file.js';
export * from './export-command.js';
export * from './hub-settings.js';
export * from './model-files.js';
export * from './models-directory.js';
export * from './path-inside.js';
export * from './pull-model.js';
export * from './remove-model.js';
export * from './repository-id.js';
export * from './verify-model.js';
