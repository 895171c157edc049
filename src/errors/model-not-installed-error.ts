/**
 * Thrown when a model folder or one of its files is missing from the local models folder.
 * The message names the model and the exact command that installs it.
 *
 * @example
 * ```ts
 * import { ModelNotInstalledError } from 'langproc';
 * if (ModelNotInstalledError.isInstance(error)) console.error(error.pullCommand);
 * // langproc models pull nllb-200-distilled-600M
 * ```
 */
import { hasCode, LangprocError } from './langproc-error.js';

/** A model that is needed is not in the local models folder. */
export class ModelNotInstalledError extends LangprocError {
  /** Catalog id (or hub repository) of the missing model. */
  readonly modelId: string;
  /** The command that installs it. */
  readonly pullCommand: string;

  constructor(options: { modelId: string; missingPath?: string; modelsDirectory?: string; cause?: unknown }) {
    const pullCommand = `langproc models pull ${options.modelId}`;
    const where = options.missingPath === undefined ? '' : ` (looked for ${options.missingPath})`;
    super('model_not_installed', {
      message: `Model "${options.modelId}" is not installed${where}. Install it with: ${pullCommand}`,
      details: {
        modelId: options.modelId,
        pullCommand,
        ...(options.missingPath === undefined ? {} : { missingPath: options.missingPath }),
        ...(options.modelsDirectory === undefined ? {} : { modelsDirectory: options.modelsDirectory }),
      },
      cause: options.cause,
    });
    this.name = 'ModelNotInstalledError';
    this.modelId = options.modelId;
    this.pullCommand = pullCommand;
  }

  static override isInstance(error: unknown): error is ModelNotInstalledError {
    return hasCode(error, 'model_not_installed');
  }
}
