export declare const chromeArgs: string[];
export declare function findChrome(options?: { install?: boolean }): string;
/** Chromium's headless shell, or null when there is none to be had (the full Chromium then). */
export declare function findHeadlessShell(options?: { install?: boolean }): string | null;
