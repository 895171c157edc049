/**
 * transformers.js (`@huggingface/transformers`, which brings `onnxruntime-node`) is an optional
 * peer dependency of langproc: importing `langproc/transformers` does not load it; the first model
 * load does ({@link loadTransformers}, called by `loadFromModelsDirectory`), and a missing package
 * fails with PackageNotInstalledError naming `npm install @huggingface/transformers`. Code that
 * runs after a load reads the module with {@link loadedTransformers}.
 *
 * @example
 * ```ts
 * const { AutoTokenizer } = await loadTransformers();
 * const { Tensor } = loadedTransformers(); // after a load
 * ```
 */
import { importOptionalPackage, type OptionalPackage } from '../../src/util/optional-package.js';

/** The transformers.js module. */
export type TransformersLibrary = typeof import('@huggingface/transformers');

/** What PackageNotInstalledError says when transformers.js is missing. */
export const TRANSFORMERS_PACKAGE: OptionalPackage = {
  packageName: '@huggingface/transformers',
  feature: 'running models (translation, transcription, MMS voices, NER) through transformers.js',
};

let loading: Promise<TransformersLibrary> | undefined;
let loaded: TransformersLibrary | undefined;

/** Imports transformers.js once; PackageNotInstalledError when it is not installed. */
export function loadTransformers(
  load: () => Promise<TransformersLibrary> = () => import('@huggingface/transformers'),
): Promise<TransformersLibrary> {
  loading ??= importOptionalPackage(TRANSFORMERS_PACKAGE, load).then(
    (library) => {
      loaded = library;
      return library;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** transformers.js, for code that runs after {@link loadTransformers} resolved (a model is loaded). */
export function loadedTransformers(): TransformersLibrary {
  if (loaded === undefined) throw new Error('transformers.js is used before loadTransformers() resolved.');
  return loaded;
}
