/**
 * On the puzzles index: the filters (kind, rule set, theme, not solved yet, my misses; kept in the
 * address and in the browser), each puzzle's result, the streak, the rating, the per-theme
 * dashboard, "replay my misses", "start"/"continue" following the filter, and clearing progress.
 * Runs after the list is printed; without it the list is simply the list.
 */
import { ALL, filterFromQuery, filterToQuery, isMiss, isSolved, matches, nextPuzzle, type Filter, type PuzzleMeta } from './filters.js';
import { format } from '@site/i18n/format.js';
import { emptyRating, loadRating, saveRating } from './rating.js';
import { browserStorage, emptyProgress, loadProgress, saveProgress, withFilter, type PuzzleProgress } from './progress.js';
import { confirmReset } from '@site/lib/shared/confirm-reset';

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
  const rated = loadRating(browserStorage());
  let rating = rated.rating;
  if (loaded.corrupted || rated.corrupted) {
    $('[data-notice]').textContent = s.corrupt;
    $('[data-notice]').hidden = false;
  }
  let progress: PuzzleProgress = withFilter(loaded.progress, filterFromQuery(location.search, loaded.progress.filter, data.ruleSets));
  for (const el of root.querySelectorAll<HTMLElement>('[data-live-only]')) el.hidden = false;

  const readForm = (): Filter => {
    const f = new FormData(form);
    return {
      kind: (f.get('kind') as Filter['kind']) ?? ALL,
      rules: String(f.get('rules') ?? ALL),
      unsolved: f.get('unsolved') === '1',
      theme: String(f.get('theme') ?? ALL),
      missed: f.get('missed') === '1',
    };
  };

  const render = () => {
    const { filter, results } = progress;
    form.kind.value = filter.kind;
    form.rules.value = filter.rules;
    (form.unsolved as HTMLInputElement).checked = filter.unsolved;
    form.theme.value = filter.theme;
    (form.missed as HTMLInputElement).checked = filter.missed;
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
    $('[data-rating]').textContent = rating.games
      ? fill(s.ratingSummary, { rating: Math.round(rating.rating), rd: Math.round(rating.rd), games: rating.games })
      : s.ratingNone;
    renderDashboard(results);
    const next = nextPuzzle(data.list, null, filter, results);
    const link = $<HTMLAnchorElement>('[data-continue]');
    const target = next && root.querySelector<HTMLAnchorElement>(`[data-id="${next.id}"] a`);
    // The same progress also keeps the exercises of *Learn from your mistakes* (mistake-… ids): only a puzzle of the
    // list tried makes "continue" and the reset row, so exercises alone leave the index as a newcomer sees it.
    const triedPuzzle = data.list.some((p) => results[p.id] !== undefined);
    if (target) {
      link.href = target.getAttribute('href') ?? link.href;
      link.textContent = fill(triedPuzzle ? s.continue : s.start, { title: target.textContent ?? '' });
    }
    $('[data-reset-row]').hidden = !triedPuzzle && progress.best === 0;
  };

  /** Per theme: puzzles tried, solved cleanly, missed (see progress.ts for the outcomes). */
  const renderDashboard = (results: Record<string, string>) => {
    for (const row of root.querySelectorAll<HTMLElement>('[data-theme-row]')) {
      const of = data.list.filter((p) => p.themes.includes(row.dataset.themeRow ?? ''));
      const tried = of.filter((p) => results[p.id] !== undefined).length;
      const clean = of.filter((p) => results[p.id] === 'solved').length;
      const missed = of.filter((p) => isMiss(results[p.id])).length;
      row.querySelector('[data-tried]')!.textContent = `${tried} / ${of.length}`;
      row.querySelector('[data-clean]')!.textContent = String(clean);
      row.querySelector('[data-missed]')!.textContent = String(missed);
    }
    const misses = data.list.filter((p) => isMiss(results[p.id])).length;
    const replay = $<HTMLButtonElement>('[data-replay-misses]');
    replay.textContent = fill(s.replayMisses, { count: misses });
    replay.disabled = misses === 0;
  };

  const applyFilter = (filter: Filter) => {
    progress = withFilter(progress, filter);
    saveProgress(browserStorage(), progress);
    history.replaceState(null, '', location.pathname + filterToQuery(progress.filter));
    render();
  };
  $('[data-replay-misses]').addEventListener('click', () => {
    applyFilter({ kind: ALL, rules: ALL, unsolved: false, theme: ALL, missed: true });
    $('[data-continue]').focus(); // the first miss to replay, one press away
  });

  form.addEventListener('change', () => applyFilter(readForm()));
  form.addEventListener('submit', (e) => e.preventDefault());
  const reset = $<HTMLButtonElement>('[data-reset]');
  reset.addEventListener('click', async () => {
    if (!(await confirmReset())) return;
    progress = withFilter(emptyProgress(), progress.filter);
    saveProgress(browserStorage(), progress);
    rating = emptyRating();
    saveRating(browserStorage(), rating);
    render();
    $('[data-reset-row]').hidden = false; // keep the confirmation readable
    $('[data-reset-status]').textContent = reset.dataset.doneText ?? '';
    reset.disabled = true;
  });
  saveProgress(browserStorage(), progress); // a filter from the address becomes the one "next puzzle" follows
  render();
}
