/**
 * The attributes and properties of `<hexone-board>` and `<hexadominos-board>`, without any framework's types:
 * `hexone/jsx` (React) and `hexone/vue` (Vue) build their element types on these, so both list the same props.
 */
import type { Level, Names, TurnChooser } from '../dist/package/components/index.js';
import type { ChooseAction } from '../dist/package/components/hexadominos-board/computer.js';

export interface HexoneBoardAttributes {
  exits?: 'classic' | 'express' | 'long';
  tiles?: boolean;
  first?: 'b' | 'w';
  position?: string; // "classic w b2:2b c3:1w d4:2w"
  record?: string; // "classic.b.opening~d3.b2"
  readonly?: boolean;
  coordinates?: boolean;
  lang?: 'fr' | 'en';
  'animation-speed'?: number | string; // 0 turns animation off
  'step-mode'?: boolean;
  highlight?: string; // "b2 c3"
  computer?: 'b' | 'w' | 'both';
  level?: Level;
  names?: Partial<Names>; // { b: 'Anna', w: 'Ben' }
  bot?: TurnChooser;
}

export interface HexadominosSeat {
  kind: 'human' | 'computer';
  level?: Level;
}

/** A match's standing before a game: its target, each seat's total before it, its number (`state.match`). */
export interface HexadominosMatch {
  target: number;
  totals: readonly number[];
  game: number;
}

export interface HexadominosBoardAttributes {
  players?: number | string; // 1–4
  // "human computer:hard", ['human', 'computer:hard'] or [{ kind: 'human' }, { kind: 'computer', level: 'hard' }]
  seats?: string | readonly (HexadominosSeat | string)[];
  scoring?: 'standard' | 'simple' | 'kids';
  seed?: number | string;
  target?: number | string; // a match to this total
  position?: string;
  record?: string;
  match?: HexadominosMatch; // the match `record`'s game belongs to
  readonly?: boolean;
  'skip-starter'?: boolean; // play begins without showing the who-starts draw
  skipStarter?: boolean;
  'full-state'?: boolean; // events carry the whole game (every rack) and its record
  fullState?: boolean;
  lang?: 'fr' | 'en';
  delay?: number | string; // the computer's pause, ms
  highlight?: string | readonly (readonly [number, number])[]; // "1,0 -1,1" or [[1, 0], [-1, 1]]
  names?: readonly (string | null)[]; // ['Anna', 'Ben']
  bot?: ChooseAction;
}
