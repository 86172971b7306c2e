/**
 * What a page hands a game's machine (`engine/<game>/machine.ts`), read once into plain copies: each event's fields,
 * and the actor's input. Pages send events holding values of any type (LOAD's source, PLAY's action,
 * SETUP's seats): a getter or a proxy must neither throw inside the machine (XState would stop the actor
 * for good) nor answer one thing to a guard and another to the action that follows it.
 */
import { type Data, guarded, readData } from './untrusted.js';

/** The most values an event or the input may hold in all (LOAD's state is a few hundred), and how deep. */
const BUDGET = 10_000;
const DEPTH = 8;

const readEvents = new WeakMap<object, { type: string; unreadable?: string }>();

/**
 * The event's fields, read once into a plain copy the first time a guard or an action looks at them
 * (the same copy after that: XState hands one event object to every guard and action of a transition).
 * An event that cannot be read keeps only its type and why (`unreadable`): the machine's guards refuse it.
 */
export function readEvent<E extends { type: string }>(event: E): E & { unreadable?: string } {
  let read = readEvents.get(event);
  if (!read) {
    const copy = guarded(
      () => readData(event, BUDGET, DEPTH),
      (reason) => ({ ok: false as const, reason }),
    );
    // The type is XState's own reading of it: the transition it picked follows from that one.
    read =
      copy.ok && isFields(copy.value) ? { ...copy.value, type: event.type } : { type: event.type, unreadable: copy.ok ? 'an event is an object' : copy.reason };
    readEvents.set(event, read);
  }
  return read as E & { unreadable?: string };
}

/** The actor's input read once into a plain copy (none given: {}), or why it cannot be read. */
export function readInput<I extends object>(given: unknown): Partial<I> | string {
  if (given === undefined) return {};
  const copy = guarded(
    () => readData(given, BUDGET, DEPTH),
    (reason) => ({ ok: false as const, reason }),
  );
  if (!copy.ok) return `input: ${copy.reason}`;
  return isFields(copy.value) ? (copy.value as Partial<I>) : 'input: an object of settings';
}

function isFields(value: Data): value is { [key: string]: Data } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
