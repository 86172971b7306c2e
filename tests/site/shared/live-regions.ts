/**
 * What a screen reader is given to read, recorded from the page's live regions (aria-live other than "off", or role
 * status, alert or log), in the document and in every shadow root (the boards' own lines): each time a region that is
 * shown changes its text, that text is one announcement. The same words set again count again (a reader reads them
 * again); a region that is hidden (display: none, hidden) is not read and not counted.
 */
import type { Page } from '@playwright/test';

/** Starts recording announcements on the page as it is now (call it once the page's elements are there). */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    const last = new Map<Element, string>();
    const live = (el: Element) => {
      const politeness = el.getAttribute('aria-live');
      return (politeness !== null && politeness !== 'off') || ['status', 'alert', 'log'].includes(el.getAttribute('role') ?? '');
    };
    const regionOf = (node: Node): Element | null => {
      for (let el = node instanceof Element ? node : node.parentElement; el; el = el.parentElement) if (live(el)) return el;
      return null;
    };
    const note = (mutations: MutationRecord[]) => {
      for (const mutation of mutations) {
        const region = regionOf(mutation.target);
        if (!region || !region.checkVisibility()) continue;
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (last.get(region) === (region.textContent ?? '')) continue;
        last.set(region, region.textContent ?? '');
        if (text) said.push(text);
      }
    };
    const observe = (root: Document | ShadowRoot) => {
      new MutationObserver(note).observe(root, { subtree: true, childList: true, characterData: true });
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) observe(el.shadowRoot);
    };
    observe(document);
  });
}

/** How many announcements since recording began hold `words` (spaces and no-break spaces alike). */
export async function timesSaid(page: Page, words: string): Promise<{ count: number; said: string[] }> {
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
  const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  return { count: said.filter((text) => plain(text).includes(plain(words))).length, said };
}
