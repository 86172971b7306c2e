/**
 * The history page (/en/history/, /fr/history/) in the browser: shows what this browser kept (render.ts), downloads it
 * as a JSON file, imports such a file (read and checked whole first: a file that does not read is refused with its
 * reason in the page's language, and nothing changes), and forgets it all after the shared confirmation dialog.
 * Storage that is blocked, full or holds garbage is said in the page's message line, never thrown.
 */
import { LEVELS as HEXONE_LEVELS } from '@components/shared/levels.js';
import { LEVELS as HEXADOMINOS_LEVELS } from '@engine/hexadominos/bot/levels.js';
import { browserStorage } from '@components/shared/storage.js';
import { format } from '@site/i18n/format.js';
import { confirmReset } from '@site/lib/shared/confirm-reset.js';
import { type History, merged, parseHistory, serializeHistory } from '@site/lib/shared/history/record.js';
import { forgetHistory, loadHistory, saveHistory } from '@site/lib/shared/history/store.js';
import { type Context, renderGames, renderLadder, renderLevels, renderRating } from './render.js';

export function startHistoryPage(): void {
  const root = document.querySelector<HTMLElement>('[data-history]');
  const json = document.querySelector('script[data-history-strings]')?.textContent;
  if (!root || !json) return;
  const c: Context = {
    lang: document.documentElement.lang || 'en',
    s: JSON.parse(json) as Record<string, string>,
    play: { hexone: root.dataset.playHexone ?? '', hexadominos: root.dataset.playHexadominos ?? '' },
    levels: { hexone: HEXONE_LEVELS, hexadominos: HEXADOMINOS_LEVELS },
  };
  const $ = <T extends HTMLElement = HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
  const message = $('[data-history-message]');
  const say = (key: string, values: Record<string, string | number> = {}) => format(c.lang, c.s[key] ?? key, values);
  const show = (text: string, kind: 'info' | 'error' = 'info') => {
    message.textContent = text;
    message.classList.toggle('error', kind === 'error');
  };

  const storage = browserStorage();
  const loaded = loadHistory(storage);
  let history: History = loaded.history;
  if (!storage) show(say('history.blocked'), 'error');
  else if (loaded.corrupted) show(say('history.corrupt'), 'error');

  const render = () => {
    renderGames(c, $('[data-games]'), $('[data-games-count]'), history.games);
    renderLevels(c, $('[data-levels-box]'), history.games);
    renderLadder(c, $('[data-ladder-box]'), history.games);
    renderRating(c, $('[data-rating-box]'), history.rating);
  };

  $('[data-export]').addEventListener('click', () => {
    const file = `history-${new Date().toISOString().slice(0, 10)}.json`;
    const url = URL.createObjectURL(new Blob([serializeHistory(history)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000); // the download has started by then
    show(say('history.exported', { file }));
  });

  const input = $<HTMLInputElement>('[data-import]');
  input.addEventListener('change', async () => {
    const file = input.files?.[0];
    input.value = ''; // the same file chosen again is a new import
    if (!file) return;
    let text: string;
    try {
      text = file.size > 5_000_000 ? '' : await file.text();
    } catch {
      return show(say('history.problem.unreadable'), 'error');
    }
    const read = file.size > 5_000_000 ? ({ ok: false, problem: { reason: 'too-big' } } as const) : parseHistory(text);
    if (!read.ok) return show(say(`history.problem.${read.problem.reason}`, 'index' in read.problem ? { index: read.problem.index } : {}), 'error');
    const next = merged(history, read.history);
    if (!saveHistory(storage, next)) return show(say('history.problem.not-kept'), 'error');
    const added = next.games.length - history.games.length;
    history = loadHistory(storage).history; // what was kept (a full storage may have kept the newer half)
    render();
    show(say('history.imported', { count: Math.max(0, added) }));
  });

  $('[data-forget]').addEventListener('click', async () => {
    if (!(await confirmReset())) return;
    forgetHistory(storage);
    history = { games: [], rating: [] };
    render();
    show(say('history.forgotten'));
  });

  render();
  root.dataset.ready = 'true'; // for the end-to-end tests
}
