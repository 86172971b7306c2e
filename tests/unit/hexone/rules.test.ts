/**
 * Every rule of shared/RULES.md for play, through the immutable public API (positions written as position text):
 * a new game, the opening, placing, a side shut in, explosions and their chains, pawns sent off the board.
 * The tiles edition, refused actions and bad input: rules-tiles-and-refusals.test.ts.
 * Geometry used below: Y 0 of a cell is {E, NW, SW}, Y 1 is {NE, W, SE}; for b2 that is {b3, c2, a1} and {c3, b1, a2}.
 */
import { describe, expect, it } from 'vitest';
import { formatRecord, parseRecord, replay } from '@engine/hexone/record.js';
import { explodableCells, explode, legalActions, legalPlacements, newGame, pass, pawnCounts, place, yNames } from '@engine/hexone/rules.js';
import { cellsOf, ok, pos } from './rules-helpers.js';

describe('a new game', () => {
  it('starts empty in the opening with the given side to move and classic rules by default', () => {
    const state = newGame({}, 'w');

    expect(state).toEqual({
      rules: { exits: 'classic', tiles: false },
      phase: 'opening',
      toMove: 'w',
      cells: {},
      tiles: {},
      winner: null,
      score: null,
    });
  });

  it('lays all twelve outer tiles white side up in the tiles edition', () => {
    const state = newGame({ tiles: true, exits: 'express' });

    expect(Object.keys(state.tiles)).toHaveLength(12);
    expect(Object.values(state.tiles).every((t) => t === 'white')).toBe(true);
    expect(state.rules).toEqual({ exits: 'express', tiles: true });
  });
});

describe('the opening', () => {
  it('lets the first player place only on the first ring', () => {
    const state = newGame({}, 'b');

    expect(legalPlacements(state).sort()).toEqual(['b2', 'b3', 'c2', 'c4', 'd3', 'd4']);
    expect(place(state, 'c3')).toEqual({ ok: false, error: { code: 'opening-first-ring', cell: 'c3' } });
    expect(place(state, 'a1')).toEqual({ ok: false, error: { code: 'opening-first-ring', cell: 'a1' } });
  });

  it('makes the second player choose another first-ring cell', () => {
    const afterFirst = ok(place(newGame({}, 'b'), 'd3')).state;

    expect(afterFirst.phase).toBe('opening');
    expect(afterFirst.toMove).toBe('w');
    expect(legalPlacements(afterFirst).sort()).toEqual(['b2', 'b3', 'c2', 'c4', 'd4']);
    expect(place(afterFirst, 'd3')).toEqual({ ok: false, error: { code: 'opening-occupied', cell: 'd3' } });
  });

  it('ends after the second pawn, and the first player then places next to their pawn', () => {
    const first = ok(place(newGame({}, 'b'), 'd3')).state;

    const { state, events } = ok(place(first, 'b2'));

    expect(state.phase).toBe('place');
    expect(state.toMove).toBe('b');
    expect(cellsOf(state)).toEqual({ d3: '1b', b2: '1w' });
    expect(events).toEqual([
      { type: 'placed', player: 'w', cell: 'b2', count: 1 },
      { type: 'turn', toMove: 'b' },
    ]);
    expect(legalPlacements(state).sort()).toEqual(['c2', 'd2', 'd3', 'd4', 'e3', 'e4']);
  });
});

describe('placing', () => {
  const state = pos('b b2:1b d4:1w');

  it('allows a cell of yours or an empty cell next to one, never the centre', () => {
    expect(legalPlacements(state).sort()).toEqual(['a1', 'a2', 'b1', 'b2', 'b3', 'c2']);
  });

  it('adds one pawn to a cell you hold and passes the turn', () => {
    const { state: after, events } = ok(place(state, 'b2'));

    expect(cellsOf(after)).toEqual({ b2: '2b', d4: '1w' });
    expect(after.toMove).toBe('w');
    expect(events).toEqual([
      { type: 'placed', player: 'b', cell: 'b2', count: 2 },
      { type: 'turn', toMove: 'w' },
    ]);
  });

  it('refuses the centre', () => {
    expect(place(state, 'c3')).toEqual({ ok: false, error: { code: 'centre-forbidden', cell: 'c3' } });
  });

  it('refuses the centre even to the side that holds it, while its empty neighbours are fine', () => {
    const holdsCentre = pos('b c3:1b d4:1w');

    expect(place(holdsCentre, 'c3')).toMatchObject({ ok: false, error: { code: 'centre-forbidden' } });
    expect(legalPlacements(holdsCentre).sort()).toEqual(['b2', 'b3', 'c2', 'c4', 'd3']);
  });

  it('refuses a cell holding opponent pawns', () => {
    expect(place(state, 'd4')).toEqual({ ok: false, error: { code: 'opponent-cell', cell: 'd4' } });
  });

  it('refuses an empty cell that touches none of your cells', () => {
    expect(place(state, 'e5')).toEqual({ ok: false, error: { code: 'not-connected', cell: 'e5' } });
  });

  it('refuses a placement mid-chain and an explosion when nothing can explode', () => {
    expect(place(pos('b b2:3b d4:1w'), 'b2')).toMatchObject({ ok: false, error: { code: 'must-explode' } });
    expect(explode(state, 'b2', 'b3')).toMatchObject({ ok: false, error: { code: 'must-place' } });
  });
});

