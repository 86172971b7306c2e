import { expect, test } from '@playwright/test';
import { dictionaries, LANGS, t } from '@site/i18n/index.js';
import { translatePath, splitPath } from '@site/lib/shared/routes.js';

test.describe('the interface dictionary', () => {
  test('French and English have exactly the same keys', () => {
    const fr = Object.keys(dictionaries.fr).sort();
    const en = Object.keys(dictionaries.en).sort();
    expect(en.filter((k) => !fr.includes(k))).toEqual([]);
    expect(fr.filter((k) => !en.includes(k))).toEqual([]);
  });

  test('no string is empty and placeholders match between the languages', () => {
    for (const key of Object.keys(dictionaries.fr) as (keyof typeof dictionaries.fr)[]) {
      for (const lang of LANGS) expect(dictionaries[lang][key].trim(), `${lang} ${key}`).not.toBe('');
      // `{name}` and `{name, plural, …}` alike; a name used twice (in two plural branches) counts once.
      const holes = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]))].sort();
      expect(holes(dictionaries.en[key]), key).toEqual(holes(dictionaries.fr[key]));
    }
  });

  test('t fills placeholders and leaves unknown ones visible', () => {
    expect(t('en', 'play.suggest.result', { move: 'b2' })).toBe('Suggestion: b2');
    expect(t('fr', 'play.suggest.result')).toContain('{move}');
  });

  test('the language switch path keeps the page', () => {
    expect(translatePath('/fr/hexone/rules/', 'en')).toBe('/en/hexone/rules/');
    expect(translatePath('/en/hexone/lessons/first-pawns/', 'fr')).toBe('/fr/hexone/lessons/first-pawns/');
    expect(splitPath('/en/')).toEqual({ lang: 'en', slug: '' });
  });
});
