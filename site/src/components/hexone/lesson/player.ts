/**
 * The lesson player, in the browser: shows one step at a time on a single live `<hexone-board>`,
 * checks what the learner does from the board's events (task.ts), explains misses, plays the
 * solution on request ("show me"), and keeps progress in localStorage (progress.ts).
 *
 * The page works without this script (every step is printed with a drawing of its board); this
 * only enhances it. It never imports the engine: the board applies the rules, we read its events.
 */
import type { HexoneBoard } from '../../../../../components/hexone-board/hexone-board.js';
import type { Cell, GameEvent, GameState, RuleError } from '../../../../../engine/hexone/types.js';
import { loadProgress, markDone, saveProgress, type Progress } from './progress.js';
import { TaskChecker, pickWhy, sideToMove, type Task, type Verdict } from './task.js';
import { fillPlaceholders as fill } from '../../../../../components/shared/placeholders.js';
import { browserStorage } from '../../../../../components/shared/storage.js';
import { readPagePlayer } from '../../../lib/page-player.js';

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
}
export interface PlayerData {
  lesson: string; // slug
  steps: PlayerStep[];
  strings: Record<string, string>; // the `lessons.*` dictionary entries, keys without the prefix
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;


export class LessonPlayer {
  private index = 0;
  private checker!: TaskChecker;
  private progress: Progress;
  private demo = 0; // non-zero while "show me" plays: the id of that demonstration
  private demos = 0; // demonstrations started (ids)
  private demoNote = '';
  private readonly s: Record<string, string>;

  constructor(
    private readonly root: HTMLElement,
    private readonly data: PlayerData,
    private readonly board: HexoneBoard,
  ) {
    this.s = data.strings;
    const loaded = loadProgress(browserStorage());
    this.progress = loaded.progress;
    const notice = this.$('[data-notice]');
    if (loaded.corrupted && notice) {
      notice.textContent = this.s.corrupt;
      notice.hidden = false;
    }
    board.addEventListener('hexone-move', (e) => {
      if (this.demo || !('find' in this.step.task)) return;
      e.preventDefault(); // a find step only asks where: nothing is played
      if (e.detail.action.type === 'place') this.judge(this.checker.clicked(e.detail.action.cell));
    });
    board.addEventListener('hexone-place', (e) => this.onAction(e.detail.events, e.detail.state));
    board.addEventListener('hexone-explode', (e) => this.onAction(e.detail.events, e.detail.state));
    board.addEventListener('hexone-error', (e) => this.onRefused(e.detail.error as RuleError, e.detail.message));
    board.addEventListener('hexone-change', (e) => {
      // Undo inside a step rewinds what the checker saw: treat it as a fresh try.
      if (!this.demo && (e.detail.reason === 'undo' || e.detail.reason === 'redo')) this.show(this.index);
    });
    root.addEventListener('click', (e) => this.onClick(e));
    addEventListener('hashchange', () => this.show(this.fromHash() ?? this.index));
    root.classList.add('is-live');
    for (const el of root.querySelectorAll<HTMLElement>('[data-live-only]')) el.hidden = false;
    this.show(this.fromHash() ?? this.firstUndone());
  }

  private get step(): PlayerStep {
    return this.data.steps[this.index];
  }

  private $<T extends HTMLElement = HTMLElement>(selector: string): T | null {
    return this.root.querySelector<T>(selector);
  }

