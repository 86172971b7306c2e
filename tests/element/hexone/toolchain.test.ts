// Checks the browser test setup itself: TypeScript with the repo's legacy decorators, `.js` imports of
// `.ts` engine modules, Lit rendering into shadow DOM, and real user input through the test runner's commands.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { newGame, place } from '@engine/hexone/index.js';

@customElement('toolchain-probe')
class ToolchainProbe extends LitElement {
  @property() label = 'probe';

  override render() {
    return html`<button>${this.label}</button>`;
  }
}

describe('the browser test toolchain', () => {
  it('runs the engine compiled from TypeScript', () => {
    const refused = place(newGame(), 'c3');
    expect(refused.ok, 'the centre is not an opening cell').to.equal(false);
    const result = place(newGame(), 'b2');
    expect(result.ok && result.state.cells.b2).to.deep.equal({ owner: 'b', count: 1 });
  });

  it('renders a Lit element declared with legacy decorators', async () => {
    const probe = await fixture<ToolchainProbe>(html`<toolchain-probe label="hello"></toolchain-probe>`);
    expect(probe.shadowRoot?.querySelector('button')?.textContent).to.equal('hello');
  });

  it('delivers real key presses to a focused control', async () => {
    const input = await fixture<HTMLInputElement>(html`<input aria-label="typing target" />`);
    input.focus();
    await sendKeys({ type: 'b2' });
    expect(input.value).to.equal('b2');
  });
});
