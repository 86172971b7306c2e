/**
 * A sampled deal played on in the hard player's head: the table as a grid (`../grid.ts`, laid and lifted
 * as the search goes), every rack and the pile as tile codes, and the scores. Turns are taken as the
 * medium player takes them — the best placement now, else draws until a drawn tile fits — which is how
 * the search expects the other seats to play. Scores agree with the rules (the property test of the bot
 * compares them); nothing here is shown to anyone.
 *
 * `mark()` and `undo(mark)` bracket every line the search tries, so one grid and one set of racks serve
 * a whole move's thinking without copying tables.
 */
import type { Random } from '../../shared/random.js';
import { Grid, windowFor } from '../grid.js';
import { DRAW_PENALTY, LAST_TILE_BONUS, MAX_DRAWS, THIRD_DRAW_EXTRA } from '../rules.js';
import { bonusPoints } from '../table.js';
import { CODE_OF, SUM, VALUES } from '../tile-codes.js';
import { boardProblem } from '../board.js';
import { type PlacedTile, SCORINGS, type Scoring } from '../types.js';

/** Free cells around the table the search may still lay tiles on (a move's look-ahead lays a dozen at most). */
const SEARCH_MARGIN = 24;
/** The largest grid a search makes: a table spread wider (written by hand) is not searched (see `Playout.on`). */
const MAX_SEARCH_CELLS = 1 << 18;

/** What `mark` saved: enough to put the deal back as it was. */
export interface Mark {
  placed: number;
  racks: number[][];
  pileNext: number;
  scores: number[];
  over: boolean;
}

/** The best placement `bestPlacement` found (its fields are overwritten by the next search). */
export interface Found {
  slot: number; // index in the rack
  cell: number;
  rot: number;
  points: number;
}

export class Playout {
  readonly grid: Grid;
  readonly scoring: Scoring;
  readonly players: number;
  readonly origin: number; // the cell [0, 0], where the first tile goes
  racks: number[][] = [];
  pile: number[] = [];
  pileNext = 0; // pile[pileNext] is drawn next
  scores: number[] = [];
  over = false;
  laid = 0; // tiles laid since the playout was made: the positions the search looked at (for the benchmark)
  readonly found: Found = { slot: -1, cell: -1, rot: 0, points: 0 };
  readonly #base: Int32Array; // points of each code placed (its sum in standard scoring, 1 in simple)

  /**
   * A playout on `board` (checked by the caller) for `players` seats, or null when the table spreads over
   * more than MAX_SEARCH_CELLS; `deal` then gives racks, pile and scores.
   */
  static on(board: readonly PlacedTile[], players: number, scoring: Scoring): Playout | null {
    try {
      return Playout.#on(board, players, scoring);
    } catch {
      return null; // a board from outside that throws when read
    }
  }

