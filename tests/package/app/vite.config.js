import react from '@vitejs/plugin-react';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// Three pages, one per way of using the package. Vue is told that tags with a dash are custom elements.
export default defineConfig({
  plugins: [react(), vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'hexone-board' || tag === 'hexadominos-board' } } })],
  build: { rollupOptions: { input: { vanilla: 'vanilla.html', react: 'react.html', vue: 'vue.html' } } },
});
