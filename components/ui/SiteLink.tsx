import Link from "next/link";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { loadsAsDocument } from "@/data/full-load-paths";
import { isExternalHref, newWindowProps } from "@/lib/links";

type SiteLinkProps = Omit<ComponentPropsWithoutRef<"a">, "href" | "target" | "rel"> & {
  href: string;
  newWindow?: boolean;
  children: ReactNode;
};

/**
 * The one way this site links. Internal pages use next/link for client navigation (without
 * viewport prefetch, to spare visitors on mobile data); new-window links always get
 * rel="noopener noreferrer" and say so to screen readers.
 */
export function SiteLink({ href, newWindow = false, children, ...props }: SiteLinkProps) {
  if (newWindow) {
    return (
      <a href={href} {...newWindowProps} {...props}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  // Other sites, mail, phone and anchors on this page need no client navigation; pages with a
  // policy of their own need a document load to get it.
  if (isExternalHref(href) || href.startsWith("#") || loadsAsDocument(href.split(/[?#]/)[0]!)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} prefetch={false} {...props}>
      {children}
    </Link>
  );
}
