/**
 * The play page's game-over panel: who won, the figures of the game, the tiles score taken apart, and a move
 * list you can step through (every placement and every explosion of a chain). Stepping shows the position
 * after that move on the page's own board, read-only, loaded from the record up to it; the last move brings
 * the finished game back. The summary is read from the record (site/src/lib/hexone/game-summary.ts), so a
 * share link of a finished game gets it too.
 */
import type { HexoneBoard } from '@components/index.js';
import { type GameSummary, type MoveEntry, explosionArms } from '../../lib/hexone/game-summary';
import type { Say } from '../../i18n/format';

export class GameReview {
  private summary: GameSummary | null = null;
  private at = -1; // the move whose position is on the board (-1: the start; the last move: the game itself)
  private reviewing = false; // an earlier position is on the board
  private playable = false; // that position is an exercise the person plays on (review/learn.ts)
  /** Called when an exercise's position leaves the board (another position shown, a new game): review/learn.ts ends it. */
  onLeavePractice: (() => void) | null = null;
  private readonly list: HTMLOListElement;
  private readonly status: HTMLElement;

  constructor(
    private readonly root: HTMLElement,
    private readonly board: HexoneBoard,
    private readonly say: Say,
    private readonly computerSide: () => 'b' | 'w' | null,
  ) {
    this.list = root.querySelector<HTMLOListElement>('[data-moves]')!;
    this.status = root.querySelector<HTMLElement>('[data-moves-status]')!;
    root.addEventListener('click', (event) => this.onClick(event));
    this.list.addEventListener('keydown', (event) => this.onKey(event));
  }

  /** True while an earlier position is on the board (the page must not save it as the game). */
  get viewing(): boolean {
    return this.reviewing;
  }

  /** True while the position on the board is an exercise to play on (`show(k, true)`), until another is shown. */
  get practising(): boolean {
    return this.reviewing && this.playable;
  }

  /** Shows the panel for a finished game (or hides it: `null`). */
  render(summary: GameSummary | null): void {
    const practised = this.practising;
    this.summary = summary;
    this.reviewing = false;
    this.playable = false;
    this.board.readonly = false;
    if (practised) this.onLeavePractice?.();
    this.at = (summary?.moves.length ?? 0) - 1;
    this.root.hidden = !summary;
    // Its moves are stepped through with the board in view: on a phone at the screen's top, on a wide one beside the panel (play.astro).
    this.root.closest('.play')?.classList.toggle('reviewing', !!summary);
    if (!summary) return;
    const computer = this.computerSide();
    const winner = summary.winner;
    const headline = !winner
      ? ''
      : computer
        ? this.say(winner === computer ? 'play.over.computerWins' : 'play.over.youWin')
        : this.say('play.over.winner', { player: this.say(`board.player.${winner}`) });
    this.text('[data-over-winner]', headline);
    this.text('[data-over-turns]', String(summary.turns));
    this.text('[data-over-explosions]', String(summary.explosions));
    this.text('[data-over-chain]', this.say('play.over.chain.value', { count: summary.longestChain }));
    const score = this.root.querySelector<HTMLElement>('[data-over-score]')!;
    score.hidden = !summary.score;
    if (summary.score) this.text('[data-over-score-value]', this.say('play.over.score.value', { ...summary.score }));
    this.list.replaceChildren(...this.turnItems(summary.moves));
    this.status.textContent = '';
    this.markCurrent();
  }

  /** One list item per turn: who played, then a button per move of that turn. */
  private turnItems(moves: MoveEntry[]): HTMLLIElement[] {
    const items: HTMLLIElement[] = [];
    moves.forEach((move, k) => {
      if (move.kind !== 'explode' || !items.length) {
        const item = document.createElement('li');
        const who = document.createElement('span');
        who.className = 'turn-player';
        who.textContent = this.say('play.moves.turn', { turn: move.turn, player: this.say(`board.player.${move.player}`) });
        item.append(who);
        items.push(item);
      }
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.move = String(k);
      button.className = `move ${move.kind}`;
      if (move.kind === 'explode') {
        // The exploding cell, then where its three pawns go: the Y as the player chose it, whichever cell they tapped.
        const [cell] = move.word.split('>');
        const hidden = document.createElement('span');
        hidden.className = 'sr-only';
        hidden.textContent = `${this.say('play.moves.explosion')} `;
        button.append(hidden, `${cell} → ${this.targets(move.word).join(' · ')}`);
      } else button.textContent = move.kind === 'pass' ? this.say('play.record.pass') : move.word;
      items[items.length - 1].append(' ', button);
    });
    return items;
  }

