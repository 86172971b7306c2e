/**
 * The Hexa-dominos notes page (site/src/prose/hexadominos/{en,fr}/notes.mdx): French typography in its French
 * prose, the rulebook's words (réglette, partie, match, score à atteindre), and every table drawn on it a
 * position the engine reads.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePosition } from '@engine/hexadominos/index.js';
import { frenchTypography } from '../french-typography.js';

const read = (lang: 'en' | 'fr') => readFileSync(fileURLToPath(new URL(`../../../site/src/prose/hexadominos/${lang}/notes.mdx`, import.meta.url)), 'utf8');

/** The prose lines, without imports, code and attribute values that are not prose. */
function prose(text: string): string[] {
  return text
    .replace(/^import .*$/gm, '')
    .replace(/`[^`]*`/g, '')
    .replace(/\b(position|highlight|spots|lang|size|tile)="[^"]*"/g, '')
    .split('\n');
}

describe('the Hexa-dominos notes', () => {
  it('follow French typography in French, captions and labels included', () => {
    const found = prose(read('fr')).flatMap((line, k) => frenchTypography(line).map((problem) => `line ${k + 1}: ${problem}`));
    expect(found).toEqual([]);
  });

  it('use the rulebook’s words in French: réglette for the rack, partie for one game, match and score à atteindre for several', () => {
    const text = read('fr');
    expect(text).not.toMatch(/chevalet/i);
    for (const word of ['réglette', 'partie', 'match', 'score à atteindre']) expect(text).toContain(word);
  });

  it('draw only positions the engine reads, the same in both languages', () => {
    const positions = (lang: 'en' | 'fr') => [...read(lang).matchAll(/position="([^"]*)"/g)].map((m) => m[1]);
    expect(positions('en').length).toBeGreaterThanOrEqual(4);
    expect(positions('fr')).toEqual(positions('en'));
    for (const text of positions('en')) expect(parsePosition(text).ok).toBe(true);
  });
});
