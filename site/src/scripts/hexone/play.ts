/**
 * The play page: settings → <hexone-board>, a game kept across reloads, share links, game-over
 * summary, and "suggest a move" when the bot client exists. Undo/redo and the turn status are the
 * board's own (its buttons also know how far to go back against the computer).
 *
 * The element owns the game; this script only calls its methods and listens to its events
 * (gesture → element → machine → rules → render), then saves what it reports.
 */
import { format } from '../../i18n/format';
import type { GameState, HexoneBoard } from '@components/index.js';
import { DEFAULT_LEVEL, type Level, levelAbove, levelOf } from '@components/shared/levels.js';
import { browserStorage, readStored, writeStored } from '@components/shared/storage.js';
import { summarise, tilesScore } from '../../lib/hexone/game-summary';
import { hexoneGame } from '../../lib/shared/history/entries';
import { keepGame } from '../../lib/shared/history/store';
import { GameReview } from './play-review';
import { SetAsideOffer } from './set-aside-offer';
import { gameInProgress } from '../../lib/hexone/set-aside';
import { LearnFromMistakes } from './review/learn';
import { ReviewPanel } from './review/panel';
import {
  OPPONENT_PARAMS,
  REVIEW_PARAM,
  SHARE_PARAM,
  STORAGE_KEY,
  askedOpponent,
  readSaved,
  reviewLink,
  shareLink,
  sharedGame,
  sharedOpponent,
  sharedReview,
  writeSaved,
  type SavedGame,
} from '../../lib/hexone/play-storage';

type Strings = Record<string, string>;
const strings: Strings = JSON.parse(document.getElementById('play-strings')?.textContent ?? '{}');
const lang = document.documentElement.lang || 'en';
function say(key: string, values: Record<string, string | number> = {}): string {
  return format(lang, strings[key] ?? key, values);
}
/** The record as shown: its moves in the page's language (`pass` is the notation's word; French readers see `passe`). */
function shownRecord(record: string): string {
  const [head, moves] = record.split('|');
  return moves === undefined ? record : `${head}|${moves.replace(/\bpass\b/g, say('play.record.pass'))}`;
}
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const board = $<HexoneBoard>('game');
const form = $<HTMLFormElement>('settings');
const message = $<HTMLElement>('play-message');
const suggestButton = $<HTMLButtonElement>('suggest');
const shareButton = $<HTMLButtonElement>('share');
const shareBox = $<HTMLElement>('share-box');
const shareInput = $<HTMLInputElement>('share-url');
const recordOutput = $<HTMLElement>('record');
const overBox = $<HTMLElement>('game-over');
const againButton = $<HTMLButtonElement>('again');
const nextLevelButton = $<HTMLButtonElement>('next-level');
const tilesInfo = $<HTMLElement>('tiles-info');
const tilesScoreText = $<HTMLElement>('tiles-score');
const rulesNext = $<HTMLElement>('rules-next');

let computer: SavedGame['computer'] = null;
let level: SavedGame['level'] = DEFAULT_LEVEL;
let lastError = '';
let summarisedRecord = ''; // the finished game the game-over panel shows
let summarisedUrl = ''; // the same in the record's URL form, for the review's link
const review = new GameReview(overBox, board, say, () => computer);
const learn = new LearnFromMistakes($('review'), review, board, say, () => summarisedRecord, { side: () => computer, apply: applyOpponent });
const reviewPanel = new ReviewPanel(
  $('review'),
  review,
  board,
  say,
  () => summarisedRecord,
  lang,
  learn,
  () => reviewLink(location.href, summarisedUrl, { computer, level }),
);

const setAside = new SetAsideOffer($('set-aside'), $<HTMLButtonElement>('resume-set-aside'), say, (game) => {
  const current = gameInProgress({ v: 1, record: board.getRecord(), computer, level });
  const before = { computer, level };
  ({ computer, level } = game); // before the load: its change event saves the game with its opponent
  if (!board.load(game.record)) {
    ({ computer, level } = before);
    return null;
  }
  applyOpponent();
  syncForm(board.state);
  save();
  show(say('play.setAside.back'));
  board.focus();
  return current;
});

/** Says `text` in the page's message line, a live region that is always there (empty, it takes no room). */
function show(text: string, kind: 'info' | 'error' = 'info') {
  message.textContent = text;
  message.classList.toggle('error', kind === 'error');
}

