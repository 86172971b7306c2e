/**
 * The endless and daily puzzle pages, in the browser: asks the Web Worker (fresh-worker.ts) for a
 * fresh puzzle with a unique answer, words it, and hands it to the same player as the curated
 * puzzles (player.ts).
 *
 * - Endless: the settings (kind, rules, difficulty, theme) and the seed travel in the address, so
 *   a puzzle can be reloaded and shared; without a seed a random one is picked and put there.
 *   "Next" is the same settings with a new seed.
 * - Daily: the request comes from today's date in UTC (fresh.ts), the same for everyone.
 */
import type { HexoneBoard } from '@components/index.js';
import { fillPlaceholders as fill } from '@components/shared/placeholders.js';
import { type FreshAnswer, type FreshRequest, dailyRequest, dayNumber, noneReason, readRequest } from './fresh.js';
import { PuzzlePlayer, type PlayerData } from './player.js';
import { type FactLabels, puzzleFacts } from './facts.js';
import type { Puzzle } from '@engine/hexone/solver/puzzle.js';

/** What the page hands over. */
export interface FreshPageData {
  mode: 'endless' | 'daily';
  lang: 'fr' | 'en';
  strings: Record<string, string>; // the `puzzles.*` entries, keys without the prefix
  players: { b: string; w: string }; // "Black", "White" in the page's language
  base: string; // "/fr/hexone/puzzles/"
  labels: FactLabels; // the words of the puzzle's kind, rules and difficulty (facts.ts)
  lessons: { variants: string; tiles: string }; // the lessons teaching rules the first ones do not
  daily: string; // where the daily puzzles made ahead are: "/hexone/daily/"
}

/** Shows a fresh puzzle's kind, rules and difficulty, and the lesson for its rules, as every puzzle page does. */
function showFacts(root: HTMLElement, data: FreshPageData, puzzle: Puzzle): void {
  const facts = puzzleFacts(data.labels, puzzle);
  for (const key of ['kind', 'rules', 'difficulty'] as const) root.querySelector(`[data-fact="${key}"]`)!.textContent = facts[key];
  root.querySelector<HTMLElement>('[data-facts]')!.hidden = false;
  const note = root.querySelector<HTMLElement>('[data-rules-lesson]');
  if (!note) return;
  note.hidden = !facts.note;
  if (!facts.note) return;
  note.querySelector('[data-rules-note]')!.textContent = facts.note.text;
  note.querySelector('a')!.href = data.lessons[facts.note.lesson];
}

/** The endless request in an address (`?kind=four&rules=express&difficulty=3&theme=centre&seed=42`), or null. */
export function requestFromQuery(search: string): FreshRequest | null {
  const q = new URLSearchParams(search);
  const [exits, tiles] = (q.get('rules') ?? 'classic').split('+');
  const number = (name: string) => (q.get(name) === null || q.get(name) === '' ? null : Number(q.get(name)));
  return readRequest({
    kind: q.get('kind') ?? 'intro',
    exits,
    tiles: tiles === 'tiles',
    difficulty: number('difficulty'),
    theme: q.get('theme') || null,
    seed: number('seed') ?? -1,
  });
}

export function requestToQuery(r: FreshRequest): string {
  const q = new URLSearchParams({ kind: r.kind, rules: `${r.exits}${r.tiles ? '+tiles' : ''}` });
  if (r.difficulty !== null) q.set('difficulty', String(r.difficulty));
  if (r.theme !== null) q.set('theme', r.theme);
  q.set('seed', String(r.seed));
  return `?${q}`;
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

/** The sentence of the goal and the reasons for a miss, in the page's language, from its dictionary entries. */
function wordGoal(s: Record<string, string>, goal: Puzzle['goal']): { goal: string; reasons: PlayerData['reasons'] } {
  const values: Record<string, string | number> =
    goal.type === 'capture' ? { count: goal.atLeast } : goal.type === 'explodeCount' ? { count: goal.count } : goal.type === 'take' ? { cell: goal.cell } : {};
  return {
    goal: fill(s[`goal.${goal.type}`], values),
    reasons: {
      noChain: fill(s['why.noChain'], { missed: fill(s[`missed.${goal.type}`], values) }),
      stops: fill(s['why.stops'], { missed: fill(s[`missed.${goal.type}`], values) }),
      dead: fill(s['why.dead'], { achieve: fill(s[`achieve.${goal.type}`], values) }),
    },
  };
}

/**
 * The day's puzzle as made ahead of time (`dailyDir`yyyymmdd.json), if that file is there and answers exactly this
 * request (the same request made in the browser gives the same puzzle); null otherwise (a day past the list).
 */
async function madeAhead(dailyDir: string, request: FreshRequest): Promise<FreshAnswer | null> {
  try {
    const response = await fetch(`${dailyDir}${request.seed}.json`);
    if (!response.ok) return null;
    const file = (await response.json()) as { request?: unknown; puzzle?: Puzzle; tree?: FreshAnswerTree; finish?: string[] };
    const same = JSON.stringify(readRequest(file.request)) === JSON.stringify(request);
    if (!same || !file.puzzle || !file.tree || !Array.isArray(file.finish)) return null;
    return { ok: true, puzzle: file.puzzle, tree: file.tree, finish: file.finish, ms: 0, tried: 0 };
  } catch {
    return null; // offline, or a file that does not read: make it here
  }
}
type FreshAnswerTree = Extract<FreshAnswer, { ok: true }>['tree'];

function ask(request: FreshRequest): Promise<FreshAnswer> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./fresh-worker.ts', import.meta.url), { type: 'module' });
    const done = (answer: FreshAnswer) => {
      worker.terminate();
      resolve(answer);
    };
    worker.addEventListener('message', (e: MessageEvent<FreshAnswer>) => done(e.data));
    worker.addEventListener('error', () => done({ ok: false, reason: 'none-found', ms: 0, tried: 0 }));
    worker.postMessage(request);
  });
}

