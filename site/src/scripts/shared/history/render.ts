/**
 * The history page's parts drawn from a history: the list of games (newest first, each with its replay and review
 * links and its record), each game's results per computer level, the "beat every level" ladder, and the puzzle rating
 * as a small SVG line with a table of the same points for screen readers. Built with DOM calls (text, never HTML).
 */
import { format } from '@site/i18n/format.js';
import { ratingGraph } from '@site/lib/shared/history/graph.js';
import { type Strings, levelName, rulesName } from '@site/lib/shared/history/labels.js';
import type { FinishedGame, HistoryGame, RatingPoint } from '@site/lib/shared/history/record.js';
import { ladder, playLevelLink, resultsByLevel } from '@site/lib/shared/history/stats.js';

export interface Context {
  lang: string;
  s: Strings;
  /** Each game's play page, in the page's language: "/en/hexone/play/". */
  play: Record<HistoryGame, string>;
  levels: Record<HistoryGame, readonly string[]>;
}

const SVG = 'http://www.w3.org/2000/svg';
export const GAMES: readonly HistoryGame[] = ['hexone', 'hexadominos'];

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text = '', className = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function say(c: Context, key: string, values: Record<string, string | number> = {}): string {
  return format(c.lang, c.s[key] ?? key, values);
}

function when(c: Context, at: number): string {
  return new Intl.DateTimeFormat(c.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

/** Who won, in words: Hexone's side ("Black"), Hexa-dominos' seats ("Player 2"). */
function winnerWords(c: Context, game: FinishedGame): string {
  if (game.game === 'hexone') return say(c, `board.player.${game.winner}`);
  return game.winner
    .split(',')
    .filter(Boolean)
    .map((n) => say(c, 'hd.play.player', { n }))
    .join(', ');
}

function resultWords(c: Context, game: FinishedGame): string {
  const result =
    game.outcome !== null
      ? say(c, `history.result.${game.outcome}`)
      : say(c, game.winner.includes(',') ? 'history.result.tie' : 'history.result.winner', { who: winnerWords(c, game) });
  return game.scores ? `${result}, ${say(c, 'history.result.scores', { scores: game.scores.join(' – ') })}` : result;
}

/** Against whom: people at one screen, or the computer at its level (Hexa-dominos' level names already say "Computer"). */
function opponentWords(c: Context, game: FinishedGame): string {
  if (game.level === null) return say(c, `history.people.${game.game}`);
  const level = levelName(c.s, game.game, game.level);
  return game.game === 'hexone' ? say(c, 'history.computer', { level }) : level;
}

/** One game of the list: when, what, against whom, the result; Replay, Review; the record folded. */
function gameItem(c: Context, game: FinishedGame): HTMLLIElement {
  const item = el('li', '', 'history-game');
  item.dataset.game = game.game;
  const date = when(c, game.at);
  const head = el('p', '', 'history-game-head');
  const time = el('time', date);
  time.dateTime = new Date(game.at).toISOString();
  const mode = game.mode === 'play' ? '' : ` (${c.s[`history.mode.${game.mode}`] ?? game.mode})`; // a mode with no words: its raw name
  const what = `${say(c, `history.game.${game.game}`)}, ${rulesName(c.s, game)}${mode}`;
  const opponent = opponentWords(c, game);
  head.append(time, ` · ${what}`);
  const facts = el('p', '', 'history-game-facts');
  const result = el('strong', resultWords(c, game));
  result.dataset.result = game.outcome ?? 'people';
  facts.append(el('span', opponent, 'history-opponent'), ' · ', result);
  const links = el('p', '', 'history-links');
  const open = el('a', say(c, 'history.open'), 'button');
  open.href = `${c.play[game.game]}?${game.query}`;
  open.setAttribute('aria-label', say(c, 'history.open.label', { date }));
  const review = el('a', say(c, 'history.review'), 'button');
  // Hexone reviews a shared game asked with `&review`; Hexa-dominos shows a finished game's review under its table.
  review.href = game.game === 'hexone' ? `${open.href}&review` : `${open.href}#hd-review-title`;
  review.setAttribute('aria-label', say(c, 'history.review.label', { date }));
  review.dataset.review = '';
  links.append(open, ' ', review);
  const record = el('details', '', 'history-record');
  record.append(el('summary', say(c, 'history.record')), el('code', game.record));
  item.append(head, facts, links, record);
  return item;
}

export function renderGames(c: Context, list: HTMLElement, count: HTMLElement, games: readonly FinishedGame[]): void {
  list.replaceChildren(...[...games].reverse().map((game) => gameItem(c, game)));
  count.textContent = games.length ? say(c, 'history.games.count', { count: games.length }) : say(c, 'history.games.empty');
}

/** Each game's table of wins, losses and ties per level (the engine's levels, weakest first). */
export function renderLevels(c: Context, box: HTMLElement, games: readonly FinishedGame[]): void {
  const tables = GAMES.map((game) => {
    const table = el('table', '', 'history-levels');
    table.dataset.levels = game;
    table.createCaption().textContent = say(c, 'history.levels.caption', { game: say(c, `history.game.${game}`) });
    const head = table.createTHead().insertRow();
    for (const key of ['history.col.level', 'history.col.wins', 'history.col.losses', 'history.col.draws']) {
      const th = el('th', say(c, key));
      th.scope = 'col';
      head.append(th);
    }
    const body = table.createTBody();
    for (const row of resultsByLevel(games, game, c.levels[game])) {
      const tr = body.insertRow();
      tr.dataset.level = row.level;
      const th = el('th', levelName(c.s, game, row.level));
      th.scope = 'row';
      tr.append(th, el('td', String(row.wins)), el('td', String(row.losses)), el('td', String(row.draws)));
    }
    return table;
  });
  box.replaceChildren(...tables);
}

/**
 * The ladder: one mark per level, weakest first, beaten or not yet (the mark is drawn, the word said); the weakest level
 * not yet beaten offers a game against it, the next step up.
 */
export function renderLadder(c: Context, box: HTMLElement, games: readonly FinishedGame[]): void {
  const parts = GAMES.flatMap((game) => {
    const steps = ladder(games, game, c.levels[game]);
    const title = el(
      'p',
      say(c, 'history.ladder.summary', { game: say(c, `history.game.${game}`), beaten: steps.filter((x) => x.beaten).length, total: steps.length }),
    );
    const list = el('ol', '', 'history-ladder');
    list.dataset.ladder = game;
    for (const step of steps) {
      const item = el('li', '', step.beaten ? 'beaten' : 'todo');
      item.dataset.level = step.level;
      const mark = el('span', step.beaten ? '★' : '☆', 'history-mark');
      mark.setAttribute('aria-hidden', 'true');
      const state = say(c, step.beaten ? 'history.ladder.beaten' : 'history.ladder.todo');
      item.append(mark, ' ', say(c, 'history.ladder.item', { level: levelName(c.s, game, step.level), state }));
      if (step === steps.find((x) => !x.beaten)) {
        const link = el('a', say(c, 'history.ladder.play'), 'history-play');
        link.href = playLevelLink(game, step.level, c.play[game]);
        item.append(' ', link);
      }
      list.append(item);
    }
    return [title, list];
  });
  box.replaceChildren(...parts);
}

/** The rating's line (an image with its words) and the table of its points for screen readers. */
export function renderRating(c: Context, box: HTMLElement, points: readonly RatingPoint[]): void {
  if (!points.length) return box.replaceChildren(el('p', say(c, 'history.rating.empty')));
  const graph = ratingGraph(points);
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${graph.width} ${graph.height}`);
  svg.setAttribute('class', 'history-graph');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', say(c, 'history.rating.graph', { first: points[0].rating, last: points[points.length - 1].rating, count: points.length }));
  for (const [rating, y] of [
    [graph.high, 8],
    [graph.low, graph.height - 8],
  ]) {
    const label = document.createElementNS(SVG, 'text');
    label.setAttribute('x', '2');
    label.setAttribute('y', String(y + (y < 20 ? 8 : -2)));
    label.textContent = String(rating);
    svg.append(label);
  }
  const line = document.createElementNS(SVG, 'path');
  line.setAttribute('d', graph.path);
  svg.append(line);
  for (const dot of graph.dots) {
    const circle = document.createElementNS(SVG, 'circle');
    circle.setAttribute('cx', String(dot.x));
    circle.setAttribute('cy', String(dot.y));
    circle.setAttribute('r', '2.5');
    svg.append(circle);
  }
  const table = el('table', '', 'sr-only');
  table.createCaption().textContent = say(c, 'history.rating.caption');
  const head = table.createTHead().insertRow();
  for (const key of ['history.col.attempt', 'history.col.date', 'history.col.rating']) {
    const th = el('th', say(c, key));
    th.scope = 'col';
    head.append(th);
  }
  const body = table.createTBody();
  points.forEach((point, k) => {
    const tr = body.insertRow();
    tr.append(el('td', String(k + 1)), el('td', when(c, point.at)), el('td', String(point.rating)));
  });
  box.replaceChildren(svg, table);
}