function refresh() {
  if (review.viewing) return; // an earlier position of the finished game is on the board, read-only
  const state = board.state;
  const record = board.getRecord();
  recordOutput.textContent = shownRecord(record);
  suggestButton.disabled = state.phase === 'over' || suggestButton.dataset.available !== 'yes';
  // Tiles edition: what the tiles are worth, and the score the winner would get if the game ended now.
  const running = tilesScore(state);
  tilesInfo.hidden = !running;
  if (running) tilesScoreText.textContent = state.phase === 'over' ? '' : say('play.tiles.running', { total: running.total });
  rulesNext.hidden = !formDiffersFromGame(state);
  const above = nextLevel(state);
  nextLevelButton.hidden = !above;
  if (above) nextLevelButton.textContent = say('play.over.nextLevel', { level: say(`play.level.${above}`) });
  if (state.phase === 'over' && state.winner) {
    if (record !== summarisedRecord) {
      review.render(summarise(record, state));
      reviewPanel.reset();
    }
    summarisedRecord = record;
    summarisedUrl = board.getRecordUrl();
  } else {
    summarisedRecord = '';
    summarisedUrl = '';
    review.render(null);
  }
}

function save() {
  if (review.viewing) return;
  // Private mode or full storage: the game still plays, it just is not kept.
  writeStored(browserStorage(), STORAGE_KEY, writeSaved({ v: 1, record: board.getRecord(), computer, level }));
}

function applyOpponent() {
  if (computer) {
    board.setAttribute('computer', computer);
    board.setAttribute('level', level);
  } else {
    board.removeAttribute('computer');
  }
}

/** True when the form names other rules or another opponent than the game on the board: they wait for the next game. */
function formDiffersFromGame(state: GameState): boolean {
  const data = new FormData(form);
  return (
    String(data.get('exits')) !== state.rules.exits ||
    (data.get('tiles') === 'on') !== state.rules.tiles ||
    (data.get('opponent') === 'computer') !== (computer !== null) ||
    (computer !== null && levelOf(data.get('level')) !== level)
  );
}

function syncForm(state: GameState) {
  (form.elements.namedItem('exits') as RadioNodeList).value = state.rules.exits;
  (form.elements.namedItem('tiles') as HTMLInputElement).checked = state.rules.tiles;
  (form.elements.namedItem('opponent') as RadioNodeList).value = computer ? 'computer' : 'human';
  (form.elements.namedItem('level') as RadioNodeList).value = level;
}

function newGameFromForm() {
  const data = new FormData(form);
  const firstChoice = String(data.get('first') ?? 'b');
  computer = data.get('opponent') === 'computer' ? 'w' : null;
  level = levelOf(data.get('level'));
  startGame({
    exits: String(data.get('exits') ?? 'classic'),
    tiles: data.get('tiles') === 'on',
    first: firstChoice === 'random' ? (Math.random() < 0.5 ? 'b' : 'w') : (firstChoice as 'b' | 'w'),
  });
}

/** Who moved first in the game on the board, from its record's head: "classic b opening | …". */
function firstOfGame(): 'b' | 'w' {
  return board.getRecord().split(/\s+/)[1] === 'w' ? 'w' : 'b';
}

/**
 * A rematch: the finished game's rules, each player on the other colour (against the computer, it takes the
 * other side); the same colour moves first, so whoever moved second now moves first, as a chess rematch does.
 */
function rematch() {
  const { rules } = board.state;
  const first = firstOfGame();
  if (computer) computer = computer === 'b' ? 'w' : 'b';
  const you = computer ? say(`board.player.${computer === 'b' ? 'w' : 'b'}`) : '';
  startGame({ exits: rules.exits, tiles: rules.tiles, first }, computer ? say('play.rematch.you', { side: you }) : say('play.rematch.people'));
}

/** The level above the computer's, after a person's win against it (null between people, after a loss, at the top). */
function nextLevel(state: GameState): Level | null {
  return computer && state.phase === 'over' && state.winner && state.winner !== computer ? levelAbove(level) : null;
}

