import type { Section } from "@/data/content-types";
import { uiText, type Lang } from "@/data/i18n";
import { Lead } from "@/components/ui/Lead";
import { SiteLink } from "@/components/ui/SiteLink";

/** Links as tiles in a grid: the whole tile is the link, its label bold and its note under it. */
export function LinksView({
  section,
  lang = "en",
}: {
  section: Extract<Section, { kind: "links" }>;
  lang?: Lang;
}) {
  return (
    <>
      <Lead>{section.intro}</Lead>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {section.links.map((link) => (
          <li key={link.href}>
            <SiteLink
              href={link.href}
              newWindow={link.newWindow}
              newWindowNote={uiText[lang].newWindow}
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white px-5 py-4 transition-colors hover:border-brand-600 hover:bg-brand-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-300 dark:hover:bg-slate-800"
            >
              <span className="font-bold text-brand-700 underline dark:text-brand-300">
                {link.label}
              </span>
              {link.note ? (
                <>
                  {/* Apart in the link's name and the site search too, as on screen (a flex item each). */}{" "}
                  <span className="mt-1 text-slate-700 dark:text-slate-300">{link.note}</span>
                </>
              ) : null}
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}
