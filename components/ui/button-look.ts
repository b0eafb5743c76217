import { cx } from "@/lib/cx";

export type ButtonVariant = "primary" | "secondary";
/** `compact` for chips; `sm` (40px, small text) for the header; `md` (44px) by default; `lg` (48px). */
export type ButtonSize = "compact" | "sm" | "md" | "lg";

const variantClass: Record<ButtonVariant, string> = {
  primary: "button-primary",
  secondary: "button-secondary",
};
const sizeClass: Record<ButtonSize, string> = {
  compact: "",
  sm: "h-10 text-sm",
  md: "h-11",
  lg: "h-12",
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
