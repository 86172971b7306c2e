/**
 * The puzzle player, in the browser: one puzzle on a live `<hexone-board>`.
 *
 * Each gesture is judged before the board applies it (`hexone-move` is cancelable): a good move
 * goes through, a move that misses is stopped and explained ("not this one: …"), so the position
 * never leaves the puzzle; a move the rules refuse is left to the board, which says why. Where the
 * player stands is always recomputed from the board's own record (judge.ts), so undo and redo stay
 * in step. Hints, the animated solution and progress (progress.ts) come on top.
 *
 * The page works without this script (board drawing, goal, hint and solution in <details>). It
 * imports no engine code: the judging data was computed at build time (tree.ts).
 */
import type { HexoneBoard, MoveDetail } from '@components/index.js';
import { fillPlaceholders as fill } from '@components/shared/placeholders.js';
import { nextPuzzle, type PuzzleMeta } from './filters.js';
import { REACHED, hintCell, judgeMove, moveKey, readTree, solutionFrom, walk, type PuzzleTree } from './judge.js';
import { browserStorage, loadProgress, recordOutcome, saveProgress, type PuzzleProgress } from './progress.js';
import { type Rating, loadRating, rateFirstAttempt, saveRating } from './rating.js';
import { keepRating } from '@site/lib/shared/history/store.js';
import { lastYText, ratingLine, refusedText, solvedText, stepText, wrongText } from './feedback.js';
import { readPagePlayer } from '@site/lib/shared/page-player.js';

/** What the page hands over (texts already in the page's language). */
export interface PlayerData {
  id: string;
  position: string;
  difficulty: number; // measured (1–5)
  bits?: number; // the measured bits of its answer: the puzzle's rating as an opponent (rating.ts)
  lang: string; // the page's language (numbers are written its way)
  tree: PuzzleTree;
  finish: string[]; // after the goal is reached, the moves up to the explosion it asked for ("show the solution" plays them)
  reasons: { noChain: string; stops: string; dead: string };
  list: PuzzleMeta[]; // the whole collection in site order, for "next puzzle"
  base: string; // "/fr/hexone/puzzles/"
  nextHref?: string; // where "next" goes when it is not a puzzle of the list (fresh puzzles: another fresh one)
  strings: Record<string, string>; // the `puzzles.*` entries, keys without the prefix
}

