/**
 * What the play page keeps in the window while a person uses it. The board is tall (seats, table, rack, buttons, and a
 * finished game's tally under them), and the page's title stands above it, so on a laptop's window the rack and buttons
 * start below the edge, and a move of the list chosen further down the page changes a table scrolled out of view.
 */

/** Scrolls the board to the window's top when part of it is out of the window (the first click on it: the draw's Start, most often). */
export function boardInView(board: HTMLElement): void {
  const { top, bottom } = board.getBoundingClientRect();
  if (top < 0 || bottom > innerHeight) board.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
}

/**
 * A move of the list (or its better placement) shown: the line saying what is shown, and the table under it, brought to
 * the window's top unless they are there already. On a wide window the side with the list sits beside them and keeps its
 * place in the window (play.astro): the button chosen (`current`) is kept in view within the side's own scrolling. On a
 * phone, where the list is under the board, the table comes first.
 */
export function shownInView(notice: HTMLElement | null, board: HTMLElement | null, current: HTMLElement | null): void {
  const first = notice && !notice.hidden ? notice : board;
  if (!first || !board) return;
  const { top } = first.getBoundingClientRect();
  if (top < 0 || top > innerHeight / 4) first.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
  const side = current?.closest<HTMLElement>('.hd-play-side');
  if (!current || !side || side.getBoundingClientRect().left < board.getBoundingClientRect().right) return;
  const shown = side.getBoundingClientRect();
  const bottom = Math.min(shown.bottom, innerHeight);
  const button = current.getBoundingClientRect();
  if (button.top < shown.top) side.scrollTop -= shown.top - button.top;
  else if (button.bottom > bottom) side.scrollTop += button.bottom - bottom;
}
