/**
 * A refused click is announced exactly once (issue 30): on Hexone's lesson and puzzle pages and on Hexa-dominos'
 * lesson pages, a person clicks (a laptop, English) or taps (a 390 × 844 phone, French) something the rules refuse,
 * and the words that say why reach the page's live regions, the boards' own lines included, once: not in the page's
 * verdict line and again in the board's message, not set twice in one line.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordAnnouncements, timesSaid } from './live-regions.js';

const POINTERS = [
  { kind: 'mouse', lang: 'en', use: { viewport: { width: 1280, height: 800 } } },
  { kind: 'touch', lang: 'fr', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;
type Lang = (typeof POINTERS)[number]['lang'];

/** The refusal words of each case, in each language (the board's own, or the lesson's naming the rule it teaches). */
const WORDS: Record<string, Record<Lang, string>> = {
  centre: { en: 'Nobody places on the centre (c3).', fr: 'Personne ne pose sur le centre (c3).' },
  fullest: {
    en: 'c2 must wait: the cell holding the most pawns explodes first (b3, d3).',
    fr: 'c2 doit attendre\u202f: la case qui porte le plus de pions explose d’abord (b3, d3).',
  },
  misfit: {
    en: '1 2 3 3 4 5 does not fit on this place, however it is turned',
    fr: '1 2 3 3 4 5 ne se pose pas sur cet emplacement, quel que soit son sens',
  },
  greyed: {
    en: 'After drawing, only the tile just drawn (1 1 2 2 3 4) may be laid.',
    fr: 'Après une pioche, seule la tuile piochée (1 1 2 2 3 4) peut être posée.',
  },
};

const hexoneIdle = (page: Page) => page.evaluate(() => document.querySelector('hexone-board')!.whenIdle());

/** Presses the middle of `target` as a person does: scrolled to first, then a click or a tap. */
async function press(page: Page, kind: 'mouse' | 'touch', target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (kind === 'touch') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** The refusal's words were announced once, and are on screen (the announcement is not a hidden region's). */
async function saidOnce(page: Page, words: string): Promise<void> {
  await expect
    .poll(async () => {
      const { count, said } = await timesSaid(page, words);
      return count ? 'said' : `not yet, among ${JSON.stringify(said)}`;
    })
    .toBe('said');
  await page.waitForTimeout(300); // anything said after the first announcement (a second line, a repeat) is said by now
  const { count, said } = await timesSaid(page, words);
  expect(count, `announced: ${JSON.stringify(said)}`).toBe(1);
}

for (const pointer of POINTERS) {
  test.describe(`by ${pointer.kind} (${pointer.lang})`, () => {
    test.use(pointer.use);
    const { kind, lang } = pointer;

    test('Hexone: a refused click on a puzzle and in a lesson is announced once', async ({ page }) => {
      await page.goto(`/${lang}/hexone/puzzles/four-04/`);
      await expect(page.locator('.puzzle.is-live')).toBeVisible();
      await hexoneIdle(page);
      await recordAnnouncements(page);
      await press(page, kind, page.locator('hexone-board [data-cell="c3"]'));
      await saidOnce(page, WORDS.centre[lang]);

      await page.goto(`/${lang}/hexone/lessons/fullest-first/#step-most-first`);
      await expect(page.locator('.lesson.is-live')).toBeVisible();
      await hexoneIdle(page);
      await recordAnnouncements(page);
      await press(page, kind, page.locator('hexone-board [data-cell="c2"]'));
      await saidOnce(page, WORDS.fullest[lang]);
    });

    test('Hexa-dominos: a tile that fits the outlined place in no turn, and a greyed tile after a draw, are announced once', async ({ page }) => {
      const open = async (lesson: string, step: string) => {
        await page.goto(`/${lang}/hexadominos/lessons/${lesson}/#step-${step}`);
        const board = page.locator('[data-hd-lesson] hexadominos-board');
        await expect(board.locator('.rack-tile').first()).toBeVisible();
        await recordAnnouncements(page);
        return board;
      };
      let board = await open('matching', 'two-sides');
      await press(page, kind, board.locator('.rack-tile[data-tile="123345"]'));
      await press(page, kind, board.locator('[data-outline="1,-1"] polygon'));
      await saidOnce(page, WORDS.misfit[lang]);

      board = await open('drawing', 'lay-drawn');
      await press(page, kind, board.locator('button.draw'));
      await expect(board.locator('.rack-tile')).toHaveCount(2);
      await press(page, kind, board.locator('.rack-tile[data-tile="123345"]'));
      await saidOnce(page, WORDS.greyed[lang]);
    });
  });
}
