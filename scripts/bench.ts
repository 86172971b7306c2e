/**
 * npm run bench — runs every benchmark in scripts/bench/ (one module per subject, each exporting
 * `run(): Promise<void>` that prints its own figures). Figures are medians of several rounds;
 * compare ratios within one run, never absolute times across machines or runs.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = fileURLToPath(new URL('./bench/', import.meta.url));
const only = process.argv[2];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  const mod = (await import(pathToFileURL(dir + file).href)) as { run: () => Promise<void> };
  console.log(`\n## ${file.replace(/\.ts$/, '')}`);
  await mod.run();
}
