/**
 * Colours as the browser renders them, and their WCAG 2 contrast: shared by the two elements' contrast
 * tests (tests/element/{hexone,hexadominos}/contrast.test.ts).
 */
import { emulateMedia } from '@web/test-runner-commands';

export type Rgba = [number, number, number, number];

/** A computed colour (`rgb(…)`/`rgba(…)`, what getComputedStyle answers) as numbers 0–255 and alpha 0–1. */
export function parse(colour: string): Rgba {
  const m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(colour.trim());
  if (!m) throw new Error(`cannot read the colour ${colour}`);
  return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
}

export function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The page's canvas colour where the board is (its used color-scheme decides it). */
export function canvas(): Rgba {
  const probe = document.createElement('div');
  probe.style.backgroundColor = 'Canvas';
  document.body.append(probe);
  const colour = parse(getComputedStyle(probe).backgroundColor);
  probe.remove();
  return colour;
}

/** The first opaque background behind `element`, through its shadow root and up the page, else the canvas. */
export function backgroundBehind(element: Element): Rgba {
  for (let at: Element | null = element; at; at = at.parentElement ?? (at.getRootNode() as ShadowRoot).host ?? null) {
    const colour = parse(getComputedStyle(at).backgroundColor);
    if (colour[3] === 1) return colour;
  }
  return canvas();
}

export const fill = (element: Element) => parse(getComputedStyle(element).fill);

/** The cases: what the page declares × what the reader prefers, and the palette the board must use. */
export const PAGES = [
  { declares: '', reader: 'light', palette: 'light' },
  { declares: '', reader: 'dark', palette: 'light' }, // the page is light: so is the board
  { declares: 'light dark', reader: 'light', palette: 'light' },
  { declares: 'light dark', reader: 'dark', palette: 'dark' },
  { declares: 'dark', reader: 'light', palette: 'dark' },
  { declares: 'dark', reader: 'dark', palette: 'dark' },
] as const;

/**
 * Emulates the reader's colour-scheme preference; false where the test's browser driver cannot. Chromium
 * (Playwright) can; Firefox through puppeteer's WebDriver BiDi answers without effect, and WebKit's
 * WebDriver has no such command (it is not even asked: it would log an error for every call).
 */
export async function prefer(scheme: 'light' | 'dark'): Promise<boolean> {
  const query = `(prefers-color-scheme: ${scheme})`;
  if (matchMedia(query).matches) return true;
  const webDriverWebKit = /AppleWebKit/.test(navigator.userAgent) && !/Chrome|Firefox/.test(navigator.userAgent);
  if (!webDriverWebKit) {
    try {
      await emulateMedia({ colorScheme: scheme });
    } catch {
      // this launcher cannot emulate it: only the browser's own preference can be tested here
    }
  }
  return matchMedia(query).matches;
}
