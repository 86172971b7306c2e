/**
 * The package entry: importing it registers `<hexone-board>` and `<hexadominos-board>` (one copy of Lit and
 * XState serves both) and exports their classes, event types and message helpers. A page that shows one
 * game imports that game's module instead (`./hexone-board/index.js`, `./hexadominos-board/index.js`).
 */
export * from './hexone-board/index.js';
export * from './hexadominos-board/index.js';
