/** The machine's own fontconfig file: the one FONTCONFIG_FILE names, or the system's. */
export function systemFontConfig(env?: Record<string, string | undefined>): string;
/** A fontconfig file that keeps `systemConfig` and adds the fonts in `dir`. */
export function fontConfigText(systemConfig: string, dir: string): string;
/** Writes the phone's Malayalam faces and their fontconfig file into `dir`; returns the file's path. */
export function phoneFontConfig(
  dir: string,
  env?: Record<string, string | undefined>,
): Promise<string>;
