// Types of scripts/minify-css-templates.mjs, for the unit test that checks the builds' minified CSS.

/** `source` with the text of each css`…` template minified, internal `--_…` names shortened the same in every styles file. */
export function minifyCssTemplates(source: string, file?: string): Promise<string>;
/** Files whose css`…` templates are minified. */
export const STYLES_FILE: RegExp;
