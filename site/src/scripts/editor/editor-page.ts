/**
 * The editor page's wiring: which game is edited, each game's draft and its undo history, the position
 * text field (both ways: an edit writes it, typing reads it through the engine), the problem line, the live
 * board (the game's element, loaded only when that game is chosen) and the four snippets with their copy
 * buttons. The edits themselves are pure functions (lib/editor/); the panels draw their own controls.
 */
import { format } from '../../i18n/format';
import { editorAddress } from '../../lib/editor/address';
import { editorSnippets } from '../../lib/editor/snippets';
import { EMBED_GAMES, type GameName } from '../../lib/embed/frame-options';
import { copyField } from './copy';
import { hexadominosPanel } from './hexadominos-panel';
import { hexonePanel } from './hexone-panel';
import type { DraftProblem, Panel } from './panel';

type Describe = (error: unknown, lang: string) => string;
/** Each game's element module (only the chosen game's is downloaded) and its sentence for an engine error. */
const ELEMENTS: Record<GameName, () => Promise<Describe>> = {
  hexone: () => import('@components/hexone-board/index.js').then((m) => m.describeError as Describe),
  hexadominos: () => import('@components/hexadominos-board/index.js').then((m) => m.describeHexadominosError as Describe),
};

interface Session {
  panel: Panel<unknown>;
  draft: unknown;
  history: unknown[];
  describe: Describe | null; // the element's error sentences, once its module is here
  board: HTMLElement | null;
}

