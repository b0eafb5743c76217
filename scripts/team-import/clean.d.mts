export interface Cleaned {
  value: string;
  note?: string;
  dropped?: boolean;
  moveTo?: string;
}
export declare const TYPOS: Record<string, string>;
export declare const PHOTO_RENAMES: Record<string, string>;
export declare const LINK_HOSTS: Record<"linkedin" | "github" | "twitter" | "drive", RegExp>;
export declare function cleanText(value: unknown): string;
export declare function cleanLabel(value: unknown): string;
export declare function cleanRoles(value: unknown): string;
export declare function nameKey(name: unknown): string;
export declare function cleanLink(field: keyof typeof LINK_HOSTS, raw: unknown): Cleaned;
export declare function cleanMuid(raw: unknown): Cleaned;
export declare function cleanImage(raw: unknown): Cleaned;
export declare function imageBaseName(path: string): string;
