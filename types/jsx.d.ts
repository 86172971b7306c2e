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
import type { HexoneBoard, HexoneEventMap } from '../dist/package/components/index.js';
import type { HexadominosBoardAttributes, HexoneBoardAttributes } from './props.js';
import type { HexadominosBoard } from '../dist/package/components/hexadominos-board/define.js';
import type { HexadominosEventMap } from '../dist/package/components/hexadominos-board/events.js';

/** `onhexone-place`, `onhexone-change`…: one listener prop per event of the element, typed with its detail. */
export type EventProps<EventMap> = { [Name in keyof EventMap as `on${Name & string}`]?: (event: EventMap[Name]) => void };

/** The element's own props, on top of the usual HTML ones (`id`, `className`, `style`, `ref`…). */
type ElementProps<Element, Own> = Own & Omit<DetailedHTMLProps<HTMLAttributes<Element>, Element>, keyof Own>;

export type { HexadominosSeat } from './props.js';

export interface HexoneBoardProps extends HexoneBoardAttributes, EventProps<HexoneEventMap> {}

export interface HexadominosBoardProps extends HexadominosBoardAttributes, EventProps<HexadominosEventMap> {}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hexone-board': ElementProps<HexoneBoard, HexoneBoardProps>;
      'hexadominos-board': ElementProps<HexadominosBoard, HexadominosBoardProps>;
    }
  }
}
