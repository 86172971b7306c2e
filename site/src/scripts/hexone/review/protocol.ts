/** Messages between the play page's review panel (panel.ts) and the review's Web Worker (worker.ts): plain data only. */
import type { Review } from '@engine/hexone/review.js';

export interface ReviewRequest {
  record: string; // record text of the game
  maxNodes?: number; // a budget in boards per turn instead of time: the same answer on any machine (exercises)
}

export type ReviewAnswer = { type: 'progress'; done: number; total: number } | { type: 'done'; review: Review } | { type: 'failed'; reason: string };
