import { describe, expect, it } from 'vitest';
import { KEY_CODES, keyNames, readLayout } from '@components/hexone-board/key-names.js';

describe("the board keys' names", () => {
  it('names the keys as an AZERTY keyboard prints them on a French board without a layout map', () => {
    expect(keyNames('fr')).toEqual({ nw: 'A', ne: 'E', w: 'Q', e: 'D', sw: 'W', se: 'C', undo: 'U', redo: 'R', next: 'N', pass: 'P' });
  });

  it('names them as QWERTY prints them on an English board', () => {
    expect(keyNames('en')).toEqual({ nw: 'Q', ne: 'E', w: 'A', e: 'D', sw: 'Z', se: 'C', undo: 'U', redo: 'R', next: 'N', pass: 'P' });
  });

  it("prefers the browser's layout map (here a Dvorak one) over the language's usual layout, key by key", () => {
    const dvorak = new Map([
      ['KeyQ', "'"],
      ['KeyE', '.'],
      ['KeyA', 'a'],
      ['KeyD', 'e'],
      ['KeyZ', ';'],
      ['KeyC', 'j'],
      ['KeyU', 'g'],
      ['KeyR', 'p'],
    ]);
    expect(keyNames('fr', dvorak)).toEqual({ nw: "'", ne: '.', w: 'A', e: 'E', sw: ';', se: 'J', undo: 'G', redo: 'P', next: 'N', pass: 'P' });
  });

  it('learns the person’s layout from the keys they type: one AZERTY key names them all, whatever a default map says', () => {
    const us = new Map([
      ['KeyQ', 'q'],
      ['KeyE', 'e'],
      ['KeyA', 'a'],
      ['KeyD', 'd'],
      ['KeyZ', 'z'],
      ['KeyC', 'c'],
    ]);
    const azerty = { nw: 'A', ne: 'E', w: 'Q', e: 'D', sw: 'W', se: 'C', undo: 'U', redo: 'R', next: 'N', pass: 'P' };
    expect(keyNames('fr', us, new Map([['KeyQ', 'a']]))).toEqual(azerty); // the map contradicts the keystroke: it is not theirs
    expect(keyNames('en', null, new Map([['KeyA', 'q']]))).toEqual(azerty); // an English page, an AZERTY keyboard
    expect(keyNames('fr', null, new Map([['KeyZ', 'y']])).sw).toBe('Y'); // a QWERTZ key, named as typed
  });

  it('shows QWERTY on a French page once the person types on a QWERTY keyboard, and keeps a map their keystrokes agree with', () => {
    expect(keyNames('fr', null, new Map([['KeyQ', 'q']]))).toEqual(keyNames('en'));
    const dvorak = new Map([
      ['KeyQ', "'"],
      ['KeyE', '.'],
      ['KeyU', 'g'],
    ]);
    expect(keyNames('fr', dvorak, new Map([['KeyU', 'g']])).nw).toBe("'");
    // Keys that tell no layout apart (E, D, C… are the same on the three) leave the language's usual one.
    expect(keyNames('fr', null, new Map([['KeyE', 'e']])).nw).toBe('A');
  });

  it('falls back to the usual layout for blank or missing entries', () => {
    expect(keyNames('en', new Map([['KeyQ', ' ']])).nw).toBe('Q');
  });

  it('reads no layout where the browser has no keyboard API (resolves null, never throws)', async () => {
    expect(await readLayout()).toBe(null);
  });

  it('gives every command its own key', () => {
    expect(new Set(Object.values(KEY_CODES)).size).toBe(Object.keys(KEY_CODES).length);
  });
});
