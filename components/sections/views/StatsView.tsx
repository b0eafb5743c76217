import type { Section } from "@/data/content-types";
import { cx } from "@/lib/cx";
import { Card } from "@/components/ui/Card";

/** Figures, each a card with its label, value and optional note; two figures keep a narrow row. */
export function StatsView({ section }: { section: Extract<Section, { kind: "stats" }> }) {
  const pair = section.items.length === 2;
  return (
    <dl
      className={cx(
        "mt-8 grid gap-6",
        pair ? "max-w-3xl sm:grid-cols-2" : "grid-cols-2 md:grid-cols-4",
      )}
    >
      {section.items.map((item) => (
        <Card key={item.label}>
          <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{item.label}</dt>
          <dd className="mt-1 text-3xl font-extrabold text-slate-950 dark:text-white">
            {item.value}
          </dd>
          {item.note ? (
            <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{item.note}</dd>
          ) : null}
        </Card>
      ))}
    </dl>
  );
}
