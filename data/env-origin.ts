/**
 * Reads a build-time URL override and fails the build with the variable's name when it is bad.
 * Callers pass `process.env.NAME` literally: Next inlines only literal reads into client bundles.
 */
export function originFromEnv(name: string, value: string | undefined, fallback: string): string {
  const raw = value || fallback;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`${name} must be an absolute URL such as ${fallback}; got "${raw}".`);
  }
}
