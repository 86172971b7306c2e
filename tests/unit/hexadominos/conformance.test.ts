/**
 * Every Hexa-dominos conformance case, each as its own test, judged by the same code as
 * `npm run conformance` (engine/hexadominos/conformance.ts) so the two can never disagree.
 * The cases are read from the repository's copy (tests/unit/shared-copies.test.ts checks it against ../shared).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ConformanceCase, checkCase, readCaseFile } from '@engine/hexadominos/conformance.js';

const copyPath = fileURLToPath(new URL('../../conformance/hexadominos/cases.json', import.meta.url));
const copyText = readFileSync(copyPath, 'utf8');
const file = readCaseFile(copyText);

describe('the Hexa-dominos conformance cases', () => {
  it('load as a hexadominos-conformance/1 file with cases', () => {
    expect(typeof file).not.toBe('string');
    expect(typeof file !== 'string' && file.cases.length).toBeGreaterThan(0);
  });

  for (const c of typeof file === 'string' ? [] : file.cases) {
    it(`pass case ${c.id}`, () => {
      expect(checkCase(c)).toEqual([]);
    });
  }
});

describe('the Hexa-dominos conformance checker', () => {
  const base: ConformanceCase = {
    id: 'first-tile',
    scoring: 'standard',
    start: { players: 2, toMove: 0, board: [], racks: [['112345'], ['122345']], pile: ['123445'] },
    actions: [{ place: '112345', at: [0, 0], rot: 0 }],
    expect: {
      over: true,
      scores: [16 + 25 + 17, 0],
      racks: [[], ['122345']],
      pile: 1,
      draws: 0,
      board: [{ at: [0, 0], tile: '112345', rot: 0 }],
      winners: [0],
    },
  };

  it('passes a hand-worked case the engine meets', () => {
    expect(checkCase(base)).toEqual([]);
  });

  it('reports a case whose expectation the engine does not meet', () => {
    expect(checkCase({ ...base, expect: { ...base.expect, scores: [16, 0] } })).toEqual(['scores: expected [16,0], got [58,0]']);
  });

  it('reports an action that should have been refused but was accepted', () => {
    expect(checkCase({ ...base, expectError: true })[0]).toContain('must be refused');
  });

  it('reports a start that is not a valid state', () => {
    expect(checkCase({ ...base, start: { ...base.start, players: 7 } })[0]).toMatch(/^start is not a valid state/);
  });

  it('explains files that are not Hexa-dominos case files', () => {
    expect(readCaseFile('{')).toMatch(/^not JSON/);
    expect(readCaseFile('{"format":"hexone-conformance/1","cases":[]}')).toMatch(/unknown format/);
    expect(readCaseFile('[]')).toBe('no "cases" array');
  });
});
