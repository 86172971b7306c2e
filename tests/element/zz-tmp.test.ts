import { html } from '@open-wc/testing';
import 'axe-core/axe.min.js';
import { mount } from './helpers.js';
it('debug', async () => {
  const board = await mount(html`<hexone-board lang="en" animation-speed="0"></hexone-board>`);
  const r = await (window as any).axe.run(board, {});
  console.log(r.passes.map((p: any) => p.id + ':' + p.nodes.length).join(' '));
  console.log(JSON.stringify(r.passes.find((p: any) => p.id === 'aria-allowed-role')?.nodes.slice(0, 2).map((n: any) => n.target)));
  console.log('incomplete', r.incomplete.map((p: any) => p.id + ':' + p.nodes.length + ':' + p.nodes[0].target.join('>')).join(' '));
});
