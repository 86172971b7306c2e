/**
 * BUILD TIME: how a puzzle is worded in each language (its goal, its labels, why a move misses),
 * from the interface dictionary. The page receives finished sentences.
 */
import type { Goal } from '@engine/hexone/solver/index.js';
import { t, type Lang, type UiKey } from '@site/i18n';
import type { FactLabels } from './facts.js';

/** "Make a cell of 4 pawns explode during this turn." */
export function goalText(lang: Lang, goal: Goal): string {
  switch (goal.type) {
    case 'win':
      return t(lang, 'puzzles.goal.win');
    case 'capture':
      return t(lang, 'puzzles.goal.capture', { count: goal.atLeast });
    case 'explodeCount':
      return t(lang, 'puzzles.goal.explodeCount', { count: goal.count });
    case 'take':
      return t(lang, 'puzzles.goal.take', { cell: goal.cell });
  }
}

function goalValues(goal: Goal): Record<string, string | number> {
  switch (goal.type) {
    case 'win':
      return {};
    case 'capture':
      return { count: goal.atLeast };
    case 'explodeCount':
      return { count: goal.count };
    case 'take':
      return { cell: goal.cell };
  }
}

/** Why a move misses, by kind of miss: a placement that starts no chain, an explosion that ends it, a dead end. */
export function missReasons(lang: Lang, goal: Goal): { noChain: string; stops: string; dead: string } {
  const values = goalValues(goal);
  const missed = t(lang, `puzzles.missed.${goal.type}` as UiKey, values);
  const achieve = t(lang, `puzzles.achieve.${goal.type}` as UiKey, values);
  return {
    noChain: t(lang, 'puzzles.why.noChain', { missed }),
    stops: t(lang, 'puzzles.why.stops', { missed }),
    dead: t(lang, 'puzzles.why.dead', { achieve }),
  };
}

/** "Express", "Classic, tiles edition". */
export function rulesLabel(lang: Lang, key: string): string {
  if (key === 'all') return t(lang, 'puzzles.filter.allRules');
  const [exits, tiles] = key.split('+');
  const name = t(lang, `play.exits.${exits}` as UiKey);
  return tiles ? t(lang, 'puzzles.withTiles', { rules: name }) : name;
}

export function kindLabel(lang: Lang, kind: string): string {
  return t(lang, `puzzles.kind.${kind}` as UiKey);
}

/** The words of a puzzle's facts (facts.ts), in `lang`. */
export function factLabels(lang: Lang): FactLabels {
  const of = (keys: readonly string[], prefix: string) => Object.fromEntries(keys.map((k) => [k, t(lang, `${prefix}${k}` as UiKey)]));
  return {
    kinds: of(['intro', 'four', 'five'], 'puzzles.kind.'),
    exits: of(['classic', 'express', 'long'], 'play.exits.'),
    withTiles: t(lang, 'puzzles.withTiles'),
    difficulty: t(lang, 'puzzles.difficultyValue'),
    noteExits: t(lang, 'puzzles.rulesLesson.exits'),
    noteTiles: t(lang, 'puzzles.rulesLesson.tiles'),
  };
}
