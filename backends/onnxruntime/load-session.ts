/**
 * Opens an ONNX Runtime session on a model file inside the models folder, turning a missing file
 * into `ModelNotInstalledError` with the exact path looked for and the command that installs it.
 *
 * @example
 * ```ts
 * const session = await loadSession({ modelsDirectory: './models', repository: 'onnx-community/silero-vad', file: 'onnx/model.onnx', modelId: 'silero-vad' });
 * ```
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { InferenceSession } from 'onnxruntime-node';
import { ModelNotInstalledError } from '../../src/errors/model-not-installed-error.js';
import { importOptionalPackage, type OptionalPackage } from '../../src/util/optional-package.js';

/** The onnxruntime-node module (an optional peer dependency, imported on the first session). */
export type OnnxRuntime = typeof import('onnxruntime-node');

/** What PackageNotInstalledError says when onnxruntime-node is missing. */
export const ONNXRUNTIME_PACKAGE: OptionalPackage = {
  packageName: 'onnxruntime-node',
  feature: 'running ONNX models directly (Kokoro voices, Silero VAD)',
};

let loading: Promise<OnnxRuntime> | undefined;
let loaded: OnnxRuntime | undefined;

/** Imports onnxruntime-node once; PackageNotInstalledError when it is not installed. */
export function loadOnnxRuntime(): Promise<OnnxRuntime> {
  loading ??= importOptionalPackage(ONNXRUNTIME_PACKAGE, () => import('onnxruntime-node')).then(
    (runtime) => {
      loaded = runtime;
      return runtime;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** onnxruntime-node, for code that runs after a session was loaded. */
export function loadedOnnxRuntime(): OnnxRuntime {
  if (loaded === undefined) throw new Error('onnxruntime-node is used before loadOnnxRuntime() resolved.');
  return loaded;
}

/** Options of {@link loadSession}. */
export interface LoadSessionOptions {
  modelsDirectory: string;
  /** Folder of the model under the models folder, e.g. `onnx-community/silero-vad`. */
  repository: string;
  /** File inside the model folder, e.g. `onnx/model.onnx`. */
  file: string;
  /** Catalog id named in the install command, e.g. `silero-vad`. */
  modelId: string;
  /**
   * Threads ONNX Runtime uses inside one operator.
   * @default ONNX Runtime's choice (one per physical core)
   */
  threads?: number;
}

/** Resolves `<modelsDirectory>/<repository>/<file>`, failing with ModelNotInstalledError when absent. */
export async function resolveModelFile(options: Omit<LoadSessionOptions, 'threads'>): Promise<string> {
  const file = path.join(path.resolve(options.modelsDirectory), options.repository, options.file);
  try {
    await access(file);
  } catch (error) {
    throw new ModelNotInstalledError({
      modelId: options.modelId,
      missingPath: file,
      modelsDirectory: options.modelsDirectory,
      cause: error,
    });
  }
  return file;
}

/** A CPU inference session on the model file. */
export async function loadSession(options: LoadSessionOptions): Promise<InferenceSession> {
  const file = await resolveModelFile(options);
  const { InferenceSession } = await loadOnnxRuntime();
  return InferenceSession.create(file, {
    executionProviders: ['cpu'],
    ...(options.threads === undefined ? {} : { intraOpNumThreads: options.threads }),
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  });
}
