/**
 * The load-once, dispose-once life cycle shared by the transformers.js pipeline backends
 * (speech, transcription): the repository a backend loads, resolved without guessing, and a
 * lazy, memoised load through {@link loadFromModelsDirectory} that forgets a failed attempt so
 * the next call retries.
 *
 * @example
 * ```ts
 * const repository = resolveRepository({ model: 'mms-tts-hau', repository: 'facebook/mms-tts-hau', task: 'speech' });
 * const loader = createPipelineLoader<TextToAudioPipeline>({
 *   task: 'text-to-speech',
 *   modelsDirectory: './models',
 *   model: 'mms-tts-hau',
 *   repository,
 *   dtype: 'fp32',
 * });
 * const synthesizer = await loader.load(); // loads once
 * await loader.dispose();
 * ```
 */
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import { loadFromModelsDirectory, type ModelLocation } from './environment.js';
import type { TransformersLibrary } from './transformers-library.js';

/** A pipeline loaded lazily, at most once at a time. */
export interface PipelineLoader<T> {
  /** Loads the pipeline on the first call; later calls share the same promise. */
  load(): Promise<T>;
  /** Loads the pipeline now (fails fast when the model is missing) without returning it. */
  preload(): Promise<void>;
  /** Releases a loaded pipeline; the next {@link PipelineLoader.load} loads it again. */
  dispose(): Promise<void>;
}

/** What {@link resolveRepository} needs. */
export interface RepositoryRequest {
  /** The catalog id or repository path the caller gave as `model`. */
  model: string;
  /** The repository path the caller gave, usually the catalog entry's `repository`. */
  repository: string | undefined;
  /** The backend kind, for the error message (`speech`, `transcription`). */
  task: string;
}

/**
 * The repository path to load: `repository` when given, else `model` when it is a path
 * (`org/name`). A bare catalog id without a repository is an {@link InvalidInputError} naming
 * the `repository` option: backends do not read the catalog, and guessing an organisation would
 * load the wrong folder.
 */
export function resolveRepository(request: RepositoryRequest): string {
  if (request.repository !== undefined) return request.repository;
  if (request.model.includes('/')) return request.model;
  throw new InvalidInputError({
    message: `The ${request.task} model ${JSON.stringify(request.model)} is not a repository path. Pass the \`repository\` option (the catalog entry's repository, e.g. getCatalogEntry(id).repository) or a model path such as org/name.`,
    details: { field: 'repository' },
  });
}

/** Options of {@link createPipelineLoader}. */
export interface PipelineLoaderOptions {
  /** The transformers.js pipeline task. */
  task: 'text-to-speech' | 'automatic-speech-recognition';
  /** Root folder holding `<org>/<name>/` model folders. */
  modelsDirectory: string;
  /** Catalog id (or path) for error messages and the pull command. */
  model: string;
  /** Repository path under the models folder (see {@link resolveRepository}). */
  repository: string;
  /** Weight precision. */
  dtype: 'fp32' | 'q8';
  /**
   * Threads ONNX Runtime uses inside one operator (`intraOpNumThreads`).
   * @default ONNX Runtime's choice (one per physical core)
   */
  threads?: number;
  /**
   * Allow downloads from the hub at load time.
   * @default false
   */
  allowRemoteModels?: boolean;
}

/** The options transformers.js's `pipeline()` gets: CPU, the dtype, and ONNX Runtime's threads when set. */
export function pipelineOptions(options: Pick<PipelineLoaderOptions, 'dtype' | 'threads'>): {
  dtype: 'fp32' | 'q8';
  device: 'cpu';
  session_options?: { intraOpNumThreads: number };
} {
  return {
    dtype: options.dtype,
    device: 'cpu',
    ...(options.threads === undefined ? {} : { session_options: { intraOpNumThreads: options.threads } }),
  };
}

/** A lazy, memoised CPU pipeline loader, run inside {@link loadFromModelsDirectory}. */
export function createPipelineLoader<T extends { dispose(): Promise<unknown> }>(
  options: PipelineLoaderOptions,
): PipelineLoader<T> {
  const location: ModelLocation = {
    modelsDirectory: options.modelsDirectory,
    modelId: options.model,
    repository: options.repository,
    allowRemoteModels: options.allowRemoteModels,
  };
  const create = async ({ pipeline }: TransformersLibrary): Promise<T> =>
    (await pipeline(options.task, options.repository, pipelineOptions(options))) as unknown as T;
  let loading: Promise<T> | undefined;
  const load = (): Promise<T> => {
    loading ??= loadFromModelsDirectory(location, create).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    load,
    async preload() {
      await load();
    },
    async dispose() {
      const loaded = loading;
      loading = undefined;
      if (loaded) await (await loaded).dispose();
    },
  };
}
