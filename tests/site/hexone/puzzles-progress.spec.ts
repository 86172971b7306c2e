/**
 * The puzzles' memory, end to end on the built site: results and the streak across reloads (corrupted data
 * included), the rating (first attempts only, corrupted data included), the index's list and filters, and
 * "clear my progress". Solving and judging a puzzle: puzzles.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { PUZZLE_PROGRESS_KEY } from '@site/components/hexone/puzzle/progress.js';
import { RATING_KEY } from '@site/components/hexone/puzzle/rating.js';
import { goalFinish } from '@site/components/hexone/puzzle/tree.js';
import { LANGS } from '@site/i18n/index.js';
import { FIVE, FOUR, PUZZLES, cell, feedback, open, playMove, quietPlacement, s, saved } from './puzzles-helpers.js';
import { collectErrors } from '../shared/site-pages.js';

// Without animation the board answers at once; the player behaves the same either way.
test.use({ reducedMotion: 'reduce' });

test.describe('progress', () => {
  test('results and the streak survive a reload and show on the index', async ({ page }) => {
    await open(page, 'en', FOUR.id);
    for (const move of FOUR.solution.split(' ')) await playMove(page, move);
    await open(page, 'en', FIVE.id);
    await expect(page.locator('[data-streak]')).toHaveText(s('en', 'streak', { streak: 1, best: 1 }));
    for (const move of [...FIVE.solution.split(' '), ...goalFinish(FIVE)]) await playMove(page, move);
    await expect(page.locator('[data-streak]')).toHaveText(`${s('en', 'streak', { streak: 2, best: 2 })} · ${s('en', 'status.solved')}`);
    await page.reload();
    await expect(page.locator('[data-streak]')).toHaveText(`${s('en', 'streak', { streak: 2, best: 2 })} · ${s('en', 'status.solved')}`);
    await page.goto('/en/hexone/puzzles/');
    await expect(page.locator(`[data-id="${FOUR.id}"] [data-result]`)).toContainText(s('en', 'status.solved'));
    await expect(page.locator('[data-solved]')).toHaveText(s('en', 'solvedCount', { solved: 2, total: PUZZLES.length }));
    await expect(page.locator('[data-continue]')).toHaveText(
      s('en', 'continue', { title: PUZZLES.find((p) => p.id !== FOUR.id && p.id !== FIVE.id)!.title.en }),
    );
    await expect(page.locator('[data-streak]')).toHaveText(s('en', 'streak', { streak: 2, best: 2 }));
    // A miss elsewhere breaks the streak but keeps the best.
    const other = PUZZLES.find((p) => p.id !== FOUR.id && p.id !== FIVE.id)!;
    await open(page, 'en', other.id);
    await cell(page, quietPlacement(other)).click();
    await page.goto('/en/hexone/puzzles/');
    await expect(page.locator('[data-streak]')).toHaveText(s('en', 'streak', { streak: 0, best: 2 }));
    await expect(page.locator(`[data-id="${other.id}"] [data-result]`)).toContainText(s('en', 'status.failed'));
    await page.getByRole('button', { name: s('en', 'reset') }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear', exact: true }).click(); // it asks first
    await expect(page.locator(`[data-id="${FOUR.id}"] [data-result]`)).toHaveText('');
    expect(await saved(page)).toMatchObject({ results: {}, streak: 0, best: 0 });
  });

  test('exercises of Learn from your mistakes alone leave the index saying Start, with no reset', async ({ page }) => {
    await page.goto('/en/hexone/puzzles/');
    // What the review's exercises store (site/src/lib/hexone/mistakes.ts): results under mistake-… ids, in the same key.
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({ results: { 'mistake-3f2a9c1b-12': 'solved', 'mistake-3f2a9c1b-20': 'failed' }, streak: 0, best: 0, filter: {} }),
        ),
      PUZZLE_PROGRESS_KEY,
    );
    await page.reload();
    await expect(page.locator('[data-continue]')).toHaveText(s('en', 'start', { title: PUZZLES[0].title.en }));
    await expect(page.locator('[data-reset-row]')).toBeHidden();
    // One puzzle tried, and the index offers to continue (by a click on it) and to clear.
    await page.locator('[data-continue]').click();
    await expect(page).toHaveURL(new RegExp(`/en/hexone/puzzles/${PUZZLES[0].id}/$`));
    await cell(page, quietPlacement(PUZZLES[0])).click();
    await page.goto('/en/hexone/puzzles/');
    const continueWords = s('en', 'continue', { title: '' }); // "Continue: " and the next puzzle's title
    await expect(page.locator('[data-continue]')).toHaveText(new RegExp(`^${continueWords}\\S`));
    await expect(page.locator('[data-reset-row]')).toBeVisible();
  });

  test('corrupted saved progress starts afresh with a notice, without a page error', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/fr/hexone/puzzles/');
    await page.evaluate((key) => localStorage.setItem(key, '{"results": [oops'), PUZZLE_PROGRESS_KEY);
    await open(page, 'fr', FOUR.id);
    await expect(page.locator('[data-notice]')).toHaveText(s('fr', 'corrupt'));
    await expect(page.locator('[data-streak]')).toHaveText(s('fr', 'streak', { streak: 0, best: 0 }));
    await playMove(page, FOUR.solution.split(' ')[0]);
    await expect(feedback(page)).toHaveText(s('fr', 'good'));
    await page.reload();
    await expect(page.locator('.puzzle.is-live')).toBeVisible();
    await expect(page.locator('[data-notice]')).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe('rating', () => {
  test('a first clean solve raises the rating, a miss lowers it, and a second attempt is not rated', async ({ page }) => {
    await open(page, 'en', FOUR.id);
    await expect(page.locator('[data-rating]')).toHaveText(s('en', 'rating', { rating: '1,500' }));
    for (const move of [...FOUR.solution.split(' '), ...goalFinish(FOUR)]) await playMove(page, move);
    const won = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RATING_KEY))!);
    expect(won).toMatchObject({ games: 1, rated: [FOUR.id] });
    expect(won.rating).toBeGreaterThan(1500);
    const gained = `${Math.round(won.rating).toLocaleString('en')} (+${Math.round(won.rating) - 1500})`;
    await expect(page.locator('[data-rating]')).toHaveText(s('en', 'rating', { rating: gained }));
    await expect(feedback(page)).toContainText(s('en', 'ratingChange', { rating: gained }));
    await open(page, 'en', FIVE.id);
    await cell(page, quietPlacement(FIVE)).click();
    const lost = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RATING_KEY))!);
    expect(lost.games).toBe(2);
    expect(lost.rating).toBeLessThan(won.rating);
    // A newcomer's miss costs a bounded amount (lichess bounds a provisional rating's moves), shown with the verdict.
    const cost = Math.round(won.rating) - Math.round(lost.rating);
    expect(cost).toBeLessThanOrEqual(60);
    await expect(feedback(page)).toContainText(`(\u2212${cost}).`);
    await page.getByRole('button', { name: s('en', 'retry') }).click();
    await cell(page, quietPlacement(FIVE)).click();
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RATING_KEY))!).games).toBe(2);
    await page.goto('/en/hexone/puzzles/');
    await expect(page.locator('[data-puzzle-index] [data-rating]')).toContainText(String(Math.round(lost.rating)));
    // The dashboard counts the miss under each of the puzzle's themes, and "replay my misses" leads to it.
    for (const theme of FIVE.themes) await expect(page.locator(`[data-theme-row="${theme}"] [data-missed]`)).not.toHaveText('0');
    await page.locator('[data-replay-misses]').click();
    await expect(page.locator('[data-continue]')).toHaveAttribute('href', `/en/hexone/puzzles/${FIVE.id}/`);
    await expect(page.locator('[data-list] > li:visible')).toHaveCount(1);
  });

  test('unreadable saved rating starts afresh with a notice, without a page error', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/en/hexone/puzzles/');
    await page.evaluate((key) => localStorage.setItem(key, '{"rating": "lots"'), RATING_KEY);
    await open(page, 'en', FOUR.id);
    await expect(page.locator('[data-notice]')).toHaveText(s('en', 'corrupt'));
    await expect(page.locator('[data-rating]')).toHaveText(s('en', 'rating', { rating: '1,500' }));
    expect(errors).toEqual([]);
  });
});

test.describe('the index', () => {
  const visibleIds = (page: Page) => page.locator('[data-list] > li:visible').evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.id!));

  test('lists every puzzle in order, each linking to its own page in the same language', async ({ page }) => {
    for (const lang of LANGS) {
      await page.goto(`/${lang}/hexone/puzzles/`);
      const links = await page.locator('[data-list] > li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toEqual(PUZZLES.map((p) => `/${lang}/hexone/puzzles/${p.id}/`));
    }
  });

  test('filters by kind and by rule set, keeps the filter in the address, and "next" follows it', async ({ page }) => {
    await page.goto('/en/hexone/puzzles/');
    await page.getByLabel(s('en', 'filter.kind')).selectOption('five');
    await expect(page).toHaveURL(/\?kind=five$/);
    const fives = PUZZLES.filter((p) => p.kind === 'five').map((p) => p.id);
    expect(await visibleIds(page)).toEqual(fives);
    await expect(page.locator('[data-count]')).toHaveText(s('en', 'count', { shown: fives.length, total: PUZZLES.length }));
    await page.reload();
    expect(await visibleIds(page)).toEqual(fives);
    await expect(page.locator('[data-continue]')).toHaveAttribute('href', `/en/hexone/puzzles/${fives[0]}/`);
    await page.locator('[data-continue]').click();
    await expect(page.locator('.puzzle.is-live')).toBeVisible();
    expect(fives.length, 'the collection needs two 5-pawn puzzles for this test').toBeGreaterThan(1);
    await expect(page.locator('[data-next]')).toHaveAttribute('href', `/en/hexone/puzzles/${fives[1]}/`);

    await page.goto('/en/hexone/puzzles/?kind=all');
    const rules = `${FOUR.rules.exits}${FOUR.rules.tiles ? '+tiles' : ''}`;
    await page.getByLabel(s('en', 'filter.rules')).selectOption(rules);
    const same = PUZZLES.filter((p) => `${p.rules.exits}${p.rules.tiles ? '+tiles' : ''}` === rules).map((p) => p.id);
    expect(await visibleIds(page)).toEqual(same);
  });

  test('can hide the puzzles already solved', async ({ page }) => {
    await open(page, 'en', FOUR.id);
    for (const move of FOUR.solution.split(' ')) await playMove(page, move);
    await page.goto('/en/hexone/puzzles/?kind=all&rules=all');
    await page.getByLabel(s('en', 'filter.unsolved')).check();
    expect(await visibleIds(page)).toEqual(PUZZLES.filter((p) => p.id !== FOUR.id).map((p) => p.id));
    await expect(page.locator('[data-continue]')).not.toHaveAttribute('href', `/en/hexone/puzzles/${FOUR.id}/`);
  });
});

test('"clear my progress" on the puzzles index asks first, in French, and clears only when told', async ({ page }) => {
  await page.goto('/fr/hexone/puzzles/');
  await page.evaluate(() =>
    localStorage.setItem(
      'hexone.puzzles.v1',
      JSON.stringify({ results: { 'intro-01': 'solved' }, streak: 1, best: 1, filter: { kind: 'all', rules: 'all', unsolved: false } }),
    ),
  );
  await page.reload();
  const reset = page.getByRole('button', { name: 'Effacer ma progression' });
  await expect(reset).toBeVisible();
  const kept = await page.evaluate(() => localStorage.getItem('hexone.puzzles.v1'));
  await reset.click();
  const dialog = page.getByRole('dialog', { name: 'Effacer votre progression\u202f?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Garder ma progression' }).click();
  expect(await page.evaluate(() => localStorage.getItem('hexone.puzzles.v1'))).toBe(kept);
  await reset.click();
  await dialog.getByRole('button', { name: 'Effacer', exact: true }).click();
  await expect(page.locator('[data-reset-status]')).toHaveText('Progression effacée.');
  expect(await page.evaluate(() => localStorage.getItem('hexone.puzzles.v1'))).not.toBe(kept);
});
