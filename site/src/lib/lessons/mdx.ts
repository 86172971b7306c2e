/**
 * One lesson file (`site/src/content/lessons/<game>/<lang>/NN-slug.mdx`) read as data: its frontmatter and each
 * `<Step …>` with its props and its text. The collections' loader (loader.ts) adds these steps to the entry's
 * data, where the collection's schema checks them; the tests read the files the same way (files.ts).
 *
 * It parses with satteri, the MDX parser Astro's MDX integration itself compiles the page with, so the steps read
 * here are the ones the page renders. A prop written as an expression (`task={{ place: 'b2' }}`) must be a plain
 * value (JSON5: objects, arrays, strings, numbers, true/false): a variable or a call would be known only when the
 * page runs, and the build checks every step before it renders one.
 *
 *   <Step id="stack" position="classic b b2:1b d4:1w" task={{ place: 'b2' }} solution="b2" ask="Add a pawn on b2.">
 *   After the opening, each turn you add exactly one pawn.
 *   </Step>
 *
 *   → { id: 'stack', position: 'classic b b2:1b d4:1w', task: { place: 'b2' }, solution: 'b2', ask: 'Add a pawn on b2.',
 *       text: 'After the opening, each turn you add exactly one pawn.' }
 */
import JSON5 from 'json5';
import { load as loadYaml } from 'js-yaml';
import { mdxToMdast } from 'satteri';

/** A lesson file that cannot be read as a lesson (not a schema problem: the schema never sees it). */
export class LessonFileError extends Error {
  override name = 'LessonFileError';
}

export interface LessonSource {
  frontmatter: Record<string, unknown>; // title, summary
  steps: Record<string, unknown>[]; // each step's props, and its text (the Markdown between <Step> and </Step>, as plain text)
}

/** The parts of an mdast node read here. */
interface Node {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: Attribute[];
  children?: Node[];
  position?: { start: { line: number } };
}
interface Attribute {
  type: string; // 'mdxJsxAttribute', or 'mdxJsxExpressionAttribute' for {...spread}
  name?: string;
  value?: string | null | { type: string; value: string };
}

/** The steps' props and texts of one lesson file. `file` names it in messages. Throws LessonFileError. */
export function readLessonSource(source: string, file: string): LessonSource {
  let tree: Node;
  try {
    tree = mdxToMdast(source) as unknown as Node;
  } catch (error) {
    throw new LessonFileError(`${file}: not valid MDX: ${(error as Error).message}`);
  }
  const problems: string[] = [];
  let frontmatter: Record<string, unknown> = {};
  const steps: Record<string, unknown>[] = [];
  for (const node of tree.children ?? []) {
    const at = `line ${node.position?.start.line ?? '?'}`;
    if (node.type === 'yaml') {
      frontmatter = readFrontmatter(String(node.value), (what) => problems.push(`${file}: frontmatter: ${what}`));
    } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Step') {
      steps.push(readStep(node, (what) => problems.push(`${file}: ${at}: <Step${idOf(node)}>: ${what}`)));
    } else if (node.type === 'mdxjsEsm') {
      problems.push(`${file}: ${at}: a lesson file imports nothing (the lesson page gives it <Step>)`);
    } else {
      problems.push(`${file}: ${at}: ${describe(node)} outside a <Step>: every word of a lesson belongs to one of its steps`);
    }
  }
  if (problems.length) throw new LessonFileError(problems.join('\n'));
  return { frontmatter, steps };
}

function readFrontmatter(yaml: string, say: (what: string) => void): Record<string, unknown> {
  try {
    const data = loadYaml(yaml);
    if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
    say('write it as "key: value" lines (title, summary)');
  } catch (error) {
    say(`not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  return {};
}

function idOf(node: Node): string {
  const id = node.attributes?.find((a) => a.name === 'id')?.value;
  return typeof id === 'string' ? ` id="${id}"` : '';
}

function describe(node: Node): string {
  if (node.type === 'paragraph') return 'text';
  if (node.type === 'heading') return 'a heading';
  if (node.type.startsWith('mdxJsx')) return `<${node.name ?? ''}>`;
  return `a ${node.type}`;
}

/** A step's props (plain values only) and its text. */
function readStep(node: Node, say: (what: string) => void): Record<string, unknown> {
  const step: Record<string, unknown> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
      say('props are written one by one (name="…" or name={…}), not spread');
      continue;
    }
    if (attribute.name === 'text' || attribute.name === 'children') {
      say(`the step's text goes between <Step …> and </Step>, not in a "${attribute.name}" prop`);
      continue;
    }
    step[attribute.name] = readValue(attribute, say);
  }
  step.text = plainText(node.children ?? []);
  return step;
}

function readValue(attribute: Attribute, say: (what: string) => void): unknown {
  const { value } = attribute;
  if (value === null || value === undefined) return true; // a bare prop: <Step coordinates>
  if (typeof value === 'string') return value;
  try {
    return JSON5.parse(value.value);
  } catch {
    say(`${attribute.name}={${value.value}} is not a plain value: write objects, arrays, 'strings', numbers, true or false`);
    return undefined;
  }
}

/** The words of a step's Markdown: its paragraphs joined by a blank line, inline marks dropped. */
function plainText(nodes: Node[]): string {
  const inline = (node: Node): string => {
    if (node.type === 'break') return '\n';
    // A Hexa-dominos tile drawn in the text (<Tile code="112345" />) reads as the board writes a tile: "1 1 2 3 4 5".
    if (node.name === 'Tile') {
      const code = node.attributes?.find((a) => a.name === 'code')?.value;
      return typeof code === 'string' ? [...code].join(' ') : '';
    }
    if (typeof node.value === 'string' && !node.children) return node.value;
    return (node.children ?? []).map(inline).join('');
  };
  return nodes.map(inline).join('\n\n').trim();
}
