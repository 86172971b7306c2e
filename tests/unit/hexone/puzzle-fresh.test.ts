// Fresh puzzles (endless mode, daily puzzle): the daily seed from the date, requests read from any
// value, and what the worker answers: a puzzle with exactly one answer, the same for the same request.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPuzzle } from '@engine/hexone/solver/index.js';
import { dailyRequest, dayNumber, noneReason, readRequest } from '@site/components/hexone/puzzle/fresh.js';
import { makeFresh } from '@site/components/hexone/puzzle/fresh-make.js';
import { requestFromQuery, requestToQuery } from '@site/components/hexone/puzzle/fresh-page.js';
import { walk } from '@site/components/hexone/puzzle/judge.js';

describe('the daily puzzle', () => {
  it('is seeded by the UTC date: the same all day long everywhere, another the next day', () => {
    const morning = dailyRequest(new Date('2026-11-23T00:00:01Z'));
    const evening = dailyRequest(new Date('2026-11-23T23:59:59Z'));
    const paris = dailyRequest(new Date('2026-11-24T00:30:00+01:00')); // still the 23rd in UTC
    expect(morning).toEqual(evening);
    expect(paris).toEqual(morning);
    expect(morning.seed).toBe(20261123);
    expect(dailyRequest(new Date('2026-11-24T12:00:00Z')).seed).not.toBe(morning.seed);
    expect(dayNumber(new Date('2027-01-05T12:00:00Z'))).toBe(20270105);
  });

  it('climbs through the week: first steps early in the week, 4-pawn chains midweek, a 5-pawn chain at the weekend', () => {
    const kinds = [23, 24, 25, 26, 27, 28, 29].map((d) => dailyRequest(new Date(`2026-11-${d}T12:00:00Z`)).kind);
    expect(kinds).toEqual(['intro', 'intro', 'four', 'four', 'four', 'five', 'five']);
  });
});

describe('fresh requests', () => {
  it('are refused unless every setting is one the generator knows, whatever the value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const read = readRequest(value);
        if (read) expect(readRequest(read)).toEqual(read);
      }),
    );
    expect(readRequest({ kind: 'four', exits: 'express', tiles: false, difficulty: 3, theme: 'centre', seed: 5 })).not.toBeNull();
    expect(readRequest({ kind: 'six', exits: 'express', tiles: false, difficulty: 3, theme: null, seed: 5 })).toBeNull();
    expect(readRequest({ kind: 'four', exits: 'express', tiles: false, difficulty: 3, theme: 'magic', seed: 5 })).toBeNull();
    expect(readRequest({ kind: 'four', exits: 'express', tiles: false, difficulty: 3, theme: null, seed: -1 })).toBeNull();
  });

  it("travel in the endless page's address and come back the same", () => {
    const request = { kind: 'four', exits: 'long', tiles: true, difficulty: 2, theme: 'tileRemoval', seed: 99 } as const;
    expect(requestFromQuery(requestToQuery(request))).toEqual(request);
    expect(requestFromQuery('?kind=four&rules=express')).toBeNull(); // no seed: the page picks one
  });
});

describe('making a fresh puzzle', () => {
  it('gives a puzzle with exactly one answer, its judging tree, the same again for the same request', () => {
    const request = { kind: 'intro', exits: 'classic', tiles: false, difficulty: null, theme: null, seed: 3 };
    const answer = makeFresh(request);
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(checkPuzzle(answer.puzzle)).toEqual([]);
    expect(walk(answer.tree, answer.puzzle.solution.split(' '))?.node).toBe(-1);
    const again = makeFresh(request);
    expect(again.ok && again.puzzle).toEqual(answer.puzzle);
  });

  it('honours the theme asked for', () => {
    const answer = makeFresh({ kind: 'intro', exits: 'classic', tiles: false, difficulty: null, theme: 'take', seed: 4 });
    expect(answer.ok && answer.puzzle.themes).toContain('take');
  });

  it('explains a 5-pawn request outside Express that found nothing by the rarity of such chains, any other by chance', () => {
    expect(noneReason({ kind: 'five', exits: 'classic' })).toBe('fresh.rareFive');
    expect(noneReason({ kind: 'five', exits: 'long' })).toBe('fresh.rareFive');
    expect(noneReason({ kind: 'five', exits: 'express' })).toBe('fresh.none');
    expect(noneReason({ kind: 'four', exits: 'long' })).toBe('fresh.none');
    expect(noneReason({ kind: 'intro', exits: 'classic' })).toBe('fresh.none');
  });

  it('answers a bad request with a reason, without throwing', () => {
    expect(makeFresh('four please')).toMatchObject({ ok: false, reason: 'bad-request' });
  });
});
