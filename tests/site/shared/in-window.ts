/**
 * What a screen must show, checked as rectangles: each part's box (Playwright's boundingBox, in the window's CSS
 * pixels) lies wholly inside the window, 0..width × 0..height. Used by both games' fit specs, at the sizes the site is
 * checked at (a 1280 × 800 and a 1366 × 768 laptop, a 390 × 844 phone by touch), and pressed as a person presses: at
 * the middle of what they see, without scrolling it into view first (the layout must have put it there).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { collectErrors } from './site-pages.js';

export interface Size {
  name: string;
  width: number;
  height: number;
  touch: boolean;
}
export const SIZES: Size[] = [
  { name: 'laptop 1280 × 800', width: 1280, height: 800, touch: false },
  { name: 'laptop 1366 × 768', width: 1366, height: 768, touch: false },
  { name: 'phone 390 × 844', width: 390, height: 844, touch: true },
];

/** The labels of `parts` whose box is missing or reaches outside the window (half a pixel of rounding allowed). */
export async function outside(page: Page, parts: Record<string, Locator>): Promise<string[]> {
  const { width, height } = page.viewportSize()!;
  const out: string[] = [];
  const boxes = await Promise.all(Object.values(parts).map((part) => part.boundingBox()));
  for (const [k, label] of Object.keys(parts).entries()) {
    const box = boxes[k];
    if (!box) out.push(`${label}: no box`);
    else if (box.x < -0.5 || box.y < -0.5 || box.x + box.width > width + 0.5 || box.y + box.height > height + 0.5)
      out.push(`${label}: ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`);
  }
  return out;
}

/**
 * A part of a screen named by selectors, for `partsOutside`: an element of the page (`css`), or of the shadow tree of the
 * element `host`; `optional` parts are left out when absent (a rack with no tile), any other must be there.
 */
export interface Part {
  css: string;
  host?: string;
  optional?: boolean;
}

/**
 * What `outside` says, for parts named by selectors, measured in one script run in the page (getBoundingClientRect: the
 * boxes Playwright's boundingBox gives, in the window's CSS pixels): one round trip however many parts, which keeps a
 * walk through every lesson step quick on a busy machine. A part with no box (absent, or not displayed) is outside.
 */
export async function partsOutside(page: Page, parts: Record<string, Part>): Promise<string[]> {
  const { width, height } = page.viewportSize()!;
  return page.evaluate(
    ({ parts, width, height }) => {
      const out: string[] = [];
      for (const [label, part] of Object.entries(parts)) {
        const root = part.host ? document.querySelector(part.host)?.shadowRoot : document;
        const el = root?.querySelector(part.css);
        // No layout box at all (absent, or not displayed), as Playwright's boundingBox answers null: an empty row's 0 × 0 box counts.
        const box = el?.getClientRects().length ? el.getBoundingClientRect() : null;
        if (!box) {
          if (!part.optional || el) out.push(`${label}: no box`);
        } else if (box.x < -0.5 || box.y < -0.5 || box.right > width + 0.5 || box.bottom > height + 0.5)
          out.push(`${label}: ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
      return out;
    },
    { parts, width, height },
  );
}

/** Every part of `parts` in the window (polled: the page lands on its board in the frame after a change). */
export async function expectPartsInWindow(page: Page, parts: Record<string, Part>, where: string): Promise<void> {
  await expect.poll(() => partsOutside(page, parts), { message: `${where}: outside the window`, timeout: 4000, intervals: [50] }).toEqual([]);
}

/** Every part of `parts` in the window (polled: the page lands on its board in the frame after a change). */
export async function expectInWindow(page: Page, parts: Record<string, Locator>, where: string): Promise<void> {
  await expect.poll(() => outside(page, parts), { message: `${where}: outside the window`, timeout: 4000, intervals: [50] }).toEqual([]);
}

/** A press at the middle of `target` as it is on screen (a tap on a phone, a click on a laptop): no scrolling first. */
export function pressAsSeen(page: Page, size: Size): (target: Locator) => Promise<void> {
  return async (target) => {
    const box = await target.boundingBox();
    if (!box) throw new Error(`nothing to press: ${String(target)}`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (size.touch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
  };
}

/** What a game's lesson walk needs of its pages (walkLessons). */
export interface LessonWalk {
  lessons: readonly { slug: string; steps: readonly { id: string }[] }[];
  /** The address of a lesson's page in a language. */
  path: (lang: string, slug: string) => string;
  /** Waits until the page's lesson player has started, if the game's page shows it. */
  ready?: (page: Page) => Promise<void>;
  /** On a phone, which opens at the title and the step's text: the scroll a learner makes down to the lesson. */
  land: (page: Page) => Promise<void>;
  /** The parts the step needs in view (the step's text only on a laptop). */
  parts: (stepId: string, laptop: boolean) => Record<string, Part>;
}

/**
 * Every step of every lesson, walked as a learner does: each lesson's page opened once, then *Next step* pressed where it
 * shows. `sizes` share the page: each step's Next is pressed at one of them in turn (the first size for the first step,
 * the second for the second…), the parts checked there, then at the others after resizing the window.
 */
export async function walkLessons(page: Page, walk: LessonWalk, lang: string, sizes: Size[]): Promise<void> {
  const errors = collectErrors(page);
  const size = (k: number) => sizes[k % sizes.length];
  for (const lesson of walk.lessons) {
    if (page.viewportSize()!.width !== sizes[0].width) await page.setViewportSize(sizes[0]);
    await page.goto(walk.path(lang, lesson.slug), { waitUntil: 'domcontentloaded' });
    await walk.ready?.(page);
    for (const [k, step] of lesson.steps.entries()) {
      const where = `${lesson.slug}, step ${k + 1} (${step.id})`;
      const now = size(k);
      if (page.viewportSize()!.width !== now.width) await page.setViewportSize(now);
      if (k === 0 && now.touch) await walk.land(page);
      if (k > 0) await pressAsSeen(page, now)(page.locator('[data-action="next"]'));
      await expect(page.locator(`[data-step="${step.id}"]`)).toBeVisible();
      // The task under the board (shown where the step's text is not beside it) says this step's task.
      const ask = await page.locator(`[data-step="${step.id}"] [data-ask]`).textContent();
      await expect(page.locator('[data-ask-again]')).toHaveText(ask!);
      for (const other of [now, ...sizes.filter((s) => s !== now)]) {
        if (page.viewportSize()!.width !== other.width) await page.setViewportSize(other);
        await expectPartsInWindow(page, walk.parts(step.id, !other.touch), `${where}, ${other.name}`);
      }
    }
  }
  expect(errors).toEqual([]);
}
