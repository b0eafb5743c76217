import type { IgPerson } from "@/lib/live/interest-groups";
import { DEFAULT_TEAM_PHOTO } from "@/lib/team";
import { fallbackProps } from "@/lib/picture-fallback";
import { newWindowProps } from "@/lib/links";

/** "Asha K" becomes "AK": the card's picture when the backend sends none the page may load. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

/**
 * A lead, mentor or think-tank member: picture or initials, name, company, and LinkedIn and GitHub
 * as text links that name the person (new tab).
 */
export function PersonCard({ person }: { person: IgPerson }) {
  const links = [
    { site: "LinkedIn", href: person.linkedin },
    { site: "GitHub", href: person.github },
  ].filter((link): link is { site: string; href: string } => link.href !== null);
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      {person.picture ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={person.picture}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="size-12 shrink-0 rounded-full object-cover"
          {...fallbackProps(DEFAULT_TEAM_PHOTO)}
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 dark:bg-slate-800 dark:text-brand-200"
        >
          {initials(person.name)}
        </span>
      )}
      <div className="min-w-0">
        <p className="font-semibold text-slate-950 dark:text-white">{person.name}</p>
        {person.company ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{person.company}</p>
        ) : null}
        {links.length > 0 ? (
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm">
            {links.map(({ site, href }) => (
              <a
                key={site}
                href={href}
                {...newWindowProps}
                className="font-semibold text-brand-700 underline dark:text-brand-300"
              >
                {site}
                <span className="sr-only"> of {person.name} (opens in a new tab)</span>
              </a>
            ))}
          </p>
        ) : null}
      </div>
    </li>
  );
}
