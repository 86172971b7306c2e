// Telling a browser crash from a failing test, for `npm run test:browser` (scripts/test-browser.mjs) and the
// reporter in web-test-runner.config.mjs.
//
// Once in CI, WebKit's web process died in the middle of a file on an assertion in the system's GL library
// (`GLdispatch.c: DispatchCurrentUnref`): a crash no test causes or can catch, which failed the whole run. A file
// whose browser went away while none of its tests had failed is run once more, alone; nothing else ever is.

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

/** Whether any test of a session's result tree failed. */
function anyTestFailed(suite) {
  if (!suite) return false;
  return suite.tests.some((test) => !test.skipped && !test.passed) || suite.suites.some(anyTestFailed);
}

/**
 * A failed session whose browser went away, with no test failed before it and no error but the going away and what
 * the WebDriver launcher says of the dead window.
 */
export function crashedOnly(session) {
  const messages = (session.errors ?? []).map((error) => (error.name ? `${error.name}: ${error.message}` : String(error.message)));
  return (
    !session.passed &&
    !anyTestFailed(session.testResults) &&
    messages.includes(DISCONNECTED) &&
    messages.every((message) => message === DISCONNECTED || DEAD_WINDOW.test(message))
  );
}

/** What the reporter hands the script once the run ends: the crashed files, and how many failed otherwise. */
export function outcomeOf(sessions) {
  const crashed = [];
  let otherFailures = 0;
  for (const session of sessions) {
    if (session.passed) continue;
    if (crashedOnly(session)) crashed.push({ browser: browserKey(session.browser.name), file: session.testFile });
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
