/**
 * The French typography check every language test uses (Hexone's texts, Hexa-dominos' texts, and the messages
 * both sites and boards build at run time, rendered with sample values).
 *
 *   frenchTypography('Bravo ! Oui : c5')          // ['no narrow no-break space before ; ! ?', 'no narrow no-break space before :']
 *   frenchTypography('Bravo\u202f! Oui\u202f: c5') // []
 *
 * The rules: a narrow no-break space (U+202F) before : ; ! ? — never a plain or a wide no-break space, never
 * nothing ("Type:"); « » with U+202F inside; the typographic apostrophe ’; one colon per sentence; no capital
 * after a colon unless it starts a proper name; a capital (or a cell's name) at the start of each sentence.
 */

/** Words that keep their capital after a colon: names of sides, rule sets (Classique, Express, Longue), games, keys and code. */
const PROPER = /^(Noir|Blanc|Classique|Express|Longue|Hexone|Hexa-dominos|JavaScript|HTML|CSS|Ctrl|Y|Entrée|Espace|Échap|Début|Fin)$/;

/** What is wrong with one French text's typography (empty when nothing). */
export function frenchTypography(text: string): string[] {
  const problems: string[] = [];
  if (/\p{L}'|'\p{L}/u.test(text)) problems.push('straight apostrophe');
  // ; ! ? ending a word (followed by a space, the end, a closing quote or bracket): U+202F before it.
  // "…?" is read as "…\u202f?" (the ellipsis is the word's end); "?" alone (a key's name) has no word before it.
  if (/[^\u202f\s]([;!?])(?=\s|$|[»)"])|[ \u00a0]([;!?])(?=\s|$|[»)"])/u.test(text.replace(/…\?/g, '\u202f?')))
    problems.push('no narrow no-break space before ; ! ?');
  // A colon before a space or the end of the text ("Type:", "Oui : c5"; not "12:30" nor "https://").
  if (/[^\u202f]:(?=\s|$)/u.test(text)) problems.push('no narrow no-break space before :');
  if (/«(?!\u202f)|(?<!\u202f)»/u.test(text)) problems.push('« » without narrow no-break spaces');
  // A capital after a colon, unless it starts a proper name.
  for (const m of text.matchAll(/\u202f:\s+(\p{Lu}[\p{L}-]*)/gu)) {
    if (!PROPER.test(m[1])) problems.push(`capital after a colon: "${m[1]}"`);
  }
  // A sentence starts with a capital (or a cell's name, "b2 explose"): "Coup refusé. personne ne pose…" reads as a slip.
  // (A list's "1." and a suspension's "…" may be followed by lowercase.)
  for (const m of text.matchAll(/(?<=[\p{L})»”][\u202f]?)[.!?]\s+(\p{Ll}[\p{L}\d]*)/gu)) {
    if (!/^[a-z]\d+$/.test(m[1])) problems.push(`lowercase start of a sentence: "${m[1]}"`);
  }
  // One colon per sentence: "Coup refusé : Coup 7 : …" reads as two announcements in one. Items of a line
  // set apart by " · " ("Série : 2 · record : 5") are sentences of their own.
  for (const sentence of text.split(/(?<=[.!?…])\s+|\s·\s/u)) {
    if ((sentence.match(/:(?=\s)/gu) ?? []).length > 1) problems.push(`two colons in one sentence: "${sentence.slice(0, 60)}"`);
  }
  return problems;
}

/** Every problem of a list of texts, each named by where it comes from: `where: problem: text`. */
export function frenchTypographyProblems(texts: readonly { where: string; text: string }[]): string[] {
  return texts.flatMap(({ where, text }) => frenchTypography(text).map((problem) => `${where}: ${problem}: ${text.slice(0, 100)}`));
}
