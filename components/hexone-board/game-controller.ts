/**
 * The game behind a board: the engine's XState machine as a Lit reactive controller. Everything the
 * board does to its game goes through here as a machine event; what the machine emits in answer comes
 * back to the board as one of three calls: a move applied, the game moved to another point of its
 * timeline (undo, redo, load, reset), or an event refused with the engine's reason. An event the machine
 * would not take (`snapshot.can(event)` is false) is not sent at all: the snapshot stays as it was, and the
 * machine's `refusal` says why (as Hexa-dominos' game controller does).
 *
 * The machine is the source of truth for where the turn is: `stage` reads it from the snapshot
 * (`matches({ chain: 'choosingY' })`…), never from the state's phase.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type Actor, createActor } from 'xstate';
import { CELLS, type Cell } from '../../engine/hexone/cells.js';
import { type History, type Loadable, currentState, load as loadHistory, toRecord } from '../../engine/hexone/history.js';
import { type GameMachineEmitted, type GameMachineEvent, gameMachine, refusal } from '../../engine/hexone/machine.js';
import type { GameRecord } from '../../engine/hexone/record.js';
import type { Action, GameEvent, GameState, Player, RuleError, Rules } from '../../engine/hexone/types.js';

export type GameSnapshot = ReturnType<Actor<typeof gameMachine>['getSnapshot']>;

/** Where the turn is, as the machine's states name it (`placing.shutIn` → 'shutIn'). */
export type TurnStage = 'opening' | 'placing' | 'shutIn' | 'choosingCell' | 'choosingY' | 'over';

/** The stage of a machine snapshot. */
export function stageOf(snapshot: GameSnapshot): TurnStage {
  if (snapshot.matches('opening')) return 'opening';
  if (snapshot.matches({ placing: 'shutIn' })) return 'shutIn';
  if (snapshot.matches('placing')) return 'placing';
  if (snapshot.matches({ chain: 'choosingY' })) return 'choosingY';
  if (snapshot.matches('chain')) return 'choosingCell';
  return 'over';
}

/** Whether `snapshot` is at the start of a turn of one of `players` (before their placement). */
export function isTurnStart(snapshot: GameSnapshot, players: readonly Player[]): boolean {
  const stage = stageOf(snapshot);
  return (stage === 'opening' || stage === 'placing' || stage === 'shutIn') && players.includes(currentState(snapshot.context.history).toMove);
}

/** Why the game changed, as `hexone-change` says it (`events.ts`). */
export type ChangeReason = 'move' | 'undo' | 'redo' | 'reset' | 'load';

/** One move the machine applied, with the snapshots on either side of it (the drawing follows them). */
export interface AppliedMove {
  action: Action;
  events: GameEvent[];
  player: Player; // who played it
  before: GameSnapshot;
  after: GameSnapshot;
}

/** What the game tells the board. */
export interface GameListener {
  applied(move: AppliedMove): void;
  /** The game jumped to another state (undo, redo, reset, load): no move to draw, queued work is stale. */
  jumped(reason: ChangeReason): void;
  refused(error: RuleError): void;
}

