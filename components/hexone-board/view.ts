/**
 * What `<hexone-board>` shows, read from its controllers when it renders: the SVG board (`render.ts`) inside
 * the DOM around it (`layout.ts`), the status line, and the chosen cell's Ys. Only reading: nothing here
 * changes the game, the drawing or the element. Apart from the element so that the element keeps its API and
 * the wiring of its jobs, and this module the one mapping from their state to what is on screen.
 */
import type { TemplateResult } from 'lit';
import { type YPreview, previewYs } from '../../engine/hexone/preview.js';
import type { AttributesController } from '../shared/attributes-controller.js';
import type { ComputerController } from './computer-controller.js';
import type { DrawingController } from './drawing-controller.js';
import type { GameController } from './game-controller.js';
import { ROWS_TOP_DOWN, VIEWBOX } from './geometry.js';
import type { GestureController } from './gesture-controller.js';
import { describeError, strings } from './i18n.js';
import type { BoardError, Lang, Names } from './i18n-types.js';
import type { RuleError } from '../../engine/hexone/types.js';
import { type LayoutActions, layoutTemplate } from './layout.js';
import type { MarksController } from './marks-controller.js';
import type { Sides } from './sides.js';
import type { VoiceController } from '../shared/voice-controller.js';
import { explosionsSoFar } from './marks.js';
import { highlightCells } from './options.js';
import { boardTemplate } from './render.js';
import { choiceText, statusText } from './status.js';

/** The element's controllers, as the view reads them. */
export interface BoardParts {
  game: GameController;
  drawing: DrawingController;
  computer: ComputerController;
  gestures: GestureController;
  marks: MarksController;
  attributes: AttributesController<unknown, BoardError>;
  sides: Sides;
  voice: VoiceController<RuleError | BoardError>;
}

/** The element's attributes that change the drawing (the element itself). */
export interface ViewHost {
  readonly readonly: boolean;
  readonly coordinates: boolean;
  readonly highlight: string | null;
}

/** The element's language, and the sides' names in it (defaults filled in). */
export interface BoardText {
  lang: Lang;
  names: Names;
}

/** The Ys of the chosen cell, once the drawing has caught up with the game. */
export function previewsNow(game: GameController, drawing: DrawingController): YPreview[] {
  const selected = game.selected;
  return selected && !drawing.pending ? previewYs(game.state, selected) : [];
}

/** The sentence read when a cell is chosen: its Ys and where they go ('' when none is chosen). */
export function choiceNow({ game, drawing }: BoardParts, lang: Lang): string {
  const selected = game.selected;
  return selected ? choiceText(selected, previewsNow(game, drawing), strings(lang)) : '';
}

/** The status line: whose turn it is or who won, about the position drawn (which may lag the game). */
export function statusNow({ game, drawing, computer, sides }: BoardParts, text: BoardText): string {
  const pending = drawing.pending > 0;
  const animating = drawing.animating;
  return statusText(
    {
      snapshot: pending ? drawing.shownSnapshot : game.snapshot,
      selected: game.selected,
      drawing: pending,
      thinking: computer.thinking,
      paused: drawing.paused,
      userToMove: sides.personMayPlay,
      exploding: animating?.action.type === 'explode' ? { cell: animating.action.cell, n: explosionsSoFar(animating.before.context.history) + 1 } : null,
      placing: animating?.action.type === 'place' ? animating.action.cell : null,
    },
    strings(text.lang),
    text.names,
  );
}

/** The whole shadow DOM: the board as drawn now, and the status line, buttons, messages and help around it. */
export function boardView(parts: BoardParts, host: ViewHost, text: BoardText, actions: LayoutActions): TemplateResult {
  const { game, drawing, computer, gestures, marks, attributes, sides, voice } = parts;
  const { lang } = text;
  const idle = !drawing.pending;
  const state = game.state;
  const interactive = idle && sides.personMayPlay && !computer.thinking;
  const selected = interactive ? game.selected : null;
  const previews = selected ? previewsNow(game, drawing) : [];
  const shown = idle ? state : drawing.shown;
  const trail = marks.trail(idle);
  const board = boardTemplate(
    {
      state: drawing.shown,
      lang: lang,
      names: text.names,
      // What the machine would take (`snapshot.can`), so what is marked and what a tap does agree.
      legal: new Set(interactive ? game.cellsTaking('PLACE') : []),
      explodable: new Set(interactive ? game.cellsTaking('SELECT') : []),
      selected,
      previews,
      hoverY: gestures.hoverY,
      highlight: highlightCells(host.highlight),
      coordinates: host.coordinates,
      focus: gestures.focusCell,
      exploding: drawing.animating?.action.type === 'explode' ? drawing.animating.action.cell : null,
      hint: marks.hint,
      trail,
    },
    ROWS_TOP_DOWN,
  );
  return layoutTemplate(
    {
      strings: strings(lang),
      board,
      viewBox: VIEWBOX,
      errors: attributes.errors.map((e) => describeError(e, lang)).join(' '),
      interactive,
      disabled: attributes.gameErrors.length > 0,
      drawing: !idle,
      swatch: shown.phase === 'over' && shown.winner ? shown.winner : shown.toMove,
      status: statusNow(parts, text),
      previews,
      paused: drawing.paused,
      mustPass: interactive && sides.personMustPass,
      undoRedo: host.readonly ? null : { canUndo: game.can({ type: 'UNDO' }), canRedo: game.can({ type: 'REDO' }) },
      message: voice.message,
      legend: marks.hint ? strings(lang).marksLegend.hint : trail ? strings(lang).marksLegend.trail : '',
      announcement: voice.announcement,
      keys: gestures.keys(lang),
      help: host.readonly ? null : gestures.helpOpen,
    },
    actions,
  );
}
