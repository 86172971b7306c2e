/**
 * The Hexa-dominos lesson player, in the browser: one step at a time on a single live
 * `<hexadominos-board>`, the task checked from the board's events (task.ts), misses explained after the
 * rule they break, "show me" playing the solution through the board's methods, and progress kept in
 * localStorage (progress.ts, shared store). Built like Hexone's player (components/hexone/lesson/player.ts).
 *
 * The page works without this script (every step is printed with a drawing); this only enhances it.
 * It never imports the engine: the board applies the rules, we read its events.
 */
import type { HexadominosBoard } from '@components/hexadominos-board/hexadominos-board.js';
import type { GameEvent, PlacedTile, Rotation } from '@engine/hexadominos/types.js';
import { loadLang, localeOf, resolveLang } from '@components/hexadominos-board/i18n.js';
import { missValues } from './miss-words.js';
import { loadProgress, markDone, saveProgress, type Progress } from './progress.js';
import { freshTally, starsFor, type StepTally } from '@site/lib/lessons/stars.js';
import { TaskChecker, learnerOf, taskKind, type Task, type Verdict } from './task.js';
import { format } from '@site/i18n/format.js';
import { StepPage } from '@site/lib/lessons/step-page.js';
import { readPagePlayer } from '@site/lib/shared/page-player.js';
import { openAtTitle } from '@site/lib/lessons/open-at-title';

/** One step as the page hands it over (texts already in the page's language). */
export interface PlayerStep {
  id: string;
  position: string;
  highlight?: string; // the places the step's text calls outlined, as "q,r" cells
  task: Task;
  solution?: string;
  success?: string;
  match?: { target: number; totals: number[] }; // the step's game is one of a match (its target shown on the board)
}
export interface PlayerData {
  lesson: string;
  lang: string;
  steps: PlayerStep[];
  strings: Record<string, string>; // `lessons.*` entries (prefix dropped) and `hd.lessons.wrong.*` as `wrong.*`
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the lessons still work, progress is not kept
  }
}

/** The seats a step's table needs: the learner is the person, any other rack a computer. */
export function seatsFor(position: string): string {
  const racks = new Set([...position.matchAll(/(?:^|\s)r(\d):/g)].map((m) => Number(m[1])));
  const count = Math.max(1, racks.size);
  const learner = learnerOf(position);
  return Array.from({ length: count }, (_, seat) => (seat === learner ? 'human' : 'computer:easy')).join(' ');
}

export class HexadominosLessonPlayer {
  private readonly page: StepPage; // the step list, buttons, address and feedback line
  private checker!: TaskChecker;
  private progress: Progress;
  private demo = 0; // non-zero while "show me" plays: the id of that demonstration
  private demos = 0;
  private tally: StepTally = freshTally(); // misses and "show me" on the step in front of the learner (stars)
  private tallyStep = -1; // the step the tally counts: Retry keeps it, another step starts it afresh
  private readonly s: Record<string, string>;
  private table: readonly PlacedTile[] = []; // the step's starting table: a miss names places by its tiles

  constructor(
    private readonly root: HTMLElement,
    private readonly data: PlayerData,
    private readonly board: HexadominosBoard,
  ) {
    this.s = data.strings;
    this.page = new StepPage(
      root,
      data.steps.map((step) => step.id),
    );
    const loaded = loadProgress(browserStorage());
    this.progress = loaded.progress;
    if (loaded.corrupted) this.page.notice(this.s.corrupt);
    // Only the learner's own actions count: a computer seat (a step with two racks) answers after them.
    const mine = (seat: number) => !this.demo && seat === this.checker.learner;
    board.addEventListener('hexadominos-place', (e) => mine(e.detail.seat) && this.onAction(e.detail.events));
    board.addEventListener('hexadominos-draw', (e) => {
      const { seat, tile, draw, penalty, view } = e.detail;
      if (mine(seat)) this.onAction([{ type: 'drew', seat, tile, draw, penalty, score: view.scores[seat], pile: view.pileSize }]);
    });
    board.addEventListener('hexadominos-pass', (e) => mine(e.detail.seat) && this.onAction([{ type: 'passed', seat: e.detail.seat }]));
    // A blocked game ends on a pass: the board's game-over event carries that ending.
    board.addEventListener('hexadominos-game-over', (e) => {
      if (!this.demo && e.detail.ending === 'blocked') this.onAction([{ type: 'blocked', adjustments: [], tilesLeft: [], scores: e.detail.scores }]);
    });
    board.addEventListener('hexadominos-change', (e) => {
      // Undo inside a step rewinds what the checker saw: treat it as a fresh try.
      if (!this.demo && e.detail.reason === 'undo') this.show(this.index);
    });
    this.page.goLive({ show: (k) => this.show(k), demonstrate: () => void this.demonstrate() });
    this.show(this.page.fromHash() ?? this.page.firstUndone(this.progress.done[data.lesson] ?? []));
    openAtTitle();
  }

  private get index(): number {
    return this.page.index;
  }

  private get step(): PlayerStep {
    return this.data.steps[this.index];
  }

