/**
 * The Hexa-dominos play page, used as people use it: with real pointer input (`page.mouse` on a desktop,
 * `page.touchscreen` on a 390 × 844 phone), the board's state only read. Nothing is dealt under the setup
 * form before Start; one start button; after Start the table is in view with the keyboard on it; the
 * address always reloads the same game; a match shows its running totals; the move list speaks in words,
 * says what its buttons do and announces the position it shows; three people play a whole game on one
 * phone by taps, passing it from hand to hand.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LANGS, t } from '@site/i18n/index.js';
import { legalPlacements } from '@engine/hexadominos/rules.js';
import type { GameState } from '@engine/hexadominos/types.js';
import { collectErrors } from '../shared/site-pages.js';
import { type Press, layByPresses, pointerOf } from './pointer.js';

const state = (board: Locator) => board.evaluate((b: any) => b.state as GameState);
const record = (board: Locator) => board.evaluate((b: any) => b.getRecord() as string);
/** The element the keyboard is on, inside the board's shadow root if it is there. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const inner = active?.shadowRoot?.activeElement;
    return inner
      ? `${active.tagName.toLowerCase()} ${inner.tagName.toLowerCase()}.${inner.getAttribute('class') ?? ''}`
      : (active?.tagName.toLowerCase() ?? '');
  });

/** The free places the picked tile can go to that show on the table as it is (a person taps what they see). */
const visiblePlaces = (board: Locator) =>
  board.evaluate((b: any) => {
    const table = b.shadowRoot.querySelector('svg.table').getBoundingClientRect();
    return [...b.shadowRoot.querySelectorAll('[data-spot]')]
      .filter((spot: Element) => {
        const box = spot.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        return x > table.left + 10 && x < table.right - 10 && y > table.top + 10 && y < table.bottom - 10;
      })
      .map((spot: Element) => spot.getAttribute('data-spot'));
  });

/**
 * One turn of whoever holds the device, by presses alone: the who-starts draw or the privacy screen
 * pressed away, then a tile laid on a place in view (tiles tried in rack order: picked, looked at, put back
 * when none of its places shows; if none shows at all, "fit the table" and once more), else Draw, else Pass.
 */
async function playTurn(press: Press, board: Locator): Promise<void> {
  for (const selector of ['button.start', 'button.ready']) {
    const button = board.locator(selector);
    if (await button.count()) await press(button);
  }
  const game = await state(board);
  if (game.over) return;
  const before = JSON.stringify(game);
  const placements = legalPlacements(game);
  for (let look = 0; look < 2; look++) {
    let laid = false;
    for (const tile of [...new Set(placements.map((p) => p.tile))]) {
      const inRack = board.locator(`.rack-tile[data-tile="${tile}"]`);
      if ((await inRack.getAttribute('aria-pressed')) !== 'true') await press(inRack);
      await expect(inRack).toHaveAttribute('aria-pressed', 'true');
      const shown = await visiblePlaces(board);
      const move = placements.find((p) => p.tile === tile && shown.includes(`${p.at[0]},${p.at[1]}`));
      if (move) {
        await layByPresses(press, board, move.tile, move.at);
        laid = true;
        break;
      }
      if (game.drawn === null) await press(inRack); // put back: none of its places is in view
    }
    if (laid || !placements.length) break;
    // None of them shows: as a person would, "fit the table" and look again. On a phone the view sometimes stays
    // where an earlier pick took it, showing none of the places (about one game in eight; cause not found yet).
    await press(board.locator('button.fit'));
  }
  if (JSON.stringify(await state(board)) === before) {
    const draw = board.locator('button.draw');
    await press((await draw.isEnabled()) ? draw : board.locator('button.pass'));
  }
  await expect.poll(async () => JSON.stringify(await state(board))).not.toBe(before);
}

