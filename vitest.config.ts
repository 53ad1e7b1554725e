import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file gets its own database cloned from the migrated template, so files run in parallel.
    fileParallelism: true,
    env: { LOG_LEVEL: 'silent' },
  },
});
