/**
 * The rules as the lessons teach them (site/src/data/hexone/rules.json): one id per rule of
 * engine/hexone/RULES.md, its name in both languages, and for the rules the board can refuse a move under,
 * the sentence the lesson player says then. Every id is taught by at least one lesson step.
 */
import data from '@site/data/hexone/rules.json' with { type: 'json' };
import { format } from '@site/i18n/format.js';
import type { Text } from '@site/lib/lessons/text.js';

export interface Rule {
  id: string; // "explode-fullest"
  section: string; // its heading in RULES.md: "Explosions and chains"
  name: Text; // the rule in a few words: "the cell holding the most pawns explodes first"
  refusal?: Text; // what a refused move says; {rule} is the name, {cell} {toward} {selected} {explodable} the move's cells
}

export const RULES: readonly Rule[] = data.rules;

export function findRule(id: string): Rule | undefined {
  return RULES.find((r) => r.id === id);
}

/** What the lesson player says of a refusal under each rule, in `lang`: the sentence with the rule's name in it. */
export function refusalSentences(lang: 'en' | 'fr'): Record<string, string> {
  return Object.fromEntries(RULES.filter((r) => r.refusal).map((r) => [r.id, format(lang, r.refusal![lang], { rule: r.name[lang] })]));
}