describe('a side shut in on the centre', () => {
  // b explodes a 4 on b2 toward b3: b3 is captured, c2 and a1 get a pawn, one stays on b2. w then
  // holds only c3, and every first-ring cell is b's, so w cannot place anywhere.
  const chain = pos('b b2:4b b3:1w c2:1b c4:1b d3:1b d4:1b c3:1w');

  it('still gets the turn, as the rules say, with no placement and a pass as its only move', () => {
    const { state: after, events } = ok(explode(chain, 'b2', 'b3'));

    expect(cellsOf(after)).toEqual({ a1: '1b', b2: '1b', b3: '2b', c2: '2b', c3: '1w', c4: '1b', d3: '1b', d4: '1b' });
    expect(after.phase).toBe('place');
    expect(after.toMove).toBe('w');
    expect(events.at(-1)).toEqual({ type: 'turn', toMove: 'w' });
    expect(legalPlacements(after)).toEqual([]);
    expect(legalActions(after)).toEqual([{ type: 'pass' }]);
  });

  it('passes: the turn goes back to the other side, and nothing else changes', () => {
    const shutIn = ok(explode(chain, 'b2', 'b3')).state;

    const { state: after, events } = ok(pass(shutIn));

    expect(events).toEqual([
      { type: 'passed', player: 'w' },
      { type: 'turn', toMove: 'b' },
    ]);
    expect(after.toMove).toBe('b');
    expect(after.cells).toEqual(shutIn.cells);
    expect(legalPlacements(after).length).toBeGreaterThan(0);
  });

  it('refuses a placement with must-pass, and refuses a pass to anyone who can place', () => {
    const shutIn = ok(explode(chain, 'b2', 'b3')).state;

    expect(place(shutIn, 'a2')).toEqual({ ok: false, error: { code: 'must-pass', cell: 'a2' } });
    expect(pass(pos('b b2:1b e5:1w'))).toEqual({ ok: false, error: { code: 'cannot-pass' } });
    expect(pass(chain)).toEqual({ ok: false, error: { code: 'cannot-pass' } });
  });

  it('is only that: a side with a pawn anywhere else places there, with or without the centre, and may not pass', () => {
    // The whole first ring is b's in both. w holds the centre and a1 in the first, only a1 (b the centre) in the second.
    const alsoA1 = pos('w c3:1w a1:1w b2:1b b3:1b c2:1b c4:1b d3:1b d4:1b');
    const onlyA1 = pos('w c3:1b a1:1w b2:1b b3:1b c2:1b c4:1b d3:1b d4:1b');
    for (const state of [alsoA1, onlyA1]) {
      expect(legalPlacements(state)).toContain('a1');
      expect(legalActions(state)).not.toContainEqual({ type: 'pass' });
      expect(pass(state)).toEqual({ ok: false, error: { code: 'cannot-pass' } });
    }
  });

  it('refuses a pass mid-chain even when the mover holds only the centre and the other side the whole first ring', () => {
    // The shut-in pattern, but mid-chain: c3 holds 3 of b's pawns, so b must explode it, not pass.
    const surroundedChain = pos('b c3:3b b2:1w b3:1w c2:1w c4:1w d3:1w d4:1w');
    expect(surroundedChain.phase).toBe('explode');

    expect(pass(surroundedChain)).toEqual({ ok: false, error: { code: 'cannot-pass' } });
    expect(place(surroundedChain, 'a1')).toMatchObject({ ok: false, error: { code: 'must-explode' } });
    expect(legalActions(surroundedChain).every((a) => a.type === 'explode')).toBe(true);
    expect(legalActions(surroundedChain).length).toBeGreaterThan(0);
  });

  it('reads and writes the pass in records', () => {
    const record = parseRecord('classic b b2:4b b3:1w c2:1b c4:1b d3:1b d4:1b c3:1w | b2>b3 pass a2');
    expect(record.ok).toBe(true);
    if (!record.ok) return;
    expect(record.value.moves[1]).toEqual({ type: 'pass' });
    expect(replay(record.value).ok).toBe(true);
    expect(formatRecord(record.value)).toContain('b2>b3 pass a2');
  });
});

