export declare const chromeArgs: string[];
export declare function findChrome(options?: { install?: boolean }): string;
