// The examples of the README and of docs/*.md, run: a claim there that stops being true fails here.
//   - fenced blocks marked `runnable` (```ts runnable) run as written, their imports pointed at this checkout, and
//     every result they keep at the top level that says whether it worked (`{ ok }`) must have worked;
//   - every position and record of either game quoted there (as `code` in the prose, or as a board's
//     `position="…"` / `record="…"` in its HTML examples) is read by that game's engine, and every record replays.
// A page added to docs/ is checked without editing this test.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as hexadominos from '@engine/hexadominos/index.js';
import * as hexone from '@engine/hexone/index.js';
import { ROOT } from '@scripts/elements.mjs';

/** The README and every page of docs/, each with its name as a reader would look it up. */
const PAGES = [
  'README.md',
  ...readdirSync(`${ROOT}docs`)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

interface Block {
  lang: string;
  info: string[];
  code: string;
  where: string;
}
interface Quote {
  text: string;
  where: string;
  game?: 'hexone' | 'hexadominos';
}

const blocks: Block[] = [];
const spans: Quote[] = [];
const attributes: Quote[] = [];
for (const page of PAGES) {
  const text = readFileSync(`${ROOT}${page}`, 'utf8');
  const where = (index: number) => `${page}:${text.slice(0, index).split('\n').length}`;
  /** Fenced code blocks: language, the words after it, the code, and where it starts. */
  const own = [...text.matchAll(/^```(\w*)([^\n]*)\n([\s\S]*?)^```/gm)].map((m) => ({
    lang: m[1],
    info: m[2].trim().split(/\s+/),
    code: m[3],
    where: where(m.index),
  }));
  blocks.push(...own);
  /** The prose (fenced blocks left out), where `code` spans quote positions and records. */
  const prose = text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
  spans.push(...[...prose.matchAll(/`([^`\n]+)`/g)].map((m) => ({ text: m[1], where: where(m.index) })));
  /** `position="…"` and `record="…"` of the boards in the HTML examples. */
  attributes.push(
    ...own
      .filter((block) => block.lang === 'html')
      .flatMap((block) =>
        [...block.code.matchAll(/<(hexone-board|hexadominos-board)\b[^>]*>/g)].flatMap((tag) =>
          [...tag[0].matchAll(/\b(position|record)="([^"]*)"/g)].map((a) => ({
            text: a[2],
            where: block.where,
            game: tag[1].replace('-board', '') as 'hexone' | 'hexadominos',
          })),
        ),
      ),
  );
}
const runnable = blocks.filter((block) => block.info.includes('runnable'));

/** Which game a quoted text is written for, if it is a game text at all (more than one word, or a share link). */
function gameOf(text: string): 'hexone' | 'hexadominos' | null {
  if (!/[ ~.]/.test(text)) return null;
  if (/^(classic|express|long)\b|^[bw] /.test(text)) return 'hexone';
  if (/^(standard|simple|kids)\b/.test(text)) return 'hexadominos';
  return null;
}

/** Reads a game text with its engine: a record (text with `|`, or a share link with `~`) must also replay. */
function read(game: 'hexone' | 'hexadominos', text: string): { ok: boolean; error?: unknown } {
  const engine = game === 'hexone' ? hexone : hexadominos;
  if (!/[|~]/.test(text)) return engine.parsePosition(text);
  const record = text.includes('~') ? engine.recordFromUrl(text) : engine.parseRecord(text);
  if (!record.ok) return record;
  return game === 'hexone' ? hexone.replay(record.value as hexone.GameRecord) : hexadominos.replay(record.value as hexadominos.GameRecord);
}

const folder = mkdtempSync(join(tmpdir(), 'hexone-readme-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the README and docs/', () => {
  it('has runnable examples of both engines', () => {
    expect([...new Set(runnable.map((block) => block.code.match(/engine\/(\w+)\//)?.[1]))].sort()).toEqual(['hexadominos', 'hexone']);
  });

  for (const [n, block] of runnable.entries()) {
    it(`runs the example at ${block.where}, and what it keeps worked`, async () => {
      // Imports from this checkout; the top-level names exported, to be read here.
      const names = [...block.code.matchAll(/^(?:const|let|var)\s+(\w+)/gm)].map((m) => m[1]);
      const code = `${block.code.replace(/from '\.\/([^']+)'/g, (_, path: string) => `from '${ROOT}${path}'`)}\nexport { ${names.join(', ')} };\n`;
      const file = join(folder, `example-${n}.${block.lang}`);
      writeFileSync(file, code);
      const kept = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      const outcomes = Object.entries(kept).filter(([, value]) => value !== null && typeof value === 'object' && 'ok' in value);
      expect(outcomes.length, 'the example keeps a result to check').toBeGreaterThan(0);
      for (const [name, value] of outcomes) expect((value as { ok: boolean }).ok, `${name}: ${JSON.stringify(value).slice(0, 300)}`).toBe(true);
    });
  }

  it('quotes positions and records that the engines read, and records that replay', () => {
    const texts = [...spans.flatMap(({ text, where }) => (gameOf(text) ? [{ text, where, game: gameOf(text)! }] : [])), ...attributes];
    // Enough of each game found that a change in how the pages quote them cannot leave this test checking nothing.
    expect(texts.filter((t) => t.game === 'hexone').length).toBeGreaterThanOrEqual(5);
    expect(texts.filter((t) => t.game === 'hexadominos').length).toBeGreaterThanOrEqual(3);
    const refused = texts
      .map((t) => ({ ...t, result: read(t.game as 'hexone' | 'hexadominos', t.text) }))
      .filter((t) => !t.result.ok)
      .map((t) => `${t.where}: ${t.text} — ${JSON.stringify(t.result.error)}`);
    expect(refused).toEqual([]);
  });
});
