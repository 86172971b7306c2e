// The pure modules of <hexadominos-board> (components/hexadominos-board/): attribute checks, seats and
// the privacy screen, view geometry, places and previews against the engine, the score sheet, keys,
// keys and the language tables. (The computer players are the engine's: tests/unit/hexadominos/bot.test.ts.)
import fc from 'fast-check';
import { chooseAction } from '@engine/hexadominos/bot/choose.js';
import { describe, expect, it } from 'vitest';
import { TILE_SIZE, cellCentre, fitView, inView, panBy, readableZoom, zoomAt } from '@components/hexadominos-board/geometry.js';
import { type Lang, describeError, describeValue, localeOf, registerLang } from '@components/hexadominos-board/i18n.js';
import { en } from '@components/hexadominos-board/i18n-en.js';
import { fr } from '@components/hexadominos-board/i18n-fr.js';
import { keyCommand } from '@components/hexadominos-board/keyboard.js';
import { namesOf, readConfig } from '@components/hexadominos-board/options.js';
import { endTally, scoreSheet } from '@components/hexadominos-board/score-sheet.js';
import { needsScreen, seatNames, viewerSeat } from '@components/hexadominos-board/seats.js';
import { fittingRotation, previewAt, spotsFor } from '@components/hexadominos-board/spots.js';
import { parsePosition } from '@engine/hexadominos/notation.js';
import { parseRecord, replay } from '@engine/hexadominos/record.js';
import { apply, legalPlacements } from '@engine/hexadominos/rules.js';
import { newGame } from '@engine/hexadominos/setup.js';
import { viewFor } from '@engine/hexadominos/view.js';
import type { GameState } from '@engine/hexadominos/types.js';

registerLang('fr', fr);
const position = (text: string): GameState => {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  return parsed.value;
};
const RAW = { players: null, seats: null, scoring: null, seed: null, target: null, position: null, record: null, match: null };

describe('options: what the attributes ask for', () => {
  it('reads seats in words or objects, and the defaults', () => {
    const seatsOf = (seats: unknown) => readConfig({ ...RAW, seats }).config?.seats;
    expect(seatsOf('human computer:hard')).toEqual([{ kind: 'human' }, { kind: 'computer', level: 'hard' }]);
    expect(seatsOf(['computer', { kind: 'human' }])).toEqual([{ kind: 'computer', level: 'medium' }, { kind: 'human' }]);
    expect(seatsOf('human, HARD')).toEqual([{ kind: 'human' }, { kind: 'computer', level: 'hard' }]); // the address's words too (one codec)
    expect(readConfig(RAW).config).toEqual({
      seats: [{ kind: 'human' }, { kind: 'computer', level: 'medium' }],
      scoring: 'standard',
      seed: null,
      target: null,
      source: null,
      match: null,
    });
    expect(readConfig({ ...RAW, players: '3', seed: '42', target: 500 }).config).toMatchObject({ seed: 42, target: 500, seats: { length: 3 } });
    expect(readConfig({ ...RAW, position: 'p', record: 'r' }).config?.source).toBe('r');
  });

  it('refuses any other value of any type with a message naming the attribute, and never throws', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('players', 'seats', 'scoring', 'seed', 'target', 'position', 'record'),
        fc.anything({ withBigInt: true, withMap: true, withSet: true }),
        (name, value) => {
          const { config, errors } = readConfig({ ...RAW, [name]: value });
          if (config) return; // a good value (or an absent one)
          expect(errors.length).toBeGreaterThan(0);
          for (const e of errors) {
            expect(e.attribute).toBe(name);
            for (const lang of ['en', 'fr'] as Lang[]) expect(describeError(e, lang)).toContain(e.attribute!);
          }
        },
      ),
    );
    expect(readConfig({ ...RAW, players: 3, seats: 'human human' }).errors.map((e) => e.attribute)).toEqual(['players']);
    expect(readConfig({ ...RAW, scoring: 'kids', target: 100 }).errors.map((e) => e.attribute)).toEqual(['target']);
  });

  it('describes any value in a few characters without throwing', () => {
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    fc.assert(
      fc.property(fc.anything({ withBigInt: true }), (value) => {
        expect(describeValue(value).length).toBeLessThanOrEqual(41);
      }),
    );
    expect(describeValue(Symbol('x'))).toBe('Symbol(x)');
    expect(describeValue(revoked.proxy)).toBe('object');
    expect(readConfig({ ...RAW, seats: revoked.proxy }).errors[0]).toMatchObject({ attribute: 'seats', value: 'object' });
  });
});

