/**
 * The editor's address: `/fr/editor/?game=hexadominos&position=…` opens it with that game and position.
 * Lessons, puzzles and notes link to it with `editorPath`; the page reads its address back with `editorAddress`.
 *
 *   editorPath('fr', 'hexone', 'express w b2:2b')   // "/fr/editor/?position=express+w+b2%3A2b"
 *   editorAddress('?game=hexadominos&position=…')     // { game: 'hexadominos', position: '…' }
 */
import type { GameName } from '../embed/frame-options';

export const EDITOR_GAMES = ['hexone', 'hexadominos'] as const satisfies readonly GameName[];

export function editorPath(lang: 'fr' | 'en', game: GameName, position?: string): string {
  const params = new URLSearchParams();
  if (game !== 'hexone') params.set('game', game);
  if (position) params.set('position', position);
  const query = params.toString();
  return `/${lang}/editor/${query ? `?${query}` : ''}`;
}

/** The game and position an address asks for; an unknown game is Hexone, a missing position null. Never throws. */
export function editorAddress(query: string | URLSearchParams): { game: GameName; position: string | null } {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const game = params.get('game');
  return {
    game: (EDITOR_GAMES as readonly (string | null)[]).includes(game) ? (game as GameName) : 'hexone',
    position: params.get('position'),
  };
}
