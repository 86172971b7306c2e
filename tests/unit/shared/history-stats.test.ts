/**
 * What the history page shows from a history (site/src/lib/shared/history/): results per computer level and the
 * ladder, read from the engines' LEVELS; the daily streak; the games as the play pages make them; the words for
 * levels (a level with no label shows its raw name); the rating graph's geometry.
 */
import { describe, expect, it } from 'vitest';
import { LEVELS as HEXONE_LEVELS } from '@components/shared/levels.js';
import { LEVELS as HEXADOMINOS_LEVELS } from '@engine/hexadominos/bot/levels.js';
import { hexadominosGame, hexoneGame } from '@site/lib/shared/history/entries.js';
import { ratingGraph } from '@site/lib/shared/history/graph.js';
import { levelName, rulesName } from '@site/lib/shared/history/labels.js';
import type { FinishedGame } from '@site/lib/shared/history/record.js';
import { dailyStreak, dayBefore, ladder, playLevelLink, resultsByLevel } from '@site/lib/shared/history/stats.js';
import { askedOpponent } from '@site/lib/hexone/play-storage.js';
import { readSettings } from '@site/lib/hexadominos/play-settings.js';
import { formatSeats } from '@engine/hexadominos/seats.js';
import { dictionaries } from '@site/i18n/index.js';

const AT = Date.UTC(2026, 10, 29, 12);
const hexone = (level: string | null, winner: 'b' | 'w', computer: 'b' | 'w' | null = 'w') =>
  hexoneGame({ record: `r-${level}-${winner}`, query: 'game=x', exits: 'classic', tiles: false, winner, computer, level: level ?? 'casual', at: AT });

describe('results per level and the ladder', () => {
  const games: FinishedGame[] = [
    hexone('newcomer', 'b'),
    hexone('newcomer', 'w'),
    hexone('newcomer', 'b'),
    hexone('expert', 'w'),
    hexone(null, 'b', null),
    hexone('future', 'b'),
  ];

  it('counts wins and losses per level, in the order of LEVELS, then levels met but not listed; games between people nowhere', () => {
    const rows = resultsByLevel(games, 'hexone', HEXONE_LEVELS);
    expect(rows.map((r) => r.level)).toEqual([...HEXONE_LEVELS, 'future']);
    expect(rows.find((r) => r.level === 'newcomer')).toEqual({ level: 'newcomer', wins: 2, losses: 1, draws: 0 });
    expect(rows.find((r) => r.level === 'expert')).toEqual({ level: 'expert', wins: 0, losses: 1, draws: 0 });
    expect(rows.reduce((n, r) => n + r.wins + r.losses + r.draws, 0)).toBe(5);
    expect(resultsByLevel(games, 'hexadominos', HEXADOMINOS_LEVELS).every((r) => r.wins + r.losses + r.draws === 0)).toBe(true);
  });

  it('marks each level of LEVELS beaten once won against', () => {
    expect(ladder(games, 'hexone', HEXONE_LEVELS)).toEqual(HEXONE_LEVELS.map((level) => ({ level, beaten: level === 'newcomer' })));
  });

  it('links each level to a new game against it, as each play page reads its address: the person first, the computer second', () => {
    for (const level of HEXONE_LEVELS) {
      const link = playLevelLink('hexone', level, 'https://example.org/en/hexone/play/');
      expect(askedOpponent(link)).toEqual({ computer: 'w', level });
    }
    for (const level of HEXADOMINOS_LEVELS) {
      const link = new URL(playLevelLink('hexadominos', level, 'https://example.org/fr/hexadominos/play/'));
      expect(link.pathname).toBe('/fr/hexadominos/play/');
      const { config, problem } = readSettings(link.search);
      expect(problem).toBeNull();
      expect(formatSeats(config.seats)).toBe(`human computer:${level}`);
    }
  });

  it('starts no new game from an address that names no computer side, or that shares a game (its own opponent)', () => {
    expect(askedOpponent('https://example.org/en/hexone/play/')).toBeNull();
    expect(askedOpponent('https://example.org/en/hexone/play/?level=club')).toBeNull();
    expect(askedOpponent('https://example.org/en/hexone/play/?computer=both&level=club')).toBeNull();
    expect(askedOpponent('https://example.org/en/hexone/play/?game=classic.b.opening~&computer=w&level=club')).toBeNull();
    // An unknown level is the default one, as in a share link.
    expect(askedOpponent('https://example.org/en/hexone/play/?computer=b&level=42')).toEqual({ computer: 'b', level: 'casual' });
  });
});