export class GameController implements ReactiveController {
  /**
   * Bumped each time the game jumps (and when the board leaves the page): work started before
   * (a queued animation, a computer's turn) compares it with the value it started with and stops.
   */
  generation = 0;
  #actor = createActor(gameMachine, { input: {} }).start();
  #emitted: GameMachineEmitted[] | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly listener: GameListener,
  ) {
    host.addController(this);
    this.#actor.on('*', (emitted: GameMachineEmitted) => this.#emitted?.push(emitted));
  }

  hostDisconnected(): void {
    this.generation++;
  }

  get snapshot(): GameSnapshot {
    return this.#actor.getSnapshot();
  }
  get history(): History {
    return this.snapshot.context.history;
  }
  /** The game's current state (the drawing may lag it while a move is animated). */
  get state(): GameState {
    return currentState(this.history);
  }
  get stage(): TurnStage {
    return stageOf(this.snapshot);
  }
  /** The cell chosen to explode, waiting for its Y. */
  get selected(): Cell | null {
    return this.snapshot.context.selected;
  }
  get record(): GameRecord {
    return toRecord(this.history);
  }

  /** Whether the machine would take `event` now (the view enables its buttons and accepts gestures by it). */
  can(event: GameMachineEvent): boolean {
    try {
      return this.snapshot.can(event);
    } catch {
      return false;
    }
  }

  /** The cells where the machine would take a PLACE (the legal placements) or a SELECT (the cells that may explode) now. */
  cellsTaking(type: 'PLACE' | 'SELECT'): Cell[] {
    return CELLS.filter((cell) => this.can({ type, cell }));
  }

  /**
   * Sends one event and tells the listener what came of it; true unless it was refused. It is sent only if
   * the machine takes it; the machine reads its fields once (engine/shared/machine-input.ts: the same copy
   * for `can`, its guards and its actions), so a page's getter or proxy cannot answer the check one way and
   * the action another.
   */
  send(event: GameMachineEvent, reason: ChangeReason = 'move'): boolean {
    if (!this.can(event)) {
      this.listener.refused(refusal(this.snapshot.context, event));
      return false;
    }
    const before = this.snapshot;
    for (const emitted of this.#capture(event)) {
      if (emitted.type === 'applied') {
        this.listener.applied({
          action: emitted.action,
          events: emitted.events,
          player: currentState(before.context.history).toMove,
          before,
          after: this.snapshot,
        });
      } else this.jumped(reason === 'move' ? (emitted.change === 'restart' ? 'reset' : emitted.change) : reason);
    }
    this.host.requestUpdate();
    return true;
  }

  /**
   * Undo or redo, repeated until `isStop(snapshot)` says the game reached a place to stop (against the
   * computer: the start of one of the person's turns) or the timeline ends. The positions in between are
   * skipped, not visited: the listener hears of one jump only. False when there was nothing to undo/redo.
   */
  travel(direction: 'UNDO' | 'REDO', isStop: (snapshot: GameSnapshot) => boolean): boolean {
    const more = () => this.can({ type: direction });
    if (!more()) return this.send({ type: direction }); // refused: the listener hears why
    do this.#capture({ type: direction });
    while (!isStop(this.snapshot) && more());
    this.jumped(direction === 'UNDO' ? 'undo' : 'redo');
    this.host.requestUpdate();
    return true;
  }

  /**
   * Starts the game the board's attributes describe: `source` (record or position text) when given and
   * readable, else a new game with `rules` and `first`. Returns why `source` was refused, if it was.
   * The listener is not told yet: the board first takes note of its attribute errors, then calls `jumped`.
   */
  configure(source: string | null, rules: Partial<Rules>, first: Player): RuleError | null {
    const event: GameMachineEvent | null = source === null ? null : { type: 'LOAD', source };
    const refused = event && !this.can(event) ? refusal(this.snapshot.context, event) : null;
    if (event && !refused) this.#capture(event);
    else this.#capture({ type: 'RESTART', rules, first });
    this.host.requestUpdate();
    return refused;
  }

  /**
   * Loads position text, record text, the URL form, a GameState or a GameRecord; a source that does not
   * read is refused through the listener. Read once, here: the machine is then handed a plain copy, so an
   * object that answers differently each time it is read (a getter, a proxy) cannot pass the check and
   * then fail to load.
   */
  load(source: Loadable): boolean {
    const read = loadHistory(source);
    if (!read.ok) {
      this.listener.refused(read.error);
      return false;
    }
    return this.send({ type: 'LOAD', source: toRecord(read.history) }, 'load');
  }

  /**
   * Sends one event to the machine; returns what it emitted in answer, without acting on it. The machine reads
   * the event's fields once (engine/shared/machine-input.ts): a page's proxy or throwing getter is refused by
   * name, never thrown inside it (which would stop the actor for good).
   */
  #capture(event: GameMachineEvent): GameMachineEmitted[] {
    const emitted: GameMachineEmitted[] = (this.#emitted = []);
    this.#actor.send(event);
    this.#emitted = null;
    return emitted;
  }

  /** Tells the listener that the game jumped to another state (queued work is stale from now on). */
  jumped(reason: ChangeReason): void {
    this.generation++;
    this.listener.jumped(reason);
  }
}
