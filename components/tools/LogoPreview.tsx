import { cx } from "@/lib/cx";

/**
 * One preview of the campus logo: the SVG string itself, drawn inline (the site's image policy has
 * no data: URLs). The string comes from lib/campus-logo.ts, which draws the code as outlines and
 * escapes the only text it embeds (the title). A transparent logo sits on a checkerboard.
 */
export function LogoPreview({
  svg,
  shape,
  label,
  caption,
  selected = false,
}: {
  svg: string;
  shape: "square" | "round" | "transparent";
  label: string;
  caption: string;
  selected?: boolean;
}) {
  return (
    <figure className={cx(shape === "transparent" && "col-span-2")}>
      <div
        role="img"
        aria-label={label}
        className={cx(
          "overflow-hidden ring-1 ring-slate-300 dark:ring-slate-700 [&>svg]:block [&>svg]:h-auto [&>svg]:w-full",
          shape === "round" ? "rounded-full" : "rounded-lg",
          shape === "transparent" &&
            "bg-[conic-gradient(#94a3b8_25%,#cbd5e1_0_50%,#94a3b8_0_75%,#cbd5e1_0)] bg-[length:24px_24px] p-4",
          selected && "outline-4 outline-offset-4 outline-brand-600 dark:outline-brand-400",
        )}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="mt-3 text-center text-sm text-slate-700 dark:text-slate-300">
        {caption}
      </figcaption>
    </figure>
  );
}
