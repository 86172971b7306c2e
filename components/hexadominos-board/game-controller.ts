/**
 * The game behind a board: one actor of the Hexa-dominos machine (engine/hexadominos/machine.ts) for the
 * element's whole life, as a Lit reactive controller. The machine is the truth: the game, the log of its
 * actions (the record and the score sheet read it), the undo point and a match's earlier scores all live in
 * its context; this controller keeps nothing of its own.
 *
 * Everything the board does to its game goes through `send` as a machine event; what comes of it reaches
 * the board as one of three calls: an action applied, the game moved to another point (a new game, a load,
 * an undo, the next game of a match), or the event refused with the engine's reason. An event the machine
 * would not take (`snapshot.can(event)` is false) is not sent at all: the snapshot stays as it was.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { createActor } from 'xstate';
import { type HexadominosEmitted, type HexadominosEvent, hexadominosMachine, refusal } from '../../engine/hexadominos/machine.js';
import type { GameRecord } from '../../engine/hexadominos/record.js';
import { type LogEntry, type MachineError, drawCost, recordOf } from '../../engine/hexadominos/session.js';
import type { GameState } from '../../engine/hexadominos/types.js';

const newActor = () => createActor(hexadominosMachine, { input: {} });
export type Snapshot = ReturnType<ReturnType<typeof newActor>['getSnapshot']>;
export type Applied = Extract<HexadominosEmitted, { type: 'applied' }>;
export type TimelineChange = Extract<HexadominosEmitted, { type: 'timeline' }>['change'];

/** What the game tells the board. */
export interface GameListener {
  applied(applied: Applied): void;
  /** The game jumped (a new game, a load, an undo, the next game): queued work is stale. */
  jumped(change: TimelineChange): void;
  refused(error: MachineError): void;
}

export class GameController implements ReactiveController {
  // Waits in `seating` until the board's first update deals (or loads) the game its attributes describe.
  readonly #actor = newActor().start();
  #emitted: HexadominosEmitted[] | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly listener: GameListener,
  ) {
    host.addController(this);
    this.#actor.on('*', (emitted: HexadominosEmitted) => this.#emitted?.push(emitted));
  }

  hostConnected(): void {}

  get snapshot(): Snapshot {
    return this.#actor.getSnapshot();
  }
  /** The game on the board (null only before any game could be dealt). */
  get game(): GameState | null {
    return this.snapshot.context.game;
  }
  /** This game's actions and what each did. */
  get log(): LogEntry[] {
    return this.snapshot.context.log;
  }
  /** The final scores of the match's earlier games this board saw end. */
  get matchGames(): number[][] {
    return this.snapshot.context.matchGames;
  }
  /** What drawing now would cost the seat to move (null: nothing, or it may not draw). */
  get drawCost(): number | null {
    return this.game ? drawCost(this.game) : null;
  }

  /** Whether the machine would take `event` now (the view enables its buttons by it). */
  can(event: HexadominosEvent): boolean {
    try {
      return this.snapshot.can(event);
    } catch {
      return false;
    }
  }

  /**
   * Sends one event and tells the listener what came of it (a refusal goes to `refused` when given: the
   * board words an attribute's own); true unless it was refused. It is sent only if the machine takes it; the
   * machine reads its fields once (engine/shared/machine-input.ts: the same copy for `can`, its guards and its
   * actions), so a page's getter or proxy cannot answer the check one way and the action another.
   */
  send(event: HexadominosEvent, refused: (error: MachineError) => void = (error) => this.listener.refused(error)): boolean {
    if (!this.can(event)) {
      refused(refusal(this.snapshot.context, event));
      return false;
    }
    const emitted: HexadominosEmitted[] = (this.#emitted = []);
    this.#actor.send(event);
    this.#emitted = null;
    for (const e of emitted) {
      if (e.type === 'applied') this.listener.applied(e);
      else this.listener.jumped(e.change);
    }
    this.host.requestUpdate();
    return true;
  }

  /** This game as a record (null for a position or state: it has no deal to replay from). */
  record(): GameRecord | null {
    const { dealt, log } = this.snapshot.context;
    return recordOf(dealt, log);
  }
}
