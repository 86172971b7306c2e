/**
 * Reads the element's Custom Elements Manifest (dist/custom-elements.json, written by
 * `npm run build:element`, which `npm run build` runs before `astro build`) into the tables of the
 * embed page, so the reference never drifts from the code. Build time only (Node).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface Row {
  name: string;
  type: string;
  default: string;
  description: string;
  extra: string;
}
export interface ElementReference {
  tagName: string;
  attributes: Row[];
  properties: Row[];
  methods: Row[];
  events: Row[];
  cssParts: Row[];
  cssProperties: Row[];
}

interface CemType {
  text?: string;
}
interface CemItem {
  kind?: string;
  name: string;
  type?: CemType;
  default?: string;
  description?: string;
  privacy?: string;
  static?: boolean;
  readonly?: boolean;
  attribute?: string;
  fieldName?: string;
  parameters?: { name: string; type?: CemType; optional?: boolean }[];
  return?: { type?: CemType };
}
interface CemDeclaration {
  tagName?: string;
  attributes?: CemItem[];
  members?: CemItem[];
  events?: CemItem[];
  cssParts?: CemItem[];
  cssProperties?: CemItem[];
}

export const MANIFEST_PATH = resolve(process.env.HEXONE_MANIFEST ?? 'dist/custom-elements.json');

const row = (item: CemItem, extra = ''): Row => ({
  name: item.name,
  type: item.type?.text ?? '',
  default: item.default ?? '',
  description: item.description ?? '',
  extra,
});

/** The reference of `tagName`, or null when the manifest is missing or does not declare it. */
export function elementReference(tagName = 'hexone-board', path = MANIFEST_PATH): ElementReference | null {
  if (!existsSync(path)) return null;
  return referenceFrom(JSON.parse(readFileSync(path, 'utf8')), tagName);
}

/** The reference of `tagName` in a manifest already read, or null when it does not declare it. */
export function referenceFrom(manifest: { modules?: { declarations?: CemDeclaration[] }[] }, tagName: string): ElementReference | null {
  const declaration = manifest.modules?.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tagName);
  if (!declaration) return null;
  const isPublic = (m: CemItem) => !m.privacy || m.privacy === 'public';
  const members = (declaration.members ?? []).filter((m) => isPublic(m) && !m.static && !m.name.startsWith('_'));
  return {
    tagName,
    attributes: (declaration.attributes ?? []).map((a) => row(a)),
    properties: members.filter((m) => m.kind === 'field').map((m) => row(m, m.attribute ?? (m.readonly ? 'readonly' : ''))),
    methods: members
      .filter((m) => m.kind === 'method')
      .map((m) => ({
        name: `${m.name}(${(m.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}${p.type?.text ? `: ${p.type.text}` : ''}`).join(', ')})`,
        type: m.return?.type?.text ?? 'void',
        default: '',
        description: m.description ?? '',
        extra: '',
      })),
    events: (declaration.events ?? []).map((e) => row(e)),
    cssParts: (declaration.cssParts ?? []).map((p) => row(p)),
    cssProperties: (declaration.cssProperties ?? []).map((p) => row(p)),
  };
}
