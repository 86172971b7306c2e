/**
 * The link-preview pictures (lib/shared/link-preview.ts), built as files: /og/hexone.png, /og/hexadominos.png (each
 * game's pages), /og/site.png (the front door and the pages of both games) and /og/puzzle-<id>.png (each puzzle's
 * position, for both languages' pages of that puzzle).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { PUZZLES } from '@site/components/hexone/puzzle/collection';
import { drawSource } from '@site/lib/hexone/board-svg';
import { drawPosition } from '@site/lib/hexadominos/table-svg';
import sharp from 'sharp';
import { cardSvg, drawingStyle } from '@site/lib/shared/link-preview';

const HEXONE_STYLE = drawingStyle(['.board-svg']);
const HEXADOMINOS_STYLE = drawingStyle(['.hd-table-svg']);
/** A table of a few tiles, their matching sides touching, for the Hexa-dominos card. */
const HEXADOMINOS_TABLE = 'standard turn:0 112345@0,0/0 122345@1,0/3 123345@-1,0/3 r0:112234 r1:112335 pile:113345';
/** The Hexone card's position: pawns of both colours, a full cell about to explode. */
const HEXONE_POSITION = 'classic w b2:2b c2:1w c3:3w d3:2b d4:1w b3:1b';

/** A drawing, or the build stops: a card without its picture would go unnoticed. */
const drawn = (result: { svg: string; error: string | null }, what: string) => {
  if (!result.svg) throw new Error(`link preview ${what}: ${result.error}`);
  return result.svg;
};
const hexone = (position: string) => drawn(drawSource({ position }, { lang: 'en', label: '' }), position);

export const getStaticPaths = (() => [
  { params: { card: 'hexone' }, props: { svg: cardSvg(hexone(HEXONE_POSITION), ['Hexone'], HEXONE_STYLE) } },
  {
    params: { card: 'hexadominos' },
    props: { svg: cardSvg(drawn(drawPosition(HEXADOMINOS_TABLE, { lang: 'en' }), HEXADOMINOS_TABLE), ['Hexa-dominos'], HEXADOMINOS_STYLE) },
  },
  { params: { card: 'site' }, props: { svg: cardSvg(hexone(HEXONE_POSITION), ['Hexone', 'Hexa-dominos'], HEXONE_STYLE) } },
  ...PUZZLES.map((puzzle) => ({
    params: { card: `puzzle-${puzzle.id}` },
    props: { svg: cardSvg(hexone(puzzle.position), ['Hexone'], HEXONE_STYLE) },
  })),
]) satisfies GetStaticPaths;

// sharp (libvips, with librsvg for SVG) is the image tool Astro itself builds images with.
export const GET: APIRoute = async ({ props }) => {
  const png = await sharp(Buffer.from((props as { svg: string }).svg))
    .png({ compressionLevel: 9, palette: true }) // a few flat colours: a palette PNG is a quarter of the size
    .toBuffer();
  return new Response(new Uint8Array(png).buffer, { headers: { 'Content-Type': 'image/png' } });
};
