/**
 * What a lesson step asks the learner to do, and the checker that decides, from the element's
 * GameEvents alone, whether they did it. Pure: no DOM, no engine import (the board already
 * applied the rules; the checker only reads what happened), so it runs the same in the page,
 * in vitest and when the content tests replay each step's solution through the engine.
 */
import type { Cell, ErrorCode, GameEvent, GameState, Player, RuleError } from '@engine/hexone/types.js';

/** A step's task, as a lesson file writes it (see `site/src/content/lessons/README.md`). */
export type Task =
  | { explore: true } // look and play freely; nothing to check
  | { find: Cell } // click this cell (the move itself is cancelled)
  | { place: Cell } // put a pawn here
  | { explode: Cell; toward?: Cell; times?: number } // make this cell explode (along the Y through `toward`; `times` times this turn)
  | { pass: true } // shut in: pass the turn
  | { try: Cell; refused: ErrorCode } // attempt a move the rules refuse, to read why
  | { goal: 'capture'; cell?: Cell; count?: number } // turn the opponent's pawns (on `cell`, or on `count` cells)
  | { goal: 'win'; score?: number } // end the game this turn (tiles edition: with at least `score`)
  | { goal: 'lose' } // tiles edition: see your own explosion leave you without a pawn
  | { goal: 'reach'; count: number; cell?: Cell } // make one of your cells hold `count` pawns
  | { goal: 'centre' } // a pawn sent off the board lands on the centre
  | { goal: 'chain'; count: number } // at least `count` explosions this turn
  | { goal: 'flip'; cell: Cell; to: 'gray' | 'removed' }; // tiles edition: this tile changes face

/** Why a legal move missed the task: a dictionary key (`lessons.wrong.<key>`) and what fills it in. */
export interface Miss {
  key:
    | 'placedElsewhere'
    | 'notExploded'
    | 'otherY'
    | 'noCapture'
    | 'notTaken'
    | 'fewCaptures'
    | 'noWin'
    | 'lostGame'
    | 'lowScore'
    | 'notReached'
    | 'noCentre'
    | 'shortChain'
    | 'notGray'
    | 'notRemoved'
    | 'allowed'
    | 'clickedElsewhere'
    | 'explodedOnce'
    | 'notLost';
  cell?: string; // what the learner did: b4
  expected?: string; // what the task wanted: b2
  count?: number; // how many they got: 1
}

export type Verdict =
  | { status: 'pending' } // nothing decided yet (or an explore step)
  | { status: 'done' }
  | { status: 'wrong'; miss: Miss };

/** What the learner did this turn, as move texts: `b2`, `b2>b3` (the explosion's own naming). */
export interface Attempt {
  moves: string[];
  explosions: { cell: Cell; events: GameEvent[] }[];
  placed: Cell | null;
}

export function taskKind(task: Task): string {
  if ('goal' in task) return task.goal;
  return (['explore', 'find', 'place', 'explode', 'try', 'pass'] as const).find((k) => k in task) ?? 'explore';
}

/** True when this explosion's pawns went along the Y that holds `cell` (a neighbour, maybe a removed tile). */
export function passesThrough(explosion: GameEvent[], cell: Cell): boolean {
  return explosion.some((e) => (e.type === 'exploded' && e.toward === cell) || (e.type === 'moved' && e.to === cell) || (e.type === 'lost' && e.to === cell));
}

/**
 * Follows one turn of the learner (a placement and the chain it sets off, or the rest of a chain).
 * Success is declared as soon as the goal is met; failure once the turn ends without it, or at
 * once when a move rules it out. The first verdict other than pending is final.
 */
export class TaskChecker {
  readonly attempt: Attempt = { moves: [], explosions: [], placed: null };
  private verdict: Verdict = { status: 'pending' };
  private captured = new Set<Cell>();
  private events: GameEvent[] = [];

  constructor(
    readonly task: Task,
    readonly learner: Player,
  ) {}

  get current(): Verdict {
    return this.verdict;
  }

  /** One applied action (`hexone-place` / `hexone-explode` detail): its events and the state after it. */
  action(events: GameEvent[], state: GameState): Verdict {
    if (this.verdict.status !== 'pending') return this.verdict;
    for (const e of events) {
      if (e.type === 'passed') this.attempt.moves.push('pass');
      else if (e.type === 'placed') {
        this.attempt.moves.push(e.cell);
        this.attempt.placed ??= e.cell;
      } else if (e.type === 'exploded') {
        this.attempt.moves.push(`${e.cell}>${e.toward}`);
        this.attempt.explosions.push({ cell: e.cell, events: [] });
      } else if (e.type === 'captured' && e.player === this.learner) this.captured.add(e.cell);
      this.attempt.explosions.at(-1)?.events.push(e);
      this.events.push(e);
    }
    return (this.verdict = this.judge(state));
  }

