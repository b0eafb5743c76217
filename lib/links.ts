/** True for links that leave this site (another origin, mail or phone). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || href.startsWith("mailto:") || href.startsWith("tel:");
}

/** Every new-window link gets rel="noopener noreferrer" (security rule of the developers' guide). */
export const newWindowProps = { target: "_blank", rel: "noopener noreferrer" } as const;

/** A link from the backend the page may show: an absolute `https:` URL, or null (http:, javascript:, junk). */
export function httpsHref(value: string | null): string | null {
  if (value === null || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === "https:" ? url.href : null;
}
