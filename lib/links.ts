/** True for links that leave this site (another origin, mail or phone). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || href.startsWith("mailto:") || href.startsWith("tel:");
}

/** Every new-window link gets rel="noopener noreferrer" (security rule of the developers' guide). */
export const newWindowProps = { target: "_blank", rel: "noopener noreferrer" } as const;

/**
 * A link or picture from the backend the page may use: an absolute `https:` URL without a user name
 * or password in it, trimmed, or null (http:, javascript:, data:, relative paths, anything not a
 * string).
 */
export function httpsHref(value: unknown): string | null {
  if (typeof value !== "string" || !URL.canParse(value.trim())) return null;
  const url = new URL(value.trim());
  return url.protocol === "https:" && !url.username && !url.password ? url.href : null;
}
