import type { Section } from "@/data/content-types";
import { Lead } from "@/components/ui/Lead";
import { NumberedTimeline } from "@/components/sections/NumberedTimeline";

/** Steps read top to bottom, each with a title and its text. */
export function TimelineView({ section }: { section: Extract<Section, { kind: "timeline" }> }) {
  return (
    <>
      <Lead>{section.intro}</Lead>
      <NumberedTimeline
        className="mt-8 max-w-3xl gap-5"
        items={section.steps.map((step) => ({
          key: step.title,
          content: (
            <div>
              <h3 className="font-bold text-slate-950 dark:text-white">{step.title}</h3>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{step.text}</p>
            </div>
          ),
        }))}
      />
    </>
  );
}
