export interface LayoutSection {
  file: string;
  subTitle?: string;
  splitBy?: "designation" | "team";
  prefix?: string;
  order?: string[];
}
export interface LayoutGroup {
  title: string;
  description?: string;
  file?: string;
  keepIds?: boolean;
  subTitles?: LayoutSection[];
}
export interface LayoutYear {
  year: number;
  groups: LayoutGroup[];
}
export declare const TEAM_LAYOUT: LayoutYear[];
export declare function layoutFiles(): string[];
