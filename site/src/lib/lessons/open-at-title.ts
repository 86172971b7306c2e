/**
 * A lesson page opened by a link to one of its steps (`…/chains/#step-3`, "continue where you left off") opens
 * at its title: the live player shows that step under it. The browser would otherwise scroll to the step's
 * anchor (written for readers without JavaScript, where every step is listed), hiding the title and the steps'
 * navigation. Chromium may scroll to the fragment again until the page has loaded, so that is undone too, on
 * the frame after the load event.
 */
export function openAtTitle(): void {
  if (!location.hash.startsWith('#step-')) return;
  const toTop = () => scrollTo(0, 0);
  toTop();
  const afterLoad = () => requestAnimationFrame(toTop);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}
