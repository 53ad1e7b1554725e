import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Node resolves `graphql` to its CommonJS build for Apollo and graphql-tools; vite would give
    // our sources the .mjs build, and graphql refuses types from "another realm". One instance.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file gets its own database cloned from the migrated template, so files run in parallel.
    fileParallelism: true,
    // vitest's default is one worker fewer than the cores: one on CI's 2 cores, so files ran one
    // after another. Most of the slow files wait (child processes, restarts, timers) rather than
    // compute, so three at a time overlap the waits (README.md, "Test it").
    maxWorkers: 3,
    env: { LOG_LEVEL: 'silent' },
  },
});
