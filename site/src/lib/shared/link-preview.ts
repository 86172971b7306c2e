/**
 * Link previews (Open Graph, read by chat apps and social sites when a page's address is shared): the picture each
 * page shows. A 1200 × 630 card, drawn at build time from the site's own static drawings (board-svg.ts,
 * table-svg.ts), turned into PNG by the page that builds them (pages/og/[card].png.ts; previews do not read SVG). The drawings' colours come from the site's
 * stylesheet, light scheme, so a card looks like the page: the stylesheet's custom properties are resolved here, since
 * a drawing rendered alone has no page around it to inherit them from.
 *
 * Cards carry no words but the games' names (which are the same in both languages), so one picture serves both.
 */
// The stylesheet as text, through Vite (the build bundles this module: no path to read it from at run time).
import STYLESHEET from '../../styles/global.css?raw';

export const CARD = { width: 1200, height: 630 } as const;

/** Each custom property's light value (`light-dark(light, dark)` → light), outside media queries. */
function lightProperties(css: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const m of css.matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
    if (values.has(m[1])) continue;
    const value = m[2].trim();
    const pair = /^light-dark\(\s*([^,]+),/.exec(value);
    values.set(m[1], pair ? pair[1].trim() : value);
  }
  return values;
}

/** The stylesheet's top-level rules for the drawings whose selectors start with `prefixes`, with their colours resolved. */
export function drawingStyle(prefixes: readonly string[], css = STYLESHEET): string {
  const properties = lightProperties(css);
  const resolve = (text: string): string =>
    text.replace(/var\((--[\w-]+)(?:,\s*([^)]+))?\)/g, (_, name: string, fallback?: string) => properties.get(name) ?? fallback ?? 'none');
  // Rules at the top level only: those inside @media (dark schemes, forced colours, print) are not the card's.
  const topLevel = css.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  const rules = [...topLevel.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .map((m) => ({ selector: m[1].trim(), body: m[2] }))
    .filter((r) => r.selector.split(',').every((s) => prefixes.some((p) => s.trim().startsWith(p))));
  // Paint only: the page's sizing rules (width: 100%, max-height) would undo the card's own placement of the drawing.
  const paint = (body: string) =>
    body
      .split(';')
      .map((d) => d.trim())
      .filter((d) => /^(fill|stroke|font|paint-order|opacity|text-anchor|dominant-baseline)/.test(d))
      .join(';');
  return rules
    .map((r) => `${r.selector}{${paint(resolve(r.body).replace(/\s+/g, ' '))}}`)
    .filter((rule) => !rule.endsWith('{}'))
    .join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A card: the drawing (an `<svg viewBox>` string) in a square on the left, the names (one per line: a game's, or both
 * games') on the right, on the site's light background.
 */
export function cardSvg(drawing: string, names: readonly string[], style: string): string {
  const side = CARD.height - 90;
  const nested = drawing.replace(/^<svg\b/, `<svg x="45" y="45" width="${side}" height="${side}" preserveAspectRatio="xMidYMid meet"`);
  const values = lightProperties(STYLESHEET);
  // The widest name fills the room right of the drawing (a bold sans glyph is about 0.65 em wide), at most 84 px.
  const left = side + 100;
  const size = Math.min(84, Math.floor((CARD.width - left - 40) / (0.65 * Math.max(...names.map((n) => n.length)))));
  const top = CARD.height / 2 - ((names.length - 1) * size * 1.25) / 2 + size * 0.35;
  const lines = names.map(
    (name, k) =>
      `<text x="${left}" y="${Math.round(top + k * size * 1.25)}" font-family="DejaVu Sans, Verdana, sans-serif" font-weight="700" font-size="${size}" fill="${values.get('--accent')}">${escapeXml(name)}</text>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">` +
    `<style>${style}</style>` +
    `<rect width="100%" height="100%" fill="${values.get('--bg')}"/>` +
    `<rect x="0" y="${CARD.height - 16}" width="100%" height="16" fill="${values.get('--accent')}"/>` +
    nested +
    lines.join('') +
    `</svg>`
  );
}
