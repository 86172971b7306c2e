/**
 * The play page end to end: moves, the game kept across reloads, share links, bad saved data and bad
 * links (a message, nothing thrown), rule sets, game-over summary, and the computer's suggestion.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from '../shared/site-pages.js';

const STORAGE_KEY = 'hexone:play';

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true', null, { timeout: 15_000 });
}
// Record text; a game with no moves yet may end in a bare "|", which says the same thing.
const record = async (page: Page) => (await page.evaluate(() => document.querySelector('hexone-board')!.getRecord())).trim().replace(/\s*\|$/, '');
const position = (page: Page) => page.evaluate(() => document.querySelector('hexone-board')!.getPosition());
async function clickCell(page: Page, cell: string) {
  await page.locator(`#game [data-cell="${cell}"]`).click();
  await page.evaluate(() => document.querySelector('hexone-board')!.whenIdle());
}

test('moves made by clicking are kept across a reload', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, '/en/hexone/play/');
  await clickCell(page, 'd3');
  await clickCell(page, 'b2');
  await clickCell(page, 'd3');
  expect(await record(page)).toBe('classic b opening | d3 b2 d3');
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true');
  expect(await record(page)).toBe('classic b opening | d3 b2 d3');
  await expect(page.locator('#play-message')).toHaveText('Your game in progress was restored.');
  expect(errors).toEqual([]);
});

test('a copied share link opens the same game in a fresh browser', async ({ browser }) => {
  const first = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await first.newPage();
  const errors = collectErrors(page);
  await open(page, '/fr/hexone/play/');
  for (const cell of ['c2', 'c4', 'c2', 'c4']) await clickCell(page, cell);
  const before = await position(page);
  await page.locator('#share').click();
  await expect(page.locator('#share-url')).toHaveValue(/\/fr\/hexone\/play\/\?game=classic\.b\.opening~c2\.c4\.c2\.c4$/);
  const link = await page.locator('#share-url').inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.locator('#play-message')).toContainText('Lien copié');
  expect(errors).toEqual([]);

  const second = await browser.newContext();
  const other = await second.newPage();
  const otherErrors = collectErrors(other);
  await open(other, link);
  expect(await position(other)).toBe(before);
  await expect(other.locator('#play-message')).toHaveText('Partie ouverte depuis un lien partagé.');
  expect(new URL(other.url()).search).toBe(''); // a reload continues the game instead of reopening the link
  await other.reload();
  await other.waitForFunction(() => document.documentElement.dataset.playReady === 'true');
  expect(await position(other)).toBe(before);
  expect(otherErrors).toEqual([]);
  await first.close();
  await second.close();
});

for (const [what, stored] of [
  ['text that is not JSON', '{not json'],
  ['JSON of the wrong shape', '{"v":1,"record":42}'],
  ['a record with an illegal move', '{"v":1,"record":"classic b opening | c3","computer":null,"level":"easy"}'],
] as const) {
  test(`a saved game holding ${what} gives a message and a new game, nothing thrown`, async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [STORAGE_KEY, stored],
    );
    const page = await context.newPage();
    const errors = collectErrors(page);
    await open(page, '/en/hexone/play/');
    await expect(page.locator('#play-message')).toHaveText('The game saved on this device could not be read; a new game starts.');
    expect(await record(page)).toBe('classic b opening');
    // The bad value was replaced: the next visit starts cleanly.
    const saved = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY))!);
    expect(saved.v).toBe(1);
    expect(saved.record).toMatch(/^classic b opening( \|)?$/);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a share link of a game against the computer keeps the opponent: its side and level (an older level name: the level it means)', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const errors = collectErrors(page);
  // A link shared before the ladder: `easy` was the weakest computer, the newcomer now.
  await open(page, '/en/hexone/play/?game=classic.b.opening~d3&computer=w&level=easy');
  await expect(page.getByLabel('The computer (it plays White)')).toBeChecked();
  await expect(page.getByRole('group', { name: 'Computer strength' }).getByRole('radio', { checked: true })).toHaveValue('newcomer');
  await expect(page.locator('#game')).toHaveAttribute('computer', 'w');
  await expect(page.locator('#game')).toHaveAttribute('level', 'newcomer');
  // White is the computer's: it answers Black's d3 on its own.
  await expect.poll(async () => (await record(page)).split('|')[1]?.trim().split(' ').length, { timeout: 15_000 }).toBe(2);
  expect(new URL(page.url()).search).toBe('');
  await page.locator('#share').click();
  await expect(page.locator('#share-url')).toHaveValue(/\?game=classic\.b\.opening~d3\.[a-e][1-5]&computer=w&level=newcomer$/);
  expect(errors).toEqual([]);
  await context.close();
});

test('a broken share link gives a message in the page language and a new game', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, '/fr/hexone/play/?game=classic.b.opening~zz.c4');
  await expect(page.locator('#play-message')).toContainText('Le lien partagé ne décrit pas une partie valide');
  expect(await record(page)).toBe('classic b opening');
  expect(errors.filter((e) => !e.startsWith('console:'))).toEqual([]);
});

test('the rule set chosen in the form starts a new game and survives a reload', async ({ page }) => {
  await open(page, '/en/hexone/play/');
  await page.getByLabel('Express').check();
  await page.getByLabel(/With removable tiles/).check();
  await page.getByLabel('White', { exact: true }).check();
  await page.getByRole('button', { name: 'New game' }).click();
  expect(await record(page)).toBe('express tiles w opening');
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true');
  expect(await record(page)).toBe('express tiles w opening');
  await expect(page.getByLabel('Express')).toBeChecked();
  await expect(page.getByLabel(/With removable tiles/)).toBeChecked();
});

test('New game gives the board its rules once: one hexone-change per new game (issue 20)', async ({ page }) => {
  await open(page, '/en/hexone/play/');
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { changes: string[] }).changes = seen;
    document.querySelector('hexone-board')!.addEventListener('hexone-change', (e) => seen.push(e.detail.reason));
  });
  await page.getByLabel(/^Long/).check();
  await page.getByRole('button', { name: 'New game' }).click();
  await page.evaluate(() => document.querySelector('hexone-board')!.whenIdle());
  expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual(['reset']);
  expect(await record(page)).toBe('long b opening');
  await page.getByRole('button', { name: 'New game' }).click(); // the same rules again: a new game all the same
  await page.evaluate(() => document.querySelector('hexone-board')!.whenIdle());
  expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual(['reset', 'reset']);
});

test('the end of a game shows a summary with the winner and the figures, and "play again" restarts', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, '/en/hexone/play/?game=classic.b.b2-2b.b3-1w~');
  await expect(page.locator('#game-over')).toBeHidden();
  await clickCell(page, 'b2');
  await page.evaluate(async () => {
    const board = document.querySelector('hexone-board')!;
    if (board.state.phase === 'explode') board.explode('b2', 'b3');
    await board.whenIdle();
  });
  const over = page.locator('#game-over');
  await expect(over).toBeVisible();
  await expect(over).toBeFocused();
  await expect(page.locator('[data-over-winner]')).toHaveText('Black wins.');
  await expect(page.locator('[data-over-turns]')).toHaveText('1');
  await expect(page.locator('[data-over-explosions]')).toHaveText('1');
  await expect(page.locator('[data-over-chain]')).toHaveText('1 explosion');
  await expect(page.locator('[data-over-score]')).toBeHidden(); // no score outside the tiles edition
  await page.getByRole('button', { name: 'Play again with the same rules' }).click();
  await expect(over).toBeHidden();
  expect(await record(page)).toBe('classic b opening');
  expect(errors).toEqual([]);
});

test('the move list steps through every placement and explosion, by buttons and arrow keys, and back to the end', async ({ page }) => {
  const errors = collectErrors(page);
  // A finished game from a share link: its moves are replayed, so the summary and the list are there at once.
  await open(page, '/en/hexone/play/?game=classic.b.b2-2b.b3-1w~b2.b2-b3');
  const moves = page.locator('[data-moves] [data-move]');
  await expect(moves).toHaveText(['b2', 'explosion b2 → b3 · c2 · a1']);
  await expect(moves.nth(1)).toHaveAttribute('aria-current', 'step');
  const finalPosition = await position(page);

  await page.getByRole('button', { name: 'Previous move' }).click();
  // Counted in turns, as the summary counts them: one count, named.
  await expect(page.locator('[data-over-turns]')).toHaveText('1');
  await expect(page.locator('[data-moves-status]')).toHaveText('Turn 1 of 1, the board after this move: Black places on b2.');
  expect(await position(page)).toBe('classic b b2:3b b3:1w');
  await expect(page.locator('#game')).toHaveAttribute('readonly', '');
  await expect(moves.nth(0)).toHaveAttribute('aria-current', 'step');

  await moves.nth(0).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('[data-moves-status]')).toHaveText('Board at the start of the game.');
  expect(await position(page)).toBe('classic b b2:2b b3:1w');
  await page.keyboard.press('ArrowRight');
  expect(await position(page)).toBe('classic b b2:3b b3:1w');
  // While an earlier position is shown, the kept game is still the finished one.
  const kept = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY))!);
  expect(kept.record).toBe('classic b b2:2b b3:1w | b2 b2>b3');
  await expect(page.locator('#game-over')).toBeVisible();

  await page.keyboard.press('End');
  expect(await position(page)).toBe(finalPosition);
  await expect(page.locator('#game')).not.toHaveAttribute('readonly', '');
  await expect(page.locator('[data-moves-status]')).toHaveText('Turn 1 of 1, the board after this move: Black explodes b2, its pawns to b3, c2, a1.');
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true');
  expect(await position(page)).toBe(finalPosition);
  expect(errors).toEqual([]);
});

test('the move list marks the move shown on the board, and its "explosion" word is for screen readers only', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, '/en/hexone/play/?game=classic.b.b2-2b.b3-1w~b2.b2-b3');
  const moves = page.locator('[data-moves] [data-move]');
  const background = (n: number) => moves.nth(n).evaluate((button) => getComputedStyle(button).backgroundColor);
  const accent = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.background = 'var(--accent)';
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
  expect(await background(1)).toBe(accent);
  expect(await background(0)).not.toBe(accent);
  // Clicked with the mouse, the first move becomes the one marked.
  await moves.nth(0).scrollIntoViewIfNeeded();
  const box = (await moves.nth(0).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(moves.nth(0)).toHaveAttribute('aria-current', 'step');
  expect(await background(0)).toBe(accent);
  expect(await background(1)).not.toBe(accent);
  // The word is read out, not shown: the visible button says "b2 → b3 · c2 · a1".
  const word = (await moves.nth(1).locator('span').boundingBox())!;
  expect(word.width).toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
});

for (const [lang, computerSide, headline] of [
  ['en', 'w', 'You win!'],
  ['en', 'b', 'The computer wins.'],
  ['fr', 'w', 'Vous gagnez\u202f!'],
] as const) {
  test(`against the computer (it plays ${computerSide}), a finished game says "${headline}" (${lang})`, async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [STORAGE_KEY, JSON.stringify({ v: 1, record: 'classic b b2:2b b3:1w | b2 b2>b3', computer: computerSide, level: 'easy' })],
    );
    const page = await context.newPage();
    await open(page, `/${lang}/hexone/play/`);
    await expect(page.locator('[data-over-winner]')).toHaveText(headline);
    await context.close();
  });
}

for (const lang of ['en', 'fr'] as const) {
  test(`the end panel offers a rematch with colours swapped: the computer takes Black and moves first; New match opens the settings (${lang})`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    // A finished game: you played Black (and moved first), the computer White.
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [STORAGE_KEY, JSON.stringify({ v: 1, record: 'classic b b2:2b b3:1w | b2 b2>b3', computer: 'w', level: 'easy' })],
    );
    const page = await context.newPage();
    const errors = collectErrors(page);
    await open(page, `/${lang}/hexone/play/`);
    const words = JSON.parse((await page.locator('#play-strings').textContent())!) as Record<string, string>;
    const over = page.locator('#game-over');
    await expect(over).toBeVisible();
    // One row of actions: play again, the next level (a win against the newcomer: the beginner), rematch, new match.
    const actions = over.getByRole('group', { name: words['play.over.next'] });
    await expect(actions.getByRole('button')).toHaveText([
      words['play.over.again'],
      words['play.over.nextLevel'].replace('{level}', words['play.level.beginner']),
      words['play.over.rematch'],
      words['play.over.newMatch'],
    ]);
    const press = async (name: string) => {
      const button = actions.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded(); // the panel sits under the board
      const box = (await button.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    await press(words['play.over.rematch']);
    await expect(over).toBeHidden();
    const board = page.locator('hexone-board');
    await expect(board).toHaveAttribute('computer', 'b');
    await expect(board).toHaveAttribute('first', 'b');
    const white = lang === 'fr' ? 'Blanc' : 'White';
    await expect(page.locator('#play-message')).toContainText(words['play.rematch.you'].replace('{side}', white));
    // Black moves first, and Black is now the computer: it has played without any click.
    await expect.poll(() => record(page), { timeout: 15_000 }).toMatch(/^classic b opening \| \S+/);
    expect(await page.evaluate(() => document.querySelector('hexone-board')!.state.toMove)).toBe('w');
    // After this game, New match: the settings, with the keyboard on their first choice.
    await open(page, `/${lang}/hexone/play/?game=classic.b.b2-2b.b3-1w~b2.b2-b3`);
    await expect(over).toBeVisible();
    await press(words['play.over.newMatch']);
    await expect(page.locator('#settings input[name="exits"]').first()).toBeFocused();
    await expect(page.locator('#settings')).toBeInViewport();
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a finished game in the tiles edition explains its score, in French', async ({ page }) => {
  await open(page, '/fr/hexone/play/?game=classic.tiles.b.a1-2b.a2-1w~a1.a1-a2');
  await expect(page.locator('[data-over-winner]')).toHaveText('Noir gagne.');
  await expect(page.locator('[data-over-score-value]')).toHaveText(
    '47\u202fpoints = 7 (les sept cases du centre) + 11\u202f×\u202f3 (tuiles blanches) + 1\u202f×\u202f1 (tuiles grises) + 6\u202f×\u202f1 (pointes restantes)',
  );
  await expect(page.getByRole('list', { name: 'Liste des coups' }).getByRole('button')).toHaveCount(2);
});

test('the tiles edition shows what tiles are worth and the running score; other editions show neither', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, '/en/hexone/play/');
  await expect(page.locator('#tiles-info')).toBeHidden();
  // A game in progress where a1's explosion has turned its tile gray: 49 − 2.
  await open(page, '/en/hexone/play/?game=express.tiles.b.a1-2b.b2-1w~a1.a1-a2');
  await expect(page.locator('#tiles-score')).toHaveText('The winner’s score if the game ended now: 47 points.');
  await expect(page.getByRole('list', { name: 'Tile points' }).getByRole('listitem')).toContainText(['white: 3', 'gray: 1', 'removed: 0', 'peak (arrow): +1']);
  await page.getByLabel(/With removable tiles/).uncheck();
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.locator('#tiles-info')).toBeHidden();
  expect(errors).toEqual([]);
});

test('changed rules say they wait for the next game, and offer to start it', async ({ page }) => {
  await open(page, '/fr/hexone/play/');
  await clickCell(page, 'd3');
  const note = page.locator('#rules-next');
  await expect(note).toBeHidden();
  await page.getByLabel('Express').check();
  await expect(note).toContainText('Ces règles s’appliqueront à la prochaine partie\u202f:');
  expect(await record(page)).toBe('classic b opening | d3'); // the game in progress is untouched
  await page.getByLabel('Classique').check();
  await expect(note).toBeHidden(); // back to the game's own rules: nothing waits
  await page.getByLabel('Express').check();
  await page.getByRole('button', { name: 'Commencer cette partie maintenant' }).click();
  expect(await record(page)).toBe('express b opening');
  await expect(note).toBeHidden();
});

test('"suggest a move" names a legal move from the computer and draws it on the board until the next move', async ({ page }) => {
  await open(page, '/en/hexone/play/');
  await clickCell(page, 'd3');
  await clickCell(page, 'b2');
  const suggest = page.getByRole('button', { name: 'Suggest a move' });
  await expect(suggest).toBeEnabled();
  await suggest.click();
  await expect(page.locator('#play-message')).toHaveText(/^Suggestion: [a-e][1-5]/, { timeout: 20_000 });
  const move = (await page.locator('#play-message').textContent())!.replace('Suggestion: ', '').split(' ')[0];
  const hint = page.locator('hexone-board [data-marks="hint"]');
  await expect(hint.locator('[data-step="1"]')).toHaveAttribute('data-at', move);
  await expect(page.locator('hexone-board [aria-live]')).toContainText(`Suggested move: place on ${move}`);
  const legal = await page.evaluate((cell) => document.querySelector('hexone-board')!.place(cell), move);
  expect(legal).toBe(true);
  await expect(hint).toHaveCount(0);
});

test('the board shows cell names, and the controls under it set step mode and the animation speed', async ({ page }) => {
  await open(page, '/fr/hexone/play/');
  const board = page.locator('hexone-board');
  await expect(board.locator('.coord', { hasText: 'a1' })).toHaveCount(1);
  await page.getByLabel('Pas à pas (les réactions de l’ordinateur)').check();
  await expect(board).toHaveAttribute('step-mode', '');
  await page.getByLabel('Animation\u202f:').selectOption('2');
  await expect(board).toHaveAttribute('animation-speed', '2');
  await page.getByLabel('Pas à pas (les réactions de l’ordinateur)').uncheck();
  await expect(board).not.toHaveAttribute('step-mode', '');
});

test('the home page draws its "try it" move on a board with cell names', async ({ page }) => {
  await page.goto('/en/hexone/');
  const board = page.locator('#home-board');
  await expect(board.locator('[data-marks="hint"] [data-step="1"]')).toHaveAttribute('data-at', 'b2');
  await expect(board.locator('.coord', { hasText: 'b2' })).toHaveCount(1);
  await board.locator('[data-cell="b2"]').click(); // playing it takes the drawing away
  await expect(board.locator('[data-marks="hint"]')).toHaveCount(0);
});

test('the move list’s step buttons draw their icons (no ⏮ ⏭ characters, which some fonts lack)', async ({ page }) => {
  await open(page, '/fr/hexone/play/?game=classic.b.b2-2b.b3-1w~b2.b2-b3');
  const nav = page.getByRole('group', { name: 'Parcourir la partie' });
  for (const name of ['Début', 'Coup précédent', 'Coup suivant', 'Fin de la partie']) {
    const button = nav.getByRole('button', { name });
    await expect(button.locator('svg')).toHaveCount(1);
  }
  expect(await page.locator('body').innerText()).not.toMatch(/[\u23e9-\u23fa\u25b6\u25c0]/u);
});

test('on a phone, stepping through a finished game’s moves keeps the board in view', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await open(page, '/en/hexone/play/?game=classic.b.b2-2b.b3-1w.c2-2b~b2.b2-b3');
  await expect(page.locator('#game-over')).toBeVisible();
  // Down to the move list, as one scrolls on a phone, then steps back by tapping.
  const previous = page.getByRole('button', { name: 'Previous move' });
  await previous.scrollIntoViewIfNeeded();
  await previous.tap();
  await expect(page.locator('[data-moves-status]')).toContainText('Black places on b2');
  await expect(page.locator('#game svg[role="grid"]').first()).toBeInViewport({ ratio: 0.9 });
  await expect(previous).toBeInViewport();
  await page.locator('[data-moves] [data-move]').last().tap();
  await expect(page.locator('#game svg[role="grid"]').first()).toBeInViewport({ ratio: 0.9 });
  await context.close();
});

test('“Start that game now” starts it, says so, and leaves the keyboard on the new board', async ({ page }) => {
  await open(page, '/fr/hexone/play/');
  await page.getByLabel('Express').check();
  await page.getByRole('button', { name: 'Commencer cette partie maintenant' }).click();
  await expect(page.locator('#play-message')).toHaveText('Nouvelle partie\u202f: Express, Noir commence.');
  await expect(page.locator('#play-message')).toHaveAttribute('role', 'status');
  expect(await record(page)).toBe('express b opening');
  // Focus on the board's cell in the tab order, not on the page: Enter plays there.
  expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('hexone-board');
  expect(await page.evaluate(() => document.querySelector('hexone-board')!.shadowRoot!.activeElement?.getAttribute('data-cell'))).toBe('c3');
  await page.keyboard.press('ArrowLeft'); // c2, on the first ring
  await page.keyboard.press('Enter');
  await page.evaluate(() => document.querySelector('hexone-board')!.whenIdle());
  expect(await record(page)).toBe('express b opening | c2');
});
