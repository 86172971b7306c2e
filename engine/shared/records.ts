/**
 * How long a game record may be, the same for both games. A game takes a few hundred moves (Hexone) or fewer
 * than 2,000 actions (Hexa-dominos: all 205 tiles between 4 players), so longer ones are refused: a record
 * object's list by its length before anything is read, record text by its length before anything is parsed.
 */

/** Most moves (actions) a record holds. */
export const MAX_RECORD_MOVES = 10_000;

/**
 * Most characters of record text: the most moves, each of the longest a game writes (Hexa-dominos'
 * `112345@-12,-13/5`, 16 characters) with a space, and room for the start or options in front. The URL form
 * may be three times as long before its percent-escapes are undone.
 */
export const MAX_RECORD_TEXT = 200_000;

/** Why over-long record text is refused, before any of it is read. */
export const TOO_LONG = `a record is at most ${MAX_RECORD_TEXT} characters`;
/** Why a record of more than MAX_RECORD_MOVES moves is refused. */
export const TOO_MANY_MOVES = `a record holds at most ${MAX_RECORD_MOVES} moves`;
