/**
 * The Hexa-dominos play page's review of a finished game opened from a share link
 * (site/src/components/hexadominos/play/end-review.ts): per seat the points left on the table and the efficiency,
 * as engine/hexadominos/review.ts counts them from what each seat could see; each move marked in the move list;
 * a Better button (real mouse on a laptop, a tap on a phone) shows the table before that move with the better
 * placement drawn on it (`showMove`: dashed, named, not played), and says so once; going back to the game takes it
 * off; axe finds nothing in the review and the marked move list. On a
 * phone the review stays compact. After the game: the same deal again, another deal, and after a win against the
 * computer its next level, each by a click.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { t, type Lang } from '@site/i18n/index.js';
import { format } from '@site/i18n/format.js';
import { sideValues } from '@engine/hexadominos/tiles.js';
import { apply, legalActions } from '@engine/hexadominos/rules.js';
import { newGame } from '@engine/hexadominos/setup.js';
import { recordToUrl } from '@engine/hexadominos/record.js';
import { reviewGame } from '@engine/hexadominos/review.js';
import type { Action } from '@engine/hexadominos/types.js';
import { SIZES, outside } from '../shared/in-window.js';
import { collectErrors } from '../shared/site-pages.js';
import { pointerOf } from './pointer.js';

/** A whole game where each seat lays the first tile that fits (rarely the best): points are left on the table. */
function finishedGame(seed: number) {
  const options = { players: 2, scoring: 'standard' as const, seed };
  const dealt = newGame(options);
  if (!dealt.ok) throw new Error('the deal');
  let game = dealt.state;
  const actions: Action[] = [];
  while (!game.over) {
    const legal = legalActions(game);
    const action = legal.find((a) => a.type === 'place') ?? legal[0];
    const next = apply(game, action);
    if (!next.ok) throw new Error('a legal action');
    actions.push(action);
    game = next.state;
  }
  const review = reviewGame({ options, actions }, { advice: false });
  if (!review.ok) throw new Error('the review');
  return { url: recordToUrl({ options, actions }), review: review.value, winners: game.winners };
}

const GAME = finishedGame(11);

