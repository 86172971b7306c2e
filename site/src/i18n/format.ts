/**
 * Fills a message's holes, counts included, the same way on the server and in the browser.
 *
 *   format('en', '{count, plural, one {# step} other {# steps}}', { count: 1 }) // "1 step"
 *   format('fr', '{count, plural, one {# étape} other {# étapes}}', { count: 0 }) // "0 étape"
 *   format('en', 'Suggestion: {move}', { move: 'b2' })
 *
 * Counts follow each language's own plural rules (`Intl.PluralRules`: French says "0 étape",
 * English "0 steps"), in the subset of ICU MessageFormat syntax we need: `{name, plural,
 * one {…} other {…}}`, `=N {…}` for an exact number, `#` for the number inside a branch. A hole with
 * no value stays visible (`{move}`), so a missing value shows up in review rather than vanishing.
 */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;
const BRANCH = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g;

const rulesByLang = new Map<string, Intl.PluralRules>();
function pluralRules(lang: string): Intl.PluralRules {
  let rules = rulesByLang.get(lang);
  if (!rules) rulesByLang.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules;
}

export type Values = Record<string, string | number | undefined>;

/** A page script's words: a dictionary key filled with values, in the page's language (each page binds its own). */
export type Say = (key: string, values?: Record<string, string | number>) => string;

export function format(lang: string, text: string, values: Values = {}): string {
  const counted = text.replace(PLURAL, (whole, name: string, body: string) => {
    const n = Number(values[name]);
    if (values[name] === undefined || !Number.isFinite(n)) return whole;
    const branches = new Map([...body.matchAll(BRANCH)].map((m) => [m[1], m[2]] as const));
    const chosen = branches.get(`=${n}`) ?? branches.get(pluralRules(lang).select(n)) ?? branches.get('other') ?? '';
    return chosen.replace(/#/g, String(n));
  });
  return counted.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}

/**
 * Sentences side by side, for messages put together at run time: empty parts dropped, one space between,
 * nothing re-spaced inside (French keeps its narrow no-break spaces before ! ? : ;, which a `\s+` collapse
 * would turn into spaces a line may break at).
 */
export function sentences(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** `text` as the start of a sentence: its first letter a capital, unless it starts with a cell's name ("b2 explose"). */
export function capitalised(text: string): string {
  return /^\p{Ll}(?!\d)/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
