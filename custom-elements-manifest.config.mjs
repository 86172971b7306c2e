// Custom Elements Manifest for <hexone-board> and <hexadominos-board> (dist/custom-elements.json), written by `npm run build:element`.
// Editors and documentation tools read its attributes, properties, methods, events and CSS parts from it.
// Only the element's public modules: internals (rendering, geometry, styles) would only add noise.
export default {
  globs: [
    'components/hexone-board/properties.ts',
    'components/hexone-board/hexone-board.ts',
    'components/hexone-board/define.ts',
    'components/index.ts',
    'components/hexone-board/events.ts',
    'components/hexone-board/i18n.ts',
    'components/hexadominos-board/properties.ts',
    'components/hexadominos-board/hexadominos-board.ts',
    'components/hexadominos-board/define.ts',
    'components/hexadominos-board/events.ts',
    'components/hexadominos-board/i18n.ts',
  ],
  outdir: 'dist',
  litelement: true,
  // Do not add a "customElements" field to package.json on every build (package.json is shared).
  packagejson: false,
  plugins: [
    {
      // Not API, not listed: `#private` members, members marked private, and members named `_…` (the
      // element's reactive state, which Lit cannot observe as `#private`; see components/hexone-board/hexone-board.ts).
      name: 'hexone-internal-members',
      packageLinkPhase({ customElementsManifest }) {
        const internal = (member) => member.name.startsWith('_') || member.name.startsWith('#') || member.privacy === 'private';
        for (const module of customElementsManifest.modules) {
          for (const declaration of module.declarations ?? []) {
            if (declaration.members) declaration.members = declaration.members.filter((member) => !internal(member));
          }
        }
      },
    },
  ],
};
