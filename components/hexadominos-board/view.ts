/**
 * What `<hexadominos-board>` shows, read from what the element knows and its controllers when it renders: the
 * attribute error, the seats, the status line, the SVG table (`render.ts`) with its view buttons, the who-starts
 * draw and the privacy screen over it, the rack, the buttons, the end-of-game tally, the score sheet, the
 * refusal message and the live region (the HTML around the table comes from `layout.ts`). Apart from the
 * element so that the element keeps its API and the wiring of its jobs, and this module the one mapping to
 * what is on screen; it decides nothing (the rules stay in the engine, what the buttons allow in `controls.ts`).
 */
import { type TemplateResult, html, nothing } from 'lit';
import { matchStanding } from '../../engine/hexadominos/setup.js';
import { sideValues } from '../../engine/hexadominos/tiles.js';
import type { Action, Axial, GameEvent, PlacedTile, Seat, Tile } from '../../engine/hexadominos/types.js';
import type { ComputerController } from './computer-controller.js';
import { turnControls } from './controls.js';
import type { GameController } from './game-controller.js';
import { viewBox } from './geometry.js';
import { type BoardError, type Lang, describeError, strings } from './i18n.js';
import { endTemplate, matchTemplate, rackTemplate, screenTemplate, seatsTemplate, sheetTemplate, starterTemplate } from './layout.js';
import type { GestureController } from './gesture-controller.js';
import type { HandOffController } from './hand-off.js';
import { placeName } from './place-words.js';
import { tableTemplate } from './render.js';
import { endTally, matchTable, scoreSheet } from './score-sheet.js';
import type { TableViewController } from './table-view-controller.js';

const ICONS = {
  zoomIn: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M5 12h14M12 5v14"></path></svg>`,
  zoomOut: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M5 12h14"></path></svg>`,
  fit: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"></path></svg>`,
};

/** The element's controllers, as the layout reads them. */
export interface BoardParts {
  game: GameController;
  computer: ComputerController;
  gestures: GestureController;
  view: TableViewController;
  handOff: HandOffController;
}

/** What the element itself knows: its language, the seats as the screen shows them, its attributes and messages. */
export interface BoardFacts {
  lang: Lang;
  names: string[]; // the seats' names, defaults filled in
  viewer: Seat; // the seat whose rack is shown
  rack: Tile[]; // the viewer's rack
  mayPlay: boolean; // the page's user may act now
  rackHidden: boolean; // the rack stays hidden until the person to play says they hold the device
  screen: boolean; // the privacy screen covers the table
  readonly: boolean;
  outlined: Axial[]; // cells a lesson points at (the `highlight` attribute)
  shown: PlacedTile | null; // a placement the page draws without playing it (`showMove`)
  errors: BoardError[]; // what is wrong with the attributes
  message: string; // why the last action was refused
  announcement: string; // the live region's text
}

/** What the buttons and panels do: the element's own moves. */
export interface BoardActions {
  start(): void; // the who-starts draw's Start
  act(action: Action): void; // a person's draw or pass (cancelable `hexadominos-move` first)
  undo(): void;
  nextGame(): void;
  reveal(seat: Seat): void; // the person to play holds the device: lift the privacy screen
}

/** What the last move gave, as its badge shows it: the tile's points, and for the last tile the bonus and the other racks. */
function movePoints(events: readonly GameEvent[]): number | null {
  const points = events.find((e) => e.type === 'points');
  const end = events.find((e) => e.type === 'lastTile');
  if (points?.type !== 'points') return null;
  return points.points + (end?.type === 'lastTile' ? end.points : 0);
}

