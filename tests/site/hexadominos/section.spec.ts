/**
 * The Hexa-dominos section on the built site, in both languages: reachable from the home page and the
 * navigation; every lesson step printed with its table, the learner's rack and its solution; the rules
 * page with its diagrams; the play page's setup form carrying 4 seats (3 computers) through the address.
 * (Axe, languages and the switch run on every page in pages.spec.ts, which crawls these pages too.)
 */
import { expect, test } from '@playwright/test';
import { readHexadominosLessons, type Lesson } from '@site/components/hexadominos/lesson/content.js';
import { LANGS, t } from '@site/i18n/index.js';
import { collectErrors } from '../shared/site-pages.js';
import { legalActions } from '@engine/hexadominos/rules.js';
import type { Action, GameState } from '@engine/hexadominos/types.js';

// The lesson files, read as the build reads them (the build goes through Astro's content collection, which Playwright lacks).
const HD_LESSONS: Lesson[] = readHexadominosLessons();

/** Waits for the board, clicks away the who-starts draw or the privacy screen if one shows (as a person would), then hands back the state. */
async function readyState(board: import('@playwright/test').Locator): Promise<GameState> {
  return (await board.evaluate(async (b: any) => {
    await b.whenIdle();
    const screen = b.shadowRoot.querySelector('button.start, button.ready') as HTMLButtonElement | null;
    if (screen) {
      screen.click();
      await b.whenIdle();
    }
    return b.state;
  })) as GameState;
}

