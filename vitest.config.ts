import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Node-side tests only (engine, machine, solver, bot, data files). Browser tests of the element
// run under @web/test-runner (tests/element/), end-to-end tests of the site under Playwright (tests/site/).
export default defineConfig({
  // tsconfig.json's aliases (@engine/*, @components/*, @site/*, @tests/*, @scripts/*), as Astro reads them.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    testTimeout: 60_000,
    // One test file per core. Vitest's default keeps a core for itself, which on a 2-core machine runs the files one at
    // a time: the main process does little while they run (137 s → 86 s here, docs/contributing.md).
    maxWorkers: availableParallelism(),
  },
});
