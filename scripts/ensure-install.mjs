// `npm start` on a fresh clone: install dependencies first if they are missing.
// Runs under whatever Node the machine has (it starts before node_modules/.bin/node exists).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync(new URL('../node_modules/.bin/astro', import.meta.url))) {
  console.log('First run: installing dependencies (about a minute)…');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
}
