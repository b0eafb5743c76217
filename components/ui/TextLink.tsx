import type { ComponentPropsWithoutRef } from "react";
import { cx } from "@/lib/cx";
import { SiteLink } from "@/components/ui/SiteLink";
import { textLinkClass } from "@/components/ui/text-link-look";

/**
 * A link in running text or under a card, through SiteLink. A client component whose links are
 * all out of the site, or handled by its own click, uses `textLinkClass` on NewWindowLink or <a>.
 */
export function TextLink({ className, ...props }: ComponentPropsWithoutRef<typeof SiteLink>) {
  return <SiteLink className={cx(textLinkClass, className)} {...props} />;
}
