/**
 * Every rule of engine/hexone/RULES.md (the repository's copy of ../shared/RULES.md) is taught by a lesson step where the learner does it: the rules
 * are listed once (site/src/data/hexone/rules.json, one id per rule, under its RULES.md heading) and
 * each step names the rules it has the learner do (`teaches`). A rule nobody teaches, a step naming a
 * rule that does not exist, or a rule filed under a heading RULES.md no longer has, fails here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readHexoneLessons } from '@site/components/hexone/lesson/content.js';
import { RULES } from '@site/components/hexone/lesson/rules.js';

const LESSONS = readHexoneLessons();

const rulesMd = readFileSync(fileURLToPath(new URL('../../../engine/hexone/RULES.md', import.meta.url)), 'utf8');
const headings = [...rulesMd.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
const steps = LESSONS.flatMap((lesson) => lesson.steps.map((step) => ({ where: `${lesson.slug}/${step.id}`, step })));

describe('the rules the lessons teach', () => {
  it('lists each rule once, under a heading of RULES.md, named in both languages', () => {
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const rule of RULES) {
      expect(
        headings.some((h) => h.startsWith(rule.section)),
        `${rule.id}: "${rule.section}"`,
      ).toBe(true);
      expect(rule.name.en.trim(), rule.id).not.toBe('');
      expect(rule.name.fr.trim(), rule.id).not.toBe('');
    }
  });

  it('covers every section of RULES.md that states rules of play', () => {
    const playSections = headings.filter((h) => !/^(Points the rulebooks|Conformance)/.test(h));
    for (const heading of playSections)
      expect(
        RULES.some((r) => heading.startsWith(r.section)),
        heading,
      ).toBe(true);
  });

  it('has every rule taught by at least one step where the learner acts', () => {
    const untaught = RULES.filter((rule) => !steps.some(({ step }) => !('explore' in step.task) && step.teaches.includes(rule.id)));
    expect(untaught.map((r) => r.id)).toEqual([]);
  });

  it('has every step name only rules that exist', () => {
    const known = new Set(RULES.map((r) => r.id));
    const unknown = steps.flatMap(({ where, step }) => step.teaches.filter((id) => !known.has(id)).map((id) => `${where}: ${id}`));
    expect(unknown).toEqual([]);
  });

  it('has every step that asks something teach at least one rule', () => {
    expect(steps.filter(({ step }) => !('explore' in step.task) && step.teaches.length === 0).map((s) => s.where)).toEqual([]);
  });

  it('puts the rule itself into every refusal sentence', () => {
    for (const rule of RULES.filter((r) => r.refusal))
      for (const lang of ['en', 'fr'] as const) expect(rule.refusal![lang], `${rule.id} ${lang}`).toContain('{rule}');
  });
});
