/**
 * The person's gestures on a board, as a Lit reactive controller: taps and clicks on cells, the pointer
 * over a Y, and the keys of the grid (`keyboard.ts`), turned into machine events through the pure
 * mapping of `gestures.ts`, and the buttons around the board (`actions`, the listeners `layout.ts` binds).
 * It keeps what the gestures need between renders: the focused cell (the one cell in the tab order), the
 * Y under the pointer, and the keys' help panel: open or not (the Keys button or `?`; Escape closes it),
 * and the letter keys' names on the reader's keyboard (Chromium tells; elsewhere the language's usual
 * layout stands in: `key-names.ts`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type Cell, isCell } from '../../engine/hexone/cells.js';
import type { GameMachineEvent } from '../../engine/hexone/machine.js';
import { type YPreview, previewYs } from '../../engine/hexone/preview.js';
import type { Action, RuleError } from '../../engine/hexone/types.js';
import type { DrawingController } from './drawing-controller.js';
import type { GameController } from './game-controller.js';
import { RADIUS, armEnd } from './geometry.js';
import { tapOutcome, yChoice, yOffBoardAt } from './gestures.js';
import type { KeyNames, Lang } from './i18n-types.js';
import { keyNames, readLayout } from './key-names.js';
import { keyCommand } from './keyboard.js';
import type { LayoutActions } from './layout.js';
import type { Sides } from './sides.js';

/** The board that owns the gestures: where its cells are. */
export interface GestureHost extends ReactiveControllerHost {
  readonly renderRoot: ParentNode;
}

/** What the gestures need to do on their board. */
export interface GestureHooks {
  /** The person may play now (their side, a board that takes moves, the computer not thinking). */
  mayPlay(): boolean;
  /** Who plays each side: whether the person to move is shut in (their one move is a pass). */
  sides: Sides;
  readonly(): boolean;
  /** The Ys of the chosen cell. */
  previews(): YPreview[];
  send(event: GameMachineEvent): boolean;
  /** A move of the person's (`hexone-move` first, cancelable). */
  move(action: Action): boolean;
  refuse(error: RuleError): void;
  /** A cell was chosen: say what its Ys would do. */
  chosen(): void;
  /** The chosen cell was tapped again: say it stays chosen. */
  kept(cell: Cell): void;
  /** `to` was tapped, where both Ys of the chosen `cell` land a pawn: say to tap a cell of the Y instead. */
  bothLand(cell: Cell, to: Cell): void;
  /** The keys' list was shown or hidden: say so (it opens below the board, away from the focus). */
  helpToggled(open: boolean): void;
  step(): void;
  undo(): void;
  redo(): void;
}

export class GestureController implements ReactiveController {
  /** The one cell in the tab order (the keyboard's position on the grid). */
  focusCell: Cell = 'c3';
  /** The Y under the pointer, drawn on top of the other. */
  hoverY: 0 | 1 | null = null;
  /** The keys' help panel is open. */
  helpOpen = false;
  #layout: ReadonlyMap<string, string> | null = null; // the browser's keyboard layout map, where it has one
  #typed = new Map<string, string>(); // what the person's letter keys print, learnt from their keystrokes
  #upward = { zig: false }; // which way the last ↑/↓ went (keyboard.ts)
  /** The listeners of the board and its buttons (`layout.ts`); bound once, so a render keeps the same ones. */
  readonly actions: LayoutActions = {
    click: (event) => this.click(event),
    keyDown: (event) => this.keyDown(event),
    pointerOver: (event) => this.pointerOver(event),
    pointerLeave: () => this.pointerLeave(),
    chooseY: (y) => this.#keepFocus(() => this.chooseY(y)),
    next: () => this.#keepFocus(() => this.hooks.step()),
    pass: () => this.#keepFocus(() => this.hooks.move({ type: 'pass' })),
    undo: () => this.hooks.undo(),
    redo: () => this.hooks.redo(),
    help: () => this.#toggleHelp(),
  };

  constructor(
    private readonly host: GestureHost,
    private readonly game: GameController,
    private readonly drawing: DrawingController,
    private readonly hooks: GestureHooks,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // Only a layout read redraws: none where there was none changes nothing, as with a reactive property.
    if (!this.#layout) {
      void readLayout().then((layout) => {
        if (!layout) return;
        this.#layout = layout;
        this.host.requestUpdate();
      });
    }
  }

  /** The letter keys as the reader's keyboard names them. */
  keys(lang: Lang): KeyNames {
    return keyNames(lang, this.#layout, this.#typed);
  }

  click(event: MouseEvent): void {
    const cell = cellOf(event);
    if (!cell) return this.#offBoard(event);
    this.#focus(cell);
    this.activate(cell);
  }

  /** A click beside the board: where the preview draws a pawn leaving it names that pawn's Y. */
  #offBoard(event: MouseEvent): void {
    const selected = this.game.selected;
    const svg = event.currentTarget as SVGSVGElement | null;
    const matrix = svg?.getScreenCTM?.()?.inverse();
    if (!selected || !matrix || !this.hooks.mayPlay()) return;
    const { x, y } = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    const hit = yOffBoardAt(this.hooks.previews(), { x, y }, (direction) => armEnd(selected, direction), RADIUS * 0.6);
    if (!hit) return;
    this.drawing.hurry();
    this.hooks.move(yChoice(selected, hit.y));
  }

