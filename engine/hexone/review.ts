/**
 * Game review: every turn of a finished (or unfinished) game judged by the engine (docs/review.md).
 *
 *   reviewGame('classic b opening | d3 b2 …', { turnMs: 250, onProgress: (done, total) => … })
 *     → { ok: true, value: { turns: [{ side, played, best, value: { before, after }, verdict, missedWin, … }] } }
 *
 * Each turn is searched by the bot's own search (bot/search.ts `scoreTurns`: the same search, every root
 * turn scored, the played one exactly), and the solver (solver/prove.ts) proves what it can: a win
 * within the turn, a forced win within two turns, a reply that wins at once. Values are the mover's, in pawns,
 * like the bot's evaluation; a forced win found reads `DECISIVE` pawns (a loss −`DECISIVE`).
 *
 * Synchronous (a page runs it in a worker), never throws, answers plain data or a refusal.
 */
import { type Board, Stage } from './board.js';
import { cellIndex } from './cells.js';
import type { Parsed } from './notation.js';
import { type GameRecord, formatAction, parseRecord, recordFromUrl, replay } from './record.js';
import { toBoard } from './rules.js';
import type { Action, GameState, Player } from './types.js';
import { guarded, isRecordLike } from '../shared/untrusted.js';
import { turnActions } from './bot/choose.js';
import { WIN, evaluate, terminal } from './bot/evaluate.js';
import { HARD_SEARCH, NO_PLACEMENT, PASS, type RootTurn, scoreTurns, turnKey } from './bot/search.js';
import { Context } from './bot/turns.js';
import { type ProofBudget, forcedWin, winInOne } from './solver/prove.js';
import { decodeMove } from './solver/solve.js';

export const VERDICTS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type ReviewVerdict = (typeof VERDICTS)[number];

/**
 * The most a turn may give away (in pawns, the best turn's value less the played one's, both the mover's)
 * and still get each verdict; more than `mistake` is a blunder. A win missed or a forced loss allowed is a
 * blunder whatever the numbers say. docs/review.md explains the choice.
 */
export const REVIEW_THRESHOLDS = { best: 0.1, good: 0.5, inaccuracy: 1.5, mistake: 3 } as const;

/** What a forced win found reads, in pawns (a forced loss: minus this). */
export const DECISIVE = 100;

/** Search time per turn when `options` say nothing: with the proofs, a 40-turn game in under 10 s (docs/review.md). */
export const DEFAULT_TURN_MS = 200;

/** Chain positions the solver may expand per turn for its proofs. */
export const PROOF_NODES = 20_000;

/** A turn worse than the best by more than this (bot units: 100 a pawn) is only bounded, not valued exactly. */
const WINDOW = 100 * REVIEW_THRESHOLDS.mistake * 2;

export type Basis = 'proven' | 'searched';

export interface ReviewedMove {
  actions: Action[]; // the placement (or a pass), then the chain's explosions
  text: string; // the same in move notation: "c2 c2>c3"
}

export interface ReviewedTurn {
  turn: number; // 1-based, over both sides
  side: Player;
  from: number; // index in the record's moves of the turn's first move
  played: ReviewedMove;
  best: ReviewedMove; // the best turn found (the played one when nothing better was found)
  value: { before: number; after: number }; // the mover's view in pawns: with the best turn, after the one played
  loss: number; // before − after, at least 0
  verdict: ReviewVerdict;
  missedWin: boolean; // a win was there (within the turn, or forced) and the turn played lets it go
  allowsLoss: boolean; // the turn played lets the opponent force a win (the mover was not lost before)
  basis: { missedWin: Basis | null; allowsLoss: Basis | null }; // for each flag set: proven by the solver, or seen by the search
  depth: number; // turns the search looked ahead (0: static values only)
}

export interface Review {
  turns: ReviewedTurn[];
  incomplete: boolean; // the record ends mid-turn: that last piece is not reviewed
}

export interface ReviewOptions {
  turnMs?: number; // search time per turn (default DEFAULT_TURN_MS)
  maxNodes?: number; // or a budget in boards per turn (deterministic: tests and benchmarks)
  now?: () => number; // clock in ms (default performance.now)
  onProgress?: (done: number, total: number) => void; // after each turn
}

