// scripts/browser-crash.mjs: which failed element-test files `npm run test:browser` runs once more. Only a file
// whose browser crashed with no test failed, and only when nothing else failed in the run.
import { describe, expect, it } from 'vitest';
import { type SessionLike, type SuiteLike, crashedOnly, filesToRunAgain, outcomeOf } from '@scripts/browser-crash.mjs';

const suite = (tests: { passed: boolean; skipped?: boolean }[], suites: SuiteLike[] = []): SuiteLike => ({
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
      { browser: 'webkit', file: '/repo/tests/element/hexone/frameworks.test.ts' },
      { browser: 'firefox', file: '/repo/a.test.ts' },
    ]);
    const failedTest = session({ browser: { name: 'Chromium' }, testResults: suite([{ passed: false }]) });
    expect(filesToRunAgain(outcomeOf([crashedWebKit, failedTest]))).toEqual([]);
  });

  it('runs nothing again for a browser that crashes on many files, or an outcome that cannot be read', () => {
    const many = [1, 2, 3, 4].map((n) => session({ testFile: `/repo/${n}.test.ts` }));
    expect(filesToRunAgain(outcomeOf(many))).toEqual([]);
    for (const bad of [null, undefined, 3, 'x', {}, { crashed: 'x', otherFailures: 0 }, { crashed: [], otherFailures: 0 }]) {
      expect(filesToRunAgain(bad)).toEqual([]);
    }
  });
});