type Mode = 'play' | 'solved' | 'solution';
type Tone = 'good' | 'wrong' | 'info';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class PuzzlePlayer {
  private mode: Mode = 'play';
  private node: number | null = 0; // REACHED once solved; null if the board left the tree
  private failed = false; // this page view: a wrong move or the solution shown
  private helped = false; // this attempt: "show the move" used
  private progress: PuzzleProgress;
  private rating: Rating;
  private rated: { rating: number; change: number } | null = null; // this page view's rated attempt, once it is over
  private line: string[] = []; // the solution being shown
  private miss = ''; // the first miss's explanation of this attempt ('' when none)
  private started = false; // the first attempt has been set up (later ones are Start again)
  private shown = 0; // how many of its moves are on the board
  private playing = 0; // id of the running autoplay (0: none)
  private runs = 0;
  private readonly s: Record<string, string>;

  constructor(
    private readonly root: HTMLElement,
    private readonly data: PlayerData,
    private readonly board: HexoneBoard,
  ) {
    this.s = data.strings;
    const loaded = loadProgress(browserStorage());
    this.progress = loaded.progress;
    const rated = loadRating(browserStorage());
    this.rating = rated.rating;
    if (loaded.corrupted || rated.corrupted) this.notice(this.s.corrupt);
    board.addEventListener('hexone-move', (e) => this.onMove(e));
    board.addEventListener('hexone-change', (e) => this.onChange(e.detail.reason));
    board.addEventListener('hexone-error', (e) => {
      if (this.mode === 'play' && e.detail.code !== 'invalid-attribute') this.say(refusedText(this.s, e.detail.message), 'info');
    });
    board.addEventListener('hexone-turn', () => {
      if (this.mode === 'solved') board.readonly = true; // the puzzle is one turn: the opponent does not move here
    });
    root.addEventListener('click', (e) => this.onClick(e));
    // While the solution is shown, ← and → step through it (as in a game viewer), unless the board has the keys.
    root.addEventListener('keydown', (e) => {
      if (this.mode !== 'solution' || (e.target as Element).closest('hexone-board') || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowLeft') this.back();
      else if (e.key === 'ArrowRight') {
        this.playing = 0;
        void this.forward();
      } else return;
      e.preventDefault();
    });
    for (const el of root.querySelectorAll<HTMLElement>('[data-live-only]')) el.hidden = false;
    for (const el of root.querySelectorAll<HTMLElement>('[data-static-only]')) el.hidden = true;
    root.classList.add('is-live');
    this.showProgress();
    this.restart();
  }

  private $<T extends HTMLElement = HTMLElement>(selector: string): T {
    return this.root.querySelector<T>(selector)!;
  }

  private button(action: string): HTMLButtonElement {
    return this.$<HTMLButtonElement>(`[data-action="${action}"]`);
  }

  private notice(text: string): void {
    const el = this.$('[data-notice]');
    el.textContent = text;
    el.hidden = false;
  }

  private say(text: string, tone: Tone): void {
    // The first miss's explanation stays in view once the feedback line has moved on (until Start again).
    const miss = this.$('[data-miss]');
    miss.textContent = this.miss;
    miss.hidden = !this.miss || text === this.miss;
    const out = this.$('[data-feedback]');
    // The same words again would not be read out: alternate a trailing no-break space.
    out.textContent = text && out.textContent === text ? `${text}\u00a0` : text;
    out.dataset.tone = tone;
    // The verdict sits under the board: on a small screen it must not land below the fold unseen. Only then is the
    // page scrolled (moving the board between two clicks is what the space kept for the verdict avoids).
    if (text) bringIntoView(out);
  }

  /** A fresh attempt at the puzzle (also what "Start again" does). */
  restart(): void {
    this.playing = 0;
    this.mode = 'play';
    this.helped = false;
    this.line = [];
    this.shown = 0;
    this.miss = '';
    const board = this.board;
    board.readonly = false;
    board.removeAttribute('highlight');
    board.load(this.data.position);
    this.setControls();
    // Said, not silent: the board is set up again (its status, and that the last verdict no longer applies).
    this.say(this.started ? this.s.restarted : '', 'info');
    this.started = true;
  }

  private setControls(): void {
    const solution = this.mode === 'solution';
    const done = this.mode === 'solved';
    const focused = document.activeElement as HTMLButtonElement | null; // read before hiding anything: hiding drops focus
    this.$('[data-steps]').hidden = !solution;
    this.button('hint').hidden = solution || done;
    this.button('solution').hidden = solution || done;
    // What "Show the solution" costs, said before it is pressed: only while this attempt can still lose rating.
    this.$('[data-solution-cost]').hidden = solution || done || this.failed || this.rating.rated.includes(this.data.id);
    this.button('prev').disabled = this.shown === 0;
    this.button('step').disabled = this.button('play').disabled = this.shown >= this.line.length;
    this.button('retry').classList.toggle('primary', solution);
    this.$('[data-next]').classList.toggle('primary', done);
    // A button that just went away (or got disabled) would leave keyboard focus on the page body.
    if (focused?.closest('[data-puzzle-player]') && (focused.disabled || !focused.offsetParent)) this.button('retry').focus();
  }

  private onMove(event: CustomEvent<MoveDetail>): void {
    if (this.mode !== 'play' || this.node === null || this.node === REACHED) return;
    const action = event.detail.action;
    const verdict = judgeMove(this.data.tree, this.node, moveKey(action));
    if (verdict.kind !== 'wrong') return; // good: the board plays it; unknown: the board refuses it and says why
    event.preventDefault();
    const why = verdict.reason === 'dead' ? this.data.reasons.dead : action.type === 'place' ? this.data.reasons.noChain : this.data.reasons.stops;
    const rated = this.fail();
    const said = wrongText(this.data.lang, this.s, why, rated);
    this.miss ||= said;
    this.say(said, 'wrong');
  }

  /** After anything changed on the board: where do we stand in the puzzle? */
  private onChange(reason: string): void {
    if (this.mode !== 'play') return;
    const moves = this.board.gameRecord.moves;
    const at = walk(this.data.tree, moves.map(moveKey));
    this.board.removeAttribute('highlight'); // a "show the move" mark is about the previous position
    this.node = at ? at.node : null;
    if (!at) this.say(this.s.lost, 'info');
    else if (at.node === REACHED && moves.length < at.moves + this.data.finish.length) {
      // "Make a 5 explode" is settled once the 5 must explode: the learner still picks its Y before it is solved.
      this.say(lastYText(this.s, this.finishCell()!), 'good');
    } else if (at.node === REACHED) this.solved();
    else this.say(reason === 'move' ? this.s.good : '', 'good');
  }

  /** The cell whose explosion the goal asked for, once the goal is settled ("make a 5 explode"), if any. */
  private finishCell(): string | null {
    return this.data.finish[0]?.split('>')[0] ?? null;
  }

  private solved(): void {
    this.mode = 'solved';
    // One verdict per attempt: after a miss, "solved after a miss" (the miss still counts), never "solved" and "missed" at once.
    const outcome = this.failed ? 'retried' : this.helped ? 'helped' : 'solved';
    const rated = this.rate(outcome === 'solved');
    this.save(recordOutcome(this.progress, this.data.id, outcome));
    const goesOn = this.board.state.phase === 'explode';
    if (!goesOn) this.board.readonly = true;
    this.say(solvedText(this.data.lang, this.s, { outcome, goesOn, rated }), 'good');
    this.setControls();
  }

  /** A miss (or the solution shown): the attempt is lost; its rating change when it was the rated one. */
  private fail(): { rating: number; change: number } | null {
    if (this.failed) return null;
    this.failed = true;
    const rated = this.rate(false);
    this.save(recordOutcome(this.progress, this.data.id, 'failed'));
    return rated;
  }

  /** The attempt as a rated game against the puzzle (its first attempt only; see rating.ts): the new rating and its change. */
  private rate(won: boolean): { rating: number; change: number } | null {
    const result = rateFirstAttempt(this.rating, this.data.id, this.data.difficulty, won, this.data.bits);
    if (!result) return null;
    this.rating = result.rating;
    this.rated = { rating: Math.round(result.rating.rating), change: result.change };
    saveRating(browserStorage(), result.rating);
    keepRating(browserStorage(), { at: Date.now(), rating: Math.round(result.rating.rating) }); // the history's graph of it over time
    return this.rated;
  }

  private save(progress: PuzzleProgress): void {
    this.progress = progress;
    saveProgress(browserStorage(), progress);
    this.showProgress();
  }

  private showProgress(): void {
    const { streak, best, filter, results } = this.progress;
    const before = results[this.data.id];
    this.$('[data-streak]').textContent = `${fill(this.s.streak, { streak, best })}${before ? ` · ${this.s[`status.${before}`]}` : ''}`;
    this.$('[data-rating]').textContent = ratingLine(this.data.lang, this.s, Math.round(this.rating.rating), this.rated?.change ?? null);
    const link = this.$<HTMLAnchorElement>('[data-next]');
    if (this.data.nextHref) {
      link.href = this.data.nextHref;
      return;
    }
    const next = nextPuzzle(this.data.list, this.data.id, filter, results);
    link.hidden = !next;
    if (next) link.href = `${this.data.base}${next.id}/`;
  }

  private onClick(event: MouseEvent): void {
    const action = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-action]')?.dataset.action;
    if (action === 'retry') this.restart();
    else if (action === 'hint') this.hint();
    else if (action === 'solution') void this.showSolution();
    else if (action === 'prev') this.back();
    else if (action === 'step') {
      this.playing = 0;
      void this.forward();
    } else if (action === 'play') void this.autoplay();
  }

  /** First press: the puzzle's hint text. Next presses: draw the move to play now on the board (counts as help). */
  private hint(): void {
    const text = this.$('[data-hint-text]');
    if (!text.textContent) {
      // The hint shows once, in its own box (a live region there from the start, so it is read out), not again as feedback.
      text.textContent = text.dataset.hint ?? '';
      this.button('hint').textContent = this.s.hintMove;
      this.say('', 'info');
      return;
    }
    // Once the goal is settled, what is left is the explosion it asked for (finishCell); else the solution's next move.
    const open = this.node !== null && this.node !== REACHED;
    const move = open ? solutionFrom(this.data.tree, this.node!)[0] : this.node === REACHED ? this.data.finish[0] : undefined;
    const cell = open ? hintCell(this.data.tree, this.node!) : this.node === REACHED ? this.finishCell() : null;
    if (!cell || !move) return;
    this.helped = true;
    // The board draws the move (the cell, the Y's arrows); an older board without showMove marks the cell.
    if (typeof this.board.showMove !== 'function' || !this.board.showMove(move)) this.board.setAttribute('highlight', cell);
    this.say(fill(this.s.hintCell, { cell }), 'info');
  }

  /** Plays the rest of a solution from where the player is (from the start if the board left the tree). */
  private async showSolution(): Promise<void> {
    this.fail();
    if (this.node === null) this.board.load(this.data.position);
    // Up to the goal's own explosion: a "make a 5 explode" goal is met when the 5 must explode, one move before it does.
    this.line = [...solutionFrom(this.data.tree, this.node ?? 0), ...this.data.finish];
    this.shown = 0;
    this.mode = 'solution';
    this.board.readonly = true;
    this.board.removeAttribute('highlight');
    this.setControls();
    await this.autoplay();
  }

  private async forward(): Promise<void> {
    if (this.mode !== 'solution' || this.shown >= this.line.length) return;
    const key = this.line[this.shown++];
    const [cell, toward] = key.split('>');
    if (toward) this.board.explode(cell, toward);
    else this.board.place(cell);
    this.say(stepText(this.s, this.shown, this.line.length, key), 'info');
    this.setControls();
    await this.board.whenIdle();
  }

  private back(): void {
    this.playing = 0;
    if (this.mode !== 'solution' || this.shown === 0) return;
    this.board.undo();
    this.shown--;
    this.say(this.shown ? stepText(this.s, this.shown, this.line.length, this.line[this.shown - 1]) : '', 'info');
    this.setControls();
  }

  private async autoplay(): Promise<void> {
    const run = (this.playing = ++this.runs);
    const beat = matchMedia('(prefers-reduced-motion: reduce)').matches ? 300 : 900;
    while (this.playing === run && this.mode === 'solution' && this.shown < this.line.length) {
      await this.forward();
      if (this.shown < this.line.length) await pause(beat);
    }
    if (this.playing === run) this.playing = 0;
  }
}

/**
 * Scrolls as little as needed to show the whole of `el` (nothing when it is all in view). A verdict half in view is
 * not read: with the kept miss and the solution's cost note under it, the page's end on a phone leaves the verdict's
 * first line above the window.
 */
function bringIntoView(el: HTMLElement): void {
  // Measured at the next frame: the board renders the move that earned the verdict after this, and on a phone what it
  // shows above the verdict grows (145 px for a good first move), so a place measured now is stale.
  requestAnimationFrame(() => {
    const box = el.getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= window.innerHeight) return;
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
  });
}

/** Starts the player on a puzzle page (no-op elsewhere, or if the page's data is unreadable). */
export async function startPuzzlePlayer(): Promise<PuzzlePlayer | null> {
  const parts = readPagePlayer<PlayerData>('[data-puzzle-player]', 'script[data-puzzle-data]');
  if (!parts || !readTree(parts.data.tree)) return null; // the static page stays as it is
  await customElements.whenDefined('hexone-board');
  return new PuzzlePlayer(parts.root, parts.data, parts.board as HexoneBoard);
}
