/**
 * The real-model test tier: `npm run test:real-models` runs test/real-models/**\/*.test.ts against
 * the folders that `scripts/real-models/build.sh <dir>` builds, read from LANGPROC_REAL_MODELS_DIR
 * (there is no default: without it, every file skips with one line saying so).
 *
 * @example
 * ```sh
 * LANGPROC_REAL_MODELS_DIR="$(scripts/real-models/build.sh ~/models-real | tail -n 1)" npm run test:real-models
 * ```
 */
import { defineConfig } from 'vitest/config';

/** Real models are slow on 2 cores: one file at a time, generous limits. */
export const REAL_MODEL_TEST_TIMEOUT_MILLISECONDS = 600_000;

export default defineConfig({
  test: {
    include: ['test/real-models/**/*.test.ts'],
    testTimeout: REAL_MODEL_TEST_TIMEOUT_MILLISECONDS,
    hookTimeout: REAL_MODEL_TEST_TIMEOUT_MILLISECONDS,
    pool: 'forks',
    fileParallelism: false,
    globalSetup: ['test/real-models/global-setup.ts'],
  },
});
