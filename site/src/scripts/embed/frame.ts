/**
 * The iframe page's script: builds the one board its address asks for (lib/embed/frame-options.ts), and,
 * with `events` in the address, posts the board's events and the page's height to the embedding page:
 *
 *   window.addEventListener('message', (e) => {
 *     if (e.data?.source === 'hexone-frame') console.log(e.data.type, e.data.detail); // 'hexone-change', { record, … }
 *   });
 *
 * Messages carry what anyone at the table may see, so they go to any origin ('*'); with `origin=…` in the
 * address they go to that origin only, and carry the viewing seat's rack too (frame-options.ts).
 */
import { EMBED_GAMES, type GameName, frameMessage, frameSetup } from '../../lib/embed/frame-options';

/** Each game's element module: only the one the address asks for is downloaded. */
const ELEMENTS: Record<GameName, () => Promise<unknown>> = {
  hexone: () => import('@components/hexone-board/index.js'),
  hexadominos: () => import('@components/hexadominos-board/index.js'),
};

const holder = document.getElementById('frame-board')!;
const problems = document.getElementById('frame-problems')!;
const setup = frameSetup(location.search);

if (setup.theme !== 'auto') document.documentElement.style.colorScheme = setup.theme;
if (setup.problems.length) {
  // The page wrote one message per kind of problem, in its language: fill in the values.
  for (const problem of setup.problems) {
    const template = problems.querySelector<HTMLTemplateElement>(`template[data-kind="${problem.kind}"]`);
    const line = document.createElement('li');
    line.textContent = (template?.content.textContent ?? '').replace('{value}', problem.value);
    problems.querySelector('ul')!.append(line);
  }
  problems.hidden = false;
}

const post = (type: string, detail: unknown) => {
  if (!setup.events || window.parent === window) return;
  window.parent.postMessage(frameMessage(type, detail, setup.origin === '*' ? 'public' : 'viewer'), setup.origin);
};

ELEMENTS[setup.game]().then(
  () => {
    const board = document.createElement(setup.tag);
    board.setAttribute('lang', document.documentElement.lang);
    for (const [name, value] of setup.attributes) board.setAttribute(name, value);
    if (setup.theme !== 'auto') board.style.colorScheme = setup.theme;
    for (const type of EMBED_GAMES[setup.game].events) board.addEventListener(type, (event) => post(type, (event as CustomEvent).detail));
    holder.replaceChildren(board);
    // The height the frame needs, so the embedding page can size its <iframe> to the board.
    new ResizeObserver(() => post('resize', { height: Math.ceil(document.documentElement.scrollHeight) })).observe(document.body);
    post('ready', { game: setup.game });
  },
  () => {
    holder.querySelector('[data-loading]')?.setAttribute('hidden', '');
    holder.querySelector('[data-failed]')?.removeAttribute('hidden');
  },
);