export function startEditor(): void {
  const found = document.querySelector<HTMLElement>('[data-editor]');
  if (!found) return;
  const root: HTMLElement = found;
  const lang = root.dataset.lang === 'fr' ? 'fr' : 'en';
  const words = JSON.parse(document.querySelector('[data-editor-strings]')?.textContent ?? '{}') as Record<string, string>;
  const say = (key: string, values: Record<string, string | number> = {}) => format(lang, words[key] ?? key, values);
  const text = root.querySelector<HTMLTextAreaElement>('[data-text]')!;
  const problemLine = root.querySelector<HTMLElement>('[data-problem]')!;
  const preview = root.querySelector<HTMLElement>('[data-preview]')!;
  const snippets = root.querySelector<HTMLElement>('[data-snippets]')!;
  const option = (name: string) => root.querySelector<HTMLInputElement>(`[data-option="${name}"]`)!;

  let game: GameName = 'hexone';
  const session = () => sessions[game];
  const edit = (next: unknown) => {
    const s = session();
    if (next !== s.draft) s.history.push(s.draft);
    s.draft = next;
    refresh();
  };
  // Each game's controls come in two parts around the text and the live board (`[data-panel]`, components/<game>/editor/):
  // its panel script finds them in the whole editor by names of its own (data-hx, data-hd).
  const sessions: Record<GameName, Session> = {
    hexone: newSession(hexonePanel(root, say, () => sessions.hexone.draft as never, edit)),
    hexadominos: newSession(
      hexadominosPanel(
        root,
        lang,
        say,
        () => sessions.hexadominos.draft as never,
        edit,
        (m) => showProblem(m, true),
      ),
    ),
  };

  function newSession(panel: Panel<unknown>): Session {
    return { panel, draft: panel.start(), history: [], describe: null, board: null };
  }

  function showProblem(message: string, invalid: boolean) {
    problemLine.textContent = message;
    problemLine.dataset.state = invalid ? 'invalid' : 'valid';
  }

  /** One sentence for a draft's problem: ours in the page's words, the engine's through its element's messages. */
  function problemText(problem: DraftProblem): string {
    if (problem.code !== 'engine') return say(`problem.${problem.code}`, problem as Record<string, string | number>);
    const describe = session().describe;
    return describe ? describe(problem.error, lang) : String((problem.error as { reason?: string })?.reason ?? problem.code);
  }

  /** Draws everything from the current draft: panel, text, problem, live board, snippets. */
  function refresh({ keepText = false } = {}) {
    const { panel, draft } = session();
    panel.render(draft);
    if (!keepText) text.value = panel.text(draft);
    const problem = panel.problem(draft);
    showProblem(problem ? say('invalid', { why: problemText(problem) }) : say('valid'), !!problem);
    const valid = panel.valid(draft);
    showBoard(valid, panel.players(draft));
    writeSnippets(valid, panel.players(draft));
  }

  /** The live board shows the position while it is valid; while it is not, the last valid one, dimmed. */
  function showBoard(position: string, players: number) {
    const s = session();
    if (!s.board) return;
    if (!position) {
      preview.dataset.stale = '';
      preview.title = say('previewStale');
      return;
    }
    delete preview.dataset.stale;
    preview.removeAttribute('title');
    if (game === 'hexadominos') s.board.setAttribute('seats', Array.from({ length: players }, () => 'human').join(' '));
    s.board.setAttribute('position', position);
  }

  function writeSnippets(position: string, players: number) {
    const made = editorSnippets({
      game,
      position,
      lang,
      players,
      origin: location.origin,
      frameTitle: say(`game.${game}`),
      hostNote: say('host.cors'),
      readonly: option('readonly').checked,
      coordinates: option('coordinates').checked,
    });
    for (const [kind, value] of Object.entries(made)) {
      const field = root.querySelector<HTMLTextAreaElement>(`[data-snippet="${kind}"]`)!;
      field.value = position ? value : '';
      field.setAttribute('aria-disabled', String(!position));
    }
    for (const button of root.querySelectorAll<HTMLButtonElement>('[data-copy]')) button.disabled = !position;
    snippets.querySelector<HTMLElement>('[data-snippets-invalid]')!.hidden = !!position;
    if (position) delete snippets.dataset.invalid;
    else snippets.dataset.invalid = '';
  }

  /** Typing: valid text becomes the draft (the field is left as typed until it loses focus); anything else changes nothing. */
  function readText({ rewrite }: { rewrite: boolean }) {
    const s = session();
    const read = s.panel.read(text.value);
    if (!read.ok) {
      const describe = s.describe;
      showProblem(say('unreadable', { why: describe ? describe(read.error, lang) : String((read.error as { reason?: string }).reason ?? '') }), true);
      writeSnippets('', s.panel.players(s.draft));
      return;
    }
    if (s.panel.text(read.draft) !== s.panel.text(s.draft)) s.history.push(s.draft);
    s.draft = read.draft;
    refresh({ keepText: !rewrite });
  }

  /** Shows `name`'s panel and live board (its element is fetched the first time). */
  async function choose(name: GameName) {
    game = name;
    for (const panel of root.querySelectorAll<HTMLElement>('[data-panel]')) panel.hidden = panel.dataset.panel !== name;
    for (const only of root.querySelectorAll<HTMLElement>('[data-hexone-only]')) only.hidden = name !== 'hexone';
    for (const radio of root.querySelectorAll<HTMLInputElement>('input[name="game"]')) radio.checked = radio.value === name;
    // The header's menu is the edited game's (the layout draws both on this page: layouts/Base.astro).
    for (const nav of document.querySelectorAll<HTMLElement>('[data-game-nav]')) nav.hidden = nav.dataset.gameNav !== name;
    const s = session();
    preview.replaceChildren(...(s.board ? [s.board] : []));
    refresh();
    if (s.board) return;
    s.describe = await ELEMENTS[name]();
    const board = document.createElement(EMBED_GAMES[name].tag);
    board.setAttribute('readonly', '');
    board.setAttribute('lang', lang);
    if (name === 'hexone') board.setAttribute('coordinates', '');
    s.board = board;
    if (game === name) {
      preview.replaceChildren(board);
      refresh();
    }
  }

  for (const radio of root.querySelectorAll<HTMLInputElement>('input[name="game"]')) {
    radio.addEventListener('change', () => radio.checked && void choose(radio.value as GameName));
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-action="undo"]')) {
    button.addEventListener('click', () => {
      const s = session();
      if (!s.history.length) return;
      s.draft = s.history.pop();
      refresh();
    });
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-action="clear"]')) {
    button.addEventListener('click', () => edit(session().panel.clear(session().draft)));
  }
  text.addEventListener('input', () => readText({ rewrite: false }));
  text.addEventListener('change', () => readText({ rewrite: true }));
  for (const name of ['readonly', 'coordinates']) option(name).addEventListener('change', () => refresh());
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-copy]')) {
    button.addEventListener('click', async () => {
      const kind = button.dataset.copy!;
      const how = await copyField(root.querySelector<HTMLTextAreaElement>(`[data-snippet="${kind}"]`)!);
      root.querySelector<HTMLElement>(`[data-copied="${kind}"]`)!.textContent = say(how === 'copied' ? 'copied' : 'copySelected');
    });
  }

  // The address may open a game and a position (links from lessons, puzzles and notes).
  const address = editorAddress(location.search);
  root.hidden = false;
  void choose(address.game).then(() => {
    if (address.position === null) return;
    text.value = address.position;
    readText({ rewrite: true });
  });
}
