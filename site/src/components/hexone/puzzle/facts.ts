/**
 * What a puzzle's page says about it besides its goal: its kind, its rules, its measured difficulty, and for rules
 * the first lessons do not teach, the lesson that does. Pure: the collection's pages say it at build time, the
 * endless and daily pages in the browser once their puzzle is made (fresh-page.ts), from the same labels.
 *
 *   puzzleFacts(labels, { kind: 'five', rules: { exits: 'express', tiles: false }, difficulty: 4 })
 *   // { kind: 'Chaîne à 5 pions', rules: 'Express', difficulty: '4 sur 5', note: { text: 'Ce problème se joue…', lesson: 'variants' } }
 */
import { fillPlaceholders as fill } from '@components/shared/placeholders.js';

/** The words the facts are made of, in the page's language (wording.ts builds them from the dictionary). */
export interface FactLabels {
  kinds: Record<string, string>; // intro, four, five
  exits: Record<string, string>; // classic, express, long
  withTiles: string; // "{rules}, tiles edition"
  difficulty: string; // "{n} of 5"
  noteExits: string; // "This puzzle plays with the {rules} rule for pawns leaving the board."
  noteTiles: string; // "This puzzle plays in the tiles edition ({rules} exits)."
}

export interface PuzzleFacts {
  kind: string;
  rules: string;
  difficulty: string;
  note: { text: string; lesson: 'variants' | 'tiles' } | null; // rules taught after the first lessons
}

export function puzzleFacts(labels: FactLabels, puzzle: { kind: string; rules: { exits: string; tiles: boolean }; difficulty: number }): PuzzleFacts {
  const exits = labels.exits[puzzle.rules.exits] ?? puzzle.rules.exits;
  const { tiles } = puzzle.rules;
  const lesson = tiles ? 'tiles' : puzzle.rules.exits !== 'classic' ? 'variants' : null;
  return {
    kind: labels.kinds[puzzle.kind] ?? puzzle.kind,
    rules: tiles ? fill(labels.withTiles, { rules: exits }) : exits,
    difficulty: fill(labels.difficulty, { n: puzzle.difficulty }),
    note: lesson && { text: fill(tiles ? labels.noteTiles : labels.noteExits, { rules: exits }), lesson },
  };
}
