/**
 * On a lessons index (any game's; `key` is that game's progress key): writes each lesson's progress ("3 of 4 steps done") and stars ("9 stars of
 * 12") from localStorage and offers to clear it. Runs after the list is printed; without it the list
 * is simply the list.
 */
import { format } from '../../i18n/format.js';
import { browserStorage as storage, countDone, emptyProgress, lessonStars, loadProgressFrom, saveProgressTo } from './progress.js';
import { confirmReset } from '../shared/confirm-reset';

export function showIndexProgress(key: string): void {
  const list = document.querySelector<HTMLElement>('[data-lesson-index]');
  if (!list) return;
  const { progress } = loadProgressFrom(storage(), key);
  const template = list.dataset.progressTemplate ?? '{done}/{total}';
  const complete = list.dataset.progressComplete ?? '';
  const lang = document.documentElement.lang || 'en';
  let any = false;
  for (const item of list.querySelectorAll<HTMLElement>('[data-lesson]')) {
    const steps = (item.dataset.steps ?? '').split(' ').filter(Boolean);
    const done = countDone(progress, item.dataset.lesson ?? '', steps);
    const out = item.querySelector<HTMLElement>('[data-progress]');
    if (!out || done === 0) continue;
    any = true;
    out.textContent = done === steps.length ? `✓ ${complete}` : format(lang, template, { done, total: steps.length });
    out.hidden = false;
    const stars = item.querySelector<HTMLElement>('[data-stars]');
    const words = stars?.querySelector('[data-words]');
    if (!stars || !words) continue;
    // Stars count over the steps that earn them (`data-starred`: a free-play step earns none), when the page says which.
    const starred = item.dataset.starred === undefined ? steps : item.dataset.starred.split(' ').filter(Boolean);
    const { earned, max } = lessonStars(progress, item.dataset.lesson ?? '', starred);
    words.textContent = format(lang, list.dataset.starsTemplate ?? '{count}/{max}', { count: earned, max });
    stars.hidden = false;
  }
  const row = document.querySelector<HTMLElement>('[data-reset-row]');
  const button = row?.querySelector<HTMLButtonElement>('[data-reset]');
  if (!row || !button || !any) return;
  row.hidden = false;
  button.addEventListener('click', async () => {
    if (!(await confirmReset())) return;
    saveProgressTo(storage(), key, emptyProgress());
    for (const out of list.querySelectorAll<HTMLElement>('[data-progress], [data-stars]')) out.hidden = true;
    for (const out of document.querySelectorAll<HTMLElement>('[data-continue]')) out.hidden = true; // nothing left to continue
    const status = row.querySelector('[data-reset-status]');
    if (status) status.textContent = button.dataset.doneText ?? '';
    button.disabled = true;
  });
}
