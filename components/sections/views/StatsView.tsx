import type { ReactNode } from "react";
import type { LiveFigureName, Section } from "@/data/content-types";
import snapshotFile from "@/data/live/stats.json";
import { cx } from "@/lib/cx";
import { formatCount, formatDate } from "@/lib/format";
import { readStatsSnapshot } from "@/lib/live/stats";
import { Card } from "@/components/ui/Card";
import { figureNoteClass, figureValueClass } from "@/components/stats/figure-styles";

export type StatsSection = Extract<Section, { kind: "stats" }>;

/** Draws a live figure's cells from its name and what it shows before the backend answers. */
export type LiveFigureView = (
  name: LiveFigureName,
  start: { value: string; note: string },
) => ReactNode;

/**
 * One column on the narrowest phones, so a figure always has room; two figures keep a narrow row;
 * three fill theirs; five take three columns at most, as five narrow cards would shrink the values.
 */
const gridClass: Record<number, string> = {
  2: "max-w-3xl min-[30rem]:grid-cols-2",
  3: "sm:grid-cols-3",
  5: "min-[30rem]:grid-cols-2 md:grid-cols-3",
};

/** The committed live snapshot (data/live/stats.json): empty until `npm run refresh:live`. */
const snapshot = readStatsSnapshot(snapshotFile);

/** What a live figure shows before the backend answers: the snapshot's count, or the published. */
function startingFigure(item: StatsSection["items"][number]) {
  const count = item.live ? snapshot.figures[item.live] : undefined;
  if (count !== undefined && snapshot.fetchedAt) {
    return {
      value: formatCount(count),
      note: `As of ${formatDate(snapshot.fetchedAt.slice(0, 10))}`,
    };
  }
  return { value: item.value, note: item.note ?? "Published figure" };
}

/**
 * Figures, each a card with its label, value and optional note, then where they come from. A
 * live figure is drawn by `liveFigure` (LiveStatsView's); without it the build stops, naming the
 * section, so the live counter's script ships only with the routes that show one.
 */
export function StatsGrid({
  section,
  liveFigure,
}: {
  section: StatsSection;
  liveFigure?: LiveFigureView;
}) {
  return (
    <>
      <dl
        className={cx(
          "mt-8 grid gap-6",
          gridClass[section.items.length] ?? "min-[30rem]:grid-cols-2 lg:grid-cols-4",
        )}
      >
        {section.items.map((item) => (
          <Card key={item.label} className="@container">
            <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">
              {item.label}
            </dt>
            {item.live ? (
              liveFigure ? (
                liveFigure(item.live, startingFigure(item))
              ) : (
                throwLiveFigureMissing(section)
              )
            ) : (
              <>
                <dd className={figureValueClass}>{item.value}</dd>
                {item.note ? <dd className={figureNoteClass}>{item.note}</dd> : null}
              </>
            )}
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

function throwLiveFigureMissing(section: StatsSection): never {
  throw new Error(
    `The "${section.heading}" section has a live figure: its route must pass LiveStatsView (ContentSections' views).`,
  );
}

/** Published figures only (the common view of a stats section). */
export function StatsView({ section }: { section: StatsSection }) {
  return <StatsGrid section={section} />;
}
