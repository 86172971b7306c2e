// The files this repository keeps copies of, from the project's shared folder (`../shared` beside a
// checkout, where the rules owner publishes them). The copies are what `npm test` runs, so a clone with
// nothing beside it passes; tests/unit/shared-copies.test.ts fails when `../shared` is there and a copy
// no longer matches it, so an update upstream is noticed.
//
//   node scripts/shared-copies.mjs            # says which copies match, differ, or have nothing to compare with
//   node scripts/shared-copies.mjs --update   # copies the shared files over the stale copies (byte for byte)
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where the shared folder is looked for: beside the checkout, unless HEXONE_SHARED names another place. */
export const SHARED = process.env.HEXONE_SHARED || fileURLToPath(new URL('../../shared/', import.meta.url));

/** Copy (relative to the repository) ← original (relative to the shared folder). */
export const SHARED_COPIES = [
  { copy: 'engine/hexone/RULES.md', original: 'RULES.md' },
  { copy: 'engine/hexadominos/RULES.md', original: 'hexadominos/RULES.md' },
  { copy: 'tests/conformance/hexone/cases.json', original: 'conformance/cases.json' },
  { copy: 'tests/conformance/hexone/README.md', original: 'conformance/README.md' },
  { copy: 'tests/conformance/hexadominos/cases.json', original: 'hexadominos/conformance/cases.json' },
  { copy: 'tests/conformance/hexadominos/README.md', original: 'hexadominos/conformance/README.md' },
];

/**
 * Compares a copy with its original, byte for byte.
 * `same`: identical · `differs`: both exist and differ (or the copy is missing) · `absent`: no original to compare with.
 */
export function compareCopy(copyPath, originalPath) {
  if (!existsSync(originalPath)) {
    return { status: 'absent', message: `${originalPath} does not exist (a clone on its own): the copy ${copyPath} is used as it is` };
  }
  if (!existsSync(copyPath)) {
    return { status: 'differs', message: `${copyPath} is missing; copy it from ${originalPath} (node scripts/shared-copies.mjs --update)` };
  }
  if (readFileSync(copyPath).equals(readFileSync(originalPath))) return { status: 'same', message: `${copyPath} matches ${originalPath}` };
  return {
    status: 'differs',
    message:
      `${copyPath} differs from ${originalPath}: the shared file changed. Review the change, then run ` +
      '`node scripts/shared-copies.mjs --update` and commit the copy',
  };
}

/** Where one entry of SHARED_COPIES lies: its copy in the checkout, its original in the shared folder. Joined, not
 * concatenated: HEXONE_SHARED may be given without its final slash. */
export function copyPaths({ copy, original }) {
  return { copyPath: join(ROOT, copy), originalPath: join(SHARED, original) };
}

function main() {
  const update = process.argv.includes('--update');
  let stale = 0;
  for (const { copy, original } of SHARED_COPIES) {
    const { copyPath, originalPath } = copyPaths({ copy, original });
    const { status, message } = compareCopy(copyPath, originalPath);
    if (status === 'differs' && update) {
      copyFileSync(originalPath, copyPath);
      console.log(`updated ${copy} from ${originalPath}`);
    } else {
      console.log(`${status.padEnd(7)} ${message}`);
      if (status === 'differs') stale++;
    }
  }
  process.exit(stale ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
