// The helpers components/shared/ gives every game's element and the site.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axialToPoint, hexCorners, hexPoints, neighbourDistance, pointsAttribute, stepAngle } from '../../components/shared/hex-geometry.js';
import { DEFAULT_LEVEL, LEVELS, isLevel, levelAbove, levelOf } from '../../components/shared/levels.js';
import { DIRECTION_NAMES, DIRECTION_STEPS as AXIAL_STEPS, axialToPixel } from '../../engine/shared/hex.js';
import { DIRECTION_STEPS as HEXONE_STEPS } from '../../engine/hexone/cells.js';
import { fillPlaceholders } from '../../components/shared/placeholders.js';
import { type StorageLike, readStored, writeStored } from '../../components/shared/storage.js';

describe('fillPlaceholders', () => {
  it('fills each {name} from the values and leaves the others as written', () => {
    expect(fillPlaceholders('{done} of {total} steps, {missing}', { done: 3, total: 4 })).toBe('3 of 4 steps, {missing}');
    expect(fillPlaceholders('{cell} is {state}', { cell: 'b2', state: undefined })).toBe('b2 is {state}');
  });

  it("never fills from Object's prototype", () => {
    expect(fillPlaceholders('{constructor} {toString} {__proto__}', {})).toBe('{constructor} {toString} {__proto__}');
  });

  it('returns text without placeholders unchanged, whatever the values, and never throws', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/\{\w+\}/.test(s)),
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
        (text, values) => {
          expect(fillPlaceholders(text, values)).toBe(text);
        },
      ),
    );
  });
});

describe('one hex grid for both games', () => {
  it("draws Hexone's cell (x, y) where the engines' grid draws the axial cell (x, −y), and its steps as the same compass steps", () => {
    for (let x = -3; x <= 3; x++) for (let y = -3; y <= 3; y++) expect(axialToPoint(x, y, 50)).toEqual(axialToPixel([x, -y], 50));
    DIRECTION_NAMES.forEach((name, d) => {
      const [dx, dy] = HEXONE_STEPS[name];
      expect([dx, -dy + 0]).toEqual(AXIAL_STEPS[d]);
    });
  });
});

describe('browser storage helpers', () => {
  const memory = (): StorageLike & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
  };
  const refusing: StorageLike = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };

  it('reads back what was written', () => {
    const storage = memory();
    expect(readStored(storage, 'k')).toBeNull();
    expect(writeStored(storage, 'k', 'text')).toBe(true);
    expect(readStored(storage, 'k')).toBe('text');
  });

  it('answers null and false, never a throw, for a storage that refuses or is missing', () => {
    expect(readStored(refusing, 'k')).toBeNull();
    expect(writeStored(refusing, 'k', 'text')).toBe(false);
    expect(readStored(null, 'k')).toBeNull();
    expect(writeStored(null, 'k', 'text')).toBe(false);
  });
});

describe('levels', () => {
  it('keeps a level and turns anything else, of any type, into the default one', () => {
    for (const level of LEVELS) expect(levelOf(level)).toBe(level);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(levelOf(value)).toBe(isLevel(value) ? value : DEFAULT_LEVEL);
        expect(LEVELS).toContain(levelOf(value));
      }),
    );
  });

  it('climbs the ladder one level at a time, and stops at its top', () => {
    expect(LEVELS.map(levelAbove)).toEqual([...LEVELS.slice(1), null]);
  });
});

describe('hex geometry', () => {
  it('puts neighbours one neighbour distance apart, each row half a cell right of the one below', () => {
    const origin = axialToPoint(0, 0, 30);
    expect(origin.x).toBeCloseTo(0);
    expect(origin.y).toBeCloseTo(0);
    for (const [dx, dy] of [
      [1, 0],
      [1, 1],
      [0, 1],
      [-1, 0],
      [-1, -1],
      [0, -1],
    ]) {
      const p = axialToPoint(dx, dy, 30);
      expect(Math.hypot(p.x, p.y)).toBeCloseTo(neighbourDistance(30));
    }
    expect(axialToPoint(0, 1, 30).x).toBeCloseTo(-neighbourDistance(30) / 2);
    expect(axialToPoint(0, 1, 30).y).toBeLessThan(0); // north is up on screen
  });

  it('draws a pointy-top hex: a corner straight above the centre, six corners at the radius', () => {
    const corners = hexCorners(10, { x: 5, y: 5 });
    expect(corners).toHaveLength(6);
    expect(corners[0].x).toBeCloseTo(5);
    expect(corners[0].y).toBeCloseTo(-5);
    for (const c of corners) expect(Math.hypot(c.x - 5, c.y - 5)).toBeCloseTo(10);
    expect(hexPoints(10, { x: 5, y: 5 })).toBe(pointsAttribute(corners));
    expect(pointsAttribute([{ x: -0.001, y: 1.23456 }])).toBe('0,1.23');
  });

  it('gives the screen angle of each step: east 0°, north-east −60°, west 180°', () => {
    expect(stepAngle(1, 0)).toBeCloseTo(0);
    expect(stepAngle(1, 1)).toBeCloseTo(-60);
    expect(stepAngle(-1, 0)).toBe(180);
    expect(stepAngle(0, -1)).toBeCloseTo(60);
  });
});