  pointerOver(event: PointerEvent): void {
    const cell = cellOf(event);
    this.#hover((cell && this.hooks.previews().find((p) => p.arms.some((arm) => arm.over === cell))?.y) ?? null);
  }

  pointerLeave(): void {
    this.#hover(null);
  }

  keyDown(event: KeyboardEvent): void {
    this.#learn(event);
    const command = keyCommand(event, this.focusCell, this.#upward);
    if (!command) return;
    event.preventDefault();
    switch (command.type) {
      case 'focus':
        this.focusTo(command.cell);
        break;
      case 'activate':
        this.activate(this.focusCell);
        break;
      case 'y':
        this.chooseY(command.y);
        break;
      case 'cancel':
        if (!this.#closeHelp() && this.game.selected) this.hooks.send({ type: 'CANCEL' });
        break;
      case 'help':
        this.#toggleHelp();
        break;
      case 'undo':
        if (!this.hooks.readonly()) this.hooks.undo();
        break;
      case 'redo':
        if (!this.hooks.readonly()) this.hooks.redo();
        break;
      case 'next':
        this.hooks.step();
        break;
      case 'pass':
        // Said when refused (a key that did nothing said nothing): passing is only for a side shut in.
        if (this.hooks.sides.personMustPass) this.hooks.move({ type: 'pass' });
        else if (this.hooks.mayPlay()) this.hooks.refuse({ code: 'cannot-pass' });
        break;
    }
  }

  /** What a letter key prints on the person's keyboard, from a keystroke: the keys' names follow (key-names.ts). */
  #learn(event: KeyboardEvent): void {
    if (!/^Key[A-Z]$/.test(event.code) || !/^\p{L}$/u.test(event.key) || this.#typed.get(event.code) === event.key) return;
    this.#typed.set(event.code, event.key);
    this.host.requestUpdate();
  }

  /** A tap, click, Enter or Space on a cell. */
  activate(cell: Cell): void {
    if (!this.hooks.mayPlay()) return;
    this.drawing.hurry();
    const explodable = this.game.cellsTaking('SELECT'); // the cells the machine would let the person choose
    const selected = this.game.selected;
    const outcome = tapOutcome(cell, {
      stage: this.game.stage,
      selected,
      // With nothing chosen, the lone cell that may explode: a tap on its Y fires it.
      previews: selected ? this.hooks.previews() : explodable.length === 1 ? previewYs(this.game.state, explodable[0]) : [],
      explodable,
    });
    switch (outcome.type) {
      case 'move':
        this.hooks.move(outcome.action);
        break;
      case 'keep':
        this.hooks.kept(outcome.cell);
        break;
      case 'ambiguous':
        this.hooks.bothLand(outcome.cell, outcome.to);
        break;
      case 'select':
        if (this.hooks.send({ type: 'SELECT', cell: outcome.cell })) this.hooks.chosen();
        break;
      case 'refuse':
        this.hooks.refuse(outcome.error);
        break;
    }
  }

  /** Fires Y `y` of the chosen cell (its button, or keys 1 and 2). */
  chooseY(y: 0 | 1): void {
    const selected = this.game.selected;
    if (!this.hooks.mayPlay()) return;
    // Keys 1 and 2 with no cell chosen: say why rather than nothing.
    if (!selected) return this.hooks.refuse({ code: this.game.stage === 'choosingCell' ? 'nothing-selected' : 'must-place' });

    this.drawing.hurry();
    this.hooks.move(yChoice(selected, y));
  }

  /**
   * Runs a button's action; if that button is gone afterwards (a Y button once its Y fired, Pass, Next), focus
   * goes to the board's cell in the tab order (the cell chosen next, else the one that just played) rather than
   * falling to the page.
   */
  #keepFocus(action: () => void): void {
    const root = this.host.renderRoot as ShadowRoot;
    const button = root.activeElement;
    const from = this.game.selected;
    action();
    void this.host.updateComplete.then(() => {
      // The board is where the person just clicked: it is in view, and must not scroll under the pointer.
      if (button && !button.isConnected) this.focusTo(this.game.selected ?? from ?? this.focusCell, { preventScroll: true });
    });
  }

  /** Puts keyboard focus on `cell` (and makes it the cell in the tab order). */
  focusTo(cell: Cell, options?: FocusOptions): void {
    this.#focus(cell);
    void this.host.updateComplete.then(() => this.host.renderRoot.querySelector<SVGGElement>(`[data-cell="${cell}"]`)?.focus(options));
  }

  #toggleHelp(): void {
    this.helpOpen = !this.helpOpen;
    this.hooks.helpToggled(this.helpOpen);
    this.host.requestUpdate();
  }

  /** Closes the keys' help panel; whether it was open (Escape then does nothing else). */
  #closeHelp(): boolean {
    const open = this.helpOpen;
    if (open) this.#toggleHelp();
    return open;
  }

  #focus(cell: Cell): void {
    this.focusCell = cell;
    this.host.requestUpdate();
  }

  #hover(y: 0 | 1 | null): void {
    if (y === this.hoverY) return;
    this.hoverY = y;
    this.host.requestUpdate();
  }
}

/** The cell a pointer event happened on (its `[data-cell]` group), if any. */
function cellOf(event: Event): Cell | null {
  const cell = (event.target as Element).closest?.('[data-cell]')?.getAttribute('data-cell');
  return isCell(cell) ? cell : null;
}
