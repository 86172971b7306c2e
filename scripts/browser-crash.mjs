// Telling a browser crash from a failing test, for `npm run test:browser` (scripts/test-browser.mjs) and the
// reporter in web-test-runner.config.mjs.
//
// Once in CI, WebKit's web process died in the middle of a file on an assertion in the system's GL library
// (`GLdispatch.c: DispatchCurrentUnref`): a crash no test causes or can catch, which failed the whole run. A file
// whose browser went away while none of its tests had failed is run once more, alone. So is, in a browser that crashed
// in the same run, a file whose only failures are tests that ran out of time: seen in CI (session 16), a Hexa-dominos
// fuzz test waited 120 s on WebKit's dying web process, which crashed under the next file. Nothing else ever is.

/** web-test-runner's words for a browser that went away under a file. */
const DISCONNECTED = 'Tests were interrupted because the browser disconnected.';
/**
 * What the WebDriver launcher then reports when it talks to the dead window: an Error named after the WebDriver code
 * ('invalid session id', 'unknown error': "Could not parse script result"…) whose message starts with WebDriverError.
 */
const DEAD_WINDOW = /^[\w ]+: WebDriverError: /;

/** Our name for a browser from the launcher's (`MiniBrowser` is WebKit). */
export function browserKey(name) {
  if (/chrom/i.test(name)) return 'chromium';
  if (/firefox/i.test(name)) return 'firefox';
  return 'webkit';
}

/** Mocha's words for a test that ran out of time. */
const TIMED_OUT = /^Timeout of \d+ms exceeded/;

/** The failed tests of a session's result tree. */
function failedTests(suite) {
  if (!suite) return [];
  return [...suite.tests.filter((test) => !test.skipped && !test.passed), ...suite.suites.flatMap(failedTests)];
}

/** Whether any test of a session's result tree failed. */
function anyTestFailed(suite) {
  return failedTests(suite).length > 0;
}

/** The messages of a session's errors (not its tests'). */
function sessionMessages(session) {
  return (session.errors ?? []).map((error) => (error.name ? `${error.name}: ${error.message}` : String(error.message)));
}

/**
 * A failed session whose browser went away, with no test failed before it and no error but the going away and what
 * the WebDriver launcher says of the dead window.
 */
export function crashedOnly(session) {
  const messages = sessionMessages(session);
  return (
    !session.passed &&
    !anyTestFailed(session.testResults) &&
    messages.includes(DISCONNECTED) &&
    messages.every((message) => message === DISCONNECTED || DEAD_WINDOW.test(message))
  );
}

/**
 * A failed session whose failed tests all ran out of time, with no error of its own but what the WebDriver launcher says
 * of a dead window: what a browser's dying page process does to a test waiting on it.
 */
export function timedOutOnly(session) {
  const failed = failedTests(session.testResults);
  return (
    !session.passed &&
    failed.length > 0 &&
    failed.every((test) => TIMED_OUT.test(String(test.error?.message ?? ''))) &&
    sessionMessages(session).every((message) => DEAD_WINDOW.test(message))
  );
}

/**
 * What the reporter hands the script once the run ends: the files to run once more (each crashed, or timed out only in
 * a browser that crashed in this run, `reason` saying which), and how many failed otherwise.
 */
export function outcomeOf(sessions) {
  const failed = sessions.filter((session) => !session.passed);
  const crashedBrowsers = new Set(failed.filter(crashedOnly).map((session) => browserKey(session.browser.name)));
  const crashed = [];
  let otherFailures = 0;
  for (const session of failed) {
    const browser = browserKey(session.browser.name);
    if (crashedOnly(session)) crashed.push({ browser, file: session.testFile, reason: 'crashed' });
    else if (crashedBrowsers.has(browser) && timedOutOnly(session)) crashed.push({ browser, file: session.testFile, reason: 'timed out' });
    else otherFailures += 1;
  }
  return { crashed, otherFailures };
}

/** Files to run once more: only when crashes were the run's only failures, and few (a browser that crashes on every file is broken). */
export function filesToRunAgain(outcome) {
  const crashed = Array.isArray(outcome?.crashed) ? outcome.crashed : [];
  if (outcome?.otherFailures !== 0 || crashed.length === 0 || crashed.length > 3) return [];
  return crashed;
}
