// Types of browsers.mjs (plain JavaScript so that the system Node can run it).
export type Browser = 'chromium' | 'firefox' | 'webkit';
export type Program = 'chromium' | 'firefox' | 'webkitDriver' | 'miniBrowser' | 'xvfb';
export declare const PROGRAMS: Record<Program, { variable: string; path: string; debianPackage: string }>;
export declare const NEEDS: Record<Browser, Program[]>;
export declare const ALL_PACKAGES: string[];
export type BrowserPaths = Record<Program, string>;
export declare function browserPaths(env?: Record<string, string | undefined>): BrowserPaths;
export declare function installCommand(packages: string[], facts: { isRoot: boolean }): string;
export interface MachineFacts {
  env: Record<string, string | undefined>;
  exists: (path: string) => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}
export type BrowserDecision =
  { action: 'ready'; paths: BrowserPaths } | { action: 'install'; packages: string[]; command: string } | { action: 'stop'; message: string };
export declare function decideBrowsers(browsers: Browser[], facts: MachineFacts): BrowserDecision;
export declare function machineFacts(env?: Record<string, string | undefined>): MachineFacts;
export declare function ensureBrowsers(browsers: Browser[], options?: { install?: boolean; facts?: MachineFacts }): BrowserPaths;