  private fromHash(): number | null {
    const id = decodeURIComponent(location.hash.replace(/^#(step-)?/, ''));
    const k = this.data.steps.findIndex((s) => s.id === id);
    return k < 0 ? null : k;
  }

  private firstUndone(): number {
    const done = this.progress.done[this.data.lesson] ?? [];
    const k = this.data.steps.findIndex((s) => !done.includes(s.id));
    return k < 0 ? 0 : k;
  }

  /** Shows step `k` on a fresh board (also what Retry does). */
  show(k: number): void {
    this.demo = 0;
    this.index = Math.max(0, Math.min(k, this.data.steps.length - 1));
    const step = this.step;
    const total = this.data.steps.length;
    this.root.querySelectorAll<HTMLElement>('[data-step]').forEach((li, i) => (li.hidden = i !== this.index));
    this.root.querySelectorAll<HTMLAnchorElement>('[data-goto]').forEach((a, i) => {
      if (i === this.index) a.setAttribute('aria-current', 'step');
      else a.removeAttribute('aria-current');
    });
    this.button('prev').disabled = this.index === 0;
    this.button('next').disabled = this.index === total - 1;
    const board = this.board;
    board.readonly = false;
    if (step.highlight) board.setAttribute('highlight', step.highlight);
    else board.removeAttribute('highlight');
    board.toggleAttribute('coordinates', !!step.coordinates);
    board.load(step.position);
    this.checker = new TaskChecker(step.task, sideToMove(step.position));
    this.setButtons(false, false);
    if ('explore' in step.task) {
      this.complete();
      this.say(this.s.explore, 'info');
    } else this.say('', 'info');
    const hash = `#step-${step.id}`;
    if (location.hash !== hash) history.replaceState(null, '', hash);
    this.markNav();
  }

  private button(action: string): HTMLButtonElement {
    return this.$<HTMLButtonElement>(`[data-action="${action}"]`)!;
  }

  /** Retry and Next stand out once there is something to retry or the step is done. */
  private setButtons(retry: boolean, next: boolean): void {
    this.button('retry').classList.toggle('primary', retry);
    this.button('next').classList.toggle('primary', next);
  }

  private onAction(events: GameEvent[], state: GameState): void {
    if (this.demo) return;
    this.judge(this.checker.action(events, state));
  }

  private onRefused(error: RuleError, message: string): void {
    if (this.demo) {
      this.demoNote = fill(this.s.refused, { message });
      this.say(this.demoNote, 'info');
      return;
    }
    if (!error || (error.code as string) === 'invalid-attribute') return;
    const before = this.checker.current.status;
    const verdict = this.checker.refused(error);
    if (verdict.status !== before) this.judge(verdict);
    else if (verdict.status === 'pending') this.say(fill(this.s.refused, { message }), 'wrong');
  }

  private judge(verdict: Verdict): void {
    if (verdict.status === 'done') {
      this.complete();
      const all = this.data.steps.every((s) => this.progress.done[this.data.lesson]?.includes(s.id));
      const last = this.index === this.data.steps.length - 1 && all ? ` ${this.s.lessonDone}` : '';
      this.say(`${this.s.good} ${this.step.success ?? ''}${last}`.trim(), 'good');
      this.setButtons(false, true);
    } else if (verdict.status === 'wrong') {
      const why = pickWhy(this.step.why, this.checker.attempt) ?? fill(this.s[`wrong.${verdict.miss.key}`] ?? '', { ...verdict.miss });
      this.say(fill(this.s.notQuite, { why }), 'wrong');
      this.board.readonly = true; // the position no longer matches the step: Retry starts it again
      this.setButtons(true, false);
    }
  }

  private complete(): void {
    this.progress = markDone(this.progress, this.data.lesson, this.step.id);
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

  private say(text: string, tone: 'good' | 'wrong' | 'info'): void {
    const out = this.$('[data-feedback]');
    if (!out) return;
    out.textContent = text;
    out.dataset.tone = tone;
  }

  private onClick(event: MouseEvent): void {
    const target = event.target as HTMLElement;
    const goto = target.closest<HTMLAnchorElement>('[data-goto]');
    if (goto) {
      event.preventDefault();
      this.show(this.data.steps.findIndex((s) => s.id === goto.dataset.goto));
      return;
    }
    const action = target.closest<HTMLButtonElement>('[data-action]')?.dataset.action;
    if (action === 'retry') this.show(this.index);
    else if (action === 'prev') this.show(this.index - 1);
    else if (action === 'next') this.show(this.index + 1);
    else if (action === 'show') void this.demonstrate();
    // Moving between steps: put the reader at the new step's heading.
    if (action === 'prev' || action === 'next') this.$(`[data-step="${this.step.id}"] h2`)?.focus();
  }

  /** "Show me": plays the step's solution on the board, one move at a time, then waits for Retry. */
  private async demonstrate(): Promise<void> {
    const step = this.step;
    if (!step.solution) return;
    this.show(this.index);
    const run = (this.demo = ++this.demos);
    this.demoNote = '';
    const board = this.board;
    board.readonly = true;
    this.say(this.s.showing, 'info');
    const beat = reducedMotion() ? 250 : 700;
    for (const move of step.solution.trim().split(/\s+/)) {
      await pause(beat);
      if (this.demo !== run) return; // cancelled by Retry or a change of step
      const [cell, toward] = move.split('>') as [Cell, Cell | undefined];
      if ('find' in step.task) {
        board.setAttribute('highlight', cell);
        this.demoNote = fill(this.s.here, { cell });
        this.say(this.demoNote, 'info');
      } else if (toward) board.explode(cell, toward);
      else board.place(cell);
      await board.whenIdle();
    }
    await pause(beat);
    if (this.demo !== run) return;
    this.demo = 0;
    this.checker = new TaskChecker(step.task, this.checker.learner);
    this.say(`${this.demoNote} ${this.s.shown}`.trim(), 'info');
    this.setButtons(true, false);
  }
}

/** Starts the player on a lesson page (no-op elsewhere); waits for the board element to be defined. */
export async function startLessonPlayer(): Promise<LessonPlayer | null> {
  const parts = readPagePlayer<PlayerData>('[data-lesson-player]', 'script[data-lesson-data]');
  if (!parts) return null; // the page content stays readable as it is
  await customElements.whenDefined('hexone-board');
  return new LessonPlayer(parts.root, parts.data, parts.board as HexoneBoard);
}
