import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Playwright's projects (tests/site/playwright.config.ts) each run one folder: a spec written anywhere else under
// tests/site/ would be run by none of them, silently. Each spec belongs to a game's folder or to shared/.
const SITE_TESTS = fileURLToPath(new URL('../site/', import.meta.url));
const FOLDERS = ['hexone', 'hexadominos', 'shared'];

describe('site test folders', () => {
  it('every Playwright spec under tests/site/ sits in hexone/, hexadominos/ or shared/', () => {
    const specs = readdirSync(SITE_TESTS, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.spec.ts'));
    expect(specs.length).toBeGreaterThan(20);
    expect(specs.filter((file) => !FOLDERS.includes(file.split(/[\\/]/)[0]) || !/[\\/]/.test(file))).toEqual([]);
  });
});
