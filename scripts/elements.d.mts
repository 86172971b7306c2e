// Types of elements.mjs (plain JavaScript: vite.config.mjs and astro.config.mjs import it).
import type { Plugin } from 'vite';

export declare const ROOT: string;
export interface Element {
  game: 'hexone' | 'hexadominos';
  tag: string; // 'hexone-board', built to `${tag}.js`
  entry: string; // 'components/hexone-board/define.ts'
  parts: { module: string; file: string }[]; // imported on demand; the file it ships as beside the element
  worker: { module: string; file: string };
}
export declare const ELEMENTS: Element[];
export declare const SHARED_DIR: string;
export declare const SHARED_RUNTIME: string;
export declare function partFile(chunk: { facadeModuleId: string | null }): string | undefined;
export declare function workerFile(chunk: { facadeModuleId: string | null }): string;
export declare function elementGroup(entries: Record<string, string>, shared?: string): object;
export declare function cssTemplates(): Plugin;
