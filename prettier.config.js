// Prettier: `npm run format` writes, `npm run format:check` (part of `npm test`) checks.
// Set to the house style (single quotes, semicolons, trailing commas, lines up to ~160 characters) so it moves little.
// What it must not touch is in .prettierignore (prose, data, generated files).

/** @type {import('prettier').Config} */
export default {
  printWidth: 160,
  singleQuote: true,
  trailingComma: 'all',
  // Lit's html`…`, svg`…` and css`…` templates are left as written: whitespace inside them can be content.
  embeddedLanguageFormatting: 'off',
  plugins: ['prettier-plugin-astro'],
  overrides: [
    {
      files: '*.astro',
      // prettier-plugin-astro 1.1 drops every comment of the frontmatter when embedded formatting is off, so it stays on
      // here (no .astro file holds a Lit template).
      options: { parser: 'astro', embeddedLanguageFormatting: 'auto' },
    },
  ],
};
