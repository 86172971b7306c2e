/**
 * The slice of the <hexone-board> contract the site's page scripts use, typed here so a page script
 * needs no runtime import beyond `components/index.ts` (which the Board wrapper loads).
 * Kept in step with the contract; the element's own types live in components/index.ts.
 */
import type { Action, GameState } from '../../../../engine/hexone/types.js';

export interface BoardElement extends HTMLElement {
  readonly state: GameState;
  place(cell: string): boolean;
  explode(cell: string, toward: string): boolean;
  undo(): unknown;
  redo(): unknown;
  reset(): unknown;
  load(source: string): boolean;
  getPosition(): string;
  getRecord(): string;
  getRecordUrl(): string;
  whenIdle(): Promise<void>;
  suggest(level?: 'easy' | 'medium' | 'hard'): Promise<Action[]>;
}

export interface ChangeDetail { state: GameState; record: string; reason: 'move' | 'undo' | 'redo' | 'reset' | 'load' }
export interface GameOverDetail { winner: 'b' | 'w'; score: number | null; state: GameState }
export interface ErrorDetail { code: string; message: string }
export type { Action, GameState };