for (const lang of LANGS) {
  test(`${lang}: the section is reached from the home page and the navigation`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`/${lang}/`);
    await page.getByRole('link', { name: t(lang, 'home.cta.hexadominos') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/hexadominos/$`));
    await expect(page.locator('h1')).toHaveText(t(lang, 'hd.name'));
    await page.goto(`/${lang}/hexone/rules/`);
    await page
      .getByRole('navigation', { name: t(lang, 'nav.label') })
      .getByRole('link', { name: t(lang, 'nav.hexadominos') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/hexadominos/$`));
    for (const [key, path] of [
      ['hd.nav.lessons', 'lessons/'],
      ['hd.nav.play', 'play/'],
      ['hd.nav.rules', 'rules/'],
      ['hd.nav.notes', 'notes/'],
    ] as const) {
      await page
        .getByRole('navigation', { name: t(lang, 'hd.nav.label') })
        .getByRole('link', { name: t(lang, key), exact: true })
        .click();
      // The play page deals a game at once and writes it in its address (?record=…): the path is what is checked.
      await expect(page).toHaveURL(new RegExp(`/${lang}/hexadominos/${path}(\\?[^#]*)?$`));
      await expect(page.getByRole('navigation', { name: t(lang, 'hd.nav.label') }).getByRole('link', { name: t(lang, key), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    expect(errors).toEqual([]);
  });

  test(`${lang}: the rules page draws its tiles and offers to print`, async ({ page }) => {
    await page.goto(`/${lang}/hexadominos/rules/`);
    await expect(page.getByRole('button', { name: t(lang, 'rules.print') })).toBeVisible();
    // Two single tiles, two tables for matching, one bonus, two flowers: each an image with a name.
    const drawings = page.locator('.hd-drawing svg[role="img"]');
    await expect(drawings).toHaveCount(7);
    for (const label of await drawings.evaluateAll((svgs) => svgs.map((s) => s.getAttribute('aria-label') ?? ''))) expect(label.length).toBeGreaterThan(10);
    // The first tile reads 1, 1, 2, 3, 4, 5 clockwise from the east.
    await expect(drawings.first().locator('text')).toHaveText(['1', '1', '2', '3', '4', '5']);
  });

  test(`${lang}: without JavaScript, every lesson prints each step with its table, rack and solution`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/${lang}/hexadominos/lessons/`);
    await expect(page.locator('.lesson-index > li')).toHaveCount(HD_LESSONS.length);
    for (const lesson of HD_LESSONS) {
      await page.goto(`/${lang}/hexadominos/lessons/${lesson.slug}/`);
      await expect(page.locator('h1')).toHaveText(lesson.title[lang]);
      const steps = page.locator('[data-step]');
      await expect(steps).toHaveCount(lesson.steps.length);
      for (const [k, step] of lesson.steps.entries()) {
        const item = steps.nth(k);
        await expect(item.locator('.hd-ask')).toContainText(step.ask[lang]);
        await expect(item.locator('.hd-drawing svg[role="img"]')).toHaveCount(1);
        if (step.solution) {
          await item.getByText(t(lang, 'hd.lessons.solution')).click();
          await expect(item.locator('[data-solution]')).toBeVisible();
        }
      }
    }
    await context.close();
  });

  // Every lesson completed on the live board, with its progress kept: tests/site/hexadominos/lessons-pointer.spec.ts
  // (each step by real clicks and taps). Here, progress that cannot be read.
  test(`${lang}: corrupted lesson progress gives a notice and the learner starts afresh`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`/${lang}/hexadominos/lessons/${HD_LESSONS[0].slug}/`);
    await expect(page.locator('[data-hd-lesson].is-live')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('hexadominos.lessons.v1', '{not json'));
    await page.reload();
    await expect(page.locator('[data-notice]')).toHaveText(t(lang, 'lessons.corrupt'));
    await expect(page.locator('[data-hd-lesson].is-live')).toBeVisible();
    await expect(page.locator('[data-done]:visible')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`${lang}: a wrong try is explained after the rule it breaks, and "show me" plays the solution`, async ({ page }) => {
    const lesson = HD_LESSONS.find((l) => l.steps.some((s) => 'goal' in s.task && s.task.goal === 'draw'))!;
    const step = lesson.steps.find((s) => 'goal' in s.task && s.task.goal === 'draw')!;
    await page.goto(`/${lang}/hexadominos/lessons/${lesson.slug}/#step-${step.id}`);
    await expect(page.locator('[data-hd-lesson].is-live')).toBeVisible();
    const board = page.locator('hexadominos-board');
    // The step asks to draw; laying the tile that fits instead is a miss.
    await board.evaluate(async (b: any) => {
      await b.whenIdle();
      b.place('123345', [-1, 0], 3);
      await b.whenIdle();
    });
    await expect(page.locator('[data-feedback]')).toHaveAttribute('data-tone', 'wrong');
    await expect(page.locator('[data-feedback]')).toContainText(t(lang, 'hd.lessons.wrong.placedInstead'));
    await page.getByRole('button', { name: t(lang, 'lessons.show') }).click();
    await expect(page.locator('[data-feedback]')).toHaveText(t(lang, 'lessons.shown'), { timeout: 10_000 });
    expect(await board.evaluate((b: any) => b.state.pile.length)).toBe(2);
  });

  test(`${lang}: the play page's setup carries 4 seats, 3 of them computers, through the address`, async ({ page }) => {
    await page.goto(`/${lang}/hexadominos/play/`);
    // A game is dealt on arrival (you against one computer): the setup is folded under "New game".
    await page.locator('[data-setup-box] > summary').click();
    await page.getByLabel(t(lang, 'hd.play.seat', { n: 2 })).selectOption('easy');
    await page.getByLabel(t(lang, 'hd.play.seat', { n: 3 })).selectOption('medium');
    await page.getByLabel(t(lang, 'hd.play.seat', { n: 4 })).selectOption('hard');
    await page.getByLabel(t(lang, 'hd.play.scoring'), { exact: true }).selectOption('simple');
    await page.getByLabel(t(lang, 'hd.play.target')).fill('500');
    await page
      .locator('[data-hd-setup]')
      .getByRole('button', { name: t(lang, 'hd.play.start') })
      .click();
    await expect(page.locator('[data-hd-play] hexadominos-board')).toHaveAttribute('seats', 'human computer:easy computer:medium computer:hard');
    // Once dealt, the address is the game's own (its share link): seats, target and the record, scoring in it.
    await expect(page).toHaveURL(/record=simple\.players-4\.seed-\d+.*&seats=human%2Ccomputer%3Aeasy%2Ccomputer%3Amedium%2Ccomputer%3Ahard&target=500/);
    // The form, folded under "New game", shows the game's settings.
    await page.reload();
    await expect(page.getByLabel(t(lang, 'hd.play.seat', { n: 4 }))).toHaveValue('hard');
    await expect(page.getByLabel(t(lang, 'hd.play.scoring'), { exact: true })).toHaveValue('simple');
    await expect(page.getByLabel(t(lang, 'hd.play.target'))).toHaveValue('500');
  });

  // The person's seat is driven by the board's methods: the first legal action the engine lists (a
  // placement when one fits, else draw, else pass); the three computers play on their own (delay 0).
  test(`${lang}: a game with 4 seats, 3 of them computers, is played to the end and kept across a reload`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    await page.goto(`/${lang}/hexadominos/play/?seat0=human&seat1=easy&seat2=medium&seat3=hard&scoring=standard&target=0`);
    const board = page.locator('[data-hd-play] hexadominos-board');
    await expect(board).toHaveAttribute('seats', 'human computer:easy computer:medium computer:hard');
    await board.evaluate((b: any) => (b.delay = 0));
    for (let turn = 0; turn < 400; turn++) {
      // The computers play on their own: wait for the person's turn or the end (clicking away the who-starts draw).
      await page.waitForFunction(
        () => {
          const b = document.querySelector<any>('[data-hd-play] hexadominos-board');
          (b.shadowRoot.querySelector('button.start') as HTMLButtonElement | null)?.click();
          return b.state.over || b.state.toMove === 0;
        },
        undefined,
        { timeout: 30_000 },
      );
      const state = await readyState(board);
      if (state.over) break;
      if (state.toMove !== 0) continue;
      const action = legalActions(state)[0];
      await board.evaluate((b: any, a: Action) => (a.type === 'place' ? b.place(a.tile, a.at, a.rot) : a.type === 'draw' ? b.draw() : b.pass()), action);
    }
    const final = (await board.evaluate((b: any) => b.state)) as GameState;
    expect(final.over).toBe(true);
    const record = await board.evaluate((b: any) => b.getRecord() as string);
    // The move list is the record's, one line per action.
    const moves = page.locator('[data-moves] li');
    await expect(moves).toHaveCount(record.split('|')[1].trim().split(/\s+/).length);
    // The address holds the game: a reload shows it again; a bare address reads the kept game.
    await page.reload();
    await expect.poll(() => board.evaluate((b: any) => b.getRecord())).toBe(record);
    await page.goto(`/${lang}/hexadominos/play/`);
    await expect(page.locator('[data-play-notice]')).toHaveText(t(lang, 'hd.play.resume'));
    await expect.poll(() => board.evaluate((b: any) => b.getRecord())).toBe(record);
    // Stepping back: the first move's position, read-only; then back to the game.
    // (The move's own button: once the review is there, a move that left points also has a Better button.)
    await moves.first().locator('[data-view]').click();
    await expect(page.locator('[data-viewing]')).toBeVisible();
    expect(await board.evaluate((b: any) => b.readonly)).toBe(true);
    await expect.poll(() => board.evaluate((b: any) => (b.getRecord() as string).split('|')[1].trim())).toBe(record.split('|')[1].trim().split(/\s+/)[0]);
    await page.getByRole('button', { name: t(lang, 'hd.play.backToGame') }).click();
    await expect.poll(() => board.evaluate((b: any) => b.getRecord())).toBe(record);
    expect(errors).toEqual([]);
  });

  test(`${lang}: the share link carries the game to a new visitor (round trip)`, async ({ page, browser, baseURL }) => {
    await page.goto(`/${lang}/hexadominos/play/?seat0=human&seat1=human&scoring=simple&target=0`);
    const board = page.locator('[data-hd-play] hexadominos-board');
    await expect(board).toHaveAttribute('seats', 'human human');
    for (let k = 0; k < 3; k++) {
      const state = await readyState(board);
      const action = legalActions(state)[0];
      await board.evaluate((b: any, a: Action) => (a.type === 'place' ? b.place(a.tile, a.at, a.rot) : a.type === 'draw' ? b.draw() : b.pass()), action);
    }
    const record = await board.evaluate(async (b: any) => {
      await b.whenIdle();
      return b.getRecord() as string;
    });
    expect(record.split('|')[1].trim().split(/\s+/)).toHaveLength(3);
    const link = await page.locator('[data-share]').inputValue();
    expect(link).toContain('record=');
    const other = await browser.newContext({ baseURL });
    const visitor = await other.newPage();
    await visitor.goto(link);
    const seen = visitor.locator('[data-hd-play] hexadominos-board');
    await expect.poll(() => seen.evaluate((b: any) => b.getRecord())).toBe(record);
    await expect(seen).toHaveAttribute('seats', 'human human');
    await expect(visitor.locator('[data-moves] li')).toHaveCount(3);
    // A damaged link says so and starts a new game instead.
    await visitor.goto(`/${lang}/hexadominos/play/?record=nonsense~x&seats=human`);
    await expect(visitor.locator('[data-play-notice]')).toHaveText(t(lang, 'hd.play.badLink'));
    await other.close();
  });
}
