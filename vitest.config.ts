import { defineConfig } from 'vitest/config';

// Node-side tests only (engine, machine, solver, bot, data files). Browser tests of the element
// run under @web/test-runner (tests/element/), end-to-end tests of the site under Playwright (tests/site/).
export default defineConfig({
  // tsconfig.json's aliases (@engine/*, @components/*, @site/*, @tests/*, @scripts/*), as Astro reads them.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