  /** Shows step `k` on a fresh table (also what Retry does). */
  show(k: number): void {
    this.demo = 0;
    this.page.showStep(k);
    if (this.index !== this.tallyStep) [this.tally, this.tallyStep] = [freshTally(), this.index];
    const step = this.step;
    this.root.dataset.task = taskKind(step.task);
    this.board.readonly = false;
    this.board.seats = seatsFor(step.position);
    this.board.highlight = step.highlight ?? null;
    this.board.position = step.position;
    this.board.load(step.position);
    // A game of a match: loaded once the board has taken its new `position` attribute (which deals the position alone).
    const match = step.match;
    if (match)
      void this.board.updateComplete.then(() => {
        const start = this.board.state;
        if (start && this.step === step && !start.match) this.board.load({ ...start, match: { ...match, game: 1 } });
      });
    this.table = this.board.state?.board ?? [];
    this.checker = new TaskChecker(step.task, learnerOf(step.position));
    this.page.setButtons(false, false);
    if ('explore' in step.task) {
      this.complete();
      this.page.say(`${this.s.explore}${this.lessonDoneNote()}`, 'info');
    } else this.page.say('', 'info');
    this.markNav();
  }

  private onAction(events: GameEvent[]): void {
    const checker = this.checker;
    const verdict = checker.action(events);
    if (verdict.status !== 'done') return this.judge(verdict, true);
    // Done: said once the other seats have answered, so that a step whose game the computer then wins (lesson 5,
    // step 4) is not congratulated beside "Player 2 wins!". A step left meanwhile (Retry, another step) says nothing.
    void this.board.whenIdle().then(() => {
      if (this.checker !== checker || this.demo) return;
      const game = this.board.state;
      const lost = !!game?.over && game.players > 1 && !game.winners.includes(checker.learner);
      this.judge(verdict, !lost);
    });
  }

  /** `praise`: "Well done!" before the step's success text (not when the learner's game was then lost). */
  private judge(verdict: Verdict, praise: boolean): void {
    if (verdict.status === 'done') {
      this.complete();
      this.page.say(`${praise ? this.s.good : ''} ${this.step.success ?? ''}${this.lessonDoneNote()}`.trim(), 'good');
      this.page.setButtons(false, true);
    } else if (verdict.status === 'wrong') {
      this.tally.misses++;
      const words = localeOf(resolveLang(this.data.lang)).ui.placeWords;
      const why = format(this.data.lang, this.s[`wrong.${verdict.miss.key}`] ?? '', missValues(verdict.miss, words, this.table));
      this.page.say(`${format(this.data.lang, this.s.notQuite, { why })} ${this.s.pressRetry}`, 'wrong');
      this.board.readonly = true; // the table no longer matches the step: Retry sets it up again
      this.page.setButtons(true, false);
    }
  }

  /** " You have finished this lesson." on the last step once every step is done; '' otherwise. */
  private lessonDoneNote(): string {
    const all = this.data.steps.every((s) => this.progress.done[this.data.lesson]?.includes(s.id));
    return this.index === this.data.steps.length - 1 && all ? ` ${this.s.lessonDone}` : '';
  }

  private complete(): void {
    this.progress = markDone(this.progress, this.data.lesson, this.step.id, starsFor(this.tally));
    saveProgress(browserStorage(), this.progress);
    this.markNav();
  }

  private markNav(): void {
    const done = this.progress.done[this.data.lesson] ?? [];
    this.root.querySelectorAll<HTMLElement>('[data-goto]').forEach((a) => {
      const mark = a.querySelector<HTMLElement>('[data-done]');
      if (mark) mark.hidden = !done.includes(a.dataset.goto ?? '');
    });
  }

  /** "Show me": plays the step's solution through the board's methods, one action at a time, then waits for Retry. */
  private async demonstrate(): Promise<void> {
    const step = this.step;
    if (!step.solution) return;
    this.show(this.index);
    this.tally.shown = true;
    const run = (this.demo = ++this.demos);
    this.page.say(this.s.showing, 'info');
    const beat = reducedMotion() ? 250 : 700;
    for (const word of step.solution.trim().split(/\s+/)) {
      await pause(beat);
      if (this.demo !== run) return; // cancelled by Retry or a change of step
      if (word === 'draw') this.board.draw();
      else if (word === 'pass') this.board.pass();
      else {
        const [tile, rest = ''] = word.split('@');
        const [cell, rot] = rest.split('/');
        const [q, r] = cell.split(',').map(Number);
        this.board.place(tile, [q, r], Number(rot) as Rotation);
      }
      await this.board.whenIdle();
    }
    await pause(beat);
    if (this.demo !== run) return;
    this.demo = 0;
    this.board.readonly = true;
    this.checker = new TaskChecker(step.task, this.checker.learner);
    this.page.say(this.s.shown, 'info');
    this.page.setButtons(true, false);
  }
}

/** Starts the player on a Hexa-dominos lesson page (no-op elsewhere). */
export async function startHexadominosLessonPlayer(): Promise<HexadominosLessonPlayer | null> {
  const parts = readPagePlayer<PlayerData>('[data-hd-lesson]', 'script[data-hd-lesson-data]', 'hexadominos-board');
  if (!parts) return null;
  await customElements.whenDefined('hexadominos-board');
  await loadLang(resolveLang(parts.data.lang)); // the board's words for places, which a miss names (French on demand)
  return new HexadominosLessonPlayer(parts.root, parts.data, parts.board as HexadominosBoard);
}
