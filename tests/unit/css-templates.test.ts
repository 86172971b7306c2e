// The builds' minification of the elements' css`…` templates (scripts/minify-css-templates.mjs). The element
// tests run the readable CSS, so what the minifier could break is checked here: an internal `--_…` property
// set in one styles file and read in another (a side's colours: set with the board's CSS, read by the status
// line's swatch) must get one short name in both, or the built element loses its colours.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minifyCssTemplates } from '../../scripts/minify-css-templates.mjs';

const read = (file: string) => readFileSync(new URL(`../../components/hexone-board/${file}`, import.meta.url), 'utf8');

/** The declarations of `selector` in minified CSS, e.g. `{ "--_1": "var(--hexone-b-color)" }`. */
function declarations(css: string, selector: string): Record<string, string> {
  const body = css.match(new RegExp(`(?:^|[}\`])${selector.replace(/[.()]/g, '\\$&')}\\{([^}]*)\\}`))?.[1];
  if (body === undefined) throw new Error(`no rule for ${selector}`);
  return Object.fromEntries(body.split(';').map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)]));
}

describe('minified element styles', () => {
  it('give an internal property the same short name in the file that sets it and the one that reads it', async () => {
    const board = await minifyCssTemplates(read('board.styles.ts'));
    const controls = await minifyCssTemplates(read('controls.styles.ts'));
    const side = declarations(board, '.b');
    const colour = Object.keys(side).find((name) => side[name] === 'var(--hexone-b-color)');
    const edge = Object.keys(side).find((name) => side[name] === 'var(--hexone-b-edge)');
    expect(colour).toMatch(/^--_[0-9a-z]+$/);
    expect(declarations(controls, '.swatch')).toMatchObject({ background: `var(${colour})`, border: `2px solid var(${edge})` });
  });

  it('give forced colors the short names of the sheet that sets each property', async () => {
    const forced = await minifyCssTemplates(read('forced-colors.styles.ts'));
    const marks = await minifyCssTemplates(read('marks.styles.ts'));
    const set = Object.keys(declarations(marks, '.marks')).find((name) => name.startsWith('--_'));
    expect(forced).toContain(`${set}:Highlight`);
  });

  it('leave no readable internal name and no comment in the shipped CSS', async () => {
    for (const file of ['hexone-board.styles.ts', 'board.styles.ts', 'marks.styles.ts', 'controls.styles.ts', 'help.styles.ts', 'forced-colors.styles.ts']) {
      const templates = [...(await minifyCssTemplates(read(file))).matchAll(/\bcss`([^`]*)`/g)].map((m) => m[1]);
      expect(templates.length, file).toBeGreaterThan(0);
      for (const css of templates) expect(css, file).not.toMatch(/--_[a-z]{2}|\/\*/);
    }
  });
});
