/**
 * Test fixture: the tiny random Whisper model of `test/fixtures/models`, loaded offline as a
 * transformers.js speech recognition pipeline (q8, CPU), the way the transformers backend loads
 * a model from a models folder.
 *
 * @example
 * ```ts
 * let recognizer: AutomaticSpeechRecognitionPipeline;
 * beforeAll(async () => {
 *   recognizer = await loadTinyRandomWhisper();
 * });
 * afterAll(async () => recognizer?.dispose());
 * ```
 */
import { type AutomaticSpeechRecognitionPipeline, pipeline } from '@huggingface/transformers';
import { loadFromModelsDirectory } from '../../backends/transformers/environment.js';

/** The models folder of the test fixtures. */
export const FIXTURE_MODELS_DIRECTORY = new URL('../fixtures/models', import.meta.url).pathname;

/** Id of the tiny random Whisper model in {@link FIXTURE_MODELS_DIRECTORY}. */
export const TINY_RANDOM_WHISPER = 'langproc-fixtures/tiny-random-whisper';

/** Loads {@link TINY_RANDOM_WHISPER} from {@link FIXTURE_MODELS_DIRECTORY}; dispose it after. */
export async function loadTinyRandomWhisper(): Promise<AutomaticSpeechRecognitionPipeline> {
  return loadFromModelsDirectory(
    {
      modelsDirectory: FIXTURE_MODELS_DIRECTORY,
      modelId: TINY_RANDOM_WHISPER,
      repository: TINY_RANDOM_WHISPER,
    },
    async () =>
      (await pipeline('automatic-speech-recognition', TINY_RANDOM_WHISPER, {
        dtype: 'q8',
        device: 'cpu',
      })) as AutomaticSpeechRecognitionPipeline,
  );
}
