/**
 * The lesson player, in the browser: shows one step at a time on a single live `<hexone-board>`,
 * checks what the learner does from the board's events (task.ts), explains misses, plays the
 * solution on request ("show me"), and keeps progress in localStorage (progress.ts).
 *
 * The page works without this script (every step is printed with a drawing of its board); this
 * only enhances it. It never imports the engine: the board applies the rules, we read its events.
 */
import type { HexoneBoard } from '@components/hexone-board/hexone-board.js';
import type { Cell, GameEvent, GameState, RuleError } from '@engine/hexone/types.js';
import { browserStorage, isDone, lessonStars, loadProgress, markDone, saveProgress, stepStars, type Progress } from './progress.js';
import { freshTally, starsFor, type Stars } from '@site/lib/lessons/stars.js';
import { refusalRule } from './refusal.js';
import { TaskChecker, pickWhy, sideToMove, taskKind, type Task, type Verdict } from './task.js';
import { doneText, missText, refusalReason, refusedText, whyText } from './feedback.js';
import { format, sentences } from '@site/i18n/format.js';
import { StepPage } from '@site/lib/lessons/step-page.js';
import { readPagePlayer } from '@site/lib/shared/page-player.js';
import { openAtTitle } from '@site/lib/lessons/open-at-title';

/** One step as the page hands it over (texts already in the page's language). */
export interface PlayerStep {
  id: string;
  position: string;
  highlight?: string;
  coordinates?: boolean;
  task: Task;
  solution?: string;
  success?: string;
  why?: Record<string, string>;
  rules?: string; // the rules of its board, in words: "Rules on this board: Express."
}
export interface PlayerData {
  lesson: string; // slug
  steps: PlayerStep[];
  lang: string; // the page's language: counts follow its plural rules
  strings: Record<string, string>; // the `lessons.*` dictionary entries, keys without the prefix
  refusals: Record<string, string>; // rule id → what a refusal under that rule says (rules.json, rule named)
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

export class LessonPlayer {
  private readonly page: StepPage; // the step list, buttons, address and feedback line
  private checker!: TaskChecker;
  private progress: Progress;
  private demo = 0; // non-zero while "show me" plays: the id of that demonstration
  private demos = 0; // demonstrations started (ids)
  private demoNote = '';
  private passing = false; // the learner asked to pass: the next turn change is that pass
  private shown = false; // a step has been shown (showing the same one again is Retry)
  private tally = freshTally(); // misses and "show me" on this step since the learner arrived (stars.ts)
  private readonly s: Record<string, string>;

