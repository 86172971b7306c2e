/** The French typography check every language test uses (Hexone's texts, Hexa-dominos' texts). */

/** What is wrong with one French text's typography (empty when nothing). */
export function frenchTypography(text: string): string[] {
  const problems: string[] = [];
  if (/\p{L}'|'\p{L}/u.test(text)) problems.push('straight apostrophe');
  if (/[^\u202f]([;!?])(?=\s|$|[»)"])/u.test(text.replace(/…\?/g, '\u202f?'))) problems.push('no narrow no-break space before ; ! ?');
  if (/[^\u202f\d]:(?=\s|$)/u.test(text)) problems.push('no narrow no-break space before :');
  if (/«(?!\u202f)|(?<!\u202f)»/u.test(text)) problems.push('« » without narrow no-break spaces');
  // A capital after a colon, unless it starts a proper name.
  const capital = /\u202f:\s+(\p{Lu}\p{L}*)/gu;
  for (const m of text.matchAll(capital)) {
    if (!/^(Noir|Blanc|Express|Longue|Hexone|JavaScript|HTML|CSS|Ctrl|Y)$/.test(m[1])) problems.push(`capital after a colon: "${m[1]}"`);
  }
  return problems;
}
