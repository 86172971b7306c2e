/**
 * What the page's user may do now, worked out once per render: which buttons are enabled (what the machine
 * would take: `snapshot.can(…)`, and what it costs: the engine's draw), and the two lines that tell the
 * person what is going on — the status (whose turn, at what stage: the engine's own refusals `drawRefusal`
 * and `passRefusal` say what the seat to move may do, whoever plays it) and the guide (what to do next).
 * The buttons, the status and the guide all read the one `TurnControls` object, so they cannot disagree (a
 * status saying "draw again" while Draw is disabled). Pure: no DOM, no element state.
 */
import { type TurnFacts, drawRefusal, passRefusal } from '../../engine/hexadominos/rules.js';
import { matchStanding } from '../../engine/hexadominos/setup.js';
import { canPlaceAny } from '../../engine/hexadominos/table.js';
import type { GameState, Seat } from '../../engine/hexadominos/types.js';
import type { GameController, Snapshot } from './game-controller.js';
import type { Strings, Verb } from './i18n.js';
import type { Preview } from './spots.js';

/** What the element knows beyond the snapshot: who may act, and the gesture under way. */
export interface ControlFacts {
  mayPlay: boolean; // a person's turn, the page's user holds the device, not view-only
  screen: boolean; // the privacy screen is up
  viewer: Seat; // the seat whose rack is shown (who holds the device)
  computerBusy: boolean;
  spots: number; // free places where the picked tile fits
  pending: boolean; // the picked tile waits on a place
  preview: Preview | null; // the picked tile on a place, and whether it fits there
  verb: Verb; // the person's last input: "tap", "click" or keys
}

export interface TurnControls {
  draw: boolean;
  drawCost: number | null; // shown on the button (standard scoring), null when free
  pass: boolean;
  place: boolean;
  turn: boolean; // the turn buttons
  undo: boolean;
  nextGame: boolean; // the next game of a match may be dealt
  status: string;
  guide: string; // '' when there is nothing for the page's user to do
}

/** What the draw and pass rules look at, as the engine's `drawRefusal` and `passRefusal` read it. */
export function turnFacts(game: GameState): TurnFacts {
  return { over: game.over, board: game.board, rack: game.racks[game.toMove] ?? [], draws: game.draws, pileSize: game.pile.length };
}

/** Whether the seat to move may draw, and pass, by the engine's rules (the buttons add: if the page's user may act). */
function openings(game: GameState): { drawOpen: boolean; passOpen: boolean } {
  const facts = turnFacts(game);
  return { drawOpen: drawRefusal(facts) === null, passOpen: !game.over && passRefusal(facts) === null };
}

/** What the buttons read of the game: its snapshot, whether the machine would take an event, the draw's cost. */
export type Machine = Pick<GameController, 'snapshot' | 'can' | 'drawCost'>;

export function turnControls(s: Strings, machine: Machine, names: readonly string[], f: ControlFacts): TurnControls {
  const snapshot = machine.snapshot;
  const game = snapshot.context.game!;
  const canDraw = f.mayPlay && machine.can({ type: 'DRAW' });
  const canPass = f.mayPlay && machine.can({ type: 'PASS' });
  const picked = f.mayPlay && snapshot.context.selection.tile !== null;
  const fits = !!f.preview?.placement;
  const rackFits = f.mayPlay && canPlaceAny(game.board, game.drawn !== null ? [game.drawn] : game.racks[game.toMove]);
  return {
    draw: canDraw,
    drawCost: machine.drawCost,
    pass: canPass,
    place: picked && f.pending && fits,
    turn: picked,
    // Only to the person it gives the turn back to, holding the device: behind the privacy screen it
    // would show the previous person's rack to the next.
    undo: !f.screen && machine.can({ type: 'UNDO' }) && snapshot.context.undo?.seat === f.viewer,
    nextGame: machine.can({ type: 'NEXT_GAME' }),
    status: statusText(s, snapshot, names, f.computerBusy),
    guide: f.mayPlay ? guideText(s, game, f, rackFits, picked, fits, canDraw, canPass) : '',
  };
}

/** The status line: whose turn and at what stage, or who won. */
function statusText(s: Strings, snapshot: Snapshot, names: readonly string[], computerBusy: boolean): string {
  const game = snapshot.context.game!;
  if (game.over) {
    const standing = matchStanding(game);
    if (standing?.decided) return s.matchWins(standing.winners.map((seat) => names[seat]));
    if (game.players === 1) return s.soloOver(game.scoring === 'kids' ? null : game.scores[0]);
    return s.wins(game.winners.map((seat) => names[seat]));
  }
  const who = names[game.toMove];
  if (snapshot.matches('starterDraw')) return s.starterTitle;
  if (snapshot.matches('playing.computer') && computerBusy) return s.thinking(who);
  if (game.board.length === 0) return s.first(who);
  const { drawOpen, passOpen } = openings(game);
  if (game.draws > 0) return s.afterDraw(who, game.draws, drawOpen, passOpen);
  if (passOpen && !drawOpen) return s.mustPass(who);
  return s.toPlay(who);
}

/** The guide line: the next thing to do, for the person who may act now. */
function guideText(
  s: Strings,
  game: GameState,
  f: ControlFacts,
  rackFits: boolean,
  picked: boolean,
  fits: boolean,
  canDraw: boolean,
  canPass: boolean,
): string {
  const g = s.guide;
  if (!picked) {
    if (!rackFits && game.board.length > 0) return canDraw || canPass ? g.drawOrPass(canDraw) : '';
    return g.pickTile(f.verb, game.board.length === 0);
  }
  if (!f.spots) return g.nowhere(game.drawn !== null, canDraw, canPass);
  if (!f.pending) return g.pickPlace(f.verb, f.spots, game.drawn !== null);
  return fits ? g.lay(f.verb) : g.turn;
}