  constructor(
    private readonly root: HTMLElement,
    private readonly data: PlayerData,
    private readonly board: HexoneBoard,
  ) {
    this.s = data.strings;
    this.page = new StepPage(
      root,
      data.steps.map((step) => step.id),
    );
    const loaded = loadProgress(browserStorage());
    this.progress = loaded.progress;
    if (loaded.corrupted) this.page.notice(this.s.corrupt);
    // A find step only asks where: the board is read-only (no playable dots, no status about placing),
    // and a click or Enter on a cell is read here, from the cell the event came through.
    board.addEventListener('click', (e) => this.onFindGesture(e));
    board.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') this.onFindGesture(e);
    });
    board.addEventListener('hexone-move', (e) => {
      if (this.demo) return;
      if ('find' in this.step.task)
        e.preventDefault(); // never expected (the board is read-only), but a find step plays nothing
      else if (e.detail.action.type === 'pass') this.passing = true;
    });
    // The board has no event of its own for a pass: the learner's pass shows up as the turn changing hands.
    board.addEventListener('hexone-turn', (e) => {
      if (!this.passing) return;
      this.passing = false;
      this.onAction(
        [
          { type: 'passed', player: this.checker.learner },
          { type: 'turn', toMove: e.detail.toMove },
        ],
        e.detail.state,
      );
    });
    board.addEventListener('hexone-place', (e) => this.onAction(e.detail.events, e.detail.state));
    board.addEventListener('hexone-explode', (e) => this.onAction(e.detail.events, e.detail.state));
    board.addEventListener('hexone-error', (e) => this.onRefused(e.detail.error as RuleError, e.detail.message));
    board.addEventListener('hexone-change', (e) => {
      // Undo inside a step rewinds what the checker saw: treat it as a fresh try.
      if (!this.demo && (e.detail.reason === 'undo' || e.detail.reason === 'redo')) this.show(this.index);
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

  private fill(text: string, values: Record<string, string | number | undefined>): string {
    return format(this.data.lang, text, values);
  }

  private onFindGesture(event: Event): void {
    if (this.demo || !('find' in this.step.task)) return;
    const cell = event
      .composedPath()
      .map((node) => (node instanceof Element ? node.getAttribute('data-cell') : null))
      .find((name) => name);
    if (!cell) return;
    if (event.type === 'keydown') event.preventDefault();
    this.judge(this.checker.clicked(cell));
  }

  /** Shows step `k` on a fresh board (also what Retry does). */
  show(k: number): void {
    this.demo = 0;
    this.passing = false;
    const before = this.index;
    // Retry and undo keep the step's tally (a miss stays a miss); arriving on another step starts it afresh.
    if (this.page.showStep(k) !== before) this.tally = freshTally();
    const step = this.step;
    const board = this.board;
    board.readonly = 'find' in step.task;
    this.root.dataset.task = taskKind(step.task);
    if (step.highlight) board.setAttribute('highlight', step.highlight);
    else board.removeAttribute('highlight');
    board.toggleAttribute('coordinates', !!step.coordinates);
    board.load(step.position);
    const rules = this.page.$('[data-board-rules]');
    if (rules) rules.textContent = step.rules ?? '';
    this.checker = new TaskChecker(step.task, sideToMove(step.position));
    this.page.setButtons(false, false);
    if ('explore' in step.task) {
      this.complete();
      this.page.say(this.s.explore, 'info');
    } else this.page.say(this.shown && k === before ? this.s.retried : '', 'info'); // Retry is said: the board is set up again
    this.shown = true;
    this.markNav();
  }

  private onAction(events: GameEvent[], state: GameState): void {
    if (this.demo) return;
    const verdict = this.checker.action(events, state);
    if (verdict.status === 'pending' && this.page.tone() === 'wrong') this.page.say('', 'info'); // a refusal no longer applies
    this.judge(verdict);
  }

  /** What the rules say of a refusal: worded after the rule that applies (refusal.ts); the board's own sentence for anything else. */
  private refusalReason(error: RuleError, message: string): string {
    return refusalReason(this.data.lang, this.data.refusals, refusalRule(error, this.board.state, this.board.selected), message);
  }

  private onRefused(error: RuleError, message: string): void {
    if (!error || (error.code as string) === 'invalid-attribute') return;
    if (this.demo) {
      this.demoNote = refusedText(this.s, this.refusalReason(error, message));
      this.page.say(this.demoNote, 'info');
      return;
    }
    const before = this.checker.current.status;
    const verdict = this.checker.refused(error);
    // The refusal the step asked for: the board says why, under it; the feedback says it was found.
    if (verdict.status !== before) this.judge(verdict, true);
    // Once the step is done a refusal is only information: the step stays won.
    else this.page.say(refusedText(this.s, this.refusalReason(error, message)), verdict.status === 'pending' ? 'wrong' : 'info');
  }

  /** `found`: a refusal completed the step (a "try" step). */
  private judge(verdict: Verdict, found = false): void {
    if (verdict.status === 'done') {
      const stars = this.complete();
      const all = this.data.steps.every((s) => this.progress.done[this.data.lesson]?.includes(s.id));
      const lessonDone = this.index === this.data.steps.length - 1 && all;
      this.page.say(doneText(this.s, { found, success: this.step.success, stars, lessonDone }), 'good');
      this.page.setButtons(false, true);
    } else if (verdict.status === 'wrong') {
      this.tally.misses++;
      const why = whyText(this.data.lang, this.s, verdict.miss, pickWhy(this.step.why, this.checker.attempt));
      if ('find' in this.step.task) {
        // Nothing was played: the learner simply tries again on the same board.
        this.checker = new TaskChecker(this.step.task, this.checker.learner);
        this.page.say(missText(this.s, why, true), 'wrong');
        return;
      }
      this.page.say(missText(this.s, why, false), 'wrong');
      this.board.readonly = true; // the position no longer matches the step: Retry starts it again
      this.page.setButtons(true, false);
    }
  }

  /** Records the step as done with the stars its tally earns (the best result stays saved); a new try starts afresh. */
  private complete(): Stars {
    const stars = starsFor(this.tally);
    this.tally = freshTally();
    this.progress = markDone(this.progress, this.data.lesson, this.step.id, stars);
    saveProgress(browserStorage(), this.progress);
    this.markNav();
    return stars;
  }

  /** Each done step's stars in the step list, and the lesson's total above it. */
  private markNav(): void {
    const lesson = this.data.lesson;
    // A free-play step checks nothing, so it earns no stars: none shown, none counted in the lesson's total.
    const free = new Set(this.data.steps.filter((s) => 'explore' in s.task).map((s) => s.id));
    this.root.querySelectorAll<HTMLElement>('[data-goto]').forEach((a) => {
      const mark = a.querySelector<HTMLElement>('[data-done]');
      const id = a.dataset.goto ?? '';
      const stars = free.has(id) ? 0 : stepStars(this.progress, lesson, id);
      if (!mark) return;
      mark.toggleAttribute('data-empty', stars === 0); // kept in place, unseen: the step list never changes width
      mark.dataset.stars = String(stars); // drawn by the page's CSS: ★★☆
      const words = free.has(id) ? (isDone(this.progress, lesson, id) ? this.s.freePlayed : '') : this.fill(this.s.stepStars, { count: stars });
      mark.querySelector('[data-words]')!.textContent = words && ` (${words})`;
    });
    const total = this.page.$('[data-lesson-stars]');
    const { earned, max } = lessonStars(
      this.progress,
      lesson,
      this.data.steps.filter((s) => !free.has(s.id)).map((s) => s.id),
    );
    if (!total) return; // a step shown alone (the embed page) has no lesson total
    total.toggleAttribute('data-empty', earned === 0); // kept in place, unseen: nothing below it moves
    total.querySelector('[data-words]')!.textContent = this.fill(this.s.lessonStars, { count: earned, max });
  }

  /** "Show me": plays the step's solution on the board, one move at a time, then waits for Retry. */
  private async demonstrate(): Promise<void> {
    const step = this.step;
    if (!step.solution) return;
    this.show(this.index);
    const run = (this.demo = ++this.demos);
    this.tally.shown = true; // a step done after seeing its solution earns one star
    this.demoNote = '';
    const board = this.board;
    board.readonly = true;
    this.page.say(this.s.showing, 'info');
    const beat = reducedMotion() ? 250 : 700;
    for (const move of step.solution.trim().split(/\s+/)) {
      await pause(beat);
      if (this.demo !== run) return; // cancelled by Retry or a change of step
      const [cell, toward] = move.split('>') as [Cell, Cell | undefined];
      if ('find' in step.task) {
        board.setAttribute('highlight', cell);
        this.demoNote = this.fill(this.s.here, { cell });
        this.page.say(this.demoNote, 'info');
      } else if (move === 'pass') board.pass();
      else if (toward) board.explode(cell, toward);
      else board.place(cell);
      await board.whenIdle();
    }
    await pause(beat);
    if (this.demo !== run) return;
    this.demo = 0;
    this.checker = new TaskChecker(step.task, this.checker.learner);
    this.page.say(sentences(this.demoNote, this.s.shown), 'info');
    this.page.setButtons(true, false);
  }
}

/** Starts the player on a lesson page (no-op elsewhere); waits for the board element to be defined. */
export async function startLessonPlayer(): Promise<LessonPlayer | null> {
  const parts = readPagePlayer<PlayerData>('[data-lesson-player]', 'script[data-lesson-data]');
  if (!parts) return null; // the page content stays readable as it is
  await customElements.whenDefined('hexone-board');
  return new LessonPlayer(parts.root, parts.data, parts.board as HexoneBoard);
}