for (const lang of LANGS) {
  test(`${lang}: no game under the form before Start; one start button; after Start the table is in view with the keyboard on it`, async ({ page }) => {
    const errors = collectErrors(page);
    const click = pointerOf(page, 'mouse');
    await page.goto(`/${lang}/hexadominos/play/`);
    await expect(page.locator('hexadominos-board')).toHaveCount(0);
    await expect(page.locator('[data-hd-play]')).toBeHidden();
    await expect(page.getByRole('button', { name: t(lang, 'hd.play.start') })).toBeVisible();
    await click(page.locator('[data-hd-setup] button[type="submit"]'));
    const board = page.locator('[data-hd-play] hexadominos-board');
    await expect(board).toBeInViewport();
    // The who-starts draw holds the keyboard; its button continues (no second "start").
    await expect.poll(() => focused(page)).toBe('hexadominos-board button.start');
    await expect(board.locator('button.start')).toHaveText(lang === 'fr' ? 'Continuer' : 'Continue');
    await expect(page.locator('[data-setup-box]')).not.toHaveAttribute('open');
    // The address holds this game: a reload (or the address copied) shows the same one.
    await expect(page).toHaveURL(/[?&]record=/);
    const dealt = await record(board);
    await page.reload();
    await expect.poll(() => record(page.locator('[data-hd-play] hexadominos-board'))).toBe(dealt);
    expect(errors).toEqual([]);
  });

  test(`${lang}: a match shows its running totals; the moves read as words, say what they do, and announce the table they show`, async ({ page }) => {
    const click = pointerOf(page, 'mouse');
    await page.goto(`/${lang}/hexadominos/play/?seat0=human&seat1=human&scoring=standard&target=300`);
    const board = page.locator('[data-hd-play] hexadominos-board');
    await expect(board.locator('[part="match"] caption')).toHaveText(
      lang === 'fr' ? 'Match, score à atteindre 300\u202f: les totaux cumulés' : 'Match to 300 points: the running totals',
    );
    for (let k = 0; k < 3; k++) await playTurn(click, board);
    const moves = page.locator('[data-moves] button');
    await expect(moves).toHaveCount(3);
    const first = (await moves.first().textContent())!;
    const player = lang === 'fr' ? 'Joueur' : 'Player';
    expect(first).toMatch(new RegExp(`^${player} \\d\\u202f?: ${lang === 'fr' ? 'pose' : 'lays'} (\\d ){5}\\d, \\d+ points$`));
    await expect(moves.first()).toHaveAttribute('aria-label', t(lang, 'hd.play.move.show', { n: 1, move: first }));
    await click(moves.first());
    await expect(page.locator('[data-play-notice]')).toHaveText(t(lang, 'hd.play.viewingMove', { n: 1, total: 3 }));
    await expect(moves.first()).toHaveAttribute('aria-current', 'step');
    // The move shown is outlined; the others read as links.
    const look = (n: number) => moves.nth(n).evaluate((button) => `${getComputedStyle(button).outlineStyle} ${getComputedStyle(button).textDecorationLine}`);
    expect(await look(0)).toBe('solid none');
    expect(await look(1)).toBe('none underline');
    await expect(board.locator('[data-cell]')).toHaveCount(1);
    await click(page.locator('[data-back]'));
    await expect(page.locator('[data-play-notice]')).toHaveText(t(lang, 'hd.play.backAnnounce'));
    await expect(moves.first()).not.toHaveAttribute('aria-current');
  });

  test(`${lang}: a match's game in the address resumes as that game after a reload, totals carried, and after a move too`, async ({ page }) => {
    const click = pointerOf(page, 'mouse');
    await page.goto(`/${lang}/hexadominos/play/?record=standard.players-2.seed-5~&seats=human,human&target=300&totals=40,-5&game=2`);
    const board = page.locator('[data-hd-play] hexadominos-board');
    await expect.poll(async () => (await state(board))?.match).toEqual({ target: 300, totals: [40, -5], game: 2 });
    await playTurn(click, board);
    const played = await state(board);
    expect(played.board).toHaveLength(1);
    await expect(page).toHaveURL(/totals=40%2C-5&game=2/);
    await page.reload();
    await expect.poll(async () => JSON.stringify(await state(board))).toBe(JSON.stringify(played));
    await expect(board.locator('[part="match"] tfoot td').first()).toHaveText(String(40 + played.scores[0]));
  });

  test.describe(`${lang}: on a 390 × 844 phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('three people play a whole game on one device by taps alone, passing it from hand to hand', async ({ page }) => {
      test.setTimeout(240_000);
      const errors = collectErrors(page);
      const tap = pointerOf(page, 'touch');
      await page.goto(`/${lang}/hexadominos/play/?seat0=human&seat1=human&seat2=human&scoring=standard&target=0`);
      const board = page.locator('[data-hd-play] hexadominos-board');
      await expect(board).toHaveAttribute('seats', 'human human human');
      // The who-starts draw, taller than a phone's table, is shown whole: nothing clipped, its button in view.
      const starter = board.locator('[part="starter"]');
      await expect(starter).toBeVisible();
      expect(await starter.evaluate((panel) => panel.scrollHeight <= panel.clientHeight + 1)).toBe(true);
      await expect(board.locator('button.start')).toBeInViewport({ ratio: 1 });
      let screens = 0;
      for (let turn = 0; turn < 200 && !(await state(board)).over; turn++) {
        if (await board.locator('button.ready').count()) screens++;
        await playTurn(tap, board);
      }
      const final = await state(board);
      expect(final.over).toBe(true);
      expect(screens, 'the device changed hands behind the privacy screen').toBeGreaterThan(3);
      await expect(board.locator('[part="end"]')).toBeVisible();
      await expect(board.locator('[part="status"]')).toContainText(
        final.winners.length > 1 ? (lang === 'fr' ? 'se partagent' : 'share') : lang === 'fr' ? 'gagne' : 'wins',
      );
      await expect(board.locator('button.undo')).toBeDisabled();
      expect(errors).toEqual([]);
    });
  });
}