describe('the daily streak', () => {
  it('counts days in a row ending today, or yesterday while today is still to do; a miss or a gap ends it', () => {
    const results = { 'daily-20261129': 'solved', 'daily-20261128': 'retried', 'daily-20261127': 'helped', 'daily-20261125': 'solved' };
    expect(dailyStreak(results, 20261129)).toEqual({ days: 3, today: true });
    expect(dailyStreak(results, 20261130)).toEqual({ days: 3, today: false });
    expect(dailyStreak(results, 20261201)).toEqual({ days: 0, today: false });
    expect(dailyStreak({ ...results, 'daily-20261128': 'failed' }, 20261129)).toEqual({ days: 1, today: true });
    expect(dailyStreak({}, 20261129)).toEqual({ days: 0, today: false });
  });

  it('steps back across months and years', () => {
    expect(dayBefore(20260301)).toBe(20260228);
    expect(dayBefore(20240301)).toBe(20240229);
    expect(dayBefore(20270101)).toBe(20261231);
    expect(dailyStreak({ 'daily-20270101': 'solved', 'daily-20261231': 'solved' }, 20270101)).toEqual({ days: 2, today: true });
  });
});

describe('games as the play pages keep them', () => {
  it('Hexone: the result is the person’s against the computer, none between two people', () => {
    expect(hexone('expert', 'b')).toMatchObject({ game: 'hexone', level: 'expert', you: 'b', outcome: 'win', winner: 'b', rules: 'classic', mode: 'play' });
    expect(hexone('expert', 'w')).toMatchObject({ outcome: 'loss' });
    expect(hexoneGame({ record: 'r', query: 'game=r', exits: 'express', tiles: true, winner: 'w', computer: 'b', level: 'easy', at: AT })).toMatchObject({
      you: 'w',
      outcome: 'win',
      rules: 'express+tiles',
    });
    expect(hexone(null, 'b', null)).toMatchObject({ level: null, you: null, outcome: null, winner: 'b' });
  });

  it('Hexa-dominos: one person against computers (the strongest level kept), people at one screen, computers alone', () => {
    const end = { record: 'r', query: 'record=r', scoring: 'standard', scores: [120, 80, 95], levels: HEXADOMINOS_LEVELS, at: AT };
    expect(hexadominosGame({ ...end, seats: 'computer:easy human computer:hard', winners: [1] })).toMatchObject({
      level: 'hard',
      you: '2',
      outcome: 'win',
      winner: '2',
      scores: [120, 80, 95],
    });
    expect(hexadominosGame({ ...end, seats: 'human computer:medium', winners: [0, 1], mode: 'daily' })).toMatchObject({
      outcome: 'draw',
      mode: 'daily',
      winner: '1,2',
    });
    expect(hexadominosGame({ ...end, seats: 'human computer:medium', winners: [1] })).toMatchObject({ outcome: 'loss', level: 'medium' });
    expect(hexadominosGame({ ...end, seats: 'human human', winners: [0] })).toMatchObject({ level: null, you: null, outcome: null, winner: '1' });
    expect(hexadominosGame({ ...end, seats: 'computer:easy computer:hard', winners: [0] })).toBeNull();
  });
});

describe('the words of the history page', () => {
  it('names every level of both games’ LEVELS in both languages, and a level with no label by its raw name', () => {
    for (const s of Object.values(dictionaries)) {
      for (const level of HEXONE_LEVELS) expect(levelName(s, 'hexone', level)).not.toBe(level);
      for (const level of HEXADOMINOS_LEVELS) expect(levelName(s, 'hexadominos', level)).not.toBe(level);
      expect(levelName(s, 'hexone', 'grandmaster')).toBe('grandmaster');
    }
    expect(levelName(dictionaries.fr, 'hexone', 'newcomer')).toBe('Novice');
  });

  it('names the rules: Hexone’s exits and tiles edition, Hexa-dominos’ scoring, an unknown word raw', () => {
    const s = dictionaries.en;
    expect(rulesName(s, hexoneGame({ record: 'r', query: '', exits: 'long', tiles: true, winner: 'b', computer: null, level: 'easy', at: AT }))).toBe(
      'Long, tiles edition',
    );
    expect(rulesName(s, { ...hexone('newcomer', 'b'), game: 'hexadominos', rules: 'simple' })).toBe('Simple');
    expect(rulesName(s, { ...hexone('newcomer', 'b'), rules: 'giant' })).toBe('giant');
  });
});

describe('the rating graph', () => {
  it('spreads the points across the box, the highest at the top, the scale rounded out to 50', () => {
    const graph = ratingGraph(
      [
        { at: AT, rating: 1500 },
        { at: AT + 1, rating: 1560 },
        { at: AT + 2, rating: 1530 },
      ],
      320,
      120,
      8,
    );
    expect([graph.low, graph.high]).toEqual([1500, 1600]);
    expect(graph.dots.map((d) => d.x)).toEqual([8, 160, 312]);
    expect(graph.dots[0].y).toBe(112); // the lowest rating on the bottom edge
    expect(graph.dots[1].y).toBeLessThan(graph.dots[2].y); // higher rating, higher up
    expect(graph.path).toBe(`M8 112 L160 ${graph.dots[1].y} L312 ${graph.dots[2].y}`);
    expect(ratingGraph([]).path).toBe('');
    expect(ratingGraph([{ at: AT, rating: 1500 }]).dots).toEqual([{ x: 160, y: 112, rating: 1500 }]);
  });
});
