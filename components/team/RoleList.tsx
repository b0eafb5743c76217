"use client";

import { useRef, useState } from "react";
import { hiddenRoleCount } from "@/lib/team";

/**
 * A member card's roles: collapsed shows the first role; with more than two roles a '+N more'
 * button (N = roles − 2) expands to every role, once, with no way back. Focus moves to the list
 * so keyboard users are not dropped at the top of the page when the button goes away.
 */
export function RoleList({ roles, name }: { roles: string[]; name: string }) {
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const more = hiddenRoleCount(roles);
  const shown = expanded ? roles : roles.slice(0, 1);
  return (
    <div className="mt-3 flex flex-wrap items-center justify-center gap-1.5">
      <ul
        ref={listRef}
        tabIndex={-1}
        aria-label={`Roles of ${name}`}
        className="flex flex-wrap justify-center gap-1.5 focus:outline-none"
      >
        {shown.map((role) => (
          <li key={role} className="role-chip">
            {role}
          </li>
        ))}
      </ul>
      {!expanded && more > 0 ? (
        <button
          type="button"
          className="rounded-full px-2 py-0.5 text-xs font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300"
          aria-label={`+${more} more roles of ${name}`}
          onClick={() => {
            setExpanded(true);
            requestAnimationFrame(() => listRef.current?.focus());
          }}
        >
          +{more} more
        </button>
      ) : null}
    </div>
  );
}
