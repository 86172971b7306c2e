/**
 * The editor's Hexa-dominos panel, by mouse: it offers only the free places where the chosen tile fits
 * (each laying it turned to fit), and says so when it fits nowhere; whatever is laid from it keeps every
 * shared side matched; its places and the tiles down are named as the board names them, never by grid coordinates.
 */
import { expect, test } from '@playwright/test';
import { LANGS, dictionaries } from '@site/i18n/index.js';
import { format } from '@site/i18n/format.js';
import { fittingCells, readHexadominosDraft } from '@site/lib/editor/hexadominos-draft.js';
import { collectErrors } from '../shared/site-pages.js';
import { pointerOf } from './pointer.js';

// "(1, −1)", "(1 ; −1)", "1,0": a grid coordinate, which the board never shows.
const COORDINATES = /\(\s*[−-]?\d+\s*[,;]\u202f?\s*[−-]?\d+\s*\)|(?<![\d,])[−-]?\d+,[−-]?\d+(?![\d,])/u;
// A place beside a tile down: named by that tile, written as the board writes it ("east of 1 1 1 1 1 2").
const BESIDE_A_TILE = { en: /^Lay .*\b([1-6] ){5}[1-6]\b/, fr: /^Poser .*\b([1-6] ){5}[1-6]\b/ };

for (const lang of LANGS) {
  test(`${lang}: the editor offers only places where the chosen tile fits, or says why there are none`, async ({ page }) => {
    const errors = collectErrors(page);
    const click = pointerOf(page, 'mouse');
    await page.goto(`/${lang}/editor/`);
    await click(page.locator('input[name="game"][value="hexadominos"]'));
    const places = page.locator('[data-hd="places"] button');
    const text = page.locator('textarea[data-text]');
    // A made-up first tile of 1s and one 2 (typed as position text): a tile without 1 or 2 fits nowhere beside it.
    await text.fill('standard turn:0 scores:0,0 111112@0,0/0 r0:- r1:- pile:-');
    await expect(page.locator('[data-problem]')).toHaveText(dictionaries[lang]['editor.valid']);
    for (const tile of ['122345', '112233', '334455', '123345']) {
      // The tile picked from the drawn ones, by a click on its picture.
      await click(page.locator(`.hd-tile-choice:has(input[value="${tile}"])`));
      await expect(page.locator(`input[name="hd-tile"][value="${tile}"]`)).toBeChecked();
      const draft = readHexadominosDraft(await text.inputValue());
      if (!draft.ok) throw new Error('the editor shows a position the engine reads');
      const fitting = fittingCells(draft.draft, tile);
      if (!fitting.length) {
        await expect(places).toHaveCount(0);
        await expect(page.locator('[data-hd="places"]')).toHaveText(format(lang, dictionaries[lang]['editor.hd.fitsNowhere'], { tile: [...tile].join(' ') }));
        continue;
      }
      // Read until the panel shows this tile's places: the list is drawn anew after each choice, and the
      // previous tile's list may have as many buttons (a press on it would land on a button being replaced).
      const shown = () => places.evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.at).sort());
      await expect.poll(shown).toEqual(fitting.map((c) => `${c.at[0]},${c.at[1]}`).sort());
      // Each place named as the board names it, by a tile it touches, never by grid coordinates.
      for (const words of await places.allTextContents()) {
        expect(words).not.toMatch(COORDINATES);
        expect(words).toMatch(BESIDE_A_TILE[lang]);
      }
      await click(places.first());
      await expect(page.locator('[data-problem]')).toHaveText(dictionaries[lang]['editor.valid']);
    }
    // The tiles down, listed the same way: the first in the middle of the table, the others by what they touch.
    const listed = await page.locator('[data-hd="table"] li').allTextContents();
    expect(listed.length).toBeGreaterThan(1);
    expect(listed[0]).toContain(`1 1 1 1 1 2 ${lang === 'en' ? 'in the middle of the table' : 'au milieu de la table'}`);
    for (const words of listed) expect(words).not.toMatch(COORDINATES);
    expect(errors).toEqual([]);
  });
}
