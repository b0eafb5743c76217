import type { ComponentPropsWithoutRef, ReactNode } from "react";

/** A page region named by its h2: the heading's id is `${id}-heading`, and the section `id` when anchored. */
export function TitledSection({
  id,
  anchored = false,
  heading,
  children,
  ...props
}: {
  id: string;
  /** The section carries `id`, so `#id` links land on it. */
  anchored?: boolean;
  heading: ReactNode;
  children?: ReactNode;
} & Omit<ComponentPropsWithoutRef<"section">, "id" | "aria-labelledby">) {
  const headingId = `${id}-heading`;
  return (
    <section id={anchored ? id : undefined} aria-labelledby={headingId} {...props}>
      <h2 id={headingId} className="section-heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
