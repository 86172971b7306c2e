/**
 * Each lesson step has a page of its own, made to be framed in another site
 * (`/en/embed/lesson/<lesson>/<step>/`, site/src/pages/[lang]/embed/lesson/); the lesson page offers
 * the `<iframe>` code to paste. Written at build time (with the site's address when the build knows it),
 * then again in the browser with the address the visitor is on (`fillStepSnippets`): pasted elsewhere, the
 * code points where the step really is.
 */
const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** The step's embed page, without the site's origin: `/fr/embed/lesson/explosion/first-y/`. */
export function stepEmbedPath(lang: string, lesson: string, step: string): string {
  return `/${lang}/embed/lesson/${lesson}/${step}/`;
}

/** The code to paste: a frame of the step's page, titled for screen readers, as wide as the page allows. */
export function iframeSnippet(src: string, title: string): string {
  const attr = (text: string) => text.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]);
  return `<iframe src="${attr(src)}" title="${attr(title)}" width="720" height="${FRAME_HEIGHT}" style="max-width: 100%; border: 0;" loading="lazy"></iframe>`;
}

/** Tall enough for the text, the board and the buttons side by side (the frame scrolls when narrower). */
export const FRAME_HEIGHT = 680;

/** Rewrites each step's code (`textarea[data-snippet]`, its path and title in data attributes) with this page's origin. */
export function fillStepSnippets(root: ParentNode = document, origin = location.origin): void {
  for (const field of root.querySelectorAll<HTMLTextAreaElement>('textarea[data-snippet]')) {
    const { path, title } = field.dataset;
    if (path && title) field.value = iframeSnippet(new URL(path, origin).href, title);
  }
}
