/**
 * The browser check (scripts/browsers.mjs) decides from facts passed in (which files exist, root or not,
 * apt-get or not), so every branch is checked here without installing or removing anything.
 */
import { describe, expect, it } from 'vitest';
import { ALL_PACKAGES, type MachineFacts, PROGRAMS, browserPaths, decideBrowsers } from '@scripts/browsers.mjs';

const DEBIAN = Object.values(PROGRAMS).map((p) => p.path);
const facts = (over: Partial<MachineFacts> & { present?: string[] }): MachineFacts => {
  const present = new Set(over.present ?? DEBIAN);
  return { env: {}, exists: (path) => present.has(path), isRoot: false, hasAptGet: true, ...over };
};
const without = (...paths: string[]) => DEBIAN.filter((p) => !paths.includes(p));

describe('browserPaths', () => {
  it('gives the Debian paths by default and the HEXONE_* variables when set', () => {
    expect(browserPaths({})).toMatchObject({
      chromium: '/usr/bin/chromium-headless-shell',
      firefox: '/usr/bin/firefox-esr',
      webkitDriver: '/usr/bin/WebKitWebDriver',
      xvfb: '/usr/bin/Xvfb',
    });
    expect(browserPaths({}).miniBrowser).toMatch(/^\/usr\/lib\/.+-linux-gnu\/webkit2gtk-4\.1\/MiniBrowser$/);
    expect(browserPaths({ HEXONE_CHROMIUM: '/opt/chrome/chrome', HEXONE_FIREFOX: '' })).toMatchObject({
      chromium: '/opt/chrome/chrome',
      firefox: '/usr/bin/firefox-esr',
    });
  });
});

describe('decideBrowsers', () => {
  it('is ready when every program the chosen browsers need exists', () => {
    expect(decideBrowsers(['chromium', 'firefox', 'webkit'], facts({}))).toMatchObject({
      action: 'ready',
      paths: { chromium: '/usr/bin/chromium-headless-shell' },
    });
  });

  it('only looks at the programs of the browsers asked for', () => {
    expect(decideBrowsers(['chromium'], facts({ present: ['/usr/bin/chromium-headless-shell'] })).action).toBe('ready');
  });

  it('installs the missing Debian packages as root with apt-get', () => {
    const decision = decideBrowsers(['chromium', 'webkit'], facts({ isRoot: true, present: without('/usr/bin/chromium-headless-shell', '/usr/bin/Xvfb') }));
    expect(decision).toEqual({
      action: 'install',
      packages: ['chromium-headless-shell', 'xvfb'],
      command: 'apt-get update && apt-get install -y chromium-headless-shell xvfb',
    });
  });

  it('asks for webkit2gtk-driver once when both the driver and MiniBrowser are missing', () => {
    const decision = decideBrowsers(['webkit'], facts({ isRoot: true, present: ['/usr/bin/Xvfb'] }));
    expect(decision).toMatchObject({ action: 'install', packages: ['webkit2gtk-driver'] });
  });

  it('stops with the exact sudo command when not root', () => {
    const decision = decideBrowsers(['firefox'], facts({ present: without('/usr/bin/firefox-esr') }));
    expect(decision.action).toBe('stop');
    expect(decision.action === 'stop' && decision.message).toContain('sudo apt-get update && sudo apt-get install -y firefox-esr');
    expect(decision.action === 'stop' && decision.message).toContain('HEXONE_FIREFOX');
  });

  it('stops, naming the packages and the variables, on a machine without apt-get, even as root', () => {
    const decision = decideBrowsers(['chromium'], facts({ isRoot: true, hasAptGet: false, present: [] }));
    expect(decision.action).toBe('stop');
    expect(decision.action === 'stop' && decision.message).toMatch(/no apt-get.*chromium/s);
    expect(decision.action === 'stop' && decision.message).toContain('HEXONE_CHROMIUM');
  });

  it('never installs over a path the user chose: it says which variable points nowhere', () => {
    const env = { HEXONE_CHROMIUM: '/home/me/chrome' };
    const decision = decideBrowsers(['chromium'], facts({ env, isRoot: true }));
    expect(decision).toMatchObject({ action: 'stop', message: expect.stringContaining('HEXONE_CHROMIUM=/home/me/chrome: no such program') });
  });

  it('uses a path the user chose when it exists, even if the Debian one does not', () => {
    const env = { HEXONE_CHROMIUM: '/home/me/chrome' };
    expect(decideBrowsers(['chromium'], facts({ env, present: ['/home/me/chrome'] }))).toMatchObject({
      action: 'ready',
      paths: { chromium: '/home/me/chrome' },
    });
  });

  it('lists the four packages of a full run', () => {
    expect(ALL_PACKAGES).toEqual(['chromium-headless-shell', 'firefox-esr', 'webkit2gtk-driver', 'xvfb']);
  });
});
