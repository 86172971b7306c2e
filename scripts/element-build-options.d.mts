// Types of element-build-options.mjs (plain JavaScript so that the system Node can run the build script).
import type { BuildOptions } from 'esbuild';

export declare const ROOT: string;
export declare const ELEMENT_ENTRY: string;
export declare const ELEMENT_FILE: string;
export declare const WORKER_ENTRY: string;
export declare const WORKER_FILE: string;
export declare const BOT_ENTRY: string;
export declare const BOT_FILE: string;
export declare const ELEMENT_GZIP_TARGET: number;
export declare const ELEMENT_GZIP_BUDGET: number;
export declare function hasBotWorker(root?: string): boolean;
interface Where {
  root?: string;
  outdir?: string;
  write?: boolean;
}
export declare function elementBuildOptions(where?: Where): BuildOptions & { metafile: true };
export declare function botBuildOptions(where?: Where): BuildOptions & { metafile: true };
export declare function workerBuildOptions(where?: Where): BuildOptions & { metafile: true };
export declare function sizes(bytes: Uint8Array): { raw: number; gzip: number };
export declare function formatKB(bytes: number): string;
