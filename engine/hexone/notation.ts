/**
 * Position text: a compact, hand-writable description of a game state.
 *
 * Whitespace-separated tokens, in any order:
 *
 * | token                | meaning                                                       |
 * |----------------------|---------------------------------------------------------------|
 * | `classic` `express` `long` | exit rule (default `classic`)                           |
 * | `tiles`              | the tiles edition (all outer tiles start white)               |
 * | `b` / `w`            | the side to move (required)                                   |
 * | `opening`            | the opening: first pawns go on the first ring                 |
 * | `b2:2b`              | cell `b2` holds 2 pawns of `b`                                |
 * | `a1:gray` `d5:1w:gray` | tile faces (tiles edition): `white`, `gray`, `removed`      |
 *
 * Examples:
 *   `classic b opening`                        a new game, b to place first
 *   `w b2:2b c3:1w d4:2w`                      classic, w to place
 *   `express tiles b c2:3b d2:1w:gray e5:removed`   mid-chain: b must explode c2
 *
 * The phase follows from the text: `opening` if said (or the board is empty); over when one side
 * has pawns and the other none; mid-chain (explode) when a cell holds 3+; otherwise placing.
 *
 * Pawn counts are bounded by what play can reach: at most `MAX_PAWNS_ON_BOARD` (39) on the whole board,
 * so on any one cell too (19 cells × 2 at rest, plus the pawn just placed; explosions never add pawns).
 * `b2:99b` is refused with that reason rather than accepted as a position no game can reach.
 */
import { CELLS, type Cell, OUTER, isCell } from './cells.js';
import { EXITS, type Exits, type GameState, MAX_PAWNS_ON_BOARD, type Player, type RuleError, TILE_STATES, type TileState } from './types.js';
import { checkState, fromBoard, newGame, tilesScore, toBoard } from './rules.js';
import { excerpt } from '../shared/untrusted.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: RuleError };

interface Token {
  text: string;
  at: number;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/\S+/g)) tokens.push({ text: m[0], at: m.index ?? 0 });
  return tokens;
}

const STACK = /^([1-9][0-9]*)([bw])$/;

/** Reads position text. Errors say which token is wrong and why (English `reason`, `at` offset). */
export function parsePosition(text: string): Parsed<GameState> {
  const err = (reason: string, token?: Token): Parsed<GameState> => ({
    ok: false,
    error: { code: 'invalid-notation', reason, at: token?.at ?? 0, text: excerpt(token?.text ?? '') },
  });
  if (typeof text !== 'string') return err('a position must be text');
  let exits: Exits | null = null;
  let tiles = false;
  let toMove: Player | null = null;
  let opening = false;
  const cells: GameState['cells'] = {};
  const faces: Partial<Record<Cell, TileState>> = {};
  const seen = new Set<string>();
  for (const token of tokenize(text)) {
    const word = token.text.toLowerCase();
    if ((EXITS as readonly string[]).includes(word)) {
      if (exits) return err(`two exit rules (${exits} and ${word})`, token);
      exits = word as Exits;
    } else if (word === 'tiles') tiles = true;
    else if (word === 'opening') opening = true;
    else if (word === 'b' || word === 'w') {
      if (toMove) return err('the side to move is given twice', token);
      toMove = word;
    } else {
      const [name, ...parts] = word.split(':');
      if (!isCell(name)) return err(`"${excerpt(name)}" is not a cell (a1 … e5) nor a keyword`, token);
      if (seen.has(name)) return err(`cell ${name} is given twice`, token);
      seen.add(name);
      if (parts.length === 0) return err(`say what is on ${name}, like ${name}:2b`, token);
      for (const part of parts) {
        const stack = STACK.exec(part);
        if (stack) {
          if (cells[name]) return err(`${name} has two stacks`, token);
          const count = Number(stack[1]);
          if (count > MAX_PAWNS_ON_BOARD) return err(`${name}: no cell holds more than ${MAX_PAWNS_ON_BOARD} pawns (the most a whole board ever holds)`, token);
          cells[name] = { owner: stack[2] as Player, count };
        } else if ((TILE_STATES as readonly string[]).includes(part)) {
          if (!OUTER.includes(name)) return err(`${name} is not an outer tile`, token);
          faces[name] = part as TileState;
        } else return err(`"${excerpt(part)}" is neither pawns (like 2b) nor a tile face (white, gray, removed)`, token);
      }
      if (faces[name] === 'removed' && cells[name]) return err(`${name}: a removed tile holds no pawns`, token);
    }
  }
  if (!toMove) return err('say whose turn it is: b or w');
  if (Object.keys(faces).length && !tiles) return err('tile faces need the "tiles" keyword');
  const state = newGame({ exits: exits ?? 'classic', tiles }, toMove);
  for (const [cell, face] of Object.entries(faces)) state.tiles[cell as Cell] = face;
  state.cells = cells;
  const totals = { b: 0, w: 0 };
  for (const stack of Object.values(cells)) totals[stack.owner] += stack.count;
  const placed = totals.b + totals.w;
  if (placed > MAX_PAWNS_ON_BOARD) return err(`${placed} pawns: a board never holds more than ${MAX_PAWNS_ON_BOARD}`);
  // The phase follows from the cells; whether they fit it (one opening pawn on the first ring, full cells
  // the mover's…) is checked once, by the engine's own state check.
  if (opening || placed === 0) state.phase = 'opening';
  else if (totals.b === 0 || totals.w === 0) {
    state.phase = 'over';
    state.winner = totals.b ? 'b' : 'w';
    state.toMove = state.winner; // a finished game reads from the winner's side, as the engine writes it
    state.score = tiles ? tilesScore(state) : null;
  } else state.phase = Object.values(cells).some((s) => s.count >= 3) ? 'explode' : 'place';
  const problem = checkState(state);
  if (problem) return err(problem.reason ?? 'not a playable position');
  return { ok: true, value: state };
}

/**
 * Writes position text (canonical: rules, side, cells in a1 … e5 order). `parsePosition` reads it back.
 * A malformed state (see `checkState`) gives '', which no reader accepts: this never throws.
 */
export function formatPosition(given: GameState): string {
  const board = toBoard(given);
  if ('code' in board) return '';
  const state = fromBoard(board); // its own plain copy: what was checked is what is written
  const words: string[] = [state.rules.exits];
  if (state.rules.tiles) words.push('tiles');
  words.push(state.toMove);
  if (state.phase === 'opening') words.push('opening');
  for (const cell of CELLS) {
    const parts: string[] = [];
    const stack = state.cells[cell];
    if (stack) parts.push(`${stack.count}${stack.owner}`);
    const face = state.tiles[cell];
    if (face && face !== 'white') parts.push(face);
    if (parts.length) words.push([cell, ...parts].join(':'));
  }
  return words.join(' ');
}
