import { routeInfo } from "@/data/routes";
import { YearSelect } from "./YearSelect";
import { yearPlaceScript } from "./year-select-markers";
import { LeadEnd } from "@/components/sections/PageHeader";
import { Container } from "@/components/ui/Container";
import assetLoader from "@/lib/image-loader";

/** The team hero: 'The Gears Behind The Machine.', the growth tagline, gears and the year select. */
export function TeamHero() {
  const { heading, lead } = routeInfo("/team");
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <Container className="grid items-center gap-10 py-12 sm:py-16 md:grid-cols-[1fr_auto]">
        {/* A plain img: next/image is a client component (4.5 KB gzip of script) and its
            `priority` preloaded the picture even on phones, where it is hidden. Lazy, so a hidden
            copy never loads; sized, so nothing shifts. First in the HTML, so the grid has both
            its columns in the first frame (the text's column narrowed under it a frame later). */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={assetLoader({ src: "/images/team/gears.svg", width: 800 })}
          alt=""
          width={400}
          height={320}
          loading="lazy"
          decoding="async"
          className="mx-auto hidden h-auto w-72 md:col-start-2 md:row-start-1 md:block lg:w-96"
        />
        <div className="md:col-start-1 md:row-start-1">
          <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl dark:text-white">
            {heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{lead}</p>
          <div className="mt-8">
            <YearSelect />
            {/* Before the first frame: back where the visitor chose this year (YearSelect). */}
            <script dangerouslySetInnerHTML={{ __html: yearPlaceScript }} />
          </div>
          {/* The first frame waits for the whole hero: a year button drawn a frame later grew
              the text's column and moved the picture centred beside it. */}
          <LeadEnd />
        </div>
      </Container>
    </section>
  );
}
