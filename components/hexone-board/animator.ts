/**
 * Explosions the eye can follow, played with the Web Animations API from the engine's GameEvents:
 * pawns fly along the Y, lost pawns fly off and fade, pawns for the centre go there, captured stacks
 * fade from their old colour, tiles flip. Nothing here knows a rule: it only draws what the events say.
 *
 * Each call resolves when its animations end. `hurry()` finishes everything at once (a new gesture,
 * undo, or a board leaving the page must never wait for an animation).
 *
 * The element loads this module with its first animated move (the standalone build ships it as
 * hexone-board-animator.js), so view-only diagrams and readers who asked for reduced motion never
 * download it. That is why it imports neither Lit nor the board's templates: the element hands it
 * `drawStack`, which draws a stack of coins into a group.
 */
import { CENTRE, type Cell } from '../../engine/hexone/cells.js';
import type { Action, GameEvent, GameState, Player } from '../../engine/hexone/types.js';
import { type Point, armEnd, centre } from './geometry.js';

/** Draws `state` on the board; resolves once it is on screen. */
export type DrawPosition = (state: GameState) => Promise<unknown>;
/** Draws a numbered stack of `count` coins into `into` (the board's own coin drawing). */
export type DrawStack = (count: number, into: SVGGElement) => void;

/** Base durations (ms) at speed 1. */
const TRAVEL = 420;
const SETTLE = 320;
const POP = 220;
const move = ({ x, y }: Point) => `translate(${x}px,${y}px)`;

export class Animator {
  speed = 1; // multiplier: 2 = twice as fast; 0 draws at once
  private running = new Set<Animation>();

  /**
   * @param root where the board is drawn (its `.fx` layer, `[data-cell]` and `[data-text]` groups).
   * @param draw how the board draws a position.
   * @param drawStack how the board draws a stack, for the pawns in flight.
   */
  constructor(
    private root: () => ParentNode | null,
    private draw: DrawPosition,
    private drawStack: DrawStack,
  ) {}

  /**
   * One move from `before` to `after`. A placement draws `after` and drops the pawn in. An explosion
   * first draws `before` without the three pawns that leave, flies them along the Y, then draws
   * `after` and settles captures and tiles.
   */
  async play(before: GameState, action: Action, events: readonly GameEvent[], after: GameState): Promise<void> {
    if (action.type !== 'explode') {
      await this.draw(after);
      if (action.type === 'place') await this.pop(action.cell);
      return;
    }
    const exploded = events.find((e) => e.type === 'exploded');
    const mid = structuredClone(before);
    if (exploded?.remaining) mid.cells[action.cell] = { owner: before.toMove, count: exploded.remaining };
    else delete mid.cells[action.cell];
    await this.draw(mid);
    await this.fly(action.cell, before.toMove, events);
    await this.draw(after);
    await this.settle(events);
  }

  /**
   * Finishes every running animation now, and draws the rest of the move being played at once (the
   * element sets `speed` again before the next move).
   */
  hurry(): void {
    this.speed = 0;
    for (const a of [...this.running]) a.finish();
  }

  /** Phase 1 of an explosion: the three pawns leave `cell` along the Y (events: moved/toCentre/lost). */
  fly(cell: Cell, player: Player, events: readonly GameEvent[]): Promise<unknown> {
    const from = centre(cell);
    return Promise.all(
      events.map((e) => {
        if (e.type !== 'moved' && e.type !== 'toCentre' && e.type !== 'lost') return;
        const path = [from, e.type === 'moved' ? centre(e.to) : e.type === 'lost' && e.to ? centre(e.to) : armEnd(cell, e.direction)];
        if (e.type === 'toCentre') path.push(centre(CENTRE));
        const frames: Keyframe[] = path.map((p) => ({ transform: move(p) }));
        if (e.type === 'lost') frames[1] = { transform: `${frames[1].transform} scale(.4)`, opacity: 0 };
        return this.run(this.ghost(player, 1, from), frames, TRAVEL * (path.length - 1) ** 0.5);
      }),
    );
  }

  /**
   * Phase 2, once the new position is drawn: captured stacks fade out of their old colour, tiles flip,
   * pawns removed with their tile vanish.
   */
  settle(events: readonly GameEvent[]): Promise<unknown> {
    return Promise.all(
      events.map((e) => {
        if (e.type === 'captured' || e.type === 'removedWithTile') {
          const g = this.ghost(e.type === 'captured' ? e.from : e.player, e.count, centre(e.cell));
          return this.run(g, [{}, { opacity: 0, transform: `${g?.style.transform} scale(${e.type === 'captured' ? 1.15 : 0.3})` }], SETTLE);
        }
        if (e.type === 'tileFlipped') return this.run(this.find(`[data-cell=${e.cell}] .tile`), [{}, { transform: 'scaleX(0)' }, {}], SETTLE, false);
      }),
    );
  }

  /** A placed pawn drops onto its stack (coins and number together). */
  pop(cell: Cell): Promise<unknown> {
    const frames = [{ transform: 'translateY(-18px) scale(1.25)', opacity: 0.3 }, {}];
    return Promise.all(
      ['.stack', '.num'].map((part) => this.run(this.find(`[data-${part === '.num' ? 'text' : 'cell'}=${cell}] ${part}`), frames, POP, false)),
    );
  }

  private find(selector: string): SVGElement | null {
    return this.root()?.querySelector(selector) ?? null;
  }

  /** A short-lived stack drawn over the board (removed when its animation ends). */
  private ghost(owner: Player, count: number, at: Point): SVGGElement | null {
    const layer = this.find('.fx');
    if (!layer) return null;
    const g = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    g.setAttribute('class', `ghost stack ${owner}`);
    g.style.transform = move(at);
    this.drawStack(count, g);
    layer.append(g);
    return g;
  }

  /** Plays `frames` on `el` (nothing when it is missing); a ghost is removed at the end unless `keep`. */
  private async run(el: SVGElement | null, frames: Keyframe[], ms: number, ghost = true): Promise<void> {
    if (!el) return;
    const duration = this.speed > 0 ? ms / this.speed : 0;
    if (duration > 0 && el.animate) {
      const animation = el.animate(frames, { duration, easing: 'ease-in-out', fill: 'forwards' });
      this.running.add(animation);
      // Cancelled counts as finished; then drop the forwards fill: the rendered state takes over.
      await animation.finished.catch(() => {});
      this.running.delete(animation);
      animation.cancel();
    }
    if (ghost) el.remove();
  }
}
