import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { NewWindowLink } from "@/components/ui/NewWindowLink";

type SiteLinkProps = Omit<ComponentPropsWithoutRef<"a">, "href" | "target" | "rel"> & {
  href: string;
  newWindow?: boolean;
  /** Said to screen readers after a new-window link: the page's `uiText[lang].newWindow`. */
  newWindowNote?: string;
  children: ReactNode;
};

/**
 * The one way this site links. A link inside the site is a plain link the browser follows: the
 * page arrives as a document, with its own first paint, stylesheet and policy (docs/performance.md,
 * "The scripts every page loads"). New-window links always get rel="noopener noreferrer" and say
 * so to screen readers.
 */
export function SiteLink({
  href,
  newWindow = false,
  newWindowNote,
  children,
  ...props
}: SiteLinkProps) {
  if (newWindow) {
    return (
      <NewWindowLink href={href} {...(newWindowNote ? { note: newWindowNote } : {})} {...props}>
        {children}
      </NewWindowLink>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
