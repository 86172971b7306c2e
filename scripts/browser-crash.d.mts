// Types of scripts/browser-crash.mjs, for its unit test.

/** A test file's session as web-test-runner's reporters see it (the parts read here). */
export interface SessionLike {
  passed?: boolean;
  browser: { name: string };
  testFile: string;
  errors?: { name?: string; message?: unknown }[];
  testResults?: SuiteLike;
}
export interface SuiteLike {
  tests: { passed: boolean; skipped: boolean; error?: { message?: unknown } }[];
  suites: SuiteLike[];
}
export interface CrashedFile {
  browser: 'chromium' | 'firefox' | 'webkit';
  file: string;
  reason: 'crashed' | 'timed out'; // its browser went away under it; or its tests timed out, in a browser that crashed in the run
}
export interface Outcome {
  crashed: CrashedFile[];
  otherFailures: number;
}

export function browserKey(name: string): CrashedFile['browser'];
export function crashedOnly(session: SessionLike): boolean;
export function timedOutOnly(session: SessionLike): boolean;
export function outcomeOf(sessions: SessionLike[]): Outcome;
export function filesToRunAgain(outcome: unknown): CrashedFile[];
