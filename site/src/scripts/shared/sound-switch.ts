/**
 * The sound switch (SoundSwitch.astro): on, every board of the page gets `sound` (the boards' short sounds for
 * placing, exploding, capturing and a game's end), boards the page adds later too; off, none. The choice is kept in
 * the browser; anything kept but "on" reads as off, so a corrupted value never makes a page sound. localStorage is
 * reached directly, as the colours switch does (theme.ts says why).
 */
export const SOUND_KEY = 'hexone.sound';
const BOARDS = 'hexone-board, hexadominos-board';

/** A kept value read back: on only when it says so. */
export function soundOf(value: unknown): boolean {
  return value === 'on';
}

function keptSound(): boolean {
  try {
    return soundOf(localStorage.getItem(SOUND_KEY));
  } catch {
    return false; // storage forbidden (privacy modes throw on access): silence
  }
}

function keepSound(on: boolean): void {
  try {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode or full storage: the choice holds for this page only.
  }
}

function applySound(on: boolean): void {
  for (const board of document.querySelectorAll(BOARDS)) (board as Element & { sound: boolean }).sound = on;
}

/** Every sound switch of the page, kept in step, and the page's boards following them. */
export function startSoundSwitch(): void {
  const boxes = [...document.querySelectorAll<HTMLElement>('[data-sound-switch]')].flatMap((label) => {
    const box = label.querySelector('input');
    label.hidden = !box;
    return box ? [box] : [];
  });
  if (boxes.length === 0) return;
  let on = keptSound();
  for (const box of boxes) {
    box.checked = on;
    box.addEventListener('change', () => {
      on = box.checked;
      keepSound(on);
      for (const other of boxes) other.checked = on;
      applySound(on);
    });
  }
  applySound(on);
  // Boards the page script puts in later (the Hexa-dominos play page makes its board).
  new MutationObserver((records) => {
    const added = records.some((record) =>
      [...record.addedNodes].some((node) => node instanceof Element && (node.matches(BOARDS) || node.querySelector(BOARDS))),
    );
    if (added) applySound(on);
  }).observe(document.body, { childList: true, subtree: true });
}
