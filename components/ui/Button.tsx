import type { ComponentPropsWithRef } from "react";
import { buttonClass, type ButtonLook } from "@/components/ui/button-look";

/**
 * A button element with the button look; `type` defaults to "button". Links with the look are
 * ButtonLink (its own module, so a form's script does not carry the site's link rules).
 */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonLook & ComponentPropsWithRef<"button">) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
