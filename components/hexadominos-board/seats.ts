/**
 * Who sits where, seen from the screen: whose rack is face up, when the privacy screen must hide it
 * (several people sharing one device), whether the page's user may act, and the seats' display names.
 * Pure functions of the seats, and `Seats`, which reads them from the game and the element each time it is
 * asked (it keeps only who last held the device).
 */
import type { SeatPlayer } from '../../engine/hexadominos/session.js';
import type { Seat, Tile } from '../../engine/hexadominos/types.js';
import type { GameController } from './game-controller.js';
import { type Lang, localeOf } from './i18n.js';

const isPerson = (seats: readonly SeatPlayer[], seat: Seat | null) => seat !== null && seats[seat]?.kind === 'human';

/**
 * The seat whose rack is shown face up: the seat to move when a person plays it; while a computer
 * plays, the person who played last (else the first person); with no person at all, the seat to move
 * (watching computers play, everything may be seen).
 */
export function viewerSeat(seats: readonly SeatPlayer[], toMove: Seat, lastPerson: Seat | null): Seat {
  if (isPerson(seats, toMove)) return toMove;
  if (isPerson(seats, lastPerson)) return lastPerson!;
  const first = seats.findIndex((seat) => seat.kind === 'human');
  return first >= 0 ? first : toMove;
}

/** Whether the device must be handed over before `seat`'s rack shows: two or more people, and it last showed another's (or none yet). */
export function needsScreen(seats: readonly SeatPlayer[], seat: Seat, shownTo: Seat | null): boolean {
  const people = seats.filter((s) => s.kind === 'human').length;
  return people >= 2 && isPerson(seats, seat) && shownTo !== seat;
}

/** Display names: those given (options.ts `namesOf`), else "Player 1"…, computers marked with their level. */
export function seatNames(seats: readonly SeatPlayer[], lang: Lang, given: readonly (string | null)[]): string[] {
  const l = localeOf(lang);
  return seats.map((seat, k) => {
    const name = given[k]?.trim() || l.seat(k + 1);
    return seat.kind === 'computer' ? l.computer(name, seat.level) : name;
  });
}

/** What the seats read of the element: whether it is view-only; its language and the names it was given. */
export interface SeatsHost {
  readonly readonly: boolean;
  requestUpdate(): void;
}
export interface SeatsText {
  lang(): Lang;
  names(): readonly (string | null)[];
}

export class Seats {
  /** The person whose rack was last revealed (the privacy screen lifted for them). */
  #shownTo: Seat | null = null;
  /** The person who acted last (their rack shows while a computer plays). */
  #lastPerson: Seat | null = null;

  constructor(
    private readonly host: SeatsHost,
    private readonly game: GameController,
    private readonly text: SeatsText,
  ) {}

  get players(): readonly SeatPlayer[] {
    return this.game.snapshot.context.config.seats;
  }
  get names(): string[] {
    return seatNames(this.players, this.text.lang(), this.text.names());
  }
  /** The seat whose rack shows face up. */
  get viewer(): Seat {
    return viewerSeat(this.players, this.game.game?.toMove ?? 0, this.#lastPerson);
  }
  /** Whether the rack must stay hidden until the person to play says they hold the device. */
  get rackHidden(): boolean {
    const game = this.game.game;
    return !!game && !game.over && !this.host.readonly && needsScreen(this.players, this.viewer, this.#shownTo);
  }
  /** The privacy screen covers the table once play starts (the who-starts draw shows first). */
  get screenUp(): boolean {
    return this.rackHidden && this.game.snapshot.matches('playing');
  }
  /** Whether the page's user may act now: a person's turn, not view-only, the rack not hidden. */
  get mayPlay(): boolean {
    return !this.host.readonly && this.game.snapshot.matches('playing.human') && !this.screenUp;
  }
  /** The rack that shows face up. */
  get rack(): Tile[] {
    return this.game.game?.racks[this.viewer] ?? [];
  }

  /** Whose view the events of `seat`'s action carry: the person who acted (they hold the device), else the viewer. */
  witness(seat: Seat): Seat {
    return this.players[seat]?.kind === 'human' ? seat : this.viewer;
  }
  /** `seat` acted: a person's rack keeps showing while the computers play. */
  acted(seat: Seat): void {
    if (this.players[seat]?.kind === 'human') this.#lastPerson = seat;
  }
  /** The person to play says they hold the device: their rack shows. */
  reveal(seat: Seat): void {
    this.#shownTo = seat;
    this.host.requestUpdate();
  }
  /** Another game: nobody has been shown a rack of it yet. */
  reset(): void {
    this.#shownTo = null;
    this.#lastPerson = null;
  }
}
