/**
 * What the editor page asks of each game's panel: its draft operations (pure, from lib/editor/) and the
 * rendering of its own controls. The page keeps the drafts, their history, the text field and the snippets.
 */
import type { GameName } from '../../lib/embed/frame-options';

/** A problem of a draft: a code the page words (`editor.problem.<code>`) with its values, or the engine's typed error. */
export type DraftProblem = { code: string; error?: unknown } & Record<string, unknown>;

export interface Panel<Draft> {
  game: GameName;
  start(): Draft; // the draft a fresh editor shows
  clear(draft: Draft): Draft;
  render(draft: Draft): void; // puts the draft into the panel's controls
  text(draft: Draft): string; // position text, valid or not
  valid(draft: Draft): string; // the engine's canonical text, '' while invalid
  problem(draft: Draft): DraftProblem | null;
  read(text: string): { ok: true; draft: Draft; text: string } | { ok: false; error: unknown };
  players(draft: Draft): number;
}

/** The words of the page (`editor.*` keys, prefix dropped) filled with values, in the page's language. */
export type { Say } from '../../i18n/format';
