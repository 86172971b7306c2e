// The builds' minification of the elements' css`…` templates: Lit's Rollup plugin with Lightning CSS (cssTemplates()
// in scripts/elements.mjs, used by vite.config.mjs and astro.config.mjs), run here on the styles files as the builds
// run it. The element tests run the readable CSS, so what the minifier could break is checked here: an internal
// `--_…` property set in one styles file and read in another (a side's colours: set with the board's CSS, read by
// the status line's swatch) must keep one name in both, or the built element loses its colours.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT, cssTemplates } from '@scripts/elements.mjs';

const plugin = cssTemplates() as unknown as {
  transform(this: unknown, code: string, id: string): Promise<{ code: string } | null | undefined>;
};
/** What the plugin reports goes to the test: a warning or an error fails it. */
const context = {
  error: (message: string) => {
    throw new Error(message);
  },
  warn: (message: string) => {
    throw new Error(message);
  },
};

const STYLES = readdirSync(`${ROOT}components`, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.styles.ts'))
  .map((file) => `components/${file}`);

/** The css`…` templates of a source text. */
const templates = (source: string) => [...source.matchAll(/\bcss`([^`]*)`/g)].map((m) => m[1]);

/** The styles file as the builds ship it: its source with each css`…` template minified. */
async function minified(file: string): Promise<string> {
  const id = `${ROOT}${file}`;
  const result = await plugin.transform.call(context, readFileSync(id, 'utf8'), id);
  if (!result) throw new Error(`${file}: nothing minified`);
  return result.code;
}

/** The declarations of `selector` in minified CSS, e.g. `{ "--_pawn-colour": "var(--hexone-b-color)" }`. */
function declarations(css: string, selector: string): Record<string, string> {
  const body = css.match(new RegExp(`(?:^|[}\`])${selector.replace(/[.()]/g, '\\$&')}\\{([^}]*)\\}`))?.[1];
  if (body === undefined) throw new Error(`no rule for ${selector}`);
  return Object.fromEntries(body.split(';').map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)]));
}

describe('minified element styles', () => {
  it('give an internal property the same name in the file that sets it and the one that reads it', async () => {
    const board = await minified('components/hexone-board/board.styles.ts');
    const controls = await minified('components/hexone-board/controls.styles.ts');
    const side = declarations(board, '.b');
    const colour = Object.keys(side).find((name) => side[name] === 'var(--hexone-b-color)');
    const edge = Object.keys(side).find((name) => side[name] === 'var(--hexone-b-edge)');
    expect(colour).toMatch(/^--_[\w-]+$/);
    expect(declarations(controls, '.swatch')).toMatchObject({ background: `var(${colour})`, border: `2px solid var(${edge})` });
  });

  it('give forced colors the names of the sheet that sets each property', async () => {
    const forced = await minified('components/hexone-board/forced-colors.styles.ts');
    const marks = await minified('components/hexone-board/marks.styles.ts');
    const set = Object.keys(declarations(marks, '.marks')).find((name) => name.startsWith('--_'));
    expect(forced).toContain(`${set}:Highlight`);
  });

  it('ship no comment or indentation, and keep every custom property each sheet sets and reads', async () => {
    expect(STYLES.length).toBeGreaterThan(0);
    for (const file of STYLES) {
      const source = templates(readFileSync(`${ROOT}${file}`, 'utf8'))
        .join('\n')
        .replace(/\/\*[\s\S]*?\*\//g, '');
      const shipped = templates(await minified(file));
      expect(shipped.length, file).toBeGreaterThan(0);
      for (const css of shipped) expect(css, file).not.toMatch(/\/\*|\n|: | \{|; /);
      const css = shipped.join('\n');
      const set = (text: string) => new Set([...text.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
      const read = (text: string) => new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]));
      expect(set(css), `${file}: properties set`).toEqual(set(source));
      expect(read(css), `${file}: properties read`).toEqual(read(source));
    }
  });
});
