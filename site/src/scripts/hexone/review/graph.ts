/**
 * The review's evaluation graph: one point per turn, the value after it from Black's side (pawns, clamped to
 * ±GRAPH_LIMIT so a forced win does not flatten the rest), drawn as SVG; the same figures as a table for screen
 * readers. A click on a point asks for that turn (`onPick`): the turn list's buttons do the same by keyboard.
 */
import type { ReviewedTurn } from '@engine/hexone/review.js';

export const GRAPH_LIMIT = 10;
const WIDTH = 600;
const HEIGHT = 160;
const SVG = 'http://www.w3.org/2000/svg';

/** Value after each turn from Black's side, clamped. */
export function blackValues(turns: readonly ReviewedTurn[]): number[] {
  return turns.map((t) => Math.max(-GRAPH_LIMIT, Math.min(GRAPH_LIMIT, t.side === 'b' ? t.value.after : -t.value.after)));
}

export function drawGraph(turns: readonly ReviewedTurn[], onPick: (index: number) => void): SVGSVGElement {
  const values = blackValues(turns);
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`);
  svg.setAttribute('aria-hidden', 'true'); // the table beside it says the same to screen readers
  svg.classList.add('review-graph');
  const x = (k: number) => (turns.length < 2 ? WIDTH / 2 : 10 + (k * (WIDTH - 20)) / (turns.length - 1));
  const y = (v: number) => HEIGHT / 2 - (v / GRAPH_LIMIT) * (HEIGHT / 2 - 8);
  const axis = document.createElementNS(SVG, 'line');
  axis.setAttribute('x1', '0');
  axis.setAttribute('x2', String(WIDTH));
  axis.setAttribute('y1', String(HEIGHT / 2));
  axis.setAttribute('y2', String(HEIGHT / 2));
  axis.classList.add('axis');
  const line = document.createElementNS(SVG, 'polyline');
  line.setAttribute('points', values.map((v, k) => `${x(k)},${y(v)}`).join(' '));
  line.classList.add('curve');
  svg.append(axis, line);
  values.forEach((v, k) => {
    const dot = document.createElementNS(SVG, 'circle');
    dot.setAttribute('cx', String(x(k)));
    dot.setAttribute('cy', String(y(v)));
    dot.setAttribute('r', '7');
    dot.dataset.reviewPoint = String(k);
    dot.classList.add('point', turns[k].verdict);
    dot.addEventListener('click', () => onPick(k));
    svg.append(dot);
  });
  return svg;
}

/**
 * The graph's figures as a table (turn, value), for screen readers: in a box of the `sr-only` class rather than the
 * table itself, since a table is never narrower than its words and would widen a phone's page.
 */
export function graphTable(turns: readonly ReviewedTurn[], caption: string, headers: [string, string], lang: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'sr-only';
  const table = box.appendChild(document.createElement('table'));
  table.createCaption().textContent = caption;
  const head = table.createTHead().insertRow();
  for (const text of headers) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = text;
    head.append(th);
  }
  const body = table.createTBody();
  const numbers = new Intl.NumberFormat(lang, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  blackValues(turns).forEach((v, k) => {
    const row = body.insertRow();
    row.insertCell().textContent = String(turns[k].turn);
    row.insertCell().textContent = numbers.format(v);
  });
  return box;
}
