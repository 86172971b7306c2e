// The board's words: English always at hand, French fetched on demand (components/hexone-board/i18n.ts), and the
// two tables kept in step.
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the i18n module (its French table starts unloaded each time). */
async function freshI18n() {
  vi.resetModules();
  return import('@components/hexone-board/i18n.js');
}

afterEach(() => {
  vi.doUnmock('@components/hexone-board/i18n-fr.js');
  vi.resetModules();
});

describe('the board languages', () => {
  it('speaks English at once, and French once its table has been fetched', async () => {
    const i18n = await freshI18n();
    expect(i18n.loadLang('en')).toBeNull(); // nothing to fetch
    expect(i18n.strings('fr').undo).toBe('Undo'); // not fetched yet: English meanwhile
    await i18n.loadLang('fr');
    expect(i18n.loadLang('fr')).toBeNull();
    expect(i18n.strings('fr').undo).toBe('Annuler');
    expect(i18n.describeError({ code: 'centre-forbidden', cell: 'c3' }, 'fr')).toBe('Personne ne pose sur le centre (c3).');
    expect(i18n.describeEvents([{ type: 'turn', toMove: 'w' }], 'fr')).toBe('À Blanc de jouer.');
  });

  it('keeps speaking English, without throwing, when French cannot be fetched, and does not ask again on that page', async () => {
    vi.doMock('@components/hexone-board/i18n-fr.js', () => {
      throw new Error('offline');
    });
    const i18n = await freshI18n();
    await expect(i18n.loadLang('fr')).resolves.toBeUndefined();
    expect(i18n.strings('fr').undo).toBe('Undo');
    expect(i18n.defaultNames('fr')).toEqual({ b: 'Black', w: 'White' });
    vi.doUnmock('@components/hexone-board/i18n-fr.js');
    expect(i18n.loadLang('fr'), 'not fetched again by every board and update').toBeNull();
    expect(i18n.strings('fr').undo).toBe('Undo');
  });

  it('has the same messages in both languages, each saying something', async () => {
    const { en } = await import('@components/hexone-board/i18n-en.js');
    const { fr } = await import('@components/hexone-board/i18n-fr.js');
    for (const table of ['errors', 'events', 'ui'] as const) {
      expect(Object.keys(fr[table]).sort(), table).toEqual(Object.keys(en[table]).sort());
    }
    for (const [code, say] of Object.entries(fr.errors)) {
      const text = say({ code: code as never, cell: 'b2', toward: 'b3', attribute: 'exits', value: 'x', expected: 'classic' });
      expect(text, code).toMatch(/\S/);
      expect(text, code).not.toBe(
        en.errors[code as keyof typeof en.errors]({ code: code as never, cell: 'b2', toward: 'b3', attribute: 'exits', value: 'x', expected: 'classic' }),
      );
    }
  });
});
