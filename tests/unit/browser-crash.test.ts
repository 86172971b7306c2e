// scripts/browser-crash.mjs: which failed element-test files `npm run test:browser` runs once more. Only a file
// whose browser crashed with no test failed, or whose tests only timed out in a browser that crashed in the same run,
// and only when nothing else failed in the run.
import { describe, expect, it } from 'vitest';
import { type SessionLike, type SuiteLike, crashedOnly, filesToRunAgain, outcomeOf, timedOutOnly } from '@scripts/browser-crash.mjs';

const suite = (tests: { passed: boolean; skipped?: boolean; error?: { message?: unknown } }[], suites: SuiteLike[] = []): SuiteLike => ({
  tests: tests.map((t) => ({ skipped: false, ...t })),
  suites,
});
const disconnected = { message: 'Tests were interrupted because the browser disconnected.' };
// What the WebDriver launcher adds when it then closes the dead window: an Error named after the WebDriver code.
const deadWindow = Object.assign(new Error('WebDriverError: invalid session id when running "execute/sync" with method "POST"'), {
  name: 'invalid session id',
});

const session = (overrides: Partial<SessionLike>): SessionLike => ({
  passed: false,
  browser: { name: 'MiniBrowser' },
  testFile: '/repo/tests/element/hexone/frameworks.test.ts',
  errors: [disconnected],
  testResults: suite([{ passed: true }]),
  ...overrides,
});

describe('browser crashes in the element tests', () => {
  it('counts a file as crashed when its only errors are the browser going away, with or without the dead-window errors', () => {
    expect(crashedOnly(session({}))).toBe(true);
    expect(crashedOnly(session({ errors: [disconnected, deadWindow] }))).toBe(true);
    // Seen in a local run: WebKit's web process crashed under the fuzz file, and the launcher's next script failed so.
    const unparsed = Object.assign(new Error('WebDriverError: Could not parse script result when running "execute/sync" with method "POST"'), {
      name: 'unknown error',
    });
    expect(crashedOnly(session({ errors: [disconnected, unparsed] }))).toBe(true);
  });

  it('does not count WebDriver errors alone as a crash: the browser must have gone away', () => {
    expect(crashedOnly(session({ errors: [deadWindow] }))).toBe(false);
  });

  it('does not count a file as crashed when a test of it failed, it has other errors, or it has none', () => {
    expect(crashedOnly(session({ testResults: suite([{ passed: true }], [suite([{ passed: false }])]) }))).toBe(false);
    expect(crashedOnly(session({ errors: [disconnected, { message: 'Uncaught TypeError: x is undefined' }] }))).toBe(false);
    expect(crashedOnly(session({ errors: [{ message: 'Tests were interrupted because the page navigated to another origin.' }] }))).toBe(false);
    expect(crashedOnly(session({ errors: [] }))).toBe(false);
    expect(crashedOnly(session({ passed: true }))).toBe(false);
  });

  it('runs crashed files again only when nothing else failed, naming each browser as the script does', () => {
    const crashedWebKit = session({});
    const crashedFirefox = session({ browser: { name: 'Firefox' }, testFile: '/repo/a.test.ts' });
    const passed = session({ passed: true, errors: [] });
    expect(filesToRunAgain(outcomeOf([crashedWebKit, crashedFirefox, passed]))).toEqual([
      { browser: 'webkit', file: '/repo/tests/element/hexone/frameworks.test.ts', reason: 'crashed' },
      { browser: 'firefox', file: '/repo/a.test.ts', reason: 'crashed' },
    ]);
    const failedTest = session({ browser: { name: 'Chromium' }, testResults: suite([{ passed: false }]) });
    expect(filesToRunAgain(outcomeOf([crashedWebKit, failedTest]))).toEqual([]);
  });

  // Mocha's words for a test out of time, as web-test-runner reports them.
  const timeout = {
    message: 'Timeout of 120000ms exceeded. For async tests and hooks, ensure "done()" is called; if returning a Promise, ensure it resolves.',
  };
  const timedOut = (overrides: Partial<SessionLike> = {}) =>
    session({
      testFile: '/repo/tests/element/hexadominos/fuzz.test.ts',
      errors: [],
      testResults: suite([{ passed: true }, { passed: false, error: timeout }]),
      ...overrides,
    });

  it('counts a file as timed out only when every failed test of it ran out of time and it has no error of its own', () => {
    expect(timedOutOnly(timedOut())).toBe(true);
    expect(timedOutOnly(timedOut({ errors: [deadWindow] }))).toBe(true);
    expect(
      timedOutOnly(
        timedOut({
          testResults: suite([
            { passed: false, error: timeout },
            { passed: false, error: { message: 'expected 1 to equal 2' } },
          ]),
        }),
      ),
    ).toBe(false);
    expect(timedOutOnly(timedOut({ testResults: suite([{ passed: false }]) }))).toBe(false);
    expect(timedOutOnly(timedOut({ errors: [{ message: 'Uncaught TypeError: x is undefined' }] }))).toBe(false);
    expect(timedOutOnly(timedOut({ testResults: suite([{ passed: true }]) }))).toBe(false);
    expect(timedOutOnly(timedOut({ passed: true }))).toBe(false);
  });

  it('runs a timed-out file again only beside a crash of its own browser in the same run (seen in CI: WebKit)', () => {
    const crashedWebKit = session({ testFile: '/repo/tests/element/hexone/animation.test.ts' });
    expect(filesToRunAgain(outcomeOf([timedOut(), crashedWebKit]))).toEqual([
      { browser: 'webkit', file: '/repo/tests/element/hexadominos/fuzz.test.ts', reason: 'timed out' },
      { browser: 'webkit', file: '/repo/tests/element/hexone/animation.test.ts', reason: 'crashed' },
    ]);
    // No crash in the run, or only in another browser: a timeout is a failure like any other.
    expect(filesToRunAgain(outcomeOf([timedOut()]))).toEqual([]);
    expect(filesToRunAgain(outcomeOf([timedOut(), session({ browser: { name: 'Firefox' } })]))).toEqual([]);
  });

  it('runs nothing again for a browser that crashes on many files, or an outcome that cannot be read', () => {
    const many = [1, 2, 3, 4].map((n) => session({ testFile: `/repo/${n}.test.ts` }));
    expect(filesToRunAgain(outcomeOf(many))).toEqual([]);
    for (const bad of [null, undefined, 3, 'x', {}, { crashed: 'x', otherFailures: 0 }, { crashed: [], otherFailures: 0 }]) {
      expect(filesToRunAgain(bad)).toEqual([]);
    }
  });
});
