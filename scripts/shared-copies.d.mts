// Types of shared-copies.mjs (plain JavaScript so that the system Node can run it).
export declare const ROOT: string;
export declare const SHARED: string;
export declare const SHARED_COPIES: { copy: string; original: string }[];
export declare function compareCopy(copyPath: string, originalPath: string): { status: 'same' | 'differs' | 'absent'; message: string };
export declare function copyPaths(entry: { copy: string; original: string }): { copyPath: string; originalPath: string };
