import type { ComponentPropsWithoutRef } from "react";
import { buttonClass, type ButtonLook } from "@/components/ui/button-look";
import { SiteLink } from "@/components/ui/SiteLink";

/** A link that looks like a button: internal, external or new-window, through SiteLink. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ButtonLook & ComponentPropsWithoutRef<typeof SiteLink>) {
  // A control, not what a reader searches for: the site search leaves its words out.
  return (
    <SiteLink
      className={buttonClass({ variant, size, className })}
      data-pagefind-ignore=""
      {...props}
    />
  );
}