describe('explosions', () => {
  it('start when a placement makes three, and the mover must then explode', () => {
    const { state, events } = ok(place(pos('b b2:2b e5:1w'), 'b2'));

    expect(state.phase).toBe('explode');
    expect(state.toMove).toBe('b');
    expect(explodableCells(state)).toEqual(['b2']);
    expect(events).toEqual([
      { type: 'placed', player: 'b', cell: 'b2', count: 3 },
      { type: 'chain', player: 'b', explodable: ['b2'] },
    ]);
    expect(legalActions(state)).toEqual([
      { type: 'explode', cell: 'b2', toward: yNames('b2')[0] },
      { type: 'explode', cell: 'b2', toward: yNames('b2')[1] },
    ]);
  });

  it('send one pawn along each arm of the Y named by toward (E, NW, SW)', () => {
    const { state } = ok(explode(pos('b b2:3b e5:1w'), 'b2', 'b3'));

    expect(cellsOf(state)).toEqual({ a1: '1b', b3: '1b', c2: '1b', e5: '1w' });
    expect(state.phase).toBe('place');
    expect(state.toMove).toBe('w');
  });

  it('send pawns along the other Y (NE, W, SE) whichever of its cells names it', () => {
    for (const toward of ['c3', 'b1', 'a2']) {
      const { state } = ok(explode(pos('b b2:3b e5:1w'), 'b2', toward));

      expect(cellsOf(state)).toEqual({ a2: '1b', b1: '1b', c3: '1b', e5: '1w' });
    }
  });

  it('refuse a toward cell that is not a neighbour, and unknown cells', () => {
    const state = pos('b b2:3b e5:1w');

    expect(explode(state, 'b2', 'e5')).toEqual({ ok: false, error: { code: 'not-on-y', cell: 'b2', toward: 'e5' } });
    expect(explode(state, 'b2', 'b2')).toMatchObject({ ok: false, error: { code: 'not-on-y' } });
    expect(explode(state, 'x9', 'b3')).toEqual({ ok: false, error: { code: 'unknown-cell', cell: 'x9' } });
    expect(explode(state, 'b2', 'b9')).toEqual({ ok: false, error: { code: 'unknown-cell', cell: 'b9' } });
  });

  it('capture: an arriving pawn turns the pawns there to the mover, and the chain goes on', () => {
    const { state, events } = ok(explode(pos('b b2:3b b3:2w e5:1w'), 'b2', 'b3'));

    expect(cellsOf(state)).toEqual({ a1: '1b', b3: '3b', c2: '1b', e5: '1w' });
    expect(state.phase).toBe('explode');
    expect(state.toMove).toBe('b');
    expect(pawnCounts(state)).toEqual({ b: 5, w: 1 });
    expect(events).toEqual([
      { type: 'exploded', player: 'b', cell: 'b2', toward: 'b3', count: 3, remaining: 0 },
      { type: 'moved', player: 'b', from: 'b2', to: 'b3', direction: 'E' },
      { type: 'captured', player: 'b', from: 'w', cell: 'b3', count: 2 },
      { type: 'moved', player: 'b', from: 'b2', to: 'c2', direction: 'NW' },
      { type: 'moved', player: 'b', from: 'b2', to: 'a1', direction: 'SW' },
      { type: 'chain', player: 'b', explodable: ['b3'] },
    ]);
  });

  it('let the centre fill up and explode like any other cell', () => {
    const { state } = ok(explode(pos('b c3:3b e5:1w a1:1w'), 'c3', 'c4'));

    expect(cellsOf(state)).toEqual({ a1: '1w', b2: '1b', c4: '1b', d3: '1b', e5: '1w' });
  });

  it('start with the fullest cell: a 4 before any 3', () => {
    const state = pos('b b2:4b d4:3b e5:1w');

    expect(explodableCells(state)).toEqual(['b2']);
    expect(explode(state, 'd4', 'd5')).toEqual({ ok: false, error: { code: 'not-explodable', cell: 'd4', explodable: ['b2'] } });
  });

  it('offer every cell tied for the most pawns', () => {
    expect(explodableCells(pos('b b2:3b d4:3b e5:1w')).sort()).toEqual(['b2', 'd4']);
  });

  it('leave one pawn behind on a 4, two on a 5 and three on a 6', () => {
    for (const [count, left] of [
      [4, 1],
      [5, 2],
      [6, 3],
    ]) {
      const { state, events } = ok(explode(pos(`b b2:${count}b e5:1w`), 'b2', 'b3'));

      expect(state.cells.b2).toEqual({ owner: 'b', count: left });
      expect(events[0]).toEqual({ type: 'exploded', player: 'b', cell: 'b2', toward: 'b3', count, remaining: left });
    }
  });

  it('keep a 6-pawn cell explodable after its first explosion, since 3 remain', () => {
    const { state } = ok(explode(pos('b b2:6b e5:1w'), 'b2', 'b3'));

    expect(state.phase).toBe('explode');
    expect(explodableCells(state)).toEqual(['b2']);
  });

  it('make the mover win as soon as the opponent has no pawn, even with cells of 3+ left', () => {
    const { state, events } = ok(explode(pos('b b2:4b b3:1w c2:3b'), 'b2', 'b3'));

    expect(state.phase).toBe('over');
    expect(state.winner).toBe('b');
    expect(state.score).toBeNull();
    expect(cellsOf(state)).toEqual({ a1: '1b', b2: '1b', b3: '2b', c2: '4b' });
    expect(events.at(-1)).toEqual({ type: 'won', winner: 'b', score: null });
    expect(events.some((e) => e.type === 'chain' || e.type === 'turn')).toBe(false);
  });

  it('accept nothing once the game is over', () => {
    const over = ok(explode(pos('b b2:4b b3:1w c2:3b'), 'b2', 'b3')).state;

    expect(place(over, 'a1')).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(explode(over, 'c2', 'c3')).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(legalActions(over)).toEqual([]);
  });
});

