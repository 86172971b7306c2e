/**
 * The boards' sounds (their `sound` flag on), synthesised with Web Audio, no sound files: a few notes, each one
 * oscillator through a gain envelope, for a piece placed, an explosion, a capture (in Hexa-dominos, a flower) and a
 * game's end. Both elements fetch this module when their `sound` is first set (the standalone builds ship it as
 * `board-sound.js`, which imports nothing: one file for both), so silent boards never download it.
 *
 * Browsers let a page start sound only after a person's gesture (the autoplay policy), and a board embedded in a page
 * must stay silent unless that page asks: so the audio context is made at the first press or key on a board whose
 * `sound` is on, never before, and a move made before any gesture (a computer opening the game) is silent. A browser
 * without Web Audio, or one whose Web Audio throws, gives silence, never an error.
 */

/** What a board can sound. */
export type Sound = 'place' | 'explode' | 'capture' | 'win';

/**
 * Each sound's notes: frequency in Hz, start and length in seconds. An explosion's one note falls two octaves; the
 * end's arpeggio waits for the sounds of the move that ended the game.
 */
const NOTES: Record<Sound, readonly (readonly [number, number, number])[]> = {
  place: [[660, 0, 0.09]],
  explode: [[220, 0, 0.3]],
  capture: [
    [587, 0, 0.08],
    [880, 0.08, 0.12],
  ],
  win: [
    [523, 0.3, 0.12],
    [659, 0.42, 0.12],
    [784, 0.54, 0.12],
    [1047, 0.66, 0.35],
  ],
};

/** Plays `sound` on `context`, `delay` seconds from now. */
export function playSound(context: AudioContext, sound: Sound, delay = 0): void {
  const now = context.currentTime + delay;
  for (const [frequency, start, length] of NOTES[sound]) {
    const [at, end] = [now + start, now + start + length];
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = sound === 'explode' ? 'square' : 'triangle';
    oscillator.frequency.setValueAtTime(frequency, at);
    if (sound === 'explode') oscillator.frequency.exponentialRampToValueAtTime(frequency / 4, end);
    // A quick rise and an exponential fall: no click at either end.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.15, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(end);
  }
}

/** Each event of either board (by name) as sounds, read from its detail; a second sound follows the first. */
const SOUNDS: Record<string, (detail: { events?: readonly { type: string }[] }) => Sound[]> = {
  'hexone-place': () => ['place'],
  'hexone-explode': ({ events }) => (events?.some((event) => event.type === 'captured') ? ['explode', 'capture'] : ['explode']),
  'hexone-game-over': () => ['win'],
  'hexadominos-place': ({ events }) => (events?.some((event) => event.type === 'flowers') ? ['place', 'capture'] : ['place']),
  'hexadominos-game-over': () => ['win'],
};

/** The events that count as a person's gesture for the autoplay policy (a touch counts at its end). */
const GESTURES = ['pointerdown', 'pointerup', 'keydown'];

/** A board with a `sound` flag (a boolean once the board has read it: anything else is not `true`, so silence). */
type SoundHost = HTMLElement & { sound: unknown };
const listening = new WeakSet<SoundHost>();

/**
 * Makes `board` sound the moves it fires, while its `sound` is on; once per board, whatever its flag does later
 * (each sound asks it again).
 */
export function listen(board: SoundHost): void {
  if (listening.has(board)) return;
  listening.add(board);
  /** Made at the first gesture with sound on; null until then, or where Web Audio is missing or broken. */
  let context: AudioContext | null = null;
  const wake = (): void => {
    if (board.sound !== true) return;
    try {
      const Context = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      context ??= Context ? new Context() : null;
      // A context made outside a gesture (or suspended by the browser) starts at the next one.
      if (context?.state === 'suspended') Promise.resolve(context.resume()).catch(() => undefined);
    } catch {
      context = null; // no Web Audio here: silence
    }
  };
  const hear = (event: Event): void => {
    const made = context;
    if (board.sound !== true || !made) return;
    try {
      const sounds = SOUNDS[event.type]((event as CustomEvent<{ events?: { type: string }[] }>).detail);
      sounds.forEach((sound, i) => playSound(made, sound, i * 0.15));
    } catch {
      /* a broken Web Audio: silence */
    }
  };
  // Captured on the board: the context exists before the board's own handler applies the move and fires its event.
  for (const name of GESTURES) board.addEventListener(name, wake, true);
  for (const name of Object.keys(SOUNDS)) board.addEventListener(name, hear);
}
