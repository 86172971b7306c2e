/**
 * The board editor's Hexa-dominos position, as it is being edited: the words of the engine's position
 * text (engine/hexadominos/notation.ts) as plain data, which may be invalid for a while (two sides that
 * do not match, a tile in a rack and on the table…), so each edit changes one thing and the page says
 * what is wrong instead of refusing it.
 *
 *   let draft = emptyHexadominosDraft();                          // standard, two empty racks
 *   draft = placeTile(draft, '112345', [0, 0], 2);               // a tile on the table, turned twice
 *   hexadominosText(draft)   // "standard turn:0 scores:0,0 112345@0,0/2 r0:- r1:- pile:-"
 *
 * Pure: every operation returns a new draft. Text is read and checked by the engine only.
 */
import { type Axial, cellKey } from '@engine/shared/hex.js';
import { formatPlacedTile, formatPosition, parsePosition } from '@engine/hexadominos/notation.js';
import { frontier, indexBoard, mismatches, requirements } from '@engine/hexadominos/table.js';
import { ROTATIONS, type Rotation, isTile } from '@engine/hexadominos/tiles.js';
import { type GameState, type PlacedTile, type RuleError, SCORINGS, type Scoring, type Tile } from '@engine/hexadominos/types.js';

export interface HexadominosDraft {
  scoring: Scoring; // 'standard'
  board: PlacedTile[]; // in the order laid
  racks: Tile[][]; // one per seat: the racks make the players (1–4)
  pile: Tile[]; // in draw order
  scores: number[]; // one per seat
  turn: number; // the seat to move
  draws: number; // draws made this turn (0 unless the text said `drawn:`)
  drawn: Tile | null;
  over: boolean;
}

export type HexadominosProblem =
  | { code: 'sides-mismatch'; at: string } // '1,-1': the tile there shows another value on a shared side
  | { code: 'tile-twice'; tile: Tile } // on the table, in a rack or the pile twice
  | { code: 'kids-scores' } // kids scoring keeps every score at 0
  | { code: 'engine'; error: RuleError }; // anything else the engine refuses, as its typed error

export function emptyHexadominosDraft(players = 2): HexadominosDraft {
  const seats = Math.min(4, Math.max(1, Math.trunc(players) || 1));
  return {
    scoring: 'standard',
    board: [],
    racks: Array.from({ length: seats }, () => []),
    pile: [],
    scores: Array.from({ length: seats }, () => 0),
    turn: 0,
    draws: 0,
    drawn: null,
    over: false,
  };
}

/** Without `tile` anywhere (table, racks, pile): a tile is in one place only, so placing it moves it. */
function without(draft: HexadominosDraft, tile: Tile): HexadominosDraft {
  return {
    ...draft,
    board: draft.board.filter((p) => p.tile !== tile),
    racks: draft.racks.map((rack) => rack.filter((t) => t !== tile)),
    pile: draft.pile.filter((t) => t !== tile),
    drawn: draft.drawn === tile ? null : draft.drawn,
    draws: draft.drawn === tile ? 0 : draft.draws,
  };
}

/** Lays `tile` at `at` turned `rot` times; the tile leaves where it was, and a tile already at `at` is taken off. */
export function placeTile(draft: HexadominosDraft, tile: Tile, at: Axial, rot: Rotation): HexadominosDraft {
  if (!isTile(tile)) return draft;
  const moved = without(draft, tile);
  const board = moved.board.filter((p) => cellKey(p.at) !== cellKey(at));
  return { ...moved, board: [...board, { tile, at: [at[0], at[1]], rot }] };
}

export function removeTile(draft: HexadominosDraft, at: Axial): HexadominosDraft {
  const board = draft.board.filter((p) => cellKey(p.at) !== cellKey(at));
  return board.length === draft.board.length ? draft : { ...draft, board };
}

/** Turns the tile at `at` by `by` sixths of a turn (1: clockwise on screen, as the board's R key). */
export function turnTile(draft: HexadominosDraft, at: Axial, by = 1): HexadominosDraft {
  return {
    ...draft,
    board: draft.board.map((p) => (cellKey(p.at) === cellKey(at) ? { ...p, rot: ((((p.rot + by) % 6) + 6) % 6) as Rotation } : p)),
  };
}

/** 1–4 seats: new seats come with an empty rack and 0 points; seats dropped take their racks with them. */
export function setPlayers(draft: HexadominosDraft, players: number): HexadominosDraft {
  if (!Number.isInteger(players) || players < 1 || players > 4 || players === draft.racks.length) return draft;
  const racks = Array.from({ length: players }, (_, k) => draft.racks[k] ?? []);
  const scores = Array.from({ length: players }, (_, k) => draft.scores[k] ?? 0);
  const turn = draft.turn < players ? draft.turn : 0;
  const keepDrawn = draft.drawn !== null && racks[turn].includes(draft.drawn);
  return { ...draft, racks, scores, turn, drawn: keepDrawn ? draft.drawn : null, draws: keepDrawn ? draft.draws : 0 };
}

/** Reads a list of tiles as the position text writes one (`112345,122345`, `-` or nothing for none); null if it is not one. */
export function readTileList(text: string): Tile[] | null {
  const trimmed = String(text).trim();
  if (trimmed === '' || trimmed === '-') return [];
  const tiles = trimmed.split(/\s*,\s*/);
  return tiles.every(isTile) ? tiles : null;
}

