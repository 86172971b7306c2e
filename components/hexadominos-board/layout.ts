/**
 * The HTML around the table (`render.ts` draws the table itself), as pure templates of what to show: the seats (scores, tile counts, whose
 * turn), the rack, the who-starts draw, the privacy screen, the end of the game (result, points, tally) and the score sheet.
 * Handlers come in from the element; these functions decide nothing.
 */
import { type TemplateResult, html, nothing } from 'lit';
import type { Rotation } from '../../engine/hexadominos/tiles.js';
import type { GameState, Seat, StarterDraw, Tile } from '../../engine/hexadominos/types.js';
import type { HandOffController } from './hand-off.js';
import type { Strings } from './i18n.js';
import type { EndTally, MatchRow, SheetRow } from './score-sheet.js';
import { tileIcon } from './render.js';
import { tileSum } from '../../engine/hexadominos/tiles.js';

/**
 * Seats in turn order, each a chip of one line: "Player 1 · 20 points · 2 tiles" (no score with kids scoring), the one to
 * move marked. Chips keep their size from turn to turn (the mark changes no border width nor font weight, a long name is
 * cut with an ellipsis), so the table below them never moves.
 */
export function seatsTemplate(s: Strings, game: GameState, names: string[], showScores: boolean): TemplateResult {
  return html`<ol class="seats" part="seats">${names.map((name, seat) => {
    const toMove = seat === game.toMove && !game.over;
    return html`<li part="seat${toMove ? ' seat-to-move' : ''}" class=${toMove ? 'to-move' : ''} aria-current=${toMove ? 'true' : 'false'}>
<span class="name">${name}</span>${showScores ? html` · <strong class="score">${s.points(game.scores[seat])}</strong>` : nothing}
· <span class="count">${s.tiles(game.racks[seat].length)}</span>${game.match ? html` · <small>${s.matchTotal(game.match.totals[seat] + game.scores[seat], game.match.target)}</small>` : nothing}</li>`;
  })}
<li class="pile" part="pile">${s.pile(game.pile.length)}</li></ol>`;
}

export interface RackView {
  who: string;
  tiles: Tile[];
  selected: Tile | null;
  rot: Rotation;
  drawn: Tile | null; // after a draw, the only playable tile
  focus: number; // roving tabindex
  interactive: boolean;
  inert: boolean; // the who-starts draw, a modal dialog, is up
}

export function rackTemplate(
  s: Strings,
  r: RackView,
  on: {
    pick: (tile: Tile, byKeyboard: boolean) => void;
    down: (e: PointerEvent, tile: Tile) => void;
    key: (e: KeyboardEvent) => void;
    off: (tile: Tile) => void; // a greyed tile pressed: the board says why it cannot be picked
  },
): TemplateResult {
  return html`<div class="rack" part="rack" role="toolbar" aria-label=${s.rack(r.who)} ?inert=${r.inert} @keydown=${on.key}>${r.tiles.map((tile, k) => {
    const selected = tile === r.selected;
    const off = !r.interactive || (r.drawn !== null && tile !== r.drawn);
    return html`<button part="rack-tile${selected ? ' selected' : ''}" class="rack-tile ${selected ? 'selected' : ''}" data-tile=${tile}
 tabindex=${k === r.focus ? 0 : -1} aria-pressed=${selected ? 'true' : 'false'} aria-disabled=${off ? 'true' : 'false'}
 @click=${(e: MouseEvent) => (off ? on.off(tile) : on.pick(tile, e.detail === 0))} @pointerdown=${(e: PointerEvent) => !off && on.down(e, tile)}>${tileIcon(tile, selected ? r.rot : 0, s.rackTile(tile, tileSum(tile)))}</button>`;
  })}</div>`;
}

export function starterTemplate(s: Strings, draw: StarterDraw, names: string[], start: (() => void) | null): TemplateResult {
  return html`<div class="overlay" part="starter" role="dialog" aria-modal="true" aria-labelledby="starter-title" aria-describedby="starter-who"><h2 id="starter-title">${s.starterTitle}</h2>
${draw.rounds.map((round) => html`<ul>${round.map((e) => html`<li>${tileIcon(e.tile)} ${s.starterLine(names[e.seat], e.tile, e.sum)}</li>`)}</ul>`)}
<p id="starter-who">${s.starts(names[draw.starter])}</p>${start ? html`<button part="button" class="start" @click=${start}>${s.start}</button>` : nothing}</div>`;
}

/** The privacy screen: its button takes only a fresh press and sits away from the last one (hand-off.ts). */
export function screenTemplate(s: Strings, who: string, ready: () => void, guard: HandOffController): TemplateResult {
  return html`<div class="overlay screen ${guard.side}" part="screen" role="dialog" aria-labelledby="screen-title"><h2 id="screen-title">${s.passDevice(who)}</h2>
<button part="button" class="ready" @pointerdown=${(e: PointerEvent) => guard.press(e)} @click=${(e: MouseEvent) => guard.click(e, ready)}>${s.ready(who)}</button></div>`;
}

