/** A text every lesson gives in both languages: each language's file holds its own (lib/lessons/pair.ts joins them). */
export interface Text {
  en: string;
  fr: string;
}