async function check(page: Page, lang: Lang, kind: 'mouse' | 'touch') {
  const errors = collectErrors(page);
  await page.goto(`/${lang}/hexadominos/play/?record=${encodeURIComponent(GAME.url)}&seats=human,human`);
  const review = page.locator('[data-hd-review]');
  await expect(review).toBeVisible();
  // Per seat: points left and efficiency, the engine's figures.
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  const rows = GAME.review.seats.map((s) => [
    format(lang, t(lang, 'hd.play.player'), { n: s.seat + 1 }),
    String(s.pointsLost),
    s.efficiency === null ? '—' : percent.format(s.efficiency),
  ]);
  for (const [k, row] of rows.entries()) await expect(review.locator('tbody tr').nth(k).locator('th, td')).toHaveText(row);
  // Each move marked: ✓ for the best, −N for the points left.
  const marks = page.locator('[data-moves] .hd-mark');
  await expect(marks).toHaveCount(GAME.review.turns.length);
  const k = GAME.review.turns.findIndex((turn) => turn.pointsLost > 0 && turn.best);
  const turn = GAME.review.turns[k];
  await expect(marks.nth(k)).toHaveText(`−${turn.pointsLost}${format(lang, t(lang, 'hd.play.review.markLost'), { points: turn.pointsLost })}`);
  // Better: the table before that move, the better placement drawn on it, said once.
  const better = page.locator(`[data-better="${k}"]`);
  await expect(better).toHaveAccessibleName(
    `${format(lang, t(lang, 'hd.play.review.better'), { points: turn.pointsLost })} ${format(lang, t(lang, 'hd.play.review.betterLabel'), { n: k + 1 })}`,
  );
  const said: string[] = [];
  await page.exposeFunction('heard', (text: string) => said.push(text));
  await page.evaluate(() => {
    const notice = document.querySelector('[data-play-notice]')!;
    new MutationObserver(() => (window as unknown as { heard(t: string): void }).heard(notice.textContent ?? '')).observe(notice, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await pointerOf(page, kind)(better);
  const best = turn.best!.action as Extract<Action, { type: 'place' }>;
  const text = format(lang, t(lang, 'hd.play.review.showing'), {
    n: k + 1,
    seat: format(lang, t(lang, 'hd.play.player'), { n: turn.seat + 1 }),
    tile: [...best.tile].join(' '),
    best: turn.bestPoints,
    lost: turn.pointsLost,
  });
  await expect(page.locator('[data-play-notice]')).toHaveText(text);
  const board = page.locator('[data-hd-play] hexadominos-board');
  const shown = board.locator('[part~="shown-move"]');
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('data-cell', `${best.at[0]},${best.at[1]}`);
  // (An accessible name has its spaces folded: the French narrow no-break space reads as a space.)
  await expect(shown).toHaveAccessibleName(new RegExp(`^${lang === 'en' ? 'Shown, not played' : 'Montrée, non jouée\\s'}: ${[...best.tile].join(' ')}, `));
  // Drawn in its turn: its six numbers, clockwise from the east, as the better placement turns them.
  await expect(shown.locator('.num')).toHaveText(sideValues(best.tile, best.rot).map(String));
  expect(await board.evaluate((b: any) => b.state.board.length)).toBe(GAME.review.turns.slice(0, k).filter((t) => t.action.type === 'place').length);
  await expect(better).toHaveAttribute('aria-current', 'step');
  expect(said).toEqual([text]);
  const axe = await new AxeBuilder({ page }).setLegacyMode(true).include('[data-hd-review]').include('[data-moves]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // Back to the game: the finished table again, nothing drawn on it.
  await pointerOf(page, kind)(page.locator('[data-back]'));
  await expect(shown).toHaveCount(0);
  expect(errors).toEqual([]);
}

test('a finished game from a share link is reviewed: seats, marks, and the better placement drawn by a mouse click (en)', async ({ page }) => {
  await check(page, 'en', 'mouse');
});

test('on a phone, in French, a tap on Better draws the better placement, and the review stays compact', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'fr-FR' });
  const page = await context.newPage();
  await check(page, 'fr', 'touch');
  // Compact: the seats' table and its hint take less than a third of the phone's height, within its width.
  const box = (await page.locator('[data-hd-review]').boundingBox())!;
  expect(box.height).toBeLessThan(844 / 3);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await context.close();
});

// A laptop's window by mouse, a phone by touch: each Better of the list, pressed where the list is, shows its placement
// on a table in the window, under the line that says what it shows; beside the board, the button pressed stays in view.
for (const { name, width, height, touch } of SIZES) {
  test(`${name}, by ${touch ? 'touch' : 'mouse'}: each Better shows its placement in the window, with what it shows said above it`, async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`/en/hexadominos/play/?record=${encodeURIComponent(GAME.url)}&seats=human,human`);
    await expect(page.locator('[data-moves] .hd-mark')).toHaveCount(GAME.review.turns.length);
    const press = pointerOf(page, touch ? 'touch' : 'mouse');
    const shown = page.locator('[data-hd-play] hexadominos-board [part~="shown-move"]');
    const betters = GAME.review.turns.flatMap((turn, k) => (turn.pointsLost > 0 && turn.best ? [k] : []));
    expect(betters.length).toBeGreaterThan(3);
    // The first, one from the middle and the last of the list.
    for (const k of [betters[0], betters[Math.floor(betters.length / 2)], betters[betters.length - 1]]) {
      const better = page.locator(`[data-better="${k}"]`);
      await press(better);
      await expect(better).toHaveAttribute('aria-current', 'step');
      await expect(shown).toHaveCount(1);
      await expect.poll(() => outside(page, { 'the better placement': shown }), `move ${k + 1}`).toEqual([]);
      // What is shown, said above it; beside the board (a laptop), the button pressed.
      const parts = { 'what is shown': page.locator('[data-play-notice]'), ...(touch ? {} : { 'the button pressed': better }) };
      expect(await outside(page, parts), `move ${k + 1}`).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a finished game dealt again by a mouse click on Same deal again: the same tiles in each rack, from the start; Play again deals another', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`/en/hexadominos/play/?record=${encodeURIComponent(GAME.url)}&seats=human,human`);
  const board = page.locator('[data-hd-play] hexadominos-board');
  await expect.poll(() => board.evaluate((b: any) => b.state?.over)).toBe(true);
  const dealt = newGame({ players: 2, scoring: 'standard', seed: 11 });
  if (!dealt.ok) throw new Error('the deal');
  await pointerOf(page, 'mouse')(page.getByRole('button', { name: 'Same deal again' }));
  await expect(page.locator('[data-play-notice]')).toHaveText('The same deal again: the same tiles, players and rules.');
  await expect.poll(() => board.evaluate((b: any) => b.state?.over)).toBe(false);
  const again = await board.evaluate((b: any) => b.state);
  expect(again.seed).toBe(11);
  expect(again.board).toEqual([]);
  expect(again.racks).toEqual(dealt.state.racks);
  // A game under way offers neither; the finished game opened again, Play again deals from another seed.
  await expect(page.getByRole('button', { name: 'Same deal again' })).toBeHidden();
  await page.goto(`/en/hexadominos/play/?record=${encodeURIComponent(GAME.url)}&seats=human,human`);
  await pointerOf(page, 'mouse')(page.getByRole('button', { name: 'Play again', exact: true }));
  await expect(page.locator('[data-play-notice]')).toHaveText('A new game with the same players and rules.');
  await expect.poll(() => board.evaluate((b: any) => b.state?.over)).toBe(false);
  expect(await board.evaluate((b: any) => b.state.seed)).not.toBe(11);
  expect(errors).toEqual([]);
});

test('a person who beat the easy computer is offered the next level: a click deals a new game against the medium one', async ({ page }) => {
  const errors = collectErrors(page);
  expect(GAME.winners).toHaveLength(1);
  // The person in the winning seat, the easy computer in the other.
  const seats = GAME.winners[0] === 0 ? 'human,computer:easy' : 'computer:easy,human';
  const next = page.getByRole('button', { name: 'Take on the next level (Computer, medium)' });
  await page.goto(`/en/hexadominos/play/?record=${encodeURIComponent(GAME.url)}&seats=${seats}`);
  const board = page.locator('[data-hd-play] hexadominos-board');
  await expect.poll(() => board.evaluate((b: any) => b.state?.over)).toBe(true);
  await pointerOf(page, 'mouse')(next);
  await expect(page.locator('[data-play-notice]')).toHaveText('A new deal against the next level: Computer, medium.');
  await expect(board).toHaveAttribute('seats', seats.replace('easy', 'medium').replace(',', ' '));
  await expect.poll(() => board.evaluate((b: any) => b.state?.over)).toBe(false);
  await expect(next).toBeHidden();
  // The person in the losing seat: no next level.
  const lost = GAME.winners[0] === 0 ? 'computer:easy,human' : 'human,computer:easy';
  await page.goto(`/en/hexadominos/play/?record=${encodeURIComponent(GAME.url)}&seats=${lost}`);
  await expect(page.getByRole('button', { name: 'Play again', exact: true })).toBeVisible();
  await expect(page.locator('[data-next-level]')).toBeHidden();
  expect(errors).toEqual([]);
});
