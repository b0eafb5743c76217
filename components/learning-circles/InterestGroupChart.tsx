import { lcDashboardText as text } from "@/data/lc-dashboard";
import type { InterestGroupCircles } from "@/lib/live/lc-dashboard";
import { formatCount } from "@/lib/format";

const share = (value: number, most: number) => `${most > 0 ? (value / most) * 100 : 0}%`;

/**
 * Circles and learners per interest group as horizontal bars in plain HTML. Hidden from screen
 * readers: the table beside it says the same in words, and bars would only repeat it as noise.
 */
export function InterestGroupChart({ groups }: { groups: readonly InterestGroupCircles[] }) {
  const mostCircles = Math.max(...groups.map((group) => group.circles));
  const mostLearners = Math.max(...groups.map((group) => group.learners));
  return (
    <div aria-hidden="true" className="text-sm">
      <p className="font-semibold text-slate-900 dark:text-slate-100">{text.chartLabel}</p>
      <p className="mt-2 flex gap-5 text-slate-700 dark:text-slate-300">
        <span className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-brand-600 dark:bg-brand-400" />
          {text.legend.circles}
        </span>
        <span className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-amber-500" />
          {text.legend.learners}
        </span>
      </p>
      <ul className="mt-4 space-y-3">
        {groups.map((group) => (
          <li key={group.name}>
            <p className="font-medium text-slate-900 dark:text-slate-100">{group.name}</p>
            <Bar
              width={share(group.circles, mostCircles)}
              value={group.circles}
              className="bg-brand-600 dark:bg-brand-400"
            />
            <Bar
              width={share(group.learners, mostLearners)}
              value={group.learners}
              className="bg-amber-500"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Bar({ width, value, className }: { width: string; value: number; className: string }) {
  return (
    <span className="mt-1 flex items-center gap-2">
      <span className="h-3 min-w-0 flex-1">
        <span className={`block h-3 min-w-0.5 rounded-sm ${className}`} style={{ width }} />
      </span>
      <span className="w-16 shrink-0 text-right text-slate-700 tabular-nums dark:text-slate-300">
        {formatCount(value)}
      </span>
    </span>
  );
}
