import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'backends/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // each test file's os.tmpdir() is a folder of its own, removed after the file (no leftovers)
    setupFiles: ['test/setup/temporary-directory.ts'],
  },
});
