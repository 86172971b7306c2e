/**
 * Why a board's computer could not play, the same words for both elements (their language tables say each
 * in French and English): its files could not be loaded, its player threw or rejected, found nothing to
 * play, chose a move the rules refuse, or took too long. The board reports it (`hexone-error`,
 * `hexadominos-error`, code `computer-failed`) and never stays on "thinking".
 */
export type ComputerFailure = 'missing' | 'failed' | 'no-move' | 'refused' | 'timeout';

/** A page's own player that has not answered by then is given up on (the built-in ones have their own limits). */
export const CHOOSER_TIMEOUT_MS = 30_000;

export class Failure extends Error {
  constructor(readonly reason: ComputerFailure) {
    super(reason);
  }
}

/** The failure an error stands for: its own reason, else the player failed. */
export function failureOf(error: unknown): ComputerFailure {
  return error instanceof Failure ? error.reason : 'failed';
}

/** `answer`, unless `ms` pass first (then a `timeout` failure); the timer never outlives the answer. */
export function withTimeout<T>(answer: Promise<T>, ms = CHOOSER_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Failure('timeout')), ms)));
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}
