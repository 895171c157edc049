/**
 * Thrown by `langproc models pull` (and `pullModel`) for a catalog model whose hub repository
 * holds only PyTorch weights: downloading them would not give a model transformers.js can load.
 * The message names the model and the exact local export command to run instead.
 *
 * @example
 * ```ts
 * import { ModelNeedsExportError } from 'langproc';
 * if (ModelNeedsExportError.isInstance(error)) console.error(error.exportCommand);
 * // python3 scripts/export/export_mms_tts.py --repository facebook/mms-tts-hau --models-dir /home/me/.cache/langproc/models
 * ```
 */
import { hasCode, LangprocError } from './langproc-error.js';

/** A catalog model has no ONNX weights on the hub and must be exported locally. */
export class ModelNeedsExportError extends LangprocError {
  /** Catalog id of the model. */
  readonly modelId: string;
  /** The command that exports it into the models directory. */
  readonly exportCommand: string;

  constructor(options: { modelId: string; repository: string; exportCommand: string }) {
    super('model_needs_export', {
      message: `Model "${options.modelId}" cannot be pulled: ${options.repository} has PyTorch weights only, and transformers.js needs ONNX. Export it locally (needs Python and internet) with: ${options.exportCommand}`,
      details: {
        modelId: options.modelId,
        repository: options.repository,
        exportCommand: options.exportCommand,
      },
    });
    this.name = 'ModelNeedsExportError';
    this.modelId = options.modelId;
    this.exportCommand = options.exportCommand;
  }

  static override isInstance(error: unknown): error is ModelNeedsExportError {
    return hasCode(error, 'model_needs_export');
  }
}
