/**
 * Copies a snippet: the clipboard API where the page may use it; otherwise (an insecure origin, a refused
 * permission) the text is selected so Ctrl+C copies it. Says which of the two happened.
 */
export async function copyField(field: HTMLTextAreaElement): Promise<'copied' | 'selected'> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(field.value);
    return 'copied';
  } catch {
    field.focus();
    field.select();
    return 'selected';
  }
}