/**
 * The end of a game (and of the match it decided), read as a result: who won and the points, highest first ("Player 1
 * wins! 87 – 64"), the players with their points in seat order (a table, not a ranking: no place numbers), then how the
 * end settled the scores, each adjustment on its own line (revealed in turn unless motion is reduced).
 */
export function endTemplate(
  s: Strings,
  t: EndTally,
  names: string[],
  showScores: boolean,
  matchWinners: readonly number[],
  next: (() => void) | null,
): TemplateResult {
  const steps: string[] = [];
  if (t.lastTile)
    steps.push(showScores ? s.lastTileLine(names[t.lastTile.seat], t.lastTile.bonus, t.lastTile.fromRacks) : s.lastTileKids(names[t.lastTile.seat]));
  if (t.blocked) t.blocked.tilesLeft.forEach((tiles, seat) => steps.push(s.blockedLine(names[seat], tiles, showScores ? t.blocked!.adjustments[seat] : 0)));
  if (t.reached) steps.push(s.reachedLine(names[t.reached.seat], t.reached.total, t.reached.target));
  // A game stopped by the match's target has one winner, the match's. A game of one has nobody to beat: its points say it all.
  const winners = matchWinners.length
    ? s.matchWins(matchWinners.map((seat) => names[seat]))
    : !t.reached && names.length > 1
      ? s.wins(t.winners.map((seat) => names[seat]))
      : '';
  const points = (n: number) => `${n < 0 ? '−' : ''}${Math.abs(n)}`;
  const result = [
    winners,
    showScores && names.length > 1
      ? [...t.after]
          .sort((a, b) => b - a)
          .map(points)
          .join(' – ')
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  return html`<section class="end" part="end" aria-labelledby="end-title"><h2 id="end-title" tabindex="-1">${s.endTitle}</h2>
${result ? html`<p class="result" part="result">${result}</p>` : nothing}${
    showScores
      ? html`<table class="final" part="final" aria-labelledby="end-title"><tbody>${names.map(
          (name, seat) => html`<tr class=${t.winners.includes(seat) ? 'winner' : ''}><th scope="row">${name}</th><td>${points(t.after[seat])}</td></tr>`,
        )}</tbody></table>`
      : nothing
  }${steps.length ? html`<ul>${steps.map((line) => html`<li>${line}</li>`)}</ul>` : nothing}${
    next ? html`<button part="button" class="next-game" @click=${next}>${s.nextGame}</button>` : nothing
  }</section>`;
}

/** One line of the score sheet, labelled in words (a placement also shows its tile, as laid). */
function sheetLine(s: Strings, row: SheetRow): TemplateResult | string {
  switch (row.kind) {
    case 'place':
      return html`${tileIcon(row.tile, row.rot)}<span>${s.sheetPlace(row.tile, row.base, row.bonus, row.points, row.shared)}${row.flowers ? html` <span aria-hidden="true">${'✿'.repeat(Math.min(row.flowers, 2))}</span>` : nothing}</span>`;
    case 'draw':
      return s.sheetDraw(row.penalty, row.draw);
    case 'lastTile':
      return row.fromRacks ? `${s.sheetLastTile(row.bonus)} · ${s.sheetFromRacks(row.fromRacks)}` : s.sheetLastTile(row.bonus);
    case 'rack':
      return s.sheetRack(row.points, row.tiles);
  }
}

export function sheetTemplate(s: Strings, rows: SheetRow[][], names: string[], scores: number[]): TemplateResult {
  return html`<details class="sheet" part="score-sheet"><summary>${s.scoreSheet}</summary><div class="sheet-grid">${names.map(
    (name, seat: Seat) => html`<section>
<h3>${name}</h3><ol>${rows[seat].map((row) => html`<li class=${`row-${row.kind}`}>${sheetLine(s, row)}</li>`)}</ol><p><strong>${s.scoreTotal(scores[seat])}</strong></p></section>`,
  )}</div></details>`;
}

/** A match's running totals: a row per game, then the match total per seat. */
export function matchTemplate(s: Strings, target: number, names: string[], table: { rows: MatchRow[]; totals: number[] }): TemplateResult {
  const label = (row: MatchRow) =>
    row.current ? s.matchThis(row.games[0]) : row.games[0] === row.games[1] ? s.matchGame(row.games[0]) : s.matchEarlier(row.games[0], row.games[1]);
  return html`<table class="match" part="match"><caption>${s.matchTitle(target)}</caption>
<thead><tr><td></td>${names.map((name) => html`<th scope="col">${name}</th>`)}</tr></thead>
<tbody>${table.rows.map((row) => html`<tr class=${row.current ? 'current' : ''}><th scope="row">${label(row)}</th>${row.scores.map((score) => html`<td>${score}</td>`)}</tr>`)}</tbody>
<tfoot><tr><th scope="row">${s.matchRunning}</th>${table.totals.map((total) => html`<td>${total}</td>`)}</tr></tfoot></table>`;
}
