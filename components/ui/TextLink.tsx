import type { ComponentPropsWithoutRef } from "react";
import { cx } from "@/lib/cx";
import { SiteLink } from "@/components/ui/SiteLink";

/** The link look for links inside text and under cards: bold, brand-coloured, underlined. */
export const textLinkClass = "font-semibold text-brand-700 underline dark:text-brand-300";

/** A link in running text or under a card, through SiteLink. */
export function TextLink({ className, ...props }: ComponentPropsWithoutRef<typeof SiteLink>) {
  return <SiteLink className={cx(textLinkClass, className)} {...props} />;
}
