import Link from "next/link";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { loadsAsDocument } from "@/data/full-load-paths";
import { isExternalHref } from "@/lib/links";
import { NewWindowLink } from "@/components/ui/NewWindowLink";

type SiteLinkProps = Omit<ComponentPropsWithoutRef<"a">, "href" | "target" | "rel"> & {
  href: string;
  newWindow?: boolean;
  /**
   * The linked page's policy is this page's own (one family, such as the interest groups, whose
   * pages share theirs): a client-side navigation keeps a policy that already allows that page.
   */
  samePolicy?: boolean;
  /** Said to screen readers after a new-window link: the page's `uiText[lang].newWindow`. */
  newWindowNote?: string;
  children: ReactNode;
};

/**
 * Whether a link to `href` navigates inside the app (next/link). Other sites, mail, phone and
 * anchors on this page need no client navigation; pages with a policy of their own need a
 * document load to get it, unless the link starts on a page with the same policy.
 */
export function navigatesInApp(href: string, newWindow = false, samePolicy = false): boolean {
  if (newWindow || isExternalHref(href) || href.startsWith("#")) return false;
  return samePolicy || !loadsAsDocument(href.split(/[?#]/)[0]!);
}

/**
 * The one way this site links. Internal pages use next/link for client navigation (without
 * viewport prefetch, to spare visitors on mobile data); new-window links always get
 * rel="noopener noreferrer" and say so to screen readers.
 */
export function SiteLink({
  href,
  newWindow = false,
  samePolicy = false,
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
  if (!navigatesInApp(href, false, samePolicy)) {
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