/** The next level: the finished game's rules and colours again, against the computer one step up the ladder. */
function playNextLevel() {
  const above = nextLevel(board.state);
  if (!above) return;
  level = above;
  syncForm(board.state);
  const { rules } = board.state;
  startGame({ exits: rules.exits, tiles: rules.tiles, first: firstOfGame() }, say('play.nextLevel.started', { level: say(`play.level.${above}`) }));
}

/** New match: the settings, with the keyboard on their first choice (their button starts the game). */
function openSettings() {
  form.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
  form.querySelector<HTMLElement>('input, select')?.focus({ preventScroll: true });
}

/** A new game on the board with these rules and first player (the opponent is `computer`'s); `lead` opens what is said of it. */
function startGame({ exits, tiles, first }: { exits: string; tiles: boolean; first: 'b' | 'w' }, lead = '') {
  board.setAttribute('exits', exits);
  board.toggleAttribute('tiles', tiles);
  board.setAttribute('first', first);
  applyOpponent();
  review.render(null); // leaves a finished game's review, if one was on the board
  setAside.offer(null);
  // One new game from the attributes just set (the board's reset(); its next update then finds them applied):
  // one hexone-change, not one for the attributes and another for a load.
  board.reset();
  // Said (the message is a live region) and shown: the settings' button that started it may have gone.
  const started = startedText(exits, tiles, first);
  show(lead ? `${lead} ${started}` : started);
  refresh();
  save();
  board.focus(); // the keyboard goes on on the new game's board, not on the page
}

/** "New game: Classic, Black starts.": said when a game starts, from the form or on a first visit. */
function startedText(exits: string, tiles: boolean, first: string): string {
  const rules = say(`play.exits.${exits}`);
  return say('play.started', { rules: tiles ? say('play.started.tiles', { rules }) : rules, player: say(`board.player.${first}`) });
}

async function copyShareLink() {
  const link = shareLink(location.href, board.getRecordUrl(), { computer, level });
  shareInput.value = link;
  shareBox.hidden = false;
  try {
    await navigator.clipboard.writeText(link);
    show(say('play.share.copied'));
  } catch {
    // No clipboard permission: the link is in the box, selected for a manual copy.
    show(say('play.share.manual'));
    shareInput.select();
  }
}

async function suggest() {
  // The board's own computer player answers (loaded on first use, in a worker): the page imports no bot code.
  if (typeof board.suggest !== 'function') return;
  suggestButton.disabled = true;
  show(say('play.suggest.thinking'));
  try {
    const turn = await board.suggest(level);
    const actions = (Array.isArray(turn) ? turn : ((turn as { actions?: unknown[] })?.actions ?? [turn])) as {
      type?: string;
      cell?: string;
      toward?: string;
    }[];
    const words = actions.filter((a) => a && a.cell).map((a) => (a.type === 'explode' ? `${a.cell}>${a.toward}` : a.cell!));
    if (!words.length) throw new Error('empty suggestion');
    // Drawn on the board: the placement, then each explosion's arrows (gone with the next move).
    if (!board.showMove(actions as Parameters<HexoneBoard['showMove']>[0])) throw new Error('suggestion not playable');
    show(say('play.suggest.result', { move: words.join(' ') }));
  } catch {
    show(say('play.suggest.none'), 'error');
  } finally {
    refresh();
  }
}

/** Step mode and animation speed: the board's own options, set from the controls under it. */
function boardOptions() {
  const stepMode = $<HTMLInputElement>('step-mode');
  const speed = $<HTMLSelectElement>('speed');
  stepMode.addEventListener('change', () => {
    board.toggleAttribute('step-mode', stepMode.checked);
    if (!stepMode.checked) board.step(); // a chain waiting for Next goes on
  });
  speed.addEventListener('change', () => board.setAttribute('animation-speed', speed.value));
}

