/**
 * Every case of the conformance file (the repository's copy of the shared one, kept in step by
 * tests/unit/shared-copies.test.ts), each as its own test, judged by the same code as
 * `npm run conformance` (engine/hexone/conformance.ts) so the two can never disagree.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCase, readCaseFile } from '@engine/hexone/conformance.js';

const path = fileURLToPath(new URL('../../conformance/hexone/cases.json', import.meta.url));
const file = readCaseFile(readFileSync(path, 'utf8'));

describe('the conformance cases', () => {
  it('load as a hexone-conformance/1 file with cases', () => {
    expect(typeof file).not.toBe('string');
    expect(typeof file !== 'string' && file.cases.length).toBeGreaterThan(0);
  });

  for (const c of typeof file === 'string' ? [] : file.cases) {
    it(`pass case ${c.id}`, () => {
      expect(checkCase(c)).toEqual([]);
    });
  }
});

describe('the conformance checker', () => {
  it('reports a case whose expectation the engine does not meet', () => {
    const wrong = {
      id: 'deliberately-wrong',
      rules: { exits: 'classic', tiles: false },
      start: { opening: true, toMove: 'b' },
      actions: [{ place: 'b2' }],
      expect: { phase: 'place', toMove: 'b', cells: { b2: '1b' } },
    };

    expect(checkCase(wrong)).toEqual(['toMove: expected "b", got "w"']);
  });

  it('reports an action that should have been refused but was accepted', () => {
    const wrong = {
      id: 'accepted',
      rules: { exits: 'classic', tiles: false },
      start: { opening: true, toMove: 'b' },
      actions: [{ place: 'b2' }],
      expectError: true,
      expect: { phase: 'place', toMove: 'b', cells: {} },
    };

    expect(checkCase(wrong)[0]).toContain('must be refused');
  });

  it('explains files that are not case files', () => {
    expect(readCaseFile('{')).toMatch(/^not JSON/);
    expect(readCaseFile('{"format":"other","cases":[]}')).toMatch(/unknown format/);
    expect(readCaseFile('[]')).toBe('no "cases" array');
  });
});
