/**
 * A stand-in for Web Audio, put on `window.AudioContext` by the sound tests: it records the contexts made and the
 * frequency of every note the boards' synthesiser starts (components/shared/sound.ts), and plays nothing.
 */

/** What the stub heard: contexts made, and each note's frequency in Hz in the order the notes were set. */
export interface Heard {
  contexts: number;
  notes: number[];
}

/**
 * Puts the recording stub in place of `AudioContext` until `restore()`; `missing`: a browser without Web Audio;
 * `throwing`: one whose AudioContext throws when made.
 */
export function stubAudio(kind: 'recording' | 'missing' | 'throwing' = 'recording'): { heard: Heard; restore(): void } {
  const heard: Heard = { contexts: 0, notes: [] };
  const param = (record: boolean) => ({
    setValueAtTime: (value: number) => void (record && heard.notes.push(value)),
    exponentialRampToValueAtTime: () => undefined,
  });
  const node = <T extends object>(fields: T) => ({ ...fields, connect: (next: unknown) => next, start: () => undefined, stop: () => undefined });
  class RecordingContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    constructor() {
      heard.contexts++;
    }
    createOscillator() {
      return node({ type: 'sine', frequency: param(true) });
    }
    createGain() {
      return node({ gain: param(false) });
    }
    resume() {
      return Promise.resolve();
    }
  }
  const Throwing = function () {
    throw new DOMException('no audio device', 'NotSupportedError');
  };
  const value = { recording: RecordingContext, missing: undefined, throwing: Throwing }[kind];
  const names = ['AudioContext', 'webkitAudioContext'];
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(window, name));
  for (const name of names) Object.defineProperty(window, name, { value, configurable: true, writable: true });
  const restore = () =>
    names.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(window, name, descriptor);
      else delete (window as unknown as Record<string, unknown>)[name];
    });
  return { heard, restore };
}

/** Waits for the synthesiser the board fetches when its `sound` is set (the same module, so the same load). */
export async function soundLoaded(): Promise<void> {
  await import('@components/shared/sound.js');
  await new Promise((resolve) => setTimeout(resolve, 0));
}
