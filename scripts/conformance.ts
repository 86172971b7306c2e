/**
 * npm run conformance -- FILE [FILE …]
 * Runs conformance case files of either game: each file's `format` field picks the checker
 * (`hexone-conformance/1` or `hexadominos-conformance/1`). Prints one line per failing case with the
 * difference, ends with "N passed, M failed" and exits non-zero if any case failed.
 */
import { readFileSync } from 'node:fs';
import * as hexadominos from '../engine/hexadominos/conformance.js';
import * as hexone from '../engine/hexone/conformance.js';

/** A game's checker: reads its case file, judges one case (no differences: it passes). */
interface Checker {
  readCaseFile: (text: string) => { cases: { id: string }[] } | string;
  checkCase: (c: never) => string[];
}

const CHECKERS: Record<string, Checker> = {
  'hexone-conformance/1': hexone,
  [hexadominos.CASE_FORMAT]: hexadominos,
};

/** The checker for a file's `format`, or why there is none. */
function checkerFor(text: string): Checker | string {
  let format: unknown;
  try {
    format = (JSON.parse(text) as { format?: unknown })?.format;
  } catch (e) {
    return `not JSON: ${(e as Error).message}`;
  }
  return CHECKERS[String(format)] ?? `unknown format ${JSON.stringify(format)} (expected one of ${Object.keys(CHECKERS).join(', ')})`;
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npm run conformance -- FILE [FILE …]');
  process.exit(2);
}
let passed = 0;
let failed = 0;
for (const path of files) {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    console.error(`${path}: cannot read (${(e as NodeJS.ErrnoException).code})`);
    failed++;
    continue;
  }
  const checker = checkerFor(text);
  const file = typeof checker === 'string' ? checker : checker.readCaseFile(text);
  if (typeof checker === 'string' || typeof file === 'string') {
    console.error(`${path}: ${typeof checker === 'string' ? checker : (file as string)}`);
    failed++;
    continue;
  }
  for (const c of file.cases) {
    let problems: string[];
    try {
      problems = checker.checkCase(c as never);
    } catch (e) {
      problems = [`crashed: ${(e as Error).stack}`];
    }
    if (problems.length === 0) passed++;
    else {
      failed++;
      console.log(`FAIL ${c.id}: ${problems.join('; ')}`);
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
