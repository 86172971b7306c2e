/**
 * JSX types for React 19 (`import type {} from 'hexone/jsx'` once, or `"types": ["hexone/jsx"]` in
 * tsconfig.json): `<hexone-board>` and `<hexadominos-board>` become known intrinsic elements, with their
 * attributes, their properties (numbers, lists, functions) and their events.
 *
 * React 19 sets a prop as a property when the element has one of that name (`tiles`, `players={3}`,
 * `seats={[…]}`, `names`), otherwise as an attribute (`animation-speed`, `step-mode`), and listens to
 * `on<event name>` props: `onhexone-change={(e) => e.detail.record}`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { HexoneBoard, HexoneEventMap, Level, Names, TurnChooser } from '../dist/package/components/index.js';
import type { HexadominosBoard } from '../dist/package/components/hexadominos-board/define.js';
import type { HexadominosEventMap } from '../dist/package/components/hexadominos-board/events.js';
import type { ChooseAction } from '../dist/package/components/hexadominos-board/computer.js';

/** `onhexone-place`, `onhexone-change`…: one listener prop per event of the element, typed with its detail. */
export type EventProps<EventMap> = { [Name in keyof EventMap as `on${Name & string}`]?: (event: EventMap[Name]) => void };

/** The element's own props, on top of the usual HTML ones (`id`, `className`, `style`, `ref`…). */
type ElementProps<Element, Own> = Own & Omit<DetailedHTMLProps<HTMLAttributes<Element>, Element>, keyof Own>;

export interface HexoneBoardProps extends EventProps<HexoneEventMap> {
  exits?: 'classic' | 'express' | 'long';
  tiles?: boolean;
  first?: 'b' | 'w';
  position?: string; // "classic w b2:2b c3:1w d4:2w"
  record?: string; // "classic.b.opening~d3.b2"
  readonly?: boolean;
  coordinates?: boolean;
  lang?: 'fr' | 'en';
  'animation-speed'?: number | string; // 0 turns animation off
  'step-mode'?: boolean;
  highlight?: string; // "b2 c3"
  computer?: 'b' | 'w' | 'both';
  level?: Level;
  names?: Partial<Names>; // { b: 'Anna', w: 'Ben' }
  bot?: TurnChooser;
}

export interface HexadominosSeat {
  kind: 'human' | 'computer';
  level?: Level;
}

export interface HexadominosBoardProps extends EventProps<HexadominosEventMap> {
  players?: number | string; // 1–4
  seats?: string | readonly HexadominosSeat[]; // "human computer:hard" or [{ kind: 'human' }, { kind: 'computer', level: 'hard' }]
  scoring?: 'standard' | 'simple' | 'kids';
  seed?: number | string;
  target?: number | string; // a match to this total
  position?: string;
  record?: string;
  readonly?: boolean;
  lang?: 'fr' | 'en';
  delay?: number | string; // the computer's pause, ms
  names?: readonly string[]; // ['Anna', 'Ben']
  bot?: ChooseAction;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hexone-board': ElementProps<HexoneBoard, HexoneBoardProps>;
      'hexadominos-board': ElementProps<HexadominosBoard, HexadominosBoardProps>;
    }
  }
}