/** The endless page's settings form shows the settings of the puzzle on the board. */
function showSettings(root: HTMLElement, r: FreshRequest): void {
  const form = root.ownerDocument.querySelector<HTMLFormElement>('[data-fresh-settings]');
  if (!form) return;
  const set = (name: string, value: string) => {
    const field = form.elements.namedItem(name) as HTMLSelectElement | null;
    if (field) field.value = value;
  };
  set('kind', r.kind);
  set('rules', `${r.exits}${r.tiles ? '+tiles' : ''}`);
  set('difficulty', r.difficulty === null ? '' : String(r.difficulty));
  set('theme', r.theme ?? '');
}

/** Starts the page (no-op where there is no fresh puzzle to make). */
export async function startFreshPage(): Promise<PuzzlePlayer | null> {
  const root = document.querySelector<HTMLElement>('[data-puzzle-player]');
  const json = document.querySelector('script[data-fresh-data]')?.textContent;
  const board = root?.querySelector<HexoneBoard>('hexone-board');
  if (!root || !json || !board) return null;
  let data: FreshPageData;
  try {
    data = JSON.parse(json) as FreshPageData;
  } catch {
    return null;
  }
  const s = data.strings;
  const status = root.querySelector<HTMLElement>('[data-fresh-status]')!;
  let request: FreshRequest;
  if (data.mode === 'daily') request = dailyRequest(new Date());
  else {
    // No seed (or a bad one) in the address: the settings it gives with a random seed; bad settings: the first kind.
    const seed = randomSeed();
    const query = new URLSearchParams(location.search);
    query.set('seed', String(seed));
    request = requestFromQuery(location.search) ??
      requestFromQuery(`?${query}`) ?? { kind: 'intro', exits: 'classic', tiles: false, difficulty: null, theme: null, seed };
    history.replaceState(null, '', location.pathname + requestToQuery(request));
    showSettings(root, request);
  }
  // The daily puzzle is made ahead (scripts/generate-daily.ts): today's file, else made here as before.
  const answer = (data.mode === 'daily' && (await madeAhead(data.daily, request))) || (await ask(request));
  if (!answer.ok) {
    status.textContent = answer.reason === 'bad-request' ? s['fresh.bad'] : s[noneReason(request)];
    return null;
  }
  const puzzle = answer.puzzle;
  const words = wordGoal(s, puzzle.goal);
  const mover = / ([bw])(?: |$)/.exec(puzzle.position)?.[1] as 'b' | 'w';
  root.querySelector('[data-task-text]')!.textContent = `${fill(s.toMove, { player: data.players[mover] })} ${words.goal}`;
  root.querySelector<HTMLElement>('.puzzle-task')!.hidden = false;
  showFacts(root, data, puzzle);
  root.querySelector<HTMLElement>('[data-hint-text]')!.dataset.hint = puzzle.hint[data.lang];
  status.textContent = fill(data.mode === 'daily' ? s['fresh.daily'] : s['fresh.made'], {
    title: puzzle.title[data.lang],
    difficulty: puzzle.difficulty,
    seconds: (answer.ms / 1000).toFixed(1),
  });
  // What was made, for whoever wants to check it (the site tests re-solve it in Node).
  Object.assign(root.dataset, { position: puzzle.position, goal: JSON.stringify(puzzle.goal), solution: puzzle.solution, freshId: puzzle.id });
  const id = data.mode === 'daily' ? `daily-${dayNumber(new Date())}` : `endless-${request.seed}`;
  const player: PlayerData = {
    id,
    position: puzzle.position,
    difficulty: puzzle.difficulty,
    bits: puzzle.measure?.bits,
    lang: data.lang,
    tree: answer.tree,
    finish: answer.finish,
    reasons: words.reasons,
    list: [],
    base: data.base,
    strings: s,
    nextHref: `${data.base}endless/${requestToQuery({ ...request, seed: randomSeed() })}`,
  };
  await customElements.whenDefined('hexone-board');
  return new PuzzlePlayer(root, player, board);
}
