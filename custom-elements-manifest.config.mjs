// Custom Elements Manifest for <hexone-board> (dist/custom-elements.json), written by `npm run build:element`.
// Editors and documentation tools read its attributes, properties, methods, events and CSS parts from it.
// Only the element's public modules: internals (rendering, geometry, styles) would only add noise.
export default {
  globs: ['components/hexone-board.ts', 'components/define.ts', 'components/index.ts', 'components/events.ts', 'components/i18n.ts'],
  outdir: 'dist',
  litelement: true,
  // Do not add a "customElements" field to package.json on every build (package.json is shared).
  packagejson: false,
};
