/**
 * What a Hexa-dominos lesson step asks, and whether the learner did it: read from the engine's
 * GameEvents alone (whatever board applied the rules hands them over). Pure: no DOM, no rule is
 * decided here, only the events are read.
 *
 *   const checker = new TaskChecker({ goal: 'sides', min: 2 }, 0);
 *   checker.action(events) // { status: 'pending' | 'done' } or { status: 'wrong', miss: { key, … } }
 */
import type { GameEvent, Seat } from '@engine/hexadominos/types.js';

/** Where a tile must go: its cell as "q,r". */
export type CellText = string;

export const GOALS = ['sides', 'flower', 'flowers', 'points', 'draw', 'draws', 'placeDrawn', 'pass', 'lastTile', 'blocked', 'target'] as const;
export type Goal = (typeof GOALS)[number];

export type Task =
  | { explore: true } // nothing to check: look, read, play freely
  | { place: { tile?: string; at?: CellText; rot?: number } } // lay a tile (this tile, here, turned this way)
  | { goal: Goal; min?: number }; // sides ≥ min, points ≥ min, draws ≥ min; the others need no number

/** Why a try missed; `key` picks the explanation (`hd.lessons.wrong.<key>`), the rest fills it in. */
export interface Miss {
  key:
    | 'otherTile'
    | 'placedElsewhere'
    | 'otherTurn'
    | 'fewSides'
    | 'noFlower'
    | 'oneFlower'
    | 'lowPoints'
    | 'placedInstead'
    | 'drewInstead'
    | 'passedInstead'
    | 'notLast'
    | 'fewDraws'
    | 'targetMissed';
  tile?: string;
  at?: string;
  count?: number;
  expected?: string | number;
}

export type Verdict = { status: 'pending' } | { status: 'done' } | { status: 'wrong'; miss: Miss };

const PENDING: Verdict = { status: 'pending' };
const DONE: Verdict = { status: 'done' };
const wrong = (miss: Miss): Verdict => ({ status: 'wrong', miss });

/** The kind of a task, for the page (`data-task`) and for tests. */
export function taskKind(task: Task): 'explore' | 'place' | Goal {
  if ('explore' in task) return 'explore';
  if ('place' in task) return 'place';
  return task.goal;
}

/** Follows one step: feed it the events of each of the learner's actions, in order. */
export class TaskChecker {
  private verdict: Verdict = PENDING;
  private draws = 0;

  constructor(
    readonly task: Task,
    readonly learner: Seat,
  ) {
    if ('explore' in task) this.verdict = DONE;
  }

  get current(): Verdict {
    return this.verdict;
  }

  /** The events one action of the learner produced (placement, draw or pass). Once done or wrong, the verdict stays. */
  action(events: readonly GameEvent[]): Verdict {
    if (this.verdict.status !== 'pending') return this.verdict;
    this.verdict = this.judge(events);
    return this.verdict;
  }

  private judge(events: readonly GameEvent[]): Verdict {
    const task = this.task;
    const placed = events.find((e) => e.type === 'tilePlaced' && e.seat === this.learner);
    const drew = events.find((e) => e.type === 'drew' && e.seat === this.learner);
    const passed = events.some((e) => e.type === 'passed' && e.seat === this.learner);
    if (drew?.type === 'drew') this.draws = drew.draw;
    if ('explore' in task) return DONE;
    if ('place' in task) {
      if (!placed || placed.type !== 'tilePlaced') return drew ? wrong({ key: 'drewInstead' }) : passed ? wrong({ key: 'passedInstead' }) : PENDING;
      const { tile, at, rot } = task.place;
      const where = `${placed.at[0]},${placed.at[1]}`;
      if (tile && placed.tile !== tile) return wrong({ key: 'otherTile', tile: placed.tile, expected: tile });
      if (at && where !== at) return wrong({ key: 'placedElsewhere', at: where, expected: at });
      if (rot !== undefined && placed.rot !== rot) return wrong({ key: 'otherTurn', tile: placed.tile });
      return DONE;
    }
    const min = task.min ?? 1;
    switch (task.goal) {
      case 'draw':
        return drew ? DONE : placed ? wrong({ key: 'placedInstead' }) : PENDING;
      case 'draws':
        if (this.draws >= min) return DONE;
        return placed ? wrong({ key: 'fewDraws', count: this.draws, expected: min }) : passed ? wrong({ key: 'passedInstead' }) : PENDING;
      case 'placeDrawn':
        if (placed) return this.draws > 0 ? DONE : wrong({ key: 'placedInstead' });
        return passed ? wrong({ key: 'passedInstead' }) : PENDING;
      case 'pass':
        return passed ? DONE : placed ? wrong({ key: 'placedInstead' }) : PENDING;
      case 'blocked':
        if (events.some((e) => e.type === 'blocked')) return DONE;
        return placed ? wrong({ key: 'placedInstead' }) : PENDING;
      case 'lastTile':
        if (events.some((e) => e.type === 'lastTile' && e.seat === this.learner)) return DONE;
        return placed ? wrong({ key: 'notLast' }) : PENDING;
      case 'target': {
        // A match step: the learner's placement brings their match total to the target, which ends the match at once.
        if (events.some((e) => e.type === 'matchWon' && e.seat === this.learner)) return DONE;
        const got = events.find((e) => e.type === 'points');
        if (placed) return wrong({ key: 'targetMissed', count: got?.type === 'points' ? got.points : 0 });
        return drew ? wrong({ key: 'drewInstead' }) : passed ? wrong({ key: 'passedInstead' }) : PENDING;
      }
    }
    // The rest are about the tile laid: until one is laid, a draw is a miss (it costs points and changes the rack).
    if (!placed) return drew ? wrong({ key: 'drewInstead' }) : passed ? wrong({ key: 'passedInstead' }) : PENDING;
    const sides = events.find((e) => e.type === 'sidesMatched');
    const flowers = events.find((e) => e.type === 'flowers');
    const points = events.find((e) => e.type === 'points');
    const sideCount = sides?.type === 'sidesMatched' ? sides.sides.length : 0;
    const flowerCount = flowers?.type === 'flowers' ? flowers.cells.length : 0;
    switch (task.goal) {
      case 'sides':
        return sideCount >= min ? DONE : wrong({ key: 'fewSides', count: sideCount, expected: min });
      case 'flower':
        return flowerCount >= 1 ? DONE : wrong({ key: 'noFlower' });
      case 'flowers':
        return flowerCount >= 2 ? DONE : wrong({ key: flowerCount === 1 ? 'oneFlower' : 'noFlower' });
      case 'points': {
        const got = points?.type === 'points' ? points.points : 0;
        return got >= min ? DONE : wrong({ key: 'lowPoints', count: got, expected: min });
      }
    }
  }
}

/** The seat to move in position text (`turn:N`, default 0): the learner of a step. */
export function learnerOf(position: string): Seat {
  const m = /(?:^|\s)turn:(\d)(?:\s|$)/i.exec(position);
  return m ? Number(m[1]) : 0;
}
