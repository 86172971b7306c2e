/**
 * Each game's showcase position: drawn on its home page and on the site's front door, so the two always show the
 * same thing (engine notation, checked when the drawing is built: a typo shows as a visible error, never a blank).
 */

/** Hexone: Black about to put a third pawn on b2 and choose one of its two Ys (the home page's "Try it"). */
export const HEXONE_SHOWCASE = 'classic b b2:2b c2:1b c3:1w d3:2w d4:1w b3:1w';

/** Hexone's showcase move: the home page draws it on the live board until the reader plays. */
export const HEXONE_SHOWCASE_MOVE = 'b2';

/** Hexa-dominos: the double-flower layout of the rules page, a table that shows matching, bonuses and a flower to come. */
export const HEXADOMINOS_SHOWCASE =
  'standard 223355@0,0/2 233455@1,0/4 223455@0,1/0 122445@-1,1/3 224455@-1,0/0 123335@0,-1/3 124555@1,1/2 334455@2,0/3 112233@2,-1/3 r0:- pile:-';

/** Hexa-dominos' showcase spot: the open place the drawing outlines (where the flower would close). */
export const HEXADOMINOS_SHOWCASE_SPOT = '1,-1';
