import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The site and the tests reach other layers through tsconfig.json's aliases (@engine/*, @components/*, @site/*,
// @tests/*, @scripts/*), never through long `../../../` chains; engine/ and components/ ship as the npm package, compiled by plain
// tsc, which leaves aliases unresolved in its output: they keep relative imports.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Module specifiers of a source: imports and re-exports, import(), vi.mock and friends, import.meta.glob, <script src>. */
export function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s*(['"])([^'"\n]+)\1/g,
    /^\s*import\s*(['"])([^'"\n]+)\1/gm,
    /\bimport\s*\(\s*(['"])([^'"\n]+)\1/g,
    /\bvi\.(?:mock|doMock|unmock|doUnmock|importActual)(?:<[^>]*>)?\(\s*(['"])([^'"\n]+)\1/g,
    /\bimport\.meta\.glob(?:<[^>]*>)?\(\s*(['"])([^'"\n]+)\1/g,
    /<script\b[^>]*\bsrc=(['"])([^'"\n]+)\1/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[2]);
  return found;
}

const climbsThreeOrMore = (specifier: string) => /^(\.\.\/){3,}/.test(specifier.replace(/^\.\//, ''));
const ALIASES = /^@(engine|components|site|tests|scripts)\//;

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|mts|mjs|js|astro|mdx)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(join('tests', 'package', 'app', 'node_modules')));
}

const offenders = (files: string[], bad: (specifier: string) => boolean) =>
  files.flatMap((file) =>
    specifiers(readFileSync(join(ROOT, file), 'utf8'))
      .filter(bad)
      .map((spec) => `${file}: ${spec}`),
  );

describe('import paths', () => {
  it('finds the specifiers of every kind of import it checks', () => {
    const up = (n: number) => '../'.repeat(n); // built, so that this file does not hold the chains it forbids
    const source = [
      `import { a } from '${up(3)}engine/a.js';`,
      `export * from '${up(2)}b.js';`,
      `import '${up(4)}components/c.ts';`,
      "const d = await import('@site/d.js');",
      `vi.mock('${up(3)}e.js', () => ({}));`,
      `const f = import.meta.glob<F>('${up(3)}data/f.json');`,
      `<script src="${up(3)}scripts/g.ts"></script>`,
    ].join('\n');
    expect(specifiers(source)).toEqual(
      expect.arrayContaining([
        `${up(3)}engine/a.js`,
        `${up(2)}b.js`,
        `${up(4)}components/c.ts`,
        '@site/d.js',
        `${up(3)}e.js`,
        `${up(3)}data/f.json`,
        `${up(3)}scripts/g.ts`,
      ]),
    );
    expect(specifiers(source).filter(climbsThreeOrMore)).toHaveLength(5);
  });

  it('site/src and tests never climb three or more folders (they use @engine/, @components/, @site/, @tests/, @scripts/)', () => {
    const files = [...sources('site/src'), ...sources('tests')];
    expect(files.length).toBeGreaterThan(100);
    expect(offenders(files, climbsThreeOrMore)).toEqual([]);
  });

  it('engine and components (the npm package, compiled by plain tsc) use no alias', () => {
    const files = [...sources('engine'), ...sources('components')];
    expect(files.length).toBeGreaterThan(50);
    expect(offenders(files, (spec) => ALIASES.test(spec))).toEqual([]);
  });
});
