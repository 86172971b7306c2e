/**
 * The element's shadow DOM around the SVG board (`render.ts`): the attribute error, the board's frame,
 * the status line and its buttons (Y choice, Next, Pass, Undo, Redo, Keys), what the numbered marks on the
 * board are, the refusal message (a live region of its own, always there: read out as it changes, and silent
 * where a page hides it to word refusals itself), the keys' help panel, the keys' description for screen
 * readers and the live region of everything else. A Lit template of plain data and callbacks: no element state, no rules.
 */
import { type TemplateResult, html, nothing } from 'lit';
import type { YPreview } from '../../engine/hexone/preview.js';
import type { Player } from '../../engine/hexone/types.js';
import type { KeyNames, Strings } from './i18n-types.js';

export interface LayoutView {
  strings: Strings;
  board: unknown; // the SVG content (render.ts)
  viewBox: string;
  errors: string; // what is wrong with the attributes ('' when nothing)
  interactive: boolean; // the person may play now
  disabled: boolean; // the attributes leave no game to play
  drawing: boolean; // the drawing lags the game (aria-busy)
  swatch: Player; // the side the status line is about
  status: string;
  previews: readonly YPreview[]; // the chosen cell's Ys, one button each
  paused: boolean; // step mode waits: a Next button
  mustPass: boolean; // the person is shut in: a Pass button
  undoRedo: { canUndo: boolean; canRedo: boolean } | null; // null on a view-only board
  message: string; // why the last gesture was refused
  legend: string; // what the numbered marks drawn on the board are ('' when none are drawn)
  announcement: string;
  keys: KeyNames; // the letter keys as the reader's keyboard names them
  help: boolean | null; // the keys' help panel open; null: no Keys button (view-only board)
}

export interface LayoutActions {
  click: (event: MouseEvent) => void;
  keyDown: (event: KeyboardEvent) => void;
  pointerOver: (event: PointerEvent) => void;
  pointerLeave: () => void;
  chooseY: (y: 0 | 1) => void;
  next: () => void;
  pass: () => void;
  undo: () => void;
  redo: () => void;
  help: () => void;
}

const button = (name: string, label: unknown, click: () => unknown, disabled = false) =>
  html`<button part="button" class=${name} ?disabled=${disabled} @click=${click}>${label}</button>`;

export function layoutTemplate(view: LayoutView, on: LayoutActions): TemplateResult {
  const text = view.strings;
  return html`${view.errors ? html`<p class="error" part="error" role="alert">${view.errors}</p>` : nothing}
<div class="frame ${view.interactive ? 'interactive' : ''} ${view.disabled ? 'disabled' : ''}">
<svg part="board" viewBox=${view.viewBox} role="grid" aria-label=${text.board} aria-describedby="keys" aria-readonly=${!view.interactive}
 aria-busy=${view.drawing} @click=${on.click} @keydown=${on.keyDown} @pointerover=${on.pointerOver}
 @pointerleave=${on.pointerLeave}>${view.board}</svg>
</div>
<div class="bar">
<div class="status" part="status">
<span class="swatch ${view.swatch}" aria-hidden="true"></span>
<span>${view.status}</span>
</div>
<div class="controls" part="controls">
${view.previews.map((p) => button(`y${p.y + 1}`, html`${text.y(p.y + 1, p.toward)} <small>(${text.summary(p.summary)})</small>`, () => on.chooseY(p.y)))}
${view.paused ? button('next', text.next, on.next) : nothing}
${view.mustPass ? button('pass', text.pass, on.pass) : nothing}
${view.undoRedo ? [button('undo', text.undo, on.undo, !view.undoRedo.canUndo), button('redo', text.redo, on.redo, !view.undoRedo.canRedo)] : nothing}
${view.help === null ? nothing : html`<button part="button" class="keys" aria-expanded=${view.help} aria-controls=${view.help ? 'help' : nothing} @click=${on.help}>${text.keysButton}</button>`}
</div>
</div>
${view.legend ? html`<p class="legend" part="legend">${view.legend}</p>` : nothing}
<p class="message" part="message" role="status">${view.message}</p>
${view.help ? helpTemplate(view) : nothing}
<p id="keys" class="sr-only">${text.keys(view.keys)}</p>
<div class="sr-only live" role="status" aria-live="polite">${view.announcement}</div>`;
}

/** The keys' help panel: each key as the reader's keyboard names it, and what it does. */
function helpTemplate(view: LayoutView): TemplateResult {
  const text = view.strings;
  return html`<section id="help" class="help" part="help" aria-label=${text.keysTitle}>
<h2>${text.keysTitle}</h2>
<dl>${text.keyHelp(view.keys).map(([keys, does]) => html`<div><dt>${keys.split(' ').map((k) => html`<kbd>${k}</kbd> `)}</dt><dd>${does}</dd></div>`)}</dl>
</section>`;
}
