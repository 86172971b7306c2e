/**
 * The Hexa-dominos play page, used as people use it: with real pointer input (`page.mouse` on a desktop,
 * `page.touchscreen` on a 390 × 844 phone), the board's state only read. The page opens with a game dealt, you
 * against one computer, the setup folded; one start button; after Start the table is in view with the keyboard on it; a
 * finished game offers Play again and New match; the
 * address always reloads the same game; a match shows its running totals; the move list speaks in words,
 * says what its buttons do and announces the position it shows; three people play a whole game on one
 * phone by taps, passing it from hand to hand.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LANGS, t } from '@site/i18n/index.js';
import { apply, legalActions } from '@engine/hexadominos/rules.js';
import { newGame } from '@engine/hexadominos/setup.js';
import { recordToUrl } from '@engine/hexadominos/record.js';
import type { Action, GameState } from '@engine/hexadominos/types.js';
import { collectErrors } from '../shared/site-pages.js';
import { pointerOf, playTurn } from './pointer.js';

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

/**
 * A two-player game's record one placement or so before its end (the seed's deal, played by the engine: the first
 * legal action each turn, placements first), so that a test finishes it in a few clicks.
 */
function nearEnd(seed: number): string {
  const options = { players: 2, scoring: 'standard' as const, seed };
  const dealt = newGame(options);
  if (!dealt.ok) throw new Error('the deal');
  let game = dealt.state;
  const actions: Action[] = [];
  for (;;) {
    const legal = legalActions(game);
    const action = legal.find((a) => a.type === 'place') ?? legal[0];
    const next = apply(game, action);
    if (!next.ok) throw new Error('a legal action');
    if (next.state.over) break;
    actions.push(action);
    game = next.state;
  }
  return recordToUrl({ options, actions });
}

for (const lang of LANGS) {
  test(`${lang}: the page opens with a game dealt, you against one computer; the setup's Start deals anew, in view with the keyboard on it`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const click = pointerOf(page, 'mouse');
    await page.goto(`/${lang}/hexadominos/play/`);
    const board = page.locator('[data-hd-play] hexadominos-board');
    await expect(page.locator('[data-hd-play]')).toBeVisible();
    await expect(board).toHaveAttribute('seats', 'human computer:medium');
    await expect.poll(async () => (await state(board))?.players).toBe(2);
    await expect(board).toBeInViewport();
    // The setup is folded under "New game", and says the same: player 2 a computer, nobody at 3 and 4.
    await expect(page.locator('[data-setup-box]')).not.toHaveAttribute('open');
    await expect(page.locator('#seat-1')).toHaveValue('medium');
    await expect(page.locator('#seat-2')).toHaveValue('none');
    await expect(page.locator('#seat-3')).toHaveValue('none');
    await click(page.locator('[data-setup-box] > summary'));
    await expect(page.getByRole('button', { name: t(lang, 'hd.play.start') })).toHaveCount(1);
    // Start submits the form into the address (it works without JavaScript too): a new page, which deals that game.
    const loaded = page.waitForEvent('load');
    await click(page.locator('[data-hd-setup] button[type="submit"]'));
    await loaded;
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

  test(`${lang}: a game finished by clicks offers Play again (same players, a new deal), the same deal again and New match (the setup), by mouse`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    const click = pointerOf(page, 'mouse');
    const link = `/${lang}/hexadominos/play/?record=${encodeURIComponent(nearEnd(11))}&seats=human,human`;
    await page.goto(link);
    const board = page.locator('[data-hd-play] hexadominos-board');
    await expect.poll(async () => (await state(board))?.board.length ?? 0).toBeGreaterThan(3);
    const actions = page.getByRole('group', { name: t(lang, 'hd.play.after') });
    await expect(actions).toBeHidden();
    for (let turn = 0; turn < 40 && !(await state(board)).over; turn++) await playTurn(click, board);
    expect((await state(board)).over).toBe(true);
    // The end reads as a result: who won and the points, not a numbered list.
    await expect(board.locator('[part="end"] ol')).toHaveCount(0);
    await expect(actions).toBeVisible();
    await expect(actions.getByRole('button')).toHaveText([t(lang, 'hd.play.again'), t(lang, 'hd.play.sameDeal'), t(lang, 'hd.play.newMatch')]);
    const finished = await record(board);
    await click(actions.getByRole('button', { name: t(lang, 'hd.play.again'), exact: true }));
    await expect(actions).toBeHidden();
    await expect.poll(async () => (await state(board))?.board.length).toBe(0);
    const again = await state(board);
    expect(again.over).toBe(false);
    expect(again.players).toBe(2);
    expect(await record(board)).not.toBe(finished);
    await expect(board).toHaveAttribute('seats', 'human human');
    await expect(page.locator('[data-play-notice]')).toHaveText(t(lang, 'hd.play.againAnnounce'));

    // Another game to its end, then New match: the setup opens with the keyboard on it, and its Start deals the new match.
    await page.goto(link);
    for (let turn = 0; turn < 40 && !(await state(board)).over; turn++) await playTurn(click, board);
    await click(actions.getByRole('button', { name: t(lang, 'hd.play.newMatch') }));
    await expect(page.locator('[data-setup-box]')).toHaveAttribute('open', '');
    await expect(page.locator('#seat-0')).toBeFocused();
    await page.locator('#seat-1').selectOption('easy');
    await click(page.locator('[data-hd-setup] button[type="submit"]'));
    await expect(board).toHaveAttribute('seats', 'human computer:easy');
    await expect.poll(async () => (await state(board))?.over).toBe(false);
    expect(errors).toEqual([]);
  });

  test(`${lang}: a match shows its running totals; the moves read as words, say what they do, and announce the table they show`, async ({ page }) => {
    test.setTimeout(60_000); // three turns by clicks: about 28 s of 30 on a busy 2-core machine
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
