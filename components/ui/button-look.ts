import { cx } from "@/lib/cx";

export type ButtonVariant = "primary" | "secondary";
/**
 * `compact` for chips; `sm` (40px, small text) for the header; `md` (at least 44px) by default;
 * `lg` (at least 48px). md and lg grow with a label that wraps (a long Malayalam one at 320px)
 * instead of letting it spill out of the pill.
 */
export type ButtonSize = "compact" | "sm" | "md" | "lg";

const variantClass: Record<ButtonVariant, string> = {
  primary: "button-primary",
  secondary: "button-secondary",
};
const sizeClass: Record<ButtonSize, string> = {
  compact: "",
  sm: "h-10 text-sm",
  md: "min-h-11 text-center",
  lg: "min-h-12 text-center",
};

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The button look's classes, for the rare element that is neither a link nor a button. */
export function buttonClass({ variant = "primary", size = "md", className }: ButtonLook = {}) {
  return cx(variantClass[variant], sizeClass[size], className);
}
