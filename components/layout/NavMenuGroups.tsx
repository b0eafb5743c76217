import type { NavGroup } from "@/data/navigation";
import { NavLinkItem } from "./NavLinkItem";

const linkClass =
  "flex items-center gap-1.5 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white";

function columnClass(count: number): string {
  if (count > 2) return "grid w-[36rem] grid-cols-3 gap-x-2 gap-y-4";
  if (count === 2) return "grid w-[26rem] grid-cols-2 gap-x-2";
  return "w-60";
}

/** The groups of one nav menu, shared by the desktop panel and the mobile submenu. */
export function NavMenuGroups({
  groups,
  onChoose,
  columns = false,
}: {
  groups: NavGroup[];
  onChoose?: () => void;
  columns?: boolean;
}) {
  return (
    <div className={columns ? columnClass(groups.length) : "space-y-4"}>
      {groups.map((group, index) => (
        <div key={group.heading ?? index}>
          {group.heading ? (
            <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-400">
              {group.heading}
            </p>
          ) : null}
          <ul>
            {group.links.map((link) => (
              <li key={link.href}>
                <NavLinkItem link={link} className={linkClass} onClick={onChoose} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
