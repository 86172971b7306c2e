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

export interface HexadominosBoardAttributes {
  players?: number | string; // 1–4
  seats?: string | readonly HexadominosSeat[]; // "human computer:hard" or [{ kind: 'human' }, { kind: 'computer', level: 'hard' }]
  scoring?: 'standard' | 'simple' | 'kids';
  seed?: number | string;
  target?: number | string; // a match to this total
  position?: string;
  record?: string;
  readonly?: boolean;
  lang?: 'fr' | 'en';
  delay?: number | string; // the computer's pause, ms
  names?: readonly string[]; // ['Anna', 'Ben']
  bot?: ChooseAction;
}

