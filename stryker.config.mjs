// `npm run mutation`: StrykerJS changes the rules, the scoring and the machines of both engines one small edit at a
// time (a `<` for a `<=`, a condition forced true, a block emptied…) and runs the vitest tests that cover each edit:
// a change no test notices ("survived") is behaviour the tests do not pin. Not part of `npm test` (tens of minutes on
// two cores); the score of the last run and what each survivor means are in docs/mutation.md.
//
//   npm run mutation                                         # both engines
//   npm run mutation -- --mutate engine/hexone/machine.ts    # one file (any of those below)
//
// The HTML report lands in reports/mutation/ (not committed).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The tests that state the rules (tests/mutation/vitest.config.ts says which, and why not the property tests).
  // related: false because vitest cannot follow tsconfig's @engine/* aliases back to the mutated file.
  vitest: { configFile: 'tests/mutation/vitest.config.ts', related: false },
  mutate: [
    // Hexone: the rules once on the fast board, the immutable API over it, the machine of a turn.
    'engine/hexone/board.ts',
    'engine/hexone/rules.ts',
    'engine/hexone/machine.ts',
    // Hexa-dominos: rules and scoring (rules.ts; table.ts is the scoring on the fast grid), the machine and what it
    // refuses and why (machine-events.ts).
    'engine/hexadominos/rules.ts',
    'engine/hexadominos/table.ts',
    'engine/hexadominos/machine.ts',
    'engine/hexadominos/machine-events.ts',
  ],
  // Each mutant runs only the tests that reached its code.
  coverageAnalysis: 'perTest',
  // Two shared cores.
  concurrency: 2,
  // The copy Stryker works in needs only what these tests read.
  ignorePatterns: ['dist', 'site', 'docs', 'reports', '.astro', 'tests/element', 'tests/site', 'tests/package'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  // Not under node_modules/: Vite reads no tsconfig paths for files there.
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // A mutant that loops (a loop bound changed) is stopped and counted as detected ("timeout").
  timeoutMS: 10_000,
};
