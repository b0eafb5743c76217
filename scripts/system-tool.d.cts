export interface SystemTool {
  label: string;
  envVar: string;
  paths: string[];
  commands?: string[];
  fallback?: () => string | null;
  aptPackage: string;
  installedAt: string;
  instructions: string[];
}
export declare function findTool(tool: SystemTool, install?: boolean): string;
