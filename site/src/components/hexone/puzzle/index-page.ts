/**
 * On the puzzles index: the filters (kind, rule set, not solved yet; kept in the address and in
 * the browser), each puzzle's result, the streak, "start"/"continue" following the filter, and
 * clearing progress. Runs after the list is printed; without it the list is simply the list.
 */
import { ALL, filterFromQuery, filterToQuery, isSolved, matches, nextPuzzle, type Filter, type PuzzleMeta } from './filters.js';
import { format } from '../../../i18n/format.js';
import { browserStorage, emptyProgress, loadProgress, saveProgress, withFilter, type PuzzleProgress } from './progress.js';

export interface IndexData {
  list: PuzzleMeta[];
  ruleSets: string[];
  strings: Record<string, string>; // status.*, streak, solvedCount, count, start, continue, corrupt (no prefix)
}

/** Counts follow the page language's plural rules (`{count, plural, …}` in the dictionary). */
const fill = (text: string, values: Record<string, string | number>) => format(document.documentElement.lang || 'en', text, values);

export function startPuzzleIndex(): void {
  const root = document.querySelector<HTMLElement>('[data-puzzle-index]');
  const json = document.querySelector('script[data-puzzle-index-data]')?.textContent;
  if (!root || !json) return;
  let data: IndexData;
  try {
    data = JSON.parse(json) as IndexData;
  } catch {
    return;
  }
  const s = data.strings;
  const $ = <T extends HTMLElement = HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
  const form = $<HTMLFormElement>('[data-filters]');
  const loaded = loadProgress(browserStorage());
  if (loaded.corrupted) {
    $('[data-notice]').textContent = s.corrupt;
    $('[data-notice]').hidden = false;
  }
  let progress: PuzzleProgress = withFilter(loaded.progress, filterFromQuery(location.search, loaded.progress.filter, data.ruleSets));
  for (const el of root.querySelectorAll<HTMLElement>('[data-live-only]')) el.hidden = false;

  const readForm = (): Filter => {
    const f = new FormData(form);
    return { kind: (f.get('kind') as Filter['kind']) ?? ALL, rules: String(f.get('rules') ?? ALL), unsolved: f.get('unsolved') === '1' };
  };

  const render = () => {
    const { filter, results } = progress;
    form.kind.value = filter.kind;
    form.rules.value = filter.rules;
    (form.unsolved as HTMLInputElement).checked = filter.unsolved;
    let shown = 0;
    for (const item of root.querySelectorAll<HTMLElement>('[data-list] > li')) {
      const meta = data.list.find((p) => p.id === item.dataset.id);
      item.hidden = !meta || !matches(meta, filter, results);
      if (!item.hidden) shown++;
      const out = item.querySelector<HTMLElement>('[data-result]')!;
      const outcome = results[item.dataset.id ?? ''];
      out.textContent = outcome ? ` ${outcome === 'failed' ? '✗' : '✓'} ${s[`status.${outcome}`]}` : '';
      if (outcome) out.dataset.outcome = outcome;
      else delete out.dataset.outcome;
    }
    $('[data-count]').textContent = fill(s.count, { shown, total: data.list.length });
    $('[data-none]').hidden = shown > 0;
    const solved = data.list.filter((p) => isSolved(results[p.id])).length;
    $('[data-solved]').textContent = fill(s.solvedCount, { solved, total: data.list.length });
    $('[data-streak]').textContent = fill(s.streak, { streak: progress.streak, best: progress.best });
    const next = nextPuzzle(data.list, null, filter, results);
    const link = $<HTMLAnchorElement>('[data-continue]');
    const target = next && root.querySelector<HTMLAnchorElement>(`[data-id="${next.id}"] a`);
    if (target) {
      link.href = target.getAttribute('href') ?? link.href;
      link.textContent = fill(Object.keys(results).length ? s.continue : s.start, { title: target.textContent ?? '' });
    }
    $('[data-reset-row]').hidden = Object.keys(results).length === 0 && progress.best === 0;
  };

  form.addEventListener('change', () => {
    progress = withFilter(progress, readForm());
    saveProgress(browserStorage(), progress);
    history.replaceState(null, '', location.pathname + filterToQuery(progress.filter));
    render();
  });
  form.addEventListener('submit', (e) => e.preventDefault());
  const reset = $<HTMLButtonElement>('[data-reset]');
  reset.addEventListener('click', () => {
    progress = withFilter(emptyProgress(), progress.filter);
    saveProgress(browserStorage(), progress);
    render();
    $('[data-reset-row]').hidden = false; // keep the confirmation readable
    $('[data-reset-status]').textContent = reset.dataset.doneText ?? '';
    reset.disabled = true;
  });
  saveProgress(browserStorage(), progress); // a filter from the address becomes the one "next puzzle" follows
  render();
}