describe('pawns sent off the board', () => {
  // c5 is a peak pointing E. Y 0 of c5 = {E (off, radial), NW d5, SW b4}; Y 1 = {NE (off), W c4, SE (off)}.
  it('land on the centre in classic when a peak sends them radially', () => {
    const { state, events } = ok(explode(pos('classic b c5:3b e3:1w'), 'c5', 'd5'));

    expect(cellsOf(state)).toEqual({ b4: '1b', c3: '1b', d5: '1b', e3: '1w' });
    expect(events[1]).toEqual({ type: 'toCentre', player: 'b', from: 'c5', direction: 'E' });
  });

  it('capture what is on the centre when they land there', () => {
    const { state, events } = ok(explode(pos('classic b c5:3b c3:2w e3:1w'), 'c5', 'd5'));

    expect(cellsOf(state)).toEqual({ b4: '1b', c3: '3b', d5: '1b', e3: '1w' });
    expect(events.slice(1, 3)).toEqual([
      { type: 'toCentre', player: 'b', from: 'c5', direction: 'E' },
      { type: 'captured', player: 'b', from: 'w', cell: 'c3', count: 2 },
    ]);
  });

  it('are lost in classic when they leave a peak in another direction', () => {
    const { state, events } = ok(explode(pos('classic b c5:3b e3:1w'), 'c5', 'c4'));

    expect(cellsOf(state)).toEqual({ c4: '1b', e3: '1w' });
    expect(events.filter((e) => e.type === 'lost')).toEqual([
      { type: 'lost', player: 'b', from: 'c5', direction: 'NE', to: null },
      { type: 'lost', player: 'b', from: 'c5', direction: 'SE', to: null },
    ]);
  });

  it('are lost in classic when they leave an outer cell that is not a peak', () => {
    // a2: Y 0 = {E a3, NW b2, SW (off)}.
    const { state } = ok(explode(pos('classic b a2:3b e5:1w'), 'a2', 'a3'));

    expect(cellsOf(state)).toEqual({ a3: '1b', b2: '1b', e5: '1w' });
  });

  it('all land on the centre in express, several from one explosion', () => {
    const { state, events } = ok(explode(pos('express b c5:3b e3:1w'), 'c5', 'c4'));

    expect(cellsOf(state)).toEqual({ c3: '2b', c4: '1b', e3: '1w' });
    expect(events.filter((e) => e.type === 'toCentre')).toHaveLength(2);
  });

  it('are all lost in long, radial ones included', () => {
    const { state, events } = ok(explode(pos('long b c5:3b e3:1w'), 'c5', 'd5'));

    expect(cellsOf(state)).toEqual({ b4: '1b', d5: '1b', e3: '1w' });
    expect(events[1]).toEqual({ type: 'lost', player: 'b', from: 'c5', direction: 'E', to: null });
  });
});
