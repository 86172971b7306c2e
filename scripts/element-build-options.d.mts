// Types of element-build-options.mjs (plain JavaScript so that the system Node can run the build script).
import type { BuildOptions } from 'esbuild';

export declare const ROOT: string;
export declare const ELEMENT_ENTRY: string;
export declare const ELEMENT_FILE: string;
export declare const WORKER_ENTRY: string;
export declare const WORKER_FILE: string;
export declare const BOT_ENTRY: string;
export declare const BOT_FILE: string;
export interface ElementPart {
  specifier: string; // './i18n-fr.js', as components/ imports it
  entry: string; // 'components/hexone-board/i18n-fr.ts'
  file: string; // 'hexone-board-fr.js', beside hexone-board.js
}
export declare const ELEMENT_PARTS: ElementPart[];
export declare const LAZY_MODULES: Record<string, string>;
export declare const ELEMENT_GZIP_BUDGET: number;
export declare const PARTS_GZIP_BUDGET: number;
interface Where {
  root?: string;
  outdir?: string;
  write?: boolean;
}
export type Game = 'hexone' | 'hexadominos';
export declare const BOTS: Record<Game, { client: string; clientFile: string; worker: string; workerFile: string; workerUrl: string }>;
export declare const HEXADOMINOS_BOT_FILE: string;
export declare const HEXADOMINOS_WORKER_FILE: string;
export declare function elementBuildOptions(where?: Where): BuildOptions & { metafile: true };
export declare function botBuildOptions(where?: Where & { game?: Game }): BuildOptions & { metafile: true };
export declare function partBuildOptions(part: ElementPart, where?: Where & { mangleCache?: Record<string, string | false> }): BuildOptions & { metafile: true };
export declare function workerBuildOptions(where?: Where & { game?: Game }): BuildOptions & { metafile: true };
export interface Built {
  metafile: NonNullable<import('esbuild').Metafile>;
  outputFiles: { path: string; contents: Uint8Array; text: string }[];
}
export declare function build(options: BuildOptions): Promise<Built & { mangleCache?: Record<string, string | false> }>;
export declare function buildElement(where?: Where): Promise<{ metafile: NonNullable<import('esbuild').Metafile>; files: { file: string; contents: Uint8Array; newNames: string[] }[] }>;
export declare function sizes(bytes: Uint8Array): { raw: number; gzip: number };
export declare function formatKB(bytes: number): string;
export declare const HEXADOMINOS_ENTRY: string;
export declare const HEXADOMINOS_FILE: string;
export declare const HEXADOMINOS_PARTS: ElementPart[];
export declare const HEXADOMINOS_GZIP_BUDGET: number;
export declare function buildHexadominosElement(where?: Where): Promise<{ metafile: NonNullable<import('esbuild').Metafile>; files: { file: string; contents: Uint8Array; newNames: string[] }[] }>;
export declare const SHARED_DIR: string;
export declare const SHARED_RUNTIME_PREFIX: string;
export declare const SHARED_HEXADOMINOS_GZIP_BUDGET: number;
export declare function buildSharedElements(where?: Where): Promise<{ metafile: NonNullable<import('esbuild').Metafile>; files: { file: string; contents: Uint8Array; newNames: string[] }[] }>;
