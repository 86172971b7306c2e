/**
 * npm run conformance -- FILE [FILE …]
 * Runs conformance case files, prints one line per failing case with the difference,
 * ends with "N passed, M failed" and exits non-zero if any case failed.
 */
import { readFileSync } from 'node:fs';
import { checkCase, readCaseFile } from '../engine/hexone/conformance.js';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npm run conformance -- FILE [FILE …]');
  process.exit(2);
}
let passed = 0;
let failed = 0;
for (const path of files) {
  let text: string;
  try { text = readFileSync(path, 'utf8'); } catch (e) {
    console.error(`${path}: cannot read (${(e as NodeJS.ErrnoException).code})`);
    failed++;
    continue;
  }
  const file = readCaseFile(text);
  if (typeof file === 'string') {
    console.error(`${path}: ${file}`);
    failed++;
    continue;
  }
  for (const c of file.cases) {
    let problems: string[];
    try { problems = checkCase(c); } catch (e) { problems = [`crashed: ${(e as Error).stack}`]; }
    if (problems.length === 0) passed++;
    else {
      failed++;
      console.log(`FAIL ${c.id}: ${problems.join('; ')}`);
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