async function start() {
  await customElements.whenDefined('hexone-board');
  boardOptions();
  board.addEventListener('hexone-error', (e) => {
    lastError = e.detail.message;
  });
  board.addEventListener('hexone-change', (e) => {
    const { reason } = e.detail;
    if (reason === 'move') {
      board.removeAttribute('highlight');
      if (message.textContent === say('play.restored') || message.textContent === say('play.loadedShared')) show('');
    }
    refresh();
    save();
    if (reason === 'move' && !review.viewing) keepFinished(e.detail.state);
  });
  board.addEventListener('hexone-game-over', (e) => {
    if (review.viewing) return;
    refresh();
    const { state } = e.detail;
    if (state.phase === 'over') overBox.focus();
  });

  // Where the game comes from: a shared link first, then an opponent the address asks for (a new game: the history's
  // ladder links to its next level so), then this device's saved game, else a new game.
  const shared = sharedGame(location.href);
  const asked = askedOpponent(location.href);
  const reviewAsked = shared !== null && sharedReview(location.href);
  const saved = readSaved(safeRead());
  if (saved.ok && saved.value) ({ computer, level } = saved.value);
  // The game in progress an address replaces (below) is offered back.
  const inProgress = (shared ?? asked) && saved.ok ? gameInProgress(saved.value) : null;
  if (shared) {
    lastError = '';
    if (board.load(shared)) {
      show(say('play.loadedShared'));
      ({ computer, level } = sharedOpponent(location.href)); // the link's opponent, or two people when it names none
    } else {
      show(say('play.badLink', { reason: lastError || shared.slice(0, 40) }), 'error');
      board.load('classic b opening');
    }
    dropFromAddress([SHARE_PARAM, ...OPPONENT_PARAMS, REVIEW_PARAM]);
  } else if (asked) {
    ({ computer, level } = asked);
    board.load('classic b opening');
    const side = say(`board.player.${computer === 'b' ? 'w' : 'b'}`);
    show(`${say('play.asked', { level: say(`play.level.${level}`), side })} ${startedText('classic', false, 'b')}`);
    dropFromAddress(OPPONENT_PARAMS);
  } else if (!saved.ok) {
    show(say('play.corrupt'), 'error');
    board.load('classic b opening');
  } else if (saved.value) {
    if (board.load(saved.value.record)) show(say('play.restored'));
    else {
      show(say('play.corrupt'), 'error');
      computer = null;
      board.load('classic b opening');
    }
  } else {
    board.load('classic b opening');
    show(startedText('classic', false, 'b')); // a first visit starts a game too: said, as a new game from the form is
  }
  applyOpponent();
  syncForm(board.state);
  save();
  if (inProgress && inProgress.record !== board.getRecord()) setAside.offer(inProgress);

  suggestButton.dataset.available = 'yes'; // the board carries its own computer player
  for (const el of document.querySelectorAll<HTMLElement>('[data-needs-bot]')) el.hidden = suggestButton.dataset.available !== 'yes';

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    newGameFromForm();
  });
  form.addEventListener('change', () => {
    rulesNext.hidden = !formDiffersFromGame(board.state);
  });
  againButton.addEventListener('click', () => newGameFromForm());
  $<HTMLButtonElement>('rematch').addEventListener('click', () => rematch());
  nextLevelButton.addEventListener('click', playNextLevel);
  $<HTMLButtonElement>('new-match').addEventListener('click', () => openSettings());
  shareButton.addEventListener('click', copyShareLink);
  suggestButton.addEventListener('click', suggest);
  refresh();
  if (reviewAsked && summarisedRecord) reviewPanel.run(); // a review's link: the finished game reviewed at once
  document.documentElement.dataset.playReady = 'true'; // for the end-to-end tests
}

/** The address without `params` (a shared game, an opponent asked for): a reload continues this game rather than opening the link again. */
function dropFromAddress(params: readonly string[]) {
  const url = new URL(location.href);
  for (const param of params) url.searchParams.delete(param);
  history.replaceState(null, '', url.pathname + url.search + url.hash);
}

/**
 * A game that a move on this page just finished joins the history (lib/shared/history/), with the link that opens it
 * again; a finished game opened from a link or restored on a reload was not finished here, and is not kept twice.
 */
function keepFinished(state: GameState) {
  if (state.phase !== 'over' || !state.winner) return;
  const query = new URL(shareLink(location.href, board.getRecordUrl(), { computer, level })).search.slice(1);
  const { exits, tiles } = state.rules;
  keepGame(browserStorage(), hexoneGame({ record: board.getRecord(), query, exits, tiles, winner: state.winner, computer, level, at: Date.now() }));
}

function safeRead(): string | null {
  return readStored(browserStorage(), STORAGE_KEY);
}

start().catch((error) => show(String(error), 'error'));
