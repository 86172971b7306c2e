/** The play page's kept game, share link and move list (site/src/lib/hexadominos/play-game.ts), against the engine's records. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatRecord, recordToUrl, type GameRecord } from '@engine/hexadominos/record.js';
import { newGame } from '@engine/hexadominos/setup.js';
import { apply, legalActions } from '@engine/hexadominos/rules.js';
import { matchOf, moveList, parseKeptGame, readShared, shareQuery } from '@site/lib/hexadominos/play-game.js';

/** A real game of `players` seats, `count` actions long, each the first legal action. */
function playedRecord(players: number, count: number): GameRecord {
  const start = newGame({ players, scoring: 'standard', seed: 7 });
  if (!start.ok) throw new Error('no deal');
  let state = start.state;
  const actions = [];
  for (let k = 0; k < count && !state.over; k++) {
    const action = legalActions(state)[0];
    const next = apply(state, action);
    if (!next.ok) throw new Error('refused');
    actions.push(action);
    state = next.state;
  }
  return { options: { players, scoring: 'standard', seed: 7 }, actions };
}

describe('play page game', () => {
  it('a share link reads back to the same record, seats and target', () => {
    const record = playedRecord(4, 9);
    const query = shareQuery(recordToUrl(record), 'human computer:easy computer:medium computer:hard', 300);
    expect(readShared(query)).toEqual({
      game: { record: formatRecord(record), seats: 'human computer:easy computer:medium computer:hard', target: 300 },
      bad: false,
    });
  });

  it("a share link of a match's game carries where the match stands, and reads back to it (a reload resumes the match)", () => {
    const record = playedRecord(2, 5);
    const query = shareQuery(recordToUrl(record), 'human computer:easy', 300, { totals: [120, -15], game: 3 });
    expect(query).toContain('totals=120%2C-15&game=3');
    const shared = readShared(query);
    expect(shared.game?.match).toEqual({ totals: [120, -15], game: 3 });
    expect(matchOf(shared.game!)).toEqual({ target: 300, totals: [120, -15], game: 3 });
    expect(parseKeptGame(JSON.stringify(shared.game)).game).toEqual(shared.game);
    // Totals that do not fit the seats, or a game number that is not one: the link is refused, not half read.
    expect(readShared(shareQuery(recordToUrl(record), 'human computer:easy', 300, { totals: [1], game: 2 })).bad).toBe(true);
    expect(readShared(`${shareQuery(recordToUrl(record), 'human computer:easy', 300)}&totals=1,2&game=x`).bad).toBe(true);
    expect(matchOf({ record: '', seats: 'human', target: null })).toBe(null);
  });

  it("reads seats in a link or a kept game with the engine's seat codec, any spelling, as the attribute text that plays them", () => {
    const record = playedRecord(2, 3);
    const url = encodeURIComponent(recordToUrl(record));
    for (const seats of ['human,hard', 'HUMAN,computer:hard', 'human+computer%3Ahard']) {
      expect(readShared(`record=${url}&seats=${seats}`).game?.seats, seats).toBe('human computer:hard');
    }
    expect(readShared(`record=${url}&seats=human,wizard`)).toEqual({ game: null, bad: true });
    expect(parseKeptGame(JSON.stringify({ record: formatRecord(record), seats: 'human, easy', target: null })).game?.seats).toBe('human computer:easy');
  });

  it('a share link whose seats do not match the record is refused', () => {
    const record = playedRecord(2, 3);
    expect(readShared(shareQuery(recordToUrl(record), 'human', null))).toEqual({ game: null, bad: true });
  });

  it('the move list has one entry per action, each with the seat that moved and the record up to it', () => {
    const record = playedRecord(3, 12);
    const moves = moveList(formatRecord(record));
    expect(moves).toHaveLength(record.actions.length);
    moves.forEach((move, k) => {
      expect(move.action).toEqual(record.actions[k]);
      expect(move.record).toBe(formatRecord({ ...record, actions: record.actions.slice(0, k + 1) }));
    });
    expect(moves.map((m) => m.seat).every((seat) => seat >= 0 && seat < 3)).toBe(true);
    // Each move's points are its mover's score change, so they add up to the final scores.
    const start = newGame(record.options);
    if (!start.ok) throw new Error('no deal');
    let state = start.state;
    for (const action of record.actions) {
      const next = apply(state, action);
      if (!next.ok) throw new Error('refused');
      state = next.state;
    }
    for (let seat = 0; seat < 3; seat++) expect(moves.filter((m) => m.seat === seat).reduce((sum, m) => sum + m.points, 0)).toBe(state.scores[seat]);
  });

  it('a kept game round-trips, and anything else stored starts fresh with the corruption noted', () => {
    const kept = { record: formatRecord(playedRecord(2, 4)), seats: 'human computer:hard', target: null };
    expect(parseKeptGame(JSON.stringify(kept))).toEqual({ game: kept, corrupted: false });
    expect(parseKeptGame(null)).toEqual({ game: null, corrupted: false });
    fc.assert(
      fc.property(fc.anything(), (value) => {
        let text: string;
        try {
          text = JSON.stringify(value) ?? String(value);
        } catch {
          text = String(value);
        }
        const read = parseKeptGame(text);
        if (text !== '') expect(read).toEqual({ game: null, corrupted: true });
        expect(moveList(text)).toEqual([]);
        expect(readShared(`record=${encodeURIComponent(text)}&seats=human`).game).toBeNull();
      }),
    );
  });
});
