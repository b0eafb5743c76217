import type { Section } from "@/data/content-types";
import { cx } from "@/lib/cx";
import { Lead } from "@/components/ui/Lead";

const columnClass = { 1: "max-w-3xl", 2: "md:columns-2", 3: "md:columns-2 lg:columns-3" } as const;

/** A bulleted list in the reading size, in columns when it is long. */
export function ListView({ section }: { section: Extract<Section, { kind: "list" }> }) {
  return (
    <>
      <Lead>{section.intro}</Lead>
      <ul
        className={cx(
          "mt-6 list-disc pl-6 text-slate-700 marker:text-brand-600 dark:text-slate-300",
          // A long list of short items reads at body size; a few full sentences at lead size.
          section.columns ? "gap-x-10" : "flex flex-col gap-2 text-lg",
          columnClass[section.columns ?? 1],
        )}
      >
        {section.items.map((item) => (
          <li key={item} className={section.columns ? "mb-2 break-inside-avoid" : undefined}>
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}
