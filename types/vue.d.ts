/**
 * Vue 3 types (`import type {} from 'hexone/vue'` once, or `"types": ["hexone/vue"]` in tsconfig.json):
 * `<hexone-board>` and `<hexadominos-board>` become known global components for Volar / vue-tsc, with the
 * same attributes and properties as in React (`types/props.d.ts`). Tell Vue's compiler they are custom
 * elements, by name (a pattern such as `-board` would also catch an app's own Vue components):
 * `compilerOptions.isCustomElement: (tag) => tag === 'hexone-board' || tag === 'hexadominos-board'` in
 * @vitejs/plugin-vue's `template` options. Then listen to their events as usual: `@hexone-change="(e) => e.detail.record"`; `:seats="[…]"` and `.prop`
 * bindings set properties.
 */
import type { DefineComponent } from 'vue';
import type { HexadominosBoardAttributes, HexoneBoardAttributes } from './props.js';

export type { HexadominosBoardAttributes, HexadominosSeat, HexoneBoardAttributes } from './props.js';

declare module 'vue' {
  export interface GlobalComponents {
    'hexone-board': DefineComponent<HexoneBoardAttributes>;
    'hexadominos-board': DefineComponent<HexadominosBoardAttributes>;
  }
}
