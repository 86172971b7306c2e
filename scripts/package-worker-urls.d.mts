export function rewriteModuleUrls(source: string): { text: string; rewritten: string[] };
export function remainingTsUrls(source: string): string[];
