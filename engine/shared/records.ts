/**
 * How long a game record may be, the same for both games. A game takes a few hundred moves (Hexone) or fewer
 * than 2,000 actions (Hexa-dominos: all 205 tiles between 4 players), so longer ones are refused: a record
 * object's list by its length before anything is read, record text by its length before anything is parsed.
 */

/** Most moves (actions) a record holds. */
export const MAX_RECORD_MOVES = 10_000;

/**
 * Most characters of record text: the most moves, each of the longest a game writes (Hexa-dominos'
 * `112345@-12,-13/5`, 16 characters) with a space, and room for the start or options in front.
 */
export const MAX_RECORD_TEXT = 200_000;

/** Why record `text` is refused before it is read ('' when its length is fine); the URL form may be percent-escaped (3 characters each). */
export function recordTextTooLong(text: string, escaped = false): string {
  const max = escaped ? 3 * MAX_RECORD_TEXT : MAX_RECORD_TEXT;
  return text.length > max ? `a record is at most ${max.toLocaleString('en')} characters, not ${text.length.toLocaleString('en')}` : '';
}

/** Why a record's moves are too many ('' when they are not): `count` moves read so far. */
export function tooManyMoves(count: number): string {
  return count > MAX_RECORD_MOVES ? `a record holds at most ${MAX_RECORD_MOVES.toLocaleString('en')} moves` : '';
}
