/** A text every lesson file gives in both languages, and the check that both are there and not empty. */
export interface Text {
  en: string;
  fr: string;
}

export function isText(value: unknown): value is Text {
  const t = value as Text;
  return !!t && typeof t === 'object' && typeof t.en === 'string' && typeof t.fr === 'string' && !!t.en.trim() && !!t.fr.trim();
}
