import { configDefaults, defineConfig } from 'vitest/config';

/** The real-model tier (test/real-models) runs only through vitest.real-models.config.ts. */
export const REAL_MODEL_TESTS = 'test/real-models/**';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'backends/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, REAL_MODEL_TESTS],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // each test file's os.tmpdir() is a folder of its own, removed after the file (no leftovers)
    setupFiles: ['test/setup/temporary-directory.ts'],
  },
});