  private onClick(event: Event): void {
    const target = event.target as HTMLElement;
    const move = target.closest<HTMLElement>('[data-move]')?.dataset.move;
    if (move !== undefined) return this.show(Number(move));
    const step = target.closest<HTMLElement>('[data-step]')?.dataset.step;
    if (step) this.step(step as 'first' | 'previous' | 'next' | 'last');
  }

  private onKey(event: KeyboardEvent): void {
    const steps: Record<string, 'first' | 'previous' | 'next' | 'last'> = {
      ArrowLeft: 'previous',
      ArrowUp: 'previous',
      ArrowRight: 'next',
      ArrowDown: 'next',
      Home: 'first',
      End: 'last',
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    this.step(step);
    this.list.querySelector<HTMLElement>('[aria-current]')?.focus();
  }

  private step(to: 'first' | 'previous' | 'next' | 'last'): void {
    const last = (this.summary?.moves.length ?? 0) - 1;
    this.show({ first: -1, previous: this.at - 1, next: this.at + 1, last }[to]);
  }

  /**
   * Puts the position after move `k` on the board (-1: the start; the last move: the game itself, playable).
   * `playable`: an earlier position that the person plays on (an exercise), still not saved as the game.
   */
  show(k: number, playable = false): void {
    const summary = this.summary;
    if (!summary) return;
    const practised = this.practising;
    const last = summary.moves.length - 1;
    this.at = Math.max(-1, Math.min(last, k));
    this.reviewing = this.at < last;
    this.playable = playable && this.reviewing;
    this.board.readonly = this.reviewing && !this.playable;
    this.board.load(this.at < 0 ? startRecord(summary) : summary.moves[this.at].record);
    // Counted in turns, as the summary counts them ("Turns played 25"): one count, with its name.
    // An exercise's own status line says where it stands (review/learn.ts): this one stays quiet, said once.
    this.status.textContent = this.playable
      ? ''
      : this.at < 0
        ? this.say('play.moves.atStart')
        : this.say('play.moves.viewing', { turn: summary.moves[this.at].turn, turns: summary.turns, move: this.describe(summary.moves[this.at]) });
    this.markCurrent();
    if (practised && !this.practising) this.onLeavePractice?.();
  }

  private describe(move: MoveEntry): string {
    const player = this.say(`board.player.${move.player}`);
    const [cell] = move.word.split('>');
    return this.say(`play.moves.${move.kind}`, { player, cell, targets: this.targets(move.word, 'play.moves.offBoard').join(', ') });
  }

  /** Where an explosion's three pawns go: cells, or `off` ("off", "off the board") for a pawn that leaves the board. */
  private targets(word: string, off = 'play.moves.off'): string[] {
    const arms = explosionArms(word);
    if (!arms) return [word.split('>')[1] ?? ''];
    // The cells first, then the pawns that leave the board: "d4 · c5 · off" reads better than "off · d4 · c5".
    const cells = arms.filter((to) => to !== null);
    return [...cells, ...arms.filter((to) => to === null).map(() => this.say(off))];
  }

  private markCurrent(): void {
    for (const button of this.list.querySelectorAll<HTMLElement>('[data-move]')) {
      if (Number(button.dataset.move) === this.at) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
    }
  }

  private text(selector: string, value: string): void {
    const el = this.root.querySelector<HTMLElement>(selector);
    if (el) el.textContent = value;
  }
}

/** The record of the game's start, with no move: the first move's record without that move. */
function startRecord(summary: GameSummary): string {
  const first = summary.moves[0]?.record ?? '';
  return first.replace(/\|.*$/, '|');
}