describe('seats: whose rack shows, and when the device changes hands', () => {
  const people = [{ kind: 'human' as const }, { kind: 'human' as const }, { kind: 'computer' as const, level: 'easy' as const }];
  it("shows the mover's rack, or the last person's while a computer plays", () => {
    expect(viewerSeat(people, 1, 0)).toBe(1);
    expect(viewerSeat(people, 2, 1)).toBe(1);
    expect(viewerSeat(people, 2, null)).toBe(0);
    expect(
      viewerSeat(
        [
          { kind: 'computer', level: 'easy' },
          { kind: 'computer', level: 'hard' },
        ],
        1,
        null,
      ),
    ).toBe(1);
  });
  it('asks for the screen between two people only', () => {
    expect(needsScreen(people, 1, 0)).toBe(true);
    expect(needsScreen(people, 1, 1)).toBe(false);
    expect(needsScreen([{ kind: 'human' }, { kind: 'computer', level: 'easy' }], 0, null)).toBe(false);
  });
  it('names seats, marking computers, in each language', () => {
    expect(seatNames(people, 'en', namesOf(['Anna', null]) ?? [])).toEqual(['Anna', 'Player 2', 'Player 3 (computer, easy)']);
    expect(seatNames(people, 'fr', [])[2]).toBe('Joueur 3 (ordinateur, facile)');
    expect(namesOf(['Anna', 3])).toBe(null); // refused as a whole: the board says so and uses its defaults
  });
});

describe('geometry: the view of a growing table', () => {
  it('fits every cell in view, and keeps numbers readable by panning rather than shrinking', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -8, max: 8 }), fc.integer({ min: -8, max: 8 })), { minLength: 1, maxLength: 30 }), (cells) => {
        const view = fitView(cells);
        if (view.zoom > readableZoom(0)) for (const cell of cells) expect(inView(view, cell), String(cell)).toBe(true);
      }),
    );
    expect(
      fitView(
        Array.from({ length: 40 }, (_, q) => [q, 0] as const),
        400,
      ).zoom,
    ).toBeGreaterThanOrEqual(readableZoom(400));
  });
  it('zooms about the pointer and pans by screen units', () => {
    const view = { x: 0, y: 0, zoom: 1 };
    const zoomed = zoomAt(view, 2, 1, 1);
    // The corner under the pointer stays under it: 400 units right of centre at zoom 1, 200 at zoom 2.
    expect(zoomed.x + 400 / 2).toBeCloseTo(400);
    expect(panBy(view, 100, 0).x).toBe(-100);
    expect(cellCentre([1, 0]).x).toBeCloseTo(TILE_SIZE * Math.sqrt(3), 1);
  });
});

describe("spots: places and previews are the engine's", () => {
  it("lists every cell of legalPlacements once with its rotations, and previews each with the engine's points", () => {
    const start = newGame({ players: 2, seed: 9 });
    if (!start.ok) throw new Error('no game');
    let state = start.state;
    for (let k = 0; k < 12 && !state.over; k++) {
      const tile = state.drawn ?? state.racks[state.toMove][0];
      const placements = legalPlacements(state, tile);
      const spots = spotsFor(state, tile);
      expect(spots.map((s) => s.key).sort()).toEqual([...new Set(placements.map((p) => `${p.at[0]},${p.at[1]}`))].sort());
      for (const p of placements) {
        const preview = previewAt(state, tile, p.at, p.rot);
        expect(preview.placement?.points).toBe(p.points);
        expect(preview.sides.every((side) => side.matches)).toBe(true);
        const spot = spots.find((s) => s.key === `${p.at[0]},${p.at[1]}`)!;
        expect(spot.rotations).toContain(fittingRotation(spot, ((p.rot + 1) % 6) as 0));
      }
      const action = placements[0]
        ? { type: 'place' as const, tile, at: placements[0].at, rot: placements[0].rot }
        : { type: state.draws < 3 && state.pile.length ? ('draw' as const) : ('pass' as const) };
      const next = apply(state, action);
      if (!next.ok) throw new Error(next.error.code);
      state = next.state;
    }
  });
  it('marks the sides that do not match in a preview that does not fit', () => {
    const state = position('standard turn:0 112345@0,0/0 r0:122345 r1:112335 pile:223345');
    const preview = previewAt(state, '122345', [1, 0], 0);
    expect(preview.placement).toBe(null);
    expect(preview.sides).toEqual([{ direction: 3, value: 3, need: 1, matches: false }]);
  });
});

