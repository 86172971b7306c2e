/**
 * Explosions the eye can follow, played with the Web Animations API from the engine's GameEvents:
 * pawns fly along the Y, lost pawns fly off and fade, pawns for the centre go there, captured stacks
 * fade from their old colour, tiles flip. Nothing here knows a rule: it only draws what the events say.
 *
 * Each call resolves when its animations end. `hurry()` finishes everything at once (a new gesture,
 * undo, or a board leaving the page must never wait for an animation).
 */
import { render, svg } from 'lit';
import { type Cell } from '../engine/cells.js';
import type { GameEvent, Player } from '../engine/types.js';
import { armEnd, centre } from './geometry.js';
import { coins } from './render.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Base durations (ms) at speed 1. */
const TRAVEL = 420;
const SETTLE = 320;
const POP = 220;

export class Animator {
  speed = 1; // multiplier: 2 = twice as fast
  private running = new Set<Animation>();
  private hurrying = false;

  /** @param layer the SVG group flying pawns are drawn in; @param cellNode finds a cell's group. */
  constructor(private layer: () => SVGGElement | null, private cellNode: (cell: Cell) => SVGGElement | null) {}

  /** Finishes every running animation now, and plays the following ones instantly until `calm()`. */
  hurry(): void {
    this.hurrying = true;
    for (const a of [...this.running]) a.finish();
  }
  calm(): void {
    this.hurrying = false;
  }

  /** Phase 1 of an explosion: the three pawns leave `cell` along the Y (events: moved/toCentre/lost). */
  async fly(cell: Cell, player: Player, events: readonly GameEvent[]): Promise<void> {
    const from = centre(cell);
    const jobs: Promise<void>[] = [];
    for (const e of events) {
      if (e.type !== 'moved' && e.type !== 'toCentre' && e.type !== 'lost') continue;
      const pawn = this.ghost(player, 1, from);
      if (!pawn) continue;
      const path = [from];
      if (e.type === 'moved') path.push(centre(e.to));
      else path.push(e.type === 'lost' && e.to ? centre(e.to) : armEnd(cell, e.direction));
      if (e.type === 'toCentre') path.push(centre('c3'));
      const frames: Keyframe[] = path.map((p) => ({ transform: `translate(${p.x}px, ${p.y}px)`, opacity: 1 }));
      if (e.type === 'lost') frames[frames.length - 1] = { ...frames[frames.length - 1], opacity: 0, transform: `${frames[frames.length - 1].transform} scale(0.4)` };
      jobs.push(this.run(pawn, frames, TRAVEL * (path.length - 1) ** 0.5, true));
    }
    await Promise.all(jobs);
  }

  /**
   * Phase 2, once the new position is drawn: captured stacks fade out of their old colour, tiles flip,
   * pawns removed with their tile vanish. `before` gives each captured cell's old owner and count.
   */
  async settle(events: readonly GameEvent[]): Promise<void> {
    const jobs: Promise<void>[] = [];
    for (const e of events) {
      if (e.type === 'captured' || e.type === 'removedWithTile') {
        const g = this.ghost(e.type === 'captured' ? e.from : e.player, e.count, centre(e.cell));
        if (g) jobs.push(this.run(g, [{ opacity: 1 }, { opacity: 0, transform: `${g.style.transform} scale(${e.type === 'captured' ? 1.15 : 0.3})` }], SETTLE, true));
      } else if (e.type === 'tileFlipped') {
        const tile = this.cellNode(e.cell)?.querySelector<SVGGElement>('.tile');
        if (tile) jobs.push(this.run(tile, [{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], SETTLE));
      }
    }
    await Promise.all(jobs);
  }

  /** A placed pawn drops onto its stack. */
  async pop(cell: Cell): Promise<void> {
    const stack = this.cellNode(cell)?.querySelector<SVGGElement>('.stack');
    if (stack) await this.run(stack, [{ transform: 'translateY(-18px) scale(1.25)', opacity: 0.3 }, { transform: 'none', opacity: 1 }], POP);
  }

  /** A short-lived stack drawn over the board (removed when its animation ends). */
  private ghost(owner: Player, count: number, at: { x: number; y: number }): SVGGElement | null {
    const layer = this.layer();
    if (!layer) return null;
    const g = document.createElementNS(SVG_NS, 'g');
    g.setAttribute('class', `ghost stack ${owner}`);
    g.style.transform = `translate(${at.x}px, ${at.y}px)`;
    render(svg`${coins(count)}`, g);
    layer.append(g);
    return g;
  }

  private async run(el: SVGElement, frames: Keyframe[], ms: number, removeAfter = false): Promise<void> {
    const duration = this.hurrying || !(this.speed > 0) ? 0 : ms / this.speed;
    if (duration > 0 && typeof el.animate === 'function') {
      const animation = el.animate(frames, { duration, easing: 'ease-in-out', fill: 'forwards' });
      this.running.add(animation);
      try {
        await animation.finished;
      } catch {
        // cancelled: same as finished for us
      } finally {
        this.running.delete(animation);
        animation.cancel(); // drop the forwards fill: the rendered state takes over
      }
    }
    if (removeAfter) el.remove();
  }
}
