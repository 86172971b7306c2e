/**
 * `{name}` placeholders in interface text, filled from a table of values: the one helper every
 * message of the project uses (the site's dictionaries, lesson and puzzle players, the play page).
 *
 *   fillPlaceholders('{done} of {total} steps', { done: 3, total: 4 })   // "3 of 4 steps"
 *
 * A placeholder with no value (absent or undefined) stays as it is written, so a missing value shows
 * as `{name}` on the page instead of "undefined"; only the table's own entries count (`{constructor}`
 * is not filled from Object's prototype).
 */
export type PlaceholderValues = Readonly<Record<string, string | number | undefined>>;

export function fillPlaceholders(text: string, values: PlaceholderValues = {}): string {
  return text.replace(/\{(\w+)\}/g, (hole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? hole : String(value);
  });
}