/** The verdict for a turn that gave away `loss` pawns. */
export function verdictFor(loss: number): ReviewVerdict {
  if (!(loss > REVIEW_THRESHOLDS.best)) return 'best';
  if (loss <= REVIEW_THRESHOLDS.good) return 'good';
  if (loss <= REVIEW_THRESHOLDS.inaccuracy) return 'inaccuracy';
  if (loss <= REVIEW_THRESHOLDS.mistake) return 'mistake';
  return 'blunder';
}

/** Every complete turn of `record` (record text, URL form or `{ start, moves }`) judged; a refusal for a bad or illegal record. */
export function reviewGame(record: GameRecord | string, options: ReviewOptions = {}): Parsed<Review> {
  return guarded(
    () => review(record, readOptions(options)),
    (reason) => ({ ok: false, error: { code: 'invalid-state', reason: `not a record: ${reason}` } }),
  );
}

interface Settings {
  turnMs: number;
  maxNodes: number;
  now: () => number;
  onProgress: ((done: number, total: number) => void) | null;
}

function readOptions(options: unknown): Settings {
  const settings: Settings = { turnMs: DEFAULT_TURN_MS, maxNodes: Infinity, now: () => performance.now(), onProgress: null };
  if (!isRecordLike(options)) return settings;
  const field = (name: string): unknown =>
    guarded(
      () => (Object.hasOwn(options, name) ? options[name] : undefined),
      () => undefined,
    );
  const turnMs = field('turnMs');
  const maxNodes = field('maxNodes');
  const now = field('now');
  const onProgress = field('onProgress');
  // Bounded so that a review always ends: at most a minute a turn.
  if (typeof turnMs === 'number' && turnMs >= 0 && turnMs <= 60_000) settings.turnMs = turnMs;
  if (typeof maxNodes === 'number' && maxNodes >= 1 && maxNodes <= 1e9) {
    settings.maxNodes = Math.floor(maxNodes);
    if (turnMs === undefined) settings.turnMs = Infinity;
  }
  if (typeof now === 'function') settings.now = now as () => number;
  if (typeof onProgress === 'function') settings.onProgress = onProgress as Settings['onProgress'];
  return settings;
}

function readGiven(record: unknown): Parsed<GameRecord> {
  if (typeof record !== 'string') return { ok: true, value: record as GameRecord }; // replay reads and checks it
  const text = record.trim();
  return text.includes('~') ? recordFromUrl(text) : parseRecord(text);
}

function review(given: unknown, settings: Settings): Parsed<Review> {
  const read = readGiven(given);
  if (!read.ok) return read;
  const played = replay(read.value);
  if (!played.ok) return played;
  const { moves, states } = played.value;
  const spans = turnSpans(states, moves.length);
  const turns: ReviewedTurn[] = [];
  for (const [k, [from, to]] of spans.entries()) {
    turns.push(reviewTurn(states[from], states[to], moves.slice(from, to), settings, k + 1, from));
    if (settings.onProgress) {
      const report = settings.onProgress;
      guarded(
        () => report(k + 1, spans.length),
        () => undefined, // a caller's callback that throws does not stop the review
      );
    }
  }
  const last = spans.length ? spans[spans.length - 1][1] : 0;
  return { ok: true, value: { turns, incomplete: last < moves.length } };
}

/** [first move, one past the last] of each complete turn: a turn ends when the other side is to move or the game is over. */
function turnSpans(states: readonly GameState[], count: number): [number, number][] {
  const spans: [number, number][] = [];
  let from = 0;
  for (let m = 0; m < count; m++) {
    const after = states[m + 1];
    if (after.phase === 'over' || after.toMove !== states[from].toMove) {
      spans.push([from, m + 1]);
      from = m + 1;
    }
  }
  return spans;
}

const pawns = (value: number): number => (Math.abs(value) >= WIN / 2 ? Math.sign(value) * DECISIVE : Math.round(value) / 100);
const won = (b: Board, me: 0 | 1) => b.stage === Stage.Over && b.winner === me;

