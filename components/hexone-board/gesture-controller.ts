/**
 * The person's gestures on a board, as a Lit reactive controller: taps and clicks on cells, the pointer
 * over a Y, and the keys of the grid (`keyboard.ts`), turned into machine events through the pure
 * mapping of `gestures.ts`. It keeps what the gestures need between renders: the focused cell (the one
 * cell in the tab order) and the Y under the pointer.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type Cell, isCell } from '../../engine/hexone/cells.js';
import type { GameMachineEvent } from '../../engine/hexone/machine.js';
import type { YPreview } from '../../engine/hexone/preview.js';
import { explodableCells } from '../../engine/hexone/rules.js';
import type { Action, RuleError } from '../../engine/hexone/types.js';
import type { DrawingController } from './drawing-controller.js';
import type { GameController } from './game-controller.js';
import { tapOutcome, yChoice } from './gestures.js';
import { keyCommand } from './keyboard.js';

/** The board that owns the gestures: where its cells are. */
export interface GestureHost extends ReactiveControllerHost {
  readonly renderRoot: ParentNode;
}

/** What the gestures need to do on their board. */
export interface GestureHooks {
  /** The person may play now (their side, a board that takes moves, the computer not thinking). */
  mayPlay(): boolean;
  /** The person is shut in: their one move is a pass. */
  mustPass(): boolean;
  readonly(): boolean;
  /** The Ys of the chosen cell. */
  previews(): YPreview[];
  send(event: GameMachineEvent): boolean;
  /** A move of the person's (`hexone-move` first, cancelable). */
  move(action: Action): boolean;
  refuse(error: RuleError): void;
  /** A cell was chosen: say what its Ys would do. */
  chosen(): void;
  step(): void;
  undo(): void;
  redo(): void;
  /** Shows or hides the keys' help panel. */
  toggleHelp(): void;
  /** Closes the keys' help panel; false when it was not open. */
  closeHelp(): boolean;
}

export class GestureController implements ReactiveController {
  /** The one cell in the tab order (the keyboard's position on the grid). */
  focusCell: Cell = 'c3';
  /** The Y under the pointer, drawn on top of the other. */
  hoverY: 0 | 1 | null = null;
  #upward = { zig: false }; // which way the last ↑/↓ went (keyboard.ts)

  constructor(
    private readonly host: GestureHost,
    private readonly game: GameController,
    private readonly drawing: DrawingController,
    private readonly hooks: GestureHooks,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  click(event: MouseEvent): void {
    const cell = cellOf(event);
    if (!cell) return;
    this.#focus(cell);
    this.activate(cell);
  }

  pointerOver(event: PointerEvent): void {
    const cell = cellOf(event);
    this.#hover((cell && this.hooks.previews().find((p) => p.arms.some((arm) => arm.over === cell))?.y) ?? null);
  }

  pointerLeave(): void {
    this.#hover(null);
  }

  keyDown(event: KeyboardEvent): void {
    const command = keyCommand(event, this.focusCell, this.#upward);
    if (!command) return;
    event.preventDefault();
    switch (command.type) {
      case 'focus':
        this.#focus(command.cell);
        this.host.updateComplete.then(() => this.host.renderRoot.querySelector<SVGGElement>(`[data-cell="${command.cell}"]`)?.focus());
        break;
      case 'activate': this.activate(this.focusCell); break;
      case 'y': this.chooseY(command.y); break;
      case 'cancel': if (!this.hooks.closeHelp() && this.game.selected) this.hooks.send({ type: 'CANCEL' }); break;
      case 'help': this.hooks.toggleHelp(); break;
      case 'undo': if (!this.hooks.readonly()) this.hooks.undo(); break;
      case 'redo': if (!this.hooks.readonly()) this.hooks.redo(); break;
      case 'next': this.hooks.step(); break;
      case 'pass': if (this.hooks.mustPass()) this.hooks.move({ type: 'pass' }); break;
    }
  }

  /** A tap, click, Enter or Space on a cell. */
  activate(cell: Cell): void {
    if (!this.hooks.mayPlay()) return;
    this.drawing.hurry();
    const outcome = tapOutcome(cell, {
      stage: this.game.stage,
      selected: this.game.selected,
      previews: this.hooks.previews(),
      explodable: explodableCells(this.game.state),
    });
    switch (outcome.type) {
      case 'move': this.hooks.move(outcome.action); break;
      case 'deselect': this.hooks.send({ type: 'CANCEL' }); break;
      case 'select': if (this.hooks.send({ type: 'SELECT', cell: outcome.cell })) this.hooks.chosen(); break;
      case 'refuse': this.hooks.refuse(outcome.error); break;
    }
  }

  /** Fires Y `y` of the chosen cell (its button, or keys 1 and 2). */
  chooseY(y: 0 | 1): void {
    const selected = this.game.selected;
    if (!selected || !this.hooks.mayPlay()) return;
    this.drawing.hurry();
    this.hooks.move(yChoice(selected, y));
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
