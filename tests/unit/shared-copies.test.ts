/**
 * The repository keeps copies of the shared conformance files (scripts/shared-copies.mjs) so that a clone
 * with nothing beside it runs them. When the shared folder is there, each copy must match it byte for byte:
 * an update upstream then fails here until the copy is refreshed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SHARED_COPIES, compareCopy, copyPaths } from '@scripts/shared-copies.mjs';

describe('the copies of shared files', () => {
  for (const { copy, original } of SHARED_COPIES) {
    // Beside the project's shared folder this compares; in a clone on its own there is nothing to compare
    // with, which is the normal case for a newcomer (not a skipped check): the answer says so and passes.
    it(`${copy} matches ${original} of the shared folder when that folder exists`, () => {
      const { copyPath, originalPath } = copyPaths({ copy, original });
      const { status, message } = compareCopy(copyPath, originalPath);
      if (status === 'absent') console.info(`shared-copies: ${message}`);
      expect(status, message).not.toBe('differs');
    });
  }
});

describe('compareCopy', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hexone-copies-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('says "same" for identical bytes', () => {
    expect(compareCopy(file('a1', '{"x":1}\n'), file('b1', '{"x":1}\n')).status).toBe('same');
  });

  it('says "differs", with the command that refreshes the copy, when one byte differs', () => {
    const answer = compareCopy(file('a2', '{"x":1}\n'), file('b2', '{"x":1} \n'));
    expect(answer.status).toBe('differs');
    expect(answer.message).toContain('node scripts/shared-copies.mjs --update');
  });

  it('says "differs" when the copy is missing but the original exists', () => {
    expect(compareCopy(join(dir, 'missing'), file('b3', 'x')).status).toBe('differs');
  });

  it('says "absent", and why, when there is no original to compare with', () => {
    const answer = compareCopy(file('a4', 'x'), join(dir, 'no-shared', 'cases.json'));
    expect(answer.status).toBe('absent');
    expect(answer.message).toMatch(/does not exist.*used as it is/);
  });
});
