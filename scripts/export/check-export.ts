/**
 * Loads a model folder written by export_mms_tts.py through the project's transformers.js VITS
 * backend and synthesizes a sentence with both dtypes: proof that the export is loadable.
 * Not part of `npm test` (it needs Python to produce the folder); see scripts/export/README.md.
 *
 * @example
 * ```sh
 * npx tsx scripts/export/check-export.ts /tmp/models local/tiny-vits Hausa
 * ```
 */
import { createTransformersSpeechBackend } from '../../backends/transformers/speech-backend.js';
import { getLanguage } from '../../src/languages.js';
import { synthesize } from '../../src/speech/synthesize.js';

const [modelsDirectory, repository, languageName = 'Hausa'] = process.argv.slice(2);
if (modelsDirectory === undefined || repository === undefined) {
  process.stderr.write('usage: tsx scripts/export/check-export.ts <models-dir> <org/name> [language]\n');
  process.exit(2);
}
const language = getLanguage(languageName).name;
for (const dtype of ['fp32', 'q8'] as const) {
  const backend = createTransformersSpeechBackend({
    modelsDirectory,
    model: repository,
    repository,
    language,
    dtype,
  });
  try {
    const result = await synthesize({ text: 'Sannu da zuwa. Ina kwana?', language, backend });
    const riff = Buffer.from(result.audio.subarray(0, 4)).toString('ascii');
    if (riff !== 'RIFF' || !(result.durationSeconds > 0)) {
      throw new Error(`${dtype}: unexpected output (${riff}, ${result.durationSeconds} s)`);
    }
    process.stdout.write(
      `${dtype}: ok, ${result.audio.byteLength} bytes of WAV, ${result.durationSeconds.toFixed(3)} s at ${result.sampleRate} Hz (${result.modelName})\n`,
    );
  } finally {
    await backend.dispose();
  }
}
