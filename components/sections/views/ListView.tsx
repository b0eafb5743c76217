import type { Section } from "@/data/content-types";
import { Lead } from "@/components/ui/Lead";

/** A bulleted list in the reading size. */
export function ListView({ section }: { section: Extract<Section, { kind: "list" }> }) {
  return (
    <>
      <Lead>{section.intro}</Lead>
      <ul className="mt-6 flex max-w-3xl list-disc flex-col gap-2 pl-6 text-lg text-slate-700 marker:text-brand-600 dark:text-slate-300">
        {section.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
