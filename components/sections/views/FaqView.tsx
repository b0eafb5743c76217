import type { Section } from "@/data/content-types";
import { Card } from "@/components/ui/Card";

/** Questions that open to their answers, without JavaScript. */
export function FaqView({ section }: { section: Extract<Section, { kind: "faq" }> }) {
  return (
    <div className="mt-6 flex max-w-3xl flex-col gap-3">
      {section.items.map((item) => (
        <Card as="details" key={item.question} padded={false} className="group">
          <summary className="cursor-pointer list-none p-5 font-semibold text-slate-950 marker:hidden dark:text-white">
            <span
              className="mr-2 inline-block text-brand-600 transition-transform group-open:rotate-90 dark:text-brand-400"
              aria-hidden="true"
            >
              ›
            </span>
            {item.question}
          </summary>
          <p className="px-5 pb-5 text-slate-700 dark:text-slate-300">{item.answer}</p>
        </Card>
      ))}
    </div>
  );
}
