/** Messages between the play page's review panel (panel.ts) and the review's Web Worker (worker.ts): plain data only. */
import type { Review } from '@engine/hexone/review.js';

export interface ReviewRequest {
  record: string; // record text of the game
}

export type ReviewAnswer = { type: 'progress'; done: number; total: number } | { type: 'done'; review: Review } | { type: 'failed'; reason: string };
