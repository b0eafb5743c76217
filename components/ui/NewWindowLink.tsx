import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { newWindowProps } from "@/lib/links";

type NewWindowLinkProps = Omit<ComponentPropsWithoutRef<"a">, "target" | "rel"> & {
  href: string;
  children: ReactNode;
  /** What screen readers hear after the link's text: the page's `newWindow` (content/i18n/<lang>.json). */
  note?: string;
};

/** content/i18n/en.json's `newWindow`, for links drawn where the language files cannot be read. */
export const englishNewWindowNote = "(opens in a new tab)";

/**
 * A link that opens a new tab: always rel="noopener noreferrer", and it says so to screen readers.
 * SiteLink uses it for `newWindow`; a client component that only links out uses it directly, so
 * its script does not carry SiteLink's rules for the site's own pages.
 */
export function NewWindowLink({
  children,
  note = englishNewWindowNote,
  ...props
}: NewWindowLinkProps) {
  return (
    <a {...props} {...newWindowProps}>
      {children}
      {/* An interface word, not the link's subject: the site search leaves it out. */}
      <span className="sr-only" data-pagefind-ignore="">{` ${note}`}</span>
    </a>
  );
}