describe('score sheet and end of the game', () => {
  it('gives each seat its placements, penalties and end adjustments, summing to its score', () => {
    const record = parseRecord('standard players:2 seed:5');
    if (!record.ok) throw new Error('bad record');
    const state = replay(record.value);
    if (!state.ok) throw new Error('no replay');
    let game = state.value.states[0];
    const log = [];
    for (let k = 0; k < 400 && !game.over; k++) {
      const view = viewFor(game, game.toMove);
      const action = view.ok ? chooseAction(view.value, 'medium') : null;
      if (!action) throw new Error('no action');
      const result = apply(game, action);
      if (!result.ok) throw new Error(result.error.code);
      log.push({ seat: game.toMove, action, events: result.events });
      game = result.state;
    }
    expect(game.over).toBe(true);
    const sheet = scoreSheet(log, game.players);
    sheet.forEach((rows, seat) => {
      const sum = rows.reduce(
        (total, row) =>
          total + (row.kind === 'place' ? row.points : row.kind === 'draw' ? -row.penalty : row.kind === 'lastTile' ? row.bonus + row.fromRacks : row.points),
        0,
      );
      expect(sum, `seat ${seat}`).toBe(game.scores[seat]);
    });
    const tally = endTally(game, log)!;
    expect(tally.after).toEqual(game.scores);
    expect(tally.winners).toEqual(game.winners);
  });
});

describe('keys', () => {
  it('turns keys into commands by where the focus is', () => {
    const key = (k: string, shiftKey = false) => ({ key: k, shiftKey, ctrlKey: false, metaKey: false, altKey: false });
    expect(keyCommand(key('r'), 'other')).toEqual({ type: 'rotate', by: 1 });
    expect(keyCommand(key('R', true), 'spot')).toEqual({ type: 'rotate', by: -1 });
    expect(keyCommand(key('ArrowRight'), 'table')).toBe(null); // the table pans instead
    expect(keyCommand(key('Enter'), 'spot')).toEqual({ type: 'activate' });
    expect(keyCommand(key('Enter'), 'rack')).toBe(null); // the rack tile is a button: Enter clicks it
  });
});

describe('language tables', () => {
  it('have the same keys in French and English', () => {
    const shape = (o: object): string[] =>
      Object.entries(o)
        .flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? shape(v).map((s) => `${k}.${s}`) : [k]))
        .sort();
    expect(shape(fr)).toEqual(shape(en));
  });
  it('write French with a narrow no-break space before : ; ! ? and inside « », and typographic apostrophes', () => {
    const texts: string[] = [];
    const collect = (o: unknown): void => {
      if (typeof o === 'string') texts.push(o);
      else if (typeof o === 'function') {
        try {
          texts.push(
            String(
              (o as (...a: unknown[]) => unknown)(
                { tile: '112345', drawn: '112345', directions: [0, 1], reason: 'can-place', attribute: 'seed', value: 'x', expected: 'y', text: 't', move: 1 },
                ['A', 'B'],
                0,
              ),
            ),
          );
        } catch {
          /* takes other arguments */
        }
      } else if (o && typeof o === 'object') Object.values(o).forEach(collect);
    };
    collect(fr);
    collect(localeOf('fr').ui);
    for (const t of texts) {
      expect(t, t).not.toMatch(/[^\u202f][:;!?](\s|$)/);
      expect(t, t).not.toMatch(/'/);
      expect(t, t).not.toMatch(/«[^\u202f]|[^\u202f]»/);
    }
  });
});
