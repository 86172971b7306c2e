/** "Copy the code" of a step's frame (the lesson page's embed box), for the lesson player. */
export async function copySnippet(step: Element | null, said: { copied: string; copyFailed: string }): Promise<void> {
  const code = step?.querySelector<HTMLTextAreaElement>('[data-snippet]');
  const status = step?.querySelector<HTMLElement>('[data-copy-status]');
  if (!code || !status) return;
  try {
    await navigator.clipboard.writeText(code.value);
    status.textContent = said.copied;
  } catch {
    // Clipboard refused (permissions, an old browser): select the code so the learner copies it by hand.
    code.focus();
    code.select();
    status.textContent = said.copyFailed;
  }
}