  /** A move the board refused (`hexone-error` detail's `error`). */
  refused(error: RuleError): Verdict {
    if (this.verdict.status !== 'pending') return this.verdict;
    const t = this.task;
    if ('try' in t && error.code === t.refused && (error.cell === undefined || error.cell === t.try)) {
      this.verdict = { status: 'done' };
    } else if ('find' in t && error.cell) return this.clicked(error.cell);
    return this.verdict;
  }

  /** A cell the learner clicked, for `find` steps (the move is cancelled before it is applied). */
  clicked(cell: string): Verdict {
    if (this.verdict.status !== 'pending' || !('find' in this.task)) return this.verdict;
    this.verdict = cell === this.task.find ? { status: 'done' } : { status: 'wrong', miss: { key: 'clickedElsewhere', cell, expected: this.task.find } };
    return this.verdict;
  }

  private judge(state: GameState): Verdict {
    const t = this.task;
    const over = this.events.some((e) => e.type === 'turn' || e.type === 'won');
    const won = this.events.find((e) => e.type === 'won');
    const done: Verdict = { status: 'done' };
    const miss = (m: Miss): Verdict => ({ status: 'wrong', miss: m });
    const boom = this.attempt.explosions;
    if ('explore' in t) return { status: 'pending' };
    // A find step cancels moves before they apply; this only runs if one got through anyway.
    if ('find' in t) return this.attempt.placed === t.find ? done : miss({ key: 'clickedElsewhere', cell: this.attempt.moves[0], expected: t.find });
    if ('try' in t) return miss({ key: 'allowed', cell: this.attempt.moves[0], expected: t.try });
    if ('place' in t) {
      const first = this.attempt.placed;
      if (first === t.place) return done;
      if (first) return miss({ key: 'placedElsewhere', cell: first, expected: t.place });
    } else if ('pass' in t) {
      if (this.events.some((e) => e.type === 'passed')) return done;
    } else if ('explode' in t) {
      const mine = boom.filter((x) => x.cell === t.explode);
      const wrongY = t.toward ? mine.find((x) => !passesThrough(x.events, t.toward!)) : undefined;
      if (wrongY) return miss({ key: 'otherY', cell: t.explode, expected: t.toward });
      if (mine.length >= (t.times ?? 1)) return done;
      if (over) return miss(mine.length ? { key: 'explodedOnce', cell: t.explode, count: mine.length } : { key: 'notExploded', expected: t.explode });
    } else if (t.goal === 'capture') {
      const need = t.count ?? 1;
      if (t.cell ? this.captured.has(t.cell) : this.captured.size >= need) return done;
      if (over) {
        if (t.cell) return miss({ key: 'notTaken', expected: t.cell });
        return miss(this.captured.size ? { key: 'fewCaptures', count: this.captured.size, expected: String(need) } : { key: 'noCapture' });
      }
    } else if (t.goal === 'win') {
      if (won && won.type === 'won') {
        if (won.winner !== this.learner) return miss({ key: 'lostGame' });
        if (t.score !== undefined && (won.score ?? 0) < t.score) return miss({ key: 'lowScore', count: won.score ?? 0, expected: String(t.score) });
        return done;
      }
      if (over) return miss({ key: 'noWin' });
    } else if (t.goal === 'lose') {
      if (won && won.type === 'won' && won.winner !== this.learner) return done;
      if (over) return miss({ key: 'notLost' });
    } else if (t.goal === 'reach') {
      const full = Object.entries(state.cells).some(([cell, s]) => s && s.owner === this.learner && s.count >= t.count && (!t.cell || t.cell === cell));
      if (full) return done;
      if (over) return miss({ key: 'notReached', count: t.count });
    } else if (t.goal === 'centre') {
      if (this.events.some((e) => e.type === 'toCentre' && e.player === this.learner)) return done;
      if (over) return miss({ key: 'noCentre' });
    } else if (t.goal === 'chain') {
      if (boom.length >= t.count) return done;
      if (over) return miss({ key: 'shortChain', count: boom.length, expected: String(t.count) });
    } else if (t.goal === 'flip') {
      if (this.events.some((e) => e.type === 'tileFlipped' && e.cell === t.cell && e.to === t.to)) return done;
      if (over) return miss({ key: t.to === 'gray' ? 'notGray' : 'notRemoved', cell: t.cell });
    }
    return { status: 'pending' };
  }
}

/**
 * Picks the step's own explanation for a missed attempt: keys are move texts (`c4`, or `b2>b1`
 * meaning "b2 exploded along the Y through b1"), `*` is the step's fallback. Null: use the generic one.
 */
export function pickWhy<T>(why: Record<string, T> | undefined, attempt: Attempt): T | null {
  if (!why) return null;
  for (const [key, text] of Object.entries(why)) {
    if (key === '*') continue;
    const [cell, toward] = key.split('>') as [Cell, Cell | undefined];
    if (toward === undefined ? attempt.placed === cell : attempt.explosions.some((x) => x.cell === cell && passesThrough(x.events, toward))) return text;
  }
  return why['*'] ?? null;
}

/** The side that plays a step: the side to move in its position text (`b` or `w`). */
export function sideToMove(position: string): Player {
  return position.split(/\s+/).includes('w') ? 'w' : 'b';
}
