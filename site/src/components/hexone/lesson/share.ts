/**
 * Each lesson step has a page of its own, made to be framed in another site
 * (`/en/embed/lesson/<lesson>/<step>/`, site/src/pages/[lang]/embed/lesson/); the lesson page offers
 * the `<iframe>` code to paste. Pure: used at build time.
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
