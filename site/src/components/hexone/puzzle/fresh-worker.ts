/**
 * The Web Worker that makes fresh puzzles off the page's thread (endless mode, daily puzzle):
 * a FreshRequest in, a FreshAnswer out (fresh.ts, fresh-make.ts).
 */
import { makeFresh } from './fresh-make.js';
import type { FreshAnswer } from './fresh.js';

self.addEventListener('message', (event: MessageEvent) => {
  let answer: FreshAnswer;
  try {
    answer = makeFresh(event.data);
  } catch {
    answer = { ok: false, reason: 'bad-request', ms: 0, tried: 0 }; // never leave the page waiting
  }
  self.postMessage(answer);
});