/** Sets a seat's rack (`seat`) or the pile (`'pile'`); the tiles leave wherever else they were. */
export function setTiles(draft: HexadominosDraft, where: number | 'pile', tiles: readonly Tile[]): HexadominosDraft {
  if (where !== 'pile' && !(Number.isInteger(where) && where >= 0 && where < draft.racks.length)) return draft;
  let next = draft;
  for (const tile of tiles) next = without(next, tile);
  if (where === 'pile') return { ...next, pile: [...tiles] };
  const racks = next.racks.map((rack, seat) => (seat === where ? [...tiles] : rack));
  return { ...next, racks };
}

export function setScore(draft: HexadominosDraft, seat: number, score: number): HexadominosDraft {
  if (!Number.isSafeInteger(score) || seat < 0 || seat >= draft.scores.length) return draft;
  return { ...draft, scores: draft.scores.map((s, k) => (k === seat ? score : s)) };
}

export function setTurn(draft: HexadominosDraft, turn: number): HexadominosDraft {
  if (!Number.isInteger(turn) || turn < 0 || turn >= draft.racks.length) return draft;
  return { ...draft, turn, drawn: null, draws: 0 }; // a draw belongs to the turn it was made in
}

export function setScoring(draft: HexadominosDraft, scoring: Scoring): HexadominosDraft {
  return (SCORINGS as readonly string[]).includes(scoring) ? { ...draft, scoring } : draft;
}

export function setOver(draft: HexadominosDraft, over: boolean): HexadominosDraft {
  return { ...draft, over, drawn: over ? null : draft.drawn, draws: over ? 0 : draft.draws };
}

/** The draft as position text, words in the order formatPosition writes them (valid or not). */
export function hexadominosText(draft: HexadominosDraft): string {
  const words = [draft.scoring, `turn:${draft.turn}`, `scores:${draft.scores.join(',')}`];
  if (draft.draws > 0 && draft.drawn) words.push(`draws:${draft.draws}`, `drawn:${draft.drawn}`);
  if (draft.over) words.push('over');
  words.push(...draft.board.map(formatPlacedTile));
  draft.racks.forEach((rack, seat) => words.push(`r${seat}:${rack.join(',') || '-'}`));
  words.push(`pile:${draft.pile.join(',') || '-'}`);
  return words.join(' ');
}

export function draftOfHexadominosState(state: GameState): HexadominosDraft {
  return {
    scoring: state.scoring,
    board: state.board.map((p) => ({ ...p, at: [p.at[0], p.at[1]] })),
    racks: state.racks.map((rack) => [...rack]),
    pile: [...state.pile],
    scores: [...state.scores],
    turn: state.toMove,
    draws: state.draws,
    drawn: state.drawn,
    over: state.over,
  };
}

/** Typed text → a draft, or the engine's typed error (and nothing changes). */
export function readHexadominosDraft(text: string): { ok: true; draft: HexadominosDraft; text: string } | { ok: false; error: RuleError } {
  const parsed = parsePosition(text);
  if (!parsed.ok) return parsed;
  return { ok: true, draft: draftOfHexadominosState(parsed.value), text: formatPosition(parsed.value) };
}

/** Why the draft is not a position, first problem only, or null (what the checks here miss comes back as the engine's error). */
export function hexadominosProblem(draft: HexadominosDraft): HexadominosProblem | null {
  const seen = new Set<Tile>();
  for (const tile of [...draft.board.map((p) => p.tile), ...draft.racks.flat(), ...draft.pile]) {
    if (seen.has(tile)) return { code: 'tile-twice', tile };
    seen.add(tile);
  }
  const index = indexBoard(draft.board);
  for (const placed of draft.board) {
    const key = cellKey(placed.at);
    const values = index.get(key)!;
    index.delete(key);
    const bad = mismatches(placed.tile, placed.rot, requirements(index, placed.at));
    index.set(key, values);
    if (bad.length) return { code: 'sides-mismatch', at: key };
  }
  if (draft.scoring === 'kids' && draft.scores.some((s) => s !== 0)) return { code: 'kids-scores' };
  const parsed = parsePosition(hexadominosText(draft));
  return parsed.ok ? null : { code: 'engine', error: parsed.error };
}

export function validHexadominosText(draft: HexadominosDraft): string {
  const parsed = parsePosition(hexadominosText(draft));
  return parsed.ok ? formatPosition(parsed.value) : '';
}

/**
 * Where `tile` fits, as the panel offers it: every free cell next to the table (or [0, 0] on an empty one)
 * with the rotations whose sides all match the tiles around, cells where none does left out. The tile is
 * taken off wherever it was first (laying it moves it), so its own cell counts as free.
 */
export function fittingCells(draft: HexadominosDraft, tile: Tile): { at: Axial; rotations: Rotation[] }[] {
  if (!isTile(tile)) return [];
  const moved = without(draft, tile);
  if (!moved.board.length) return [{ at: [0, 0], rotations: [...ROTATIONS] }];
  const index = indexBoard(moved.board);
  return frontier(moved.board, index)
    .map((at) => ({ at, rotations: ROTATIONS.filter((rot) => mismatches(tile, rot, requirements(index, at)).length === 0) }))
    .filter((cell) => cell.rotations.length > 0);
}

/** Where a tile may be laid by hand: every free cell next to the table, or [0, 0] on an empty one. */
export function freeCells(draft: HexadominosDraft): Axial[] {
  return draft.board.length === 0 ? [[0, 0]] : frontier(draft.board, indexBoard(draft.board));
}

/** The tiles in no rack, pile or table spot yet: what the palette offers. */
export function unusedTiles(draft: HexadominosDraft, set: readonly Tile[]): Tile[] {
  const used = new Set([...draft.board.map((p) => p.tile), ...draft.racks.flat(), ...draft.pile]);
  return set.filter((tile) => !used.has(tile));
}
