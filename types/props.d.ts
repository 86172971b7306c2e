/**
 * The attributes and properties of `<hexone-board>` and `<hexadominos-board>`, without any framework's types:
 * `hexone/jsx` (React) and `hexone/vue` (Vue) build their element types on these, so both list the same props.
 * Each may be `undefined` or `null`, meaning unset (as the attribute absent), also under `exactOptionalPropertyTypes`:
 * `record={saved || undefined}`.
 */
import type { LevelName, Names, TurnChooser } from '../dist/package/components/index.js';
import type { ChooseAction } from '../dist/package/components/hexadominos-board/computer.js';
import type { Level as HexadominosLevel } from '../dist/package/engine/hexadominos/bot/levels.js';

export interface HexoneBoardAttributes {
  exits?: 'classic' | 'express' | 'long' | null | undefined;
  tiles?: boolean | null | undefined;
  first?: 'b' | 'w' | null | undefined;
  position?: string | null | undefined; // "classic w b2:2b c3:1w d4:2w"
  record?: string | null | undefined; // "classic.b.opening~d3.b2"
  readonly?: boolean | null | undefined;
  coordinates?: boolean | null | undefined;
  lang?: 'fr' | 'en' | null | undefined;
  'animation-speed'?: number | string | null | undefined; // 0 turns animation off
  'step-mode'?: boolean | null | undefined;
  highlight?: string | null | undefined; // "b2 c3"
  computer?: 'b' | 'w' | 'both' | null | undefined;
  level?: LevelName | null | undefined; // the ladder, weakest first: newcomer … expert (or the older easy, medium, hard)
  sound?: boolean | null | undefined; // short synthesised sounds; off unless set
  names?: Partial<Names> | null | undefined; // { b: 'Anna', w: 'Ben' }
  bot?: TurnChooser | null | undefined;
}

export interface HexadominosSeat {
  kind: 'human' | 'computer';
  level?: HexadominosLevel | undefined; // medium unless said
}

/** A match's standing before a game: its target, each seat's total before it, its number (`state.match`). */
export interface HexadominosMatch {
  target: number;
  totals: readonly number[];
  game: number;
}

export interface HexadominosBoardAttributes {
  players?: number | string | null | undefined; // 1–4
  // "human computer:hard", ['human', 'computer:hard'] or [{ kind: 'human' }, { kind: 'computer', level: 'hard' }]
  seats?: string | readonly (HexadominosSeat | string)[] | null | undefined;
  scoring?: 'standard' | 'simple' | 'kids' | null | undefined;
  seed?: number | string | null | undefined;
  target?: number | string | null | undefined; // a match to this total
  position?: string | null | undefined;
  record?: string | null | undefined;
  match?: HexadominosMatch | null | undefined; // the match `record`'s game belongs to
  readonly?: boolean | null | undefined;
  'skip-starter'?: boolean | null | undefined; // play begins without showing the who-starts draw
  skipStarter?: boolean | null | undefined;
  'full-state'?: boolean | null | undefined; // events carry the whole game (every rack) and its record
  fullState?: boolean | null | undefined;
  lang?: 'fr' | 'en' | null | undefined;
  delay?: number | string | null | undefined; // the computer's pause, ms
  highlight?: string | readonly (readonly [number, number])[] | null | undefined; // "1,0 -1,1" or [[1, 0], [-1, 1]]
  sound?: boolean | null | undefined; // short synthesised sounds; off unless set
  names?: readonly (string | null)[] | null | undefined; // ['Anna', 'Ben']
  bot?: ChooseAction | null | undefined;
}
