/**
 * The header's colours switch: as the device (the reader's `prefers-color-scheme`), light or dark, kept in
 * the browser. It only sets `data-theme` on <html>; global.css turns that into `color-scheme`, which every
 * `light-dark()` colour of the site and of the boards follows. An inline script in Base.astro applies the kept
 * choice before the first paint; without JavaScript the switch stays hidden and the site follows the device.
 * localStorage is reached directly (not through components/shared/storage.ts): importing a module the boards
 * share from every page's script made the bundler split the board's chunk, 0.9 KB more on a lesson page.
 */
export const THEME_KEY = 'hexone.theme';
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** A kept value read back: anything but "light" or "dark" means "as the device". */
export function themeOf(value: unknown): Theme {
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

/** The kept choice; "system" where storage is forbidden (privacy modes throw on access). */
function keptTheme(): Theme {
  try {
    return themeOf(localStorage.getItem(THEME_KEY));
  } catch {
    return 'system';
  }
}

function keepTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode or full storage: the choice holds for this page only.
  }
}

/** Every colours switch of the page (the header's, and its twin in the footer for phones), kept in step. */
export function startThemeSwitch(): void {
  const selects = [...document.querySelectorAll<HTMLElement>('[data-theme-switch]')].flatMap((label) => {
    const select = label.querySelector('select');
    label.hidden = !select;
    return select ? [select] : [];
  });
  for (const select of selects) {
    select.value = keptTheme();
    select.addEventListener('change', () => {
      const theme = themeOf(select.value);
      applyTheme(theme);
      keepTheme(theme);
      for (const other of selects) other.value = theme;
    });
  }
}
