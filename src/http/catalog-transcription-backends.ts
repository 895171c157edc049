/**
 * The transformers.js transcription backends of catalog models, one per models directory and
 * model, created on first use and kept (a loaded model is expensive). Used on the event loop by
 * the default services and on the transcription thread.
 *
 * @example
 * ```ts
 * const backend = catalogTranscriptionBackend('/models', 'whisper-base');
 * ```
 */
import { createTransformersTranscriptionBackend } from '../../backends/transformers/index.js';
import type { TranscriptionBackendV1 } from '../backend-interfaces/transcription-backend.js';
import { getCatalogEntry } from '../models/catalog.js';

const backends = new Map<string, TranscriptionBackendV1>();

/** The backend of catalog model `modelId` in `modelsDirectory`, created once. */
export function catalogTranscriptionBackend(
  modelsDirectory: string,
  modelId: string,
): TranscriptionBackendV1 {
  const key = `${modelsDirectory}\u0000${modelId}`;
  let backend = backends.get(key);
  if (backend === undefined) {
    backend = createTransformersTranscriptionBackend({
      modelsDirectory,
      model: modelId,
      repository: getCatalogEntry(modelId).repository,
    });
    backends.set(key, backend);
  }
  return backend;
}