function reviewTurn(start: GameState, end: GameState, actions: Action[], settings: Settings, turn: number, from: number): ReviewedTurn {
  const before = toBoard(start) as Board;
  const after = toBoard(end) as Board;
  const me = before.toMove;
  const playedTurn = asRootTurn(after, me, actions);
  const clock = settings.now;
  const ctx = new Context({ now: clock, deadline: clock() + settings.turnMs, maxNodes: settings.maxNodes });
  const scored = scoreTurns(ctx, HARD_SEARCH, before, [playedTurn], WINDOW);
  const key = turnKey(after);
  const playedScore = scored.turns.find((t) => turnKey(t.board) === key)!;
  const best = scored.turns[0];
  let bestActions = turnActions(best);
  let valueBefore = pawns(best.value);
  let valueAfter = pawns(playedScore.value);
  const budget: ProofBudget = { nodes: PROOF_NODES };
  const basis: ReviewedTurn['basis'] = { missedWin: null, allowsLoss: null };

  // A win the solver finds within the turn is a proof, and it beats whatever the selective search saw.
  const playedWins = won(after, me) || valueAfter === DECISIVE;
  const now = winInOne(before, budget);
  if (now.proof === 'win' && !won(best.board, me)) {
    bestActions = now.line.map(decodeMove);
    valueBefore = DECISIVE;
  }
  if (!playedWins && now.proof === 'win') basis.missedWin = 'proven';
  else if (!playedWins && valueBefore === DECISIVE) {
    basis.missedWin = forcedWin(before, 2, budget) === 'win' ? 'proven' : 'searched';
  }

  // The opponent's answer: a win at once is proven; a forced win the search saw is confirmed when it can be.
  if (valueBefore !== -DECISIVE && after.stage !== Stage.Over) {
    const reply = winInOne(after, budget).proof;
    if (reply === 'win') basis.allowsLoss = 'proven';
    else if (valueAfter === -DECISIVE) basis.allowsLoss = forcedWin(after, 2, budget) === 'win' ? 'proven' : 'searched';
  }
  if (basis.allowsLoss) valueAfter = -DECISIVE;
  if (basis.missedWin && valueAfter === DECISIVE) valueAfter = Math.min(valueAfter, valueBefore);

  // The played turn is the best when the search found nothing better than it.
  if (playedScore === best || (valueAfter >= valueBefore && !basis.missedWin)) {
    bestActions = actions;
    valueBefore = Math.max(valueBefore, valueAfter);
  }
  // The search's own best turn, played, is the best it knows: when a proof shows it loses, every turn it found loses
  // (the flag says so), and the turn is not a blunder.
  const playedBest = playedScore === best && !basis.missedWin;
  if (playedBest) valueBefore = valueAfter;
  const loss = Math.max(0, Math.round((valueBefore - valueAfter) * 100) / 100);
  const verdict = !playedBest && (basis.missedWin || basis.allowsLoss) ? 'blunder' : verdictFor(loss);
  return {
    turn,
    side: me === 0 ? 'b' : 'w',
    from,
    played: move(actions),
    best: move(bestActions),
    value: { before: valueBefore, after: valueAfter },
    loss,
    verdict,
    missedWin: basis.missedWin !== null,
    allowsLoss: basis.allowsLoss !== null,
    basis,
    depth: scored.depth,
  };
}

function move(actions: Action[]): ReviewedMove {
  return { actions: actions.map((a) => ({ ...a })), text: actions.map(formatAction).join(' ') };
}

/** The turn as the record played it, in the search's terms: its end position and static value (the search deepens it). */
function asRootTurn(after: Board, me: 0 | 1, actions: Action[]): RootTurn {
  const first = actions[0];
  const placement = first.type === 'pass' ? PASS : first.type === 'place' ? cellIndex(first.cell) : NO_PLACEMENT;
  const value = after.stage === Stage.Over ? terminal(after, me, 1) : evaluate(after, me);
  return { placement, chain: [], board: after, value }; // its actions are the record's: `chain` is never read
}