export function boardView(parts: BoardParts, b: BoardFacts, on: BoardActions): TemplateResult | typeof nothing {
  const { gestures: placing, view } = parts;
  const table = placing.tableListeners; // the same functions every render
  const s = strings(b.lang);
  const game = parts.game.game;
  const errors = b.errors.length ? html`<p class="error" part="error" role="alert">${b.errors.map((e) => describeError(e, b.lang)).join(' ')}</p>` : nothing;
  if (!game) return errors;
  const snapshot = parts.game.snapshot;
  const { names, mayPlay, screen, viewer, rack } = b;
  const scored = game.scoring !== 'kids';
  const spots = placing.spots;
  const { tile: selected, rot } = snapshot.context.selection;
  const preview = placing.preview();
  const previewText = placing.previewText();
  const lastEvents = snapshot.context.lastEvents;
  const placed = lastEvents.find((e) => e.type === 'tilePlaced');
  const flowers = lastEvents.find((e) => e.type === 'flowers');
  // One source for the buttons, the status line and the guide line (controls.ts).
  const c = turnControls(s, parts.game, names, {
    mayPlay,
    screen,
    viewer,
    computerBusy: parts.computer.busy,
    spots: spots.length,
    pending: placing.pending !== null,
    preview,
    verb: placing.input === 'keyboard' ? 'key' : placing.input === 'touch' ? 'tap' : 'click',
  });
  const tally = endTally(game, parts.game.log);
  const standing = game.over && game.match ? matchStanding(game) : null;
  const match = game.match ? matchTable(game, parts.game.matchGames) : null;
  const button = (name: string, label: string, click: () => unknown, enabled: boolean) =>
    html`<button part="button" class=${name} ?disabled=${!enabled} @click=${click}>${label}</button>`;
  // The view's buttons are pictures (a phone has no room for three words beside the status), named in words.
  // Fitting, the way back from any zoom, also shows a word (part of its name): a finger sees no tooltip.
  const iconButton = (name: string, label: string, icon: TemplateResult, click: () => unknown, word = '') =>
    html`<button part="button" class=${name} aria-label=${label} title=${label} @click=${click}>${icon}${word}</button>`;
  // The who-starts draw is a modal dialog: while it shows, nothing else of the board takes a click or the keyboard.
  const modal = !!(snapshot.matches('starterDraw') && game.starter && !b.readonly);
  const ghostMark = preview ? (preview.placement ? (scored ? `+${preview.placement.points}` : '✓') : '✗') : '';
  return html`${errors}
${seatsTemplate(s, game, names, scored)}
<div class="status-row" ?inert=${modal}><p class="status" part="status">${c.status}</p>
<div class="view-controls" part="view-controls">${iconButton('zoom-in', s.zoomIn, ICONS.zoomIn, () => view.zoom(1.25))}${iconButton('zoom-out', s.zoomOut, ICONS.zoomOut, () => view.zoom(0.8))}${iconButton('fit', s.fit, ICONS.fit, () => view.fitWhole(), s.fitShort)}</div></div>
<div class="table-wrap">
<svg class="table ${view.panning ? 'panning' : ''}" part="table" ?inert=${modal} viewBox=${viewBox(view.view)} role="group" tabindex="0" aria-label=${s.table} aria-describedby="table-keys"
 @keydown=${table.keydown} @click=${table.click} @wheel=${table.wheel} @pointerdown=${table.pointerdown} @pointermove=${table.pointermove} @pointerup=${table.pointerup}
 @pointercancel=${table.pointercancel} @touchmove=${(e: TouchEvent) => view.onTouchMove(e)} @pointerleave=${table.pointerleave} @focusin=${table.focusin} @focusout=${table.focusout}>${tableTemplate(
   {
     board: game.board,
     spots: screen ? [] : spots,
     focusKey: placing.focusSpot,
     preview: screen ? null : preview,
     pending: placing.pending,
     last:
       placed?.type === 'tilePlaced'
         ? { at: placed.at, points: scored ? movePoints(lastEvents) : null, flowers: flowers?.type === 'flowers' ? flowers.cells : [] }
         : null,
     outlined: b.outlined,
     shown: b.shown && {
       placed: b.shown,
       name: s.shownMove(s.placedTile(b.shown.tile, placeName(s.placeWords, game.board, b.shown.at), sideValues(b.shown.tile, b.shown.rot))),
     },
     names: {
       placed: (p) => s.placedTile(p.tile, placeName(s.placeWords, game.board, p.at), sideValues(p.tile, p.rot)),
       spot: (sp) =>
         s.spot(
           placeName(s.placeWords, game.board, sp.at),
           s.needs(sp.needs),
           b.outlined.some((cell) => cell[0] === sp.at[0] && cell[1] === sp.at[1]),
         ),
     },
     ghostMark,
   },
 )}</svg>
${snapshot.matches('starterDraw') && game.starter ? starterTemplate(s, game.starter, names, b.readonly ? null : () => on.start()) : nothing}
${screen ? screenTemplate(s, names[viewer], () => on.reveal(viewer), parts.handOff) : nothing}
</div>
<div class="guide-area" ?inert=${modal}><p class="preview" part="preview">${preview ? previewText : ''}</p><p class="guide" part="guide">${c.guide}</p></div>
${
  b.rackHidden || !rack.length
    ? nothing
    : rackTemplate(
        s,
        {
          who: names[viewer],
          tiles: rack,
          selected: mayPlay ? selected : null,
          rot,
          drawn: game.toMove === viewer ? game.drawn : null,
          focus: placing.focusRack,
          interactive: mayPlay,
          inert: modal,
        },
        {
          pick: (t, byKeyboard) => placing.pick(t, byKeyboard),
          down: (e, t) => placing.onRackDown(e, t),
          key: (e) => placing.onKeyDown(e),
          off: (t) => placing.refuseTile(t),
        },
      )
}
${
  b.readonly
    ? nothing
    : html`<div class="controls" part="controls" ?inert=${modal}>
${button('rotate-left', s.rotateLeft, () => placing.turn(-1), c.turn)}${button('rotate-right', s.rotateRight, () => placing.turn(1), c.turn)}
${button('place', s.place, () => placing.confirm(), c.place)}
${button('draw', s.draw(c.drawCost), () => on.act({ type: 'draw' }), c.draw)}${button('pass', s.pass, () => on.act({ type: 'pass' }), c.pass)}
${button('undo', s.undo, () => on.undo(), c.undo)}</div>`
}
${tally ? endTemplate(s, tally, names, scored, standing?.decided ? standing.winners : [], c.nextGame ? () => on.nextGame() : null) : nothing}
${match ? matchTemplate(s, game.match!.target, names, match) : nothing}
${scored ? sheetTemplate(s, scoreSheet(parts.game.log, game.players), names, game.scores) : nothing}
<p class="message" part="message" role="status">${b.message}</p>
<details class="keys" part="keys"><summary>${s.keysTitle}</summary><p id="table-keys">${s.keys} ${s.tableKeys}</p></details>
<div class="sr-only" role="status" aria-live="polite">${b.announcement}</div>`;
}
