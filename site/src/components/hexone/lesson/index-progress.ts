/**
 * On the lessons index: writes each lesson's progress ("3 of 4 steps done") from localStorage and
 * offers to clear it. Runs after the list is printed; without it the list is simply the list.
 */
import { fillPlaceholders } from '../../../../../components/shared/placeholders.js';
import { browserStorage as storage } from '../../../../../components/shared/storage.js';
import { countDone, emptyProgress, loadProgress, saveProgress } from './progress.js';

export function showIndexProgress(): void {
  const list = document.querySelector<HTMLElement>('[data-lesson-index]');
  if (!list) return;
  const { progress } = loadProgress(storage());
  const template = list.dataset.progressTemplate ?? '{done}/{total}';
  const complete = list.dataset.progressComplete ?? '';
  let any = false;
  for (const item of list.querySelectorAll<HTMLElement>('[data-lesson]')) {
    const steps = (item.dataset.steps ?? '').split(' ').filter(Boolean);
    const done = countDone(progress, item.dataset.lesson ?? '', steps);
    const out = item.querySelector<HTMLElement>('[data-progress]');
    if (!out || done === 0) continue;
    any = true;
    out.textContent = done === steps.length ? `✓ ${complete}` : fillPlaceholders(template, { done, total: steps.length });
    out.hidden = false;
  }
  const row = document.querySelector<HTMLElement>('[data-reset-row]');
  const button = row?.querySelector<HTMLButtonElement>('[data-reset]');
  if (!row || !button || !any) return;
  row.hidden = false;
  button.addEventListener('click', () => {
    saveProgress(storage(), emptyProgress());
    for (const out of list.querySelectorAll<HTMLElement>('[data-progress]')) out.hidden = true;
    const status = row.querySelector('[data-reset-status]');
    if (status) status.textContent = button.dataset.doneText ?? '';
    button.disabled = true;
  });
}
