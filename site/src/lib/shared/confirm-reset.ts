/**
 * Asks the page's "clear my progress?" dialog (site/src/components/shared/ConfirmReset.astro) and answers whether the
 * reader chose to clear. A page without the dialog, or a browser without modal dialogs, erases nothing.
 */
export function confirmReset(root: ParentNode = document): Promise<boolean> {
  const dialog = root.querySelector<HTMLDialogElement>('dialog[data-confirm-reset]');
  if (!dialog || typeof dialog.showModal !== 'function') return Promise.resolve(false);
  dialog.returnValue = '';
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'clear'), { once: true });
    dialog.showModal();
  });
}
