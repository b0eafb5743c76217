import { lcDashboardText as text } from "@/data/lc-dashboard";
import type { InterestGroupCircles } from "@/lib/live/lc-dashboard";
import { formatCount } from "@/lib/format";

/** Circles and learners per interest group as a table: the chart's text alternative. */
export function InterestGroupTable({ groups }: { groups: readonly InterestGroupCircles[] }) {
  const cell = "border-b border-slate-200 px-3 py-2 dark:border-slate-700";
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="pb-3 text-left font-semibold text-slate-900 dark:text-slate-100">
          {text.tableCaption}
        </caption>
        <thead>
          <tr className="text-slate-900 dark:text-slate-100">
            <th scope="col" className={cell}>
              {text.columns.group}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {text.columns.circles}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {text.columns.learners}
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-800 dark:text-slate-200">
          {groups.map((group) => (
            <tr key={group.name}>
              <th scope="row" className={`${cell} font-medium`}>
                {group.name}
              </th>
              <td className={`${cell} text-right tabular-nums`}>{formatCount(group.circles)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatCount(group.learners)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
