import type { MemberInput, TeamYearInput } from "../../data/schema";
import type { LayoutYear } from "./layout.mjs";

export interface FileSummary {
  file: string;
  read: number;
  written: number;
  corrections: number;
  drops: number;
}
export interface ImportResult {
  years: TeamYearInput[];
  lines: string[];
  summary: FileSummary[];
}
export declare function importTeam(
  readOldFile: (file: string) => unknown,
  layout?: readonly LayoutYear[],
): ImportResult;
export declare function convertMember(
  raw: Record<string, unknown>,
  options?: { keepIds?: boolean },
): { member: MemberInput; notes: { drop: boolean; text: string }[] };
export declare function compactMember(member: MemberInput): MemberInput;
export declare function formatReport(result: ImportResult): string;
