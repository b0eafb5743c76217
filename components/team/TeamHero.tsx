import { routeInfo } from "@/data/routes";
import { TEAM_YEARS } from "@/data/schema";
import { teamYearPath } from "@/lib/team";
import { YearSelect } from "./YearSelect";
import { LeadEnd } from "@/components/sections/PageHeader";
import { Container } from "@/components/ui/Container";
import { textLinkClass } from "@/components/ui/text-link-look";
import assetLoader from "@/lib/image-loader";

/** The team hero: 'The Gears Behind The Machine.', the growth tagline, gears and the year select. */
export function TeamHero() {
  const { heading, lead } = routeInfo("/team");
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <Container className="grid items-center gap-10 py-12 sm:py-16 md:grid-cols-[1fr_auto]">
        <div>
          <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl dark:text-white">
            {heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{lead}</p>
          <LeadEnd />
          <div className="mt-8">
            <YearSelect />
            <noscript>
              <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
                Other years:{" "}
                {TEAM_YEARS.map((year, index) => (
                  <span key={year}>
                    {index > 0 ? ", " : ""}
                    <a className={textLinkClass} href={teamYearPath(year)}>
                      {year}
                    </a>
                  </span>
                ))}
              </p>
            </noscript>
          </div>
        </div>
        {/* A plain img: next/image is a client component (4.5 KB gzip of script) and its
            `priority` preloaded the picture even on phones, where it is hidden. Lazy, so a hidden
            copy never loads; sized, so nothing shifts. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={assetLoader({ src: "/images/team/gears.svg", width: 800 })}
          alt=""
          width={400}
          height={320}
          loading="lazy"
          decoding="async"
          className="mx-auto hidden h-auto w-72 md:block lg:w-96"
        />
      </Container>
    </section>
  );
}