  static #on(board: readonly PlacedTile[], players: number, scoring: Scoring): Playout | null {
    if (boardProblem(board) || !Number.isInteger(players) || players < 1 || players > 4 || !(SCORINGS as readonly unknown[]).includes(scoring)) return null;
    const window = windowFor(board.length ? board : [{ at: [0, 0], tile: '111112', rot: 0 }], SEARCH_MARGIN);
    if (!window || !(window.width * window.height <= MAX_SEARCH_CELLS)) return null;
    const grid = new Grid(window.width * window.height);
    grid.frame(window.q0, window.r0, window.width, window.height);
    return new Playout(grid, board, players, scoring);
  }

  private constructor(grid: Grid, board: readonly PlacedTile[], players: number, scoring: Scoring) {
    this.scoring = scoring;
    this.players = players;
    this.grid = grid;
    for (const { at, tile, rot } of board) this.grid.place(this.grid.cellAt(at[0], at[1]), CODE_OF.get(tile)!, rot);
    this.origin = this.grid.cellAt(0, 0);
    this.#base = Int32Array.from(SUM, (sum) => (scoring === 'standard' ? sum : scoring === 'simple' ? 1 : 0));
  }

  /** Starts a sampled deal: every seat's rack, the pile in draw order and the scores (all copied). */
  deal(racks: readonly (readonly number[])[], pile: readonly number[], scores: readonly number[]): boolean {
    try {
      return this.#deal(racks, pile, scores);
    } catch {
      return false; // lists from outside that throw when read
    }
  }

  #deal(racks: readonly (readonly number[])[], pile: readonly number[], scores: readonly number[]): boolean {
    const codes = (list: unknown) => Array.isArray(list) && list.every((code) => Number.isInteger(code) && code >= 0 && code < SUM.length);
    if (
      !Array.isArray(racks) ||
      racks.length !== this.players ||
      !racks.every(codes) ||
      !codes(pile) ||
      !Array.isArray(scores) ||
      scores.length !== this.players ||
      !scores.every((score) => Number.isFinite(score))
    )
      return false;
    this.racks = racks.map((rack) => [...rack]);
    this.pile = [...pile];
    this.pileNext = 0;
    this.scores = [...scores];
    this.over = false;
    return true;
  }

  mark(): Mark {
    return { placed: this.grid.placedCount, racks: this.racks.map((rack) => [...rack]), pileNext: this.pileNext, scores: [...this.scores], over: this.over };
  }

  undo(mark: Mark): void {
    try {
      if (
        !mark ||
        typeof mark !== 'object' ||
        !Array.isArray(mark.racks) ||
        !Array.isArray(mark.scores) ||
        !Number.isInteger(mark.placed) ||
        mark.racks.length !== this.players ||
        mark.scores.length !== this.players ||
        !mark.racks.every(Array.isArray)
      )
        return;
      const racks = mark.racks.map((rack) => [...rack]);
      const scores = [...mark.scores];
      while (this.grid.placedCount > mark.placed) this.grid.lift();
      for (let seat = 0; seat < this.players; seat++) {
        const rack = this.racks[seat];
        rack.length = 0;
        for (const code of racks[seat]) rack.push(code);
        this.scores[seat] = scores[seat];
      }
      this.pileNext = mark.pileNext;
      this.over = mark.over;
    } catch {
      // A mark from outside that throws when read (the search's own marks are plain): nothing restored.
    }
  }

  /** Tiles left in the pile. */
  get pileSize(): number {
    return this.pile.length - this.pileNext;
  }

  /** What a tile scores at the free `cell`: its base plus the spot's one bonus (none for the first tile). */
  pointsAt(cell: number, code: number): number {
    if (!Number.isInteger(code) || code < 0 || code >= SUM.length || !Number.isInteger(cell)) return 0;
    if (this.grid.placedCount === 0) return this.#base[code];
    return this.#base[code] + bonusPoints(this.grid.around[cell], this.grid.flowersAt(cell), this.scoring);
  }

  /**
   * The highest-scoring placement of the rack's tiles from `slots` (all when -1), into `found`; false when
   * none fits. Ties go to one at random when `random` is given (as medium breaks them), else to the first.
   */
  bestPlacement(rack: readonly number[], only = -1, random: Random | null = null): boolean {
    let codes: number[];
    try {
      codes = Array.isArray(rack) ? rack.filter((code) => Number.isInteger(code) && code >= 0 && code < SUM.length) : [];
    } catch {
      return false; // a list from outside that throws when read
    }
    return this.#best(codes, typeof only === 'number' ? only : -1, typeof random === 'function' ? random : null);
  }

  /** `bestPlacement` of a rack of valid codes (the playout's own). */
  #best(rack: readonly number[], only: number, random: Random | null): boolean {
    const { grid, found } = this;
    found.points = -Infinity;
    let ties = 0;
    if (grid.placedCount === 0) {
      for (let slot = 0; slot < rack.length; slot++) {
        if (only >= 0 && slot !== only) continue;
        if (this.#base[rack[slot]] > found.points) Object.assign(found, { slot, cell: this.origin, rot: 0, points: this.#base[rack[slot]] });
      }
      return found.points > -Infinity;
    }
    for (let k = 0; k < grid.spotCount; k++) {
      const cell = grid.spots[k];
      if (grid.sides[cell] !== 0) continue;
      const asked = grid.neededValues(cell);
      let bonus = -1; // worked out once a tile fits here
      for (let slot = 0; slot < rack.length; slot++) {
        if (only >= 0 && slot !== only) continue;
        const code = rack[slot];
        if ((asked & VALUES[code]) !== asked) continue;
        const rotations = grid.fits(cell, code);
        if (rotations === 0) continue;
        if (bonus < 0) bonus = bonusPoints(grid.around[cell], grid.flowersAt(cell), this.scoring);
        const points = this.#base[code] + bonus;
        if (points < found.points) continue;
        for (let rot = 0; rot < 6; rot++) {
          if (!(rotations & (1 << rot))) continue;
          if (points > found.points) ties = 1;
          else if (!random || random() * ++ties >= 1) continue; // an equal one replaces it with chance 1 / ties
          found.slot = slot;
          found.cell = cell;
          found.rot = rot;
          found.points = points;
        }
      }
    }
    return found.points > -Infinity;
  }

  /** Every placement of `seat`'s rack now, with what it scores (in no particular order). */
  placements(seat: number): Found[] {
    const { grid } = this;
    if (!this.#isSeat(seat)) return [];
    const rack = this.racks[seat];
    const out: Found[] = [];
    if (grid.placedCount === 0) {
      for (let slot = 0; slot < rack.length; slot++)
        for (let rot = 0; rot < 6; rot++) out.push({ slot, cell: this.origin, rot, points: this.#base[rack[slot]] });
      return out;
    }
    for (let k = 0; k < grid.spotCount; k++) {
      const cell = grid.spots[k];
      if (grid.sides[cell] !== 0) continue;
      const asked = grid.neededValues(cell);
      let bonus = -1;
      for (let slot = 0; slot < rack.length; slot++) {
        const code = rack[slot];
        if ((asked & VALUES[code]) !== asked) continue;
        const rotations = grid.fits(cell, code);
        if (rotations === 0) continue;
        if (bonus < 0) bonus = bonusPoints(grid.around[cell], grid.flowersAt(cell), this.scoring);
        for (let rot = 0; rot < 6; rot++) if (rotations & (1 << rot)) out.push({ slot, cell, rot, points: this.#base[code] + bonus });
      }
    }
    return out;
  }

  /** `seat` lays the tile in `slot` of its rack at `cell` turned `rot` (a fit the caller found), scoring it. */
  place(seat: number, slot: number, cell: number, rot: number, points: number): void {
    if (!this.#isSeat(seat) || !Number.isInteger(slot) || slot < 0 || slot >= this.racks[seat].length || typeof points !== 'number') return;
    const rack = this.racks[seat];
    const code = rack[slot];
    this.grid.place(cell, code, rot);
    this.laid++;
    rack[slot] = rack[rack.length - 1];
    rack.pop();
    this.scores[seat] += points;
    if (rack.length === 0) {
      this.scores[seat] += this.lastTilePoints(seat);
      this.over = true;
    }
  }

  /** What placing the last tile earns `seat`: the bonus, plus in standard scoring the other racks' sums. */
  lastTilePoints(seat: number): number {
    if (!this.#isSeat(seat)) return 0;
    let fromRacks = 0;
    if (this.scoring === 'standard') for (let s = 0; s < this.players; s++) if (s !== seat) for (const code of this.racks[s]) fromRacks += SUM[code];
    return LAST_TILE_BONUS[this.scoring] + fromRacks;
  }

  /** `seat` draws the next tile (its `n`th draw of the turn, 1–3), paying the penalty; the tile's slot. */
  draw(seat: number, n: number): number {
    if (!this.#isSeat(seat) || this.pileSize <= 0) return -1;
    const rack = this.racks[seat];
    rack.push(this.pile[this.pileNext++]);
    if (this.scoring === 'standard') this.scores[seat] -= DRAW_PENALTY + (n === MAX_DRAWS ? THIRD_DRAW_EXTRA : 0);
    return rack.length - 1;
  }

  /**
   * `seat`'s turn as medium plays it: the best placement of its rack; else draws (each paid) until a
   * drawn tile fits, three draws or the pile runs out, then places it or passes. `draws`: draws already
   * made this turn (then only the last drawn tile, at the rack's end, may be placed); `drawFirst`: the
   * turn begins with a draw (the move weighed is a draw). Whether a tile was placed.
   */
  greedyTurn(seat: number, random: Random | null, draws = 0, drawFirst = false): boolean {
    if (!this.#isSeat(seat) || !Number.isInteger(draws)) return false;
    if (typeof random !== 'function') random = null;
    const rack = this.racks[seat];
    let found = false;
    if (!drawFirst) found = draws === 0 ? this.#best(rack, -1, random) : this.#best(rack, rack.length - 1, random);
    while (!found && draws < MAX_DRAWS && this.pileSize > 0 && this.grid.placedCount > 0) {
      const slot = this.draw(seat, ++draws);
      found = this.#best(rack, slot, random);
    }
    if (!found) return false;
    const { slot, cell, rot, points } = this.found;
    this.place(seat, slot, cell, rot, points);
    return true;
  }

  /**
   * Greedy turns for the seats from `from` round to `me` (not played), or until the game ends: the last
   * tile, or with the pile empty a full round without a placement (`block`). `idle`: turns in a row
   * without a placement, with the pile empty, before `from`. Answers the idle count when `me` is to move.
   */
  playOthers(from: number, me: number, random: Random | null, idle = 0): number {
    if (!this.#isSeat(from) || !this.#isSeat(me)) return idle;
    for (let s = from; s !== me && !this.over; s = (s + 1) % this.players) {
      const placed = this.greedyTurn(s, random);
      idle = placed || this.pileSize > 0 ? 0 : idle + 1;
      if (idle >= this.players) this.block();
    }
    return idle;
  }

  #isSeat(seat: unknown): seat is number {
    return Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < this.players && this.racks.length === this.players;
  }

  /** Ends a blocked game: with the pile empty nobody could place; each rack's sum is taken off (standard). */
  block(): void {
    if (this.scoring === 'standard') for (let s = 0; s < this.players; s++) for (const code of this.racks[s]) this.scores[s] -= SUM[code];
    this.over = true;
  }
}
