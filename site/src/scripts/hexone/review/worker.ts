/**
 * The game review's Web Worker: reviews the record it is sent (engine/hexone/review.ts), posting progress after each
 * turn, then the review. The search takes a few seconds: here it never holds up the page. The page stops a review
 * by terminating the worker (a new one serves the next review).
 */
import { reviewGame } from '@engine/hexone/review.js';
import type { ReviewAnswer } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: ReviewAnswer): void;
};

scope.onmessage = (event) => {
  const data = event.data as { record?: unknown; maxNodes?: unknown } | null;
  const record = data && typeof data === 'object' ? data.record : undefined;
  if (typeof record !== 'string') return scope.postMessage({ type: 'failed', reason: 'a review request is { record: "<record text>" }' });
  const maxNodes = data && typeof data.maxNodes === 'number' ? { maxNodes: data.maxNodes } : {}; // reviewGame checks its range
  const review = reviewGame(record, { ...maxNodes, onProgress: (done, total) => scope.postMessage({ type: 'progress', done, total }) });
  scope.postMessage(review.ok ? { type: 'done', review: review.value } : { type: 'failed', reason: review.error.reason ?? review.error.code });
};
