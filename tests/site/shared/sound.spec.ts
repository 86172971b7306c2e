/**
 * The sound switch of both play pages, the puzzles and both games' lessons, used as people use it (a mouse in English, taps on a phone in
 * French): a press turns sound on, the choice holds across a reload and from one page to the next, and a move made by a
 * press then reaches Web Audio (a stand-in that records each note's frequency, put in place before the page loads); a
 * corrupted kept value reads as off.
 */
import { expect, test, type Page } from '@playwright/test';
import { type Lang, t } from '@site/i18n/index.js';
import { collectErrors } from './site-pages.js';
import { pointerOf, playTurn } from '../hexadominos/pointer.js';

/** Web Audio replaced by a recorder of the notes started (window.notes), before any script of the page runs. */
async function recordNotes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const notes: number[] = [];
    (window as unknown as { notes: number[] }).notes = notes;
    const param = (record: boolean) => ({ setValueAtTime: (v: number) => void (record && notes.push(v)), exponentialRampToValueAtTime: () => undefined });
    const node = (fields: object) => ({ ...fields, connect: (next: unknown) => next, start: () => undefined, stop: () => undefined });
    window.AudioContext = class {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator = () => node({ frequency: param(true) });
      createGain = () => node({ gain: param(false) });
      resume = () => Promise.resolve();
    } as unknown as typeof AudioContext;
  });
}
const notes = (page: Page) => page.evaluate(() => (window as unknown as { notes: number[] }).notes);
const PLACE = 660; // the placing note (components/shared/sound.ts)

for (const [lang, kind] of [
  ['en', 'mouse'],
  ['fr', 'touch'],
] as const satisfies readonly (readonly [Lang, 'mouse' | 'touch'])[]) {
  test.describe(`${lang}, by ${kind}`, () => {
    if (kind === 'touch') test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the sound switch turns sound on, holds across a reload and pages, and a move then sounds; a corrupted choice is off', async ({ page }) => {
      const errors = collectErrors(page);
      const press = pointerOf(page, kind);
      await recordNotes(page);
      await page.goto(`/${lang}/hexone/play/`);
      const hexone = page.locator('#game');
      const soundSwitch = page.getByRole('checkbox', { name: t(lang, 'sound.label'), exact: true });
      await expect(soundSwitch).not.toBeChecked();
      await press(soundSwitch);
      await expect(soundSwitch).toBeChecked();
      await expect.poll(() => hexone.evaluate((b: any) => b.sound)).toBe(true);

      await page.reload();
      await expect(soundSwitch).toBeChecked();
      await expect.poll(() => hexone.evaluate((b: any) => b.sound)).toBe(true);
      const before = await hexone.evaluate((b: any) => b.getPosition() as string);
      await press(page.locator('#game [data-cell="c2"]'));
      await expect.poll(() => hexone.evaluate((b: any) => b.getPosition() as string)).not.toBe(before);
      expect(await hexone.evaluate((b: any) => b.getPosition() as string), 'the pawn pressed on c2').toContain('c2:');
      await expect.poll(() => notes(page)).toContain(PLACE);

      // A puzzle: the same choice, and a pawn placed on its board sounds (White to play: the solution's first pawn, on b4).
      await page.goto(`/${lang}/hexone/puzzles/five-01/`);
      const puzzle = page.locator('#puzzle-board');
      await expect(soundSwitch).toBeChecked();
      await expect.poll(() => puzzle.evaluate((b: any) => b.sound)).toBe(true);
      const heard = (await notes(page)).length;
      await press(page.locator('#puzzle-board [data-cell="b4"]'));
      await expect.poll(async () => (await notes(page)).slice(heard)).toContain(PLACE);

      // A lesson: the same choice beside its way back to the lessons, and the step's pawn placed on its board sounds (the
      // opening lesson's first step asks for a pawn on b3).
      await page.goto(`/${lang}/hexone/lessons/opening/`);
      const lessonBoard = page.locator('hexone-board#lesson-board');
      await expect(soundSwitch).toBeChecked();
      await expect.poll(() => lessonBoard.evaluate((b: any) => b.sound)).toBe(true);
      const beforeLesson = (await notes(page)).length;
      await press(page.locator('#lesson-board [data-cell="b3"]'));
      await expect.poll(async () => (await notes(page)).slice(beforeLesson)).toContain(PLACE);

      // A Hexa-dominos lesson's step (the first tile of a game, laid anywhere): the same.
      await page.goto(`/${lang}/hexadominos/lessons/reading/#step-first-value`);
      const hdLesson = page.locator('.hd-stage hexadominos-board');
      await expect(soundSwitch).toBeChecked();
      await expect.poll(() => hdLesson.evaluate((b: any) => b.sound)).toBe(true);
      const beforeHd = (await notes(page)).length;
      await playTurn(press, hdLesson);
      await expect.poll(async () => (await notes(page)).slice(beforeHd)).toContain(PLACE);

      // The other game's page: the same choice, and its board sounds too (a solo game: the person moves first).
      await page.goto(`/${lang}/hexadominos/play/?seats=human`);
      const board = page.locator('[data-hd-play] hexadominos-board');
      await expect(soundSwitch).toBeChecked();
      await expect.poll(() => board.evaluate((b: any) => b.sound)).toBe(true);
      await playTurn(press, board);
      await expect.poll(() => notes(page)).toContain(PLACE);

      // A kept value that is not a choice: off.
      await page.evaluate(() => localStorage.setItem('hexone.sound', '{"on": tru'));
      await page.reload();
      await expect(soundSwitch).not.toBeChecked();
      await expect.poll(() => board.evaluate((b: any) => b.sound)).toBe(false);
      expect(errors).toEqual([]);
    });
  });
}
