import type { Section } from "@/data/content-types";
import { cx } from "@/lib/cx";
import { Card } from "@/components/ui/Card";

/** Two figures keep a narrow row; three or five fill theirs instead of leaving one alone. */
const gridClass: Record<number, string> = {
  2: "max-w-3xl sm:grid-cols-2",
  3: "sm:grid-cols-3",
  5: "grid-cols-2 md:grid-cols-3 lg:grid-cols-5",
};

/** Figures, each a card with its label, value and optional note, then where they come from. */
export function StatsView({ section }: { section: Extract<Section, { kind: "stats" }> }) {
  return (
    <>
      <dl
        className={cx(
          "mt-8 grid gap-6",
          gridClass[section.items.length] ?? "grid-cols-2 md:grid-cols-4",
        )}
      >
        {section.items.map((item) => (
          <Card key={item.label}>
            <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">
              {item.label}
            </dt>
            <dd className="mt-1 text-3xl font-extrabold text-slate-950 dark:text-white">
              {item.value}
            </dd>
            {item.note ? (
              <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{item.note}</dd>
            ) : null}
          </Card>
        ))}
      </dl>
      {section.source ? (
        <p className="mt-4 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          {section.source}
        </p>
      ) : null}
    </>
  );
}
