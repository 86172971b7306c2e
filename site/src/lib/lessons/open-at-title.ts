/**
 * A lesson page opened by a link to one of its steps (`…/chains/#step-3`, "continue where you left off") opens
 * at its title: the live player shows that step under it. The browser would otherwise scroll to the step's
 * anchor (written for readers without JavaScript, where every step is listed), hiding the title and the steps'
 * navigation. Chromium keeps trying the fragment's scroll until the page has loaded, so it is undone then too,
 * unless the reader has scrolled since.
 */
export function openAtTitle(): void {
  if (!/^#step-/.test(location.hash)) return;
  window.scrollTo(0, 0);
  let readerScrolled = false;
  const mark = () => { readerScrolled = true; };
  for (const event of ['wheel', 'touchmove', 'keydown'] as const) addEventListener(event, mark, { once: true, passive: true });
  const again = () => { if (!readerScrolled) window.scrollTo(0, 0); };
  if (document.readyState === 'complete') requestAnimationFrame(again);
  else addEventListener('load', () => requestAnimationFrame(again), { once: true });
}
