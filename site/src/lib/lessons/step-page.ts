/**
 * The page side of a lesson, for both games' lesson players (site/src/components/{hexone,hexadominos}/lesson/
 * player.ts): one step shown at a time, the step list and the address (#step-id) kept in step, the
 * Prev / Next / Retry / Show me buttons, and the feedback line. What a step does on its board, and how a
 * task is judged, stays with each game's player.
 *
 * The page renders every step and its controls; this only reads and toggles what is there. The embed
 * page shows one step without Prev and Next: missing controls are skipped.
 */

export type Tone = 'good' | 'wrong' | 'info';

/** What the step controls ask of the player. */
export interface StepControls {
  show(index: number): void; // a step from the list or the address, or Retry/Prev/Next (the step shown again or another)
  demonstrate(): void; // Show me
}

export class StepPage {
  /** The step shown (set by `showStep`). */
  index = 0;
  #shown = false; // a step has been shown already

  constructor(
    readonly root: HTMLElement,
    private readonly ids: readonly string[],
  ) {}

  $<T extends HTMLElement = HTMLElement>(selector: string): T | null {
    return this.root.querySelector<T>(selector);
  }

  /** The step the address names (`#step-id` or `#id`), or null. */
  fromHash(): number | null {
    const id = decodeURIComponent(location.hash.replace(/^#(step-)?/, ''));
    const k = this.ids.indexOf(id);
    return k < 0 ? null : k;
  }

  /** The first step not in `done` (the first step when all are done). */
  firstUndone(done: readonly string[]): number {
    const k = this.ids.findIndex((id) => !done.includes(id));
    return k < 0 ? 0 : k;
  }

  /** Step `k` (clamped) shown alone: marked current in the list, Prev/Next enabled as they apply, named in the address. */
  showStep(k: number): number {
    this.index = Math.max(0, Math.min(k, this.ids.length - 1));
    const steps = this.root.querySelectorAll<HTMLElement>('[data-step]');
    steps.forEach((li, i) => (li.hidden = i !== this.index));
    // The step's task again under the board (`data-ask-again`), for a phone: there the step's text is above the board,
    // out of the window once the learner is at the board, and the task is what they need while playing.
    const ask = steps[this.index]?.querySelector('[data-ask]');
    this.$('[data-ask-again]')?.replaceChildren(...[...(ask?.childNodes ?? [])].map((node) => node.cloneNode(true)));
    this.root.querySelectorAll<HTMLAnchorElement>('[data-goto]').forEach((a, i) => {
      if (i === this.index) a.setAttribute('aria-current', 'step');
      else a.removeAttribute('aria-current');
    });
    const [prev, next] = [this.button('prev'), this.button('next')];
    if (prev) prev.disabled = this.index === 0;
    if (next) next.disabled = this.index === this.ids.length - 1;
    const hash = `#step-${this.ids[this.index]}`;
    if (location.hash !== hash) history.replaceState(null, '', hash);
    // A step change lands on the board, once it has drawn the step (its element renders after this task). Not the
    // first step shown: a page opens at its title (header, title and step text first, on a phone the board below).
    if (this.#shown) requestAnimationFrame(() => this.land());
    this.#shown = true;
    return this.index;
  }

  /**
   * Brings the board and the lesson's buttons (`data-land`, in that order) into view, scrolling no more than needed:
   * a step change lands on the board, never at the top of the page. On a laptop, where the step and the board share
   * the window, nothing moves; on a phone the board and the buttons take the window, the step's text just above.
   */
  land(): void {
    for (const el of this.root.querySelectorAll<HTMLElement>('[data-land]'))
      if (!el.hidden) el.scrollIntoView({ block: 'nearest', behavior: 'instant' as ScrollBehavior });
  }

  button(action: string): HTMLButtonElement | null {
    return this.$<HTMLButtonElement>(`[data-action="${action}"]`);
  }

  /** Retry and Next stand out once there is something to retry or the step is done. */
  setButtons(retry: boolean, next: boolean): void {
    this.button('retry')?.classList.toggle('primary', retry);
    this.button('next')?.classList.toggle('primary', next);
  }

  say(text: string, tone: Tone): void {
    const out = this.$('[data-feedback]');
    if (!out) return;
    out.textContent = text;
    out.dataset.tone = tone;
  }

  /** The tone of what the feedback line says now. */
  tone(): string | undefined {
    return this.$('[data-feedback]')?.dataset.tone;
  }

  /** Shows the notice line (saved progress that could not be read). */
  notice(text: string): void {
    const notice = this.$('[data-notice]');
    if (!notice) return;
    notice.textContent = text;
    notice.hidden = false;
  }

  /** Turns the printed page live: its step list, buttons and address drive `controls`; parts meant for the live page appear. */
  goLive(controls: StepControls): void {
    this.root.addEventListener('click', (event) => {
      const target = event.target as HTMLElement;
      const goto = target.closest<HTMLAnchorElement>('[data-goto]');
      if (goto) {
        event.preventDefault();
        controls.show(this.ids.indexOf(goto.dataset.goto ?? ''));
        return;
      }
      const action = target.closest<HTMLButtonElement>('[data-action]')?.dataset.action;
      if (action === 'retry') controls.show(this.index);
      else if (action === 'prev') controls.show(this.index - 1);
      else if (action === 'next') controls.show(this.index + 1);
      else if (action === 'show') controls.demonstrate();
      // Moving between steps: put the reader at the new step's heading (without scrolling there: the page lands on the board).
      if (action === 'prev' || action === 'next') this.$(`[data-step="${this.ids[this.index]}"] h2`)?.focus({ preventScroll: true });
    });
    addEventListener('hashchange', () => controls.show(this.fromHash() ?? this.index));
    this.root.classList.add('is-live');
    for (const el of this.root.querySelectorAll<HTMLElement>('[data-live-only]')) el.hidden = false;
  }
}
