/**
 * What a page player (lesson, puzzle) needs from its page: the player's root element, the board inside
 * it, and the JSON data the page embeds for it. Null when any is missing or the JSON is unreadable:
 * the page then stays readable as it was rendered, and nothing is thrown.
 */
export interface PagePlayerParts<T> {
  root: HTMLElement;
  board: Element;
  data: T;
}

export function readPagePlayer<T>(rootSelector: string, dataSelector: string, boardSelector = 'hexone-board'): PagePlayerParts<T> | null {
  const root = document.querySelector<HTMLElement>(rootSelector);
  const json = document.querySelector(dataSelector)?.textContent;
  const board = root?.querySelector(boardSelector);
  if (!root || !json || !board) return null;
  try {
    return { root, board, data: JSON.parse(json) as T };
  } catch {
    return null;
  }
}
