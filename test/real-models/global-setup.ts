/**
 * Says once, in one line, whether the real-model tier has models to run on. The test files skip
 * themselves (describe.skipIf) when LANGPROC_REAL_MODELS_DIR does not hold their folders.
 */
export default function setup(): void {
  const directory = process.env.LANGPROC_REAL_MODELS_DIR ?? '';
  if (directory === '') {
    console.log(
      'real-model tests skipped: LANGPROC_REAL_MODELS_DIR is not set (build the folders with scripts/real-models/build.sh <dir>).',
    );
  }
}
