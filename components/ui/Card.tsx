import type { ComponentPropsWithoutRef, ElementType, ReactNode } from "react";
import { cx } from "@/lib/cx";

type CardProps<T extends ElementType> = {
  /** The element the card is: a list item, an article, a details… (default div). */
  as?: T;
  /** False for cards whose picture runs to the edges; they pad their own body. */
  padded?: boolean;
  /** A brand-coloured ring that singles one card out of a row. */
  highlighted?: boolean;
} & Omit<ComponentPropsWithoutRef<T>, "as">;

/** The site's card: rounded, bordered, white on light and slate on dark. */
export function Card<T extends ElementType = "div">({
  as,
  padded = true,
  highlighted = false,
  className,
  ...props
}: CardProps<T>) {
  const Tag: ElementType = as ?? "div";
  return (
    <Tag
      className={cx(
        "rounded-2xl border bg-white dark:bg-slate-900",
        highlighted
          ? "border-brand-600 ring-2 ring-brand-600 dark:border-brand-400 dark:ring-brand-400"
          : "border-slate-200 dark:border-slate-800",
        padded && "p-6",
        className,
      )}
      {...props}
    />
  );
}

/** A card's last line (its link or button), pushed to the bottom so a row of cards lines up. */
export function CardFooter({ children }: { children: ReactNode }) {
  return <p className="mt-auto pt-5">{children}</p>;
}
