/**
 * The game behind a board: an XState actor of the Hexa-dominos machine (engine/hexadominos/machine.ts),
 * created for the board's config, plus what the machine does not keep — the log of this game's actions
 * (for the record and the score sheet). A Lit reactive controller: the host updates whenever the
 * snapshot changes, and stops the actor when it leaves the page.
 *
 * `send` returns what the machine emitted for that event (`applied`, `rejected`, `timeline`), so the
 * element turns them into DOM events and announcements; the controller itself decides nothing.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type Actor, createActor } from 'xstate';
import { type HexadominosEmitted, type HexadominosEvent, hexadominosMachine } from '../../engine/hexadominos/machine.js';
import { type GameRecord, parseRecord, recordFromUrl, replay } from '../../engine/hexadominos/record.js';
import type { GameState } from '../../engine/hexadominos/types.js';
import type { BoardConfig } from './options.js';
import type { LogEntry } from './score-sheet.js';

export type GameActor = Actor<typeof hexadominosMachine>;
export type Snapshot = ReturnType<GameActor['getSnapshot']>;

export class GameController implements ReactiveController {
  actor: GameActor;
  /** This game's actions and what each did (undo takes the last back; a new game starts it again). */
  log: LogEntry[] = [];
  /**
   * The final scores of the earlier games of the match on the board, as this board saw them end (the
   * engine keeps only their totals): the match table shows each game, then the running totals.
   */
  matchGames: number[][] = [];
  #emitted: HexadominosEmitted[] | null = null;
  #unsubscribe: (() => void) | null = null;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
    this.actor = this.#create({ seats: [{ kind: 'human' }, { kind: 'computer', level: 'medium' }], start: true });
  }

  get snapshot(): Snapshot {
    return this.actor.getSnapshot();
  }

  /** The game on the board (null only before any game could be dealt). */
  get game(): GameState | null {
    return this.snapshot.context.game;
  }

  /**
   * A new actor for `config`: its record or position loaded, else a game dealt at once. Returns the
   * machine's error when the source does not load (the previous game then stays).
   */
  configure(config: BoardConfig): HexadominosEmitted[] {
    const input = { seats: config.seats, scoring: config.scoring, target: config.target, ...(config.seed !== null ? { seed: config.seed } : {}) };
    if (config.source !== null) {
      const probe = createActor(hexadominosMachine, { input: { ...input, source: config.source } });
      const error = probe.getSnapshot().context.error;
      if (error) return [{ type: 'rejected', event: 'LOAD', error }];
    }
    this.#replace(this.#create({ ...input, ...(config.source !== null ? { source: config.source } : { start: true }) }));
    this.log = config.source !== null ? logOf(config.source) : [];
    this.matchGames = [];
    return [{ type: 'timeline', change: config.source !== null ? 'load' : 'start', state: this.game }];
  }

  /** Sends `event`; returns what the machine emitted, and keeps the log in step with it. */
  send(event: HexadominosEvent): HexadominosEmitted[] {
    const emitted: HexadominosEmitted[] = [];
    const before = this.game;
    this.#emitted = emitted;
    try {
      this.actor.send(event);
    } finally {
      this.#emitted = null;
    }
    for (const e of emitted) {
      if (e.type === 'applied') this.log.push({ seat: e.seat, action: e.action, events: e.events });
      else if (e.type === 'timeline' && e.change === 'undo') this.log.pop();
      else if (e.type === 'timeline') {
        this.log = e.change === 'load' && event.type === 'LOAD' && typeof event.source === 'string' ? logOf(event.source) : [];
        this.matchGames = e.change === 'nextGame' && before ? [...this.matchGames, [...before.scores]] : [];
      }
    }
    return emitted;
  }

  /**
   * This game as a record (null for a position written by hand: it has no seed to deal from). A game of
   * a match is dealt from the same tile set as the box, so its options replay it (the match totals are not in it).
   */
  record(): GameRecord | null {
    const game = this.game;
    if (!game || game.seed === null) return null;
    return { options: { players: game.players, scoring: game.scoring, seed: game.seed }, actions: this.log.map((entry) => entry.action) };
  }

  hostConnected(): void {
    this.#listen();
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  #create(input: object): GameActor {
    const actor = createActor(hexadominosMachine, { input }).start();
    actor.on('*', (e: HexadominosEmitted) => this.#emitted?.push(e));
    return actor;
  }

  #replace(actor: GameActor): void {
    this.#unsubscribe?.();
    this.actor.stop();
    this.actor = actor;
    this.#listen();
    this.host.requestUpdate();
  }

  #listen(): void {
    this.#unsubscribe?.();
    const subscription = this.actor.subscribe(() => this.host.requestUpdate());
    this.#unsubscribe = () => subscription.unsubscribe();
  }
}

/** The log of a record's game (what each action did), for the score sheet; [] for a position. */
function logOf(source: string): LogEntry[] {
  const text = source.trim();
  const isUrl = /^[^\s|]*~/.test(text);
  if (!isUrl && !text.includes('|') && !/\bseed:/i.test(text)) return [];
  const parsed = isUrl ? recordFromUrl(text) : parseRecord(text);
  if (!parsed.ok) return [];
  const played = replay(parsed.value);
  if (!played.ok) return [];
  return parsed.value.actions.map((action, k) => ({ seat: played.value.states[k].toMove, action, events: played.value.events[k + 1] }));
}
