import { defineConfig } from 'vitest/config';

// The vitest tests StrykerJS runs against each mutant of the engines' rules, scoring and machines (stryker.config.mjs):
// both games' rules and machine tests, their conformance cases, Hexa-dominos' matches and its fast grid checked against
// the plain rules, both machines' can()-against-send property (about 5 s each: the machines' refusals are what it
// pins), Hexa-dominos' hostile events and Hexone's generated untrusted input (about 7 s: it reaches the immutable API's
// guards for states it cannot read, which no example does). The property tests over thousands of random games
// (tests/unit/*/properties.test.ts, about a minute) are left out: each mutant runs every test that reaches its code, and a random game reaches nearly all of it, so
// they would multiply the run by ten. What survives here is therefore behaviour no stated example pins, which is what
// docs/mutation.md lists.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'tests/unit/hexone/rules.test.ts',
      'tests/unit/hexone/rules-tiles-and-refusals.test.ts',
      'tests/unit/hexone/machine.test.ts',
      'tests/unit/hexone/machine-can.test.ts',
      'tests/unit/hexone/conformance.test.ts',
      'tests/unit/hexone/untrusted-input.test.ts',
      'tests/unit/hexadominos/rules.test.ts',
      'tests/unit/hexadominos/machine.test.ts',
      'tests/unit/hexadominos/machine-can.test.ts',
      'tests/unit/hexadominos/machine-refusals.test.ts',
      'tests/unit/hexadominos/hostile-input.test.ts',
      'tests/unit/hexadominos/conformance.test.ts',
      'tests/unit/hexadominos/match.test.ts',
      'tests/unit/hexadominos/fast-table.test.ts',
      'tests/unit/hexadominos/bonus.test.ts',
      'tests/unit/hexadominos/rules-answers.test.ts',
    ],
    testTimeout: 60_000,
  },
});
