import { SiteLink } from "@/components/ui/SiteLink";
import { cx } from "@/lib/cx";
import { Container } from "@/components/ui/Container";

const linkClass =
  "inline-flex h-11 items-center rounded-full px-6 text-sm font-semibold transition-colors";

/** The not-found page: lost in space. Motion stops under prefers-reduced-motion. */
export function LostInSpace() {
  return (
    <section className="starfield relative overflow-hidden bg-slate-950 text-white">
      <div
        className="absolute inset-0 animate-twinkle starfield motion-reduce:animate-none"
        aria-hidden="true"
      />
      {/* eslint-disable @next/next/no-img-element -- small decorative SVGs, nothing to optimise.
          Lazy, so React does not preload them on every page (this boundary is in every payload). */}
      <img
        src="/images/planet.svg"
        loading="lazy"
        alt=""
        width={260}
        height={200}
        className="absolute -bottom-10 -right-20 w-44 opacity-70 sm:bottom-6 sm:right-6 sm:w-64 sm:opacity-90"
      />
      <img
        src="/images/rocks.svg"
        loading="lazy"
        alt=""
        width={220}
        height={90}
        className="absolute left-4 top-10 w-36 animate-drift motion-reduce:animate-none sm:w-52"
      />
      <Container className="relative z-10 flex flex-col items-center pb-28 pt-16 text-center sm:py-24">
        <img
          src="/images/ufo.svg"
          loading="lazy"
          alt="A flying saucer beaming down a light"
          width={160}
          height={130}
          className="w-28 animate-float motion-reduce:animate-none sm:w-40"
        />
        <img
          src="/images/404.svg"
          loading="lazy"
          alt="404"
          width={420}
          height={160}
          className="mt-4 w-72 sm:w-96"
        />
        {/* eslint-enable @next/next/no-img-element */}
        <h1 className="mt-8 text-3xl font-extrabold tracking-tight sm:text-5xl">
          Uh, oh! You&apos;ve lost in space.
        </h1>
        <p className="mt-4 max-w-md text-lg text-slate-300">
          The page you were looking for has drifted out of orbit, or it never existed. Let&apos;s
          get you back to the community.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <SiteLink
            href="/"
            className={cx(linkClass, "bg-brand-500 text-slate-950 hover:bg-brand-400")}
          >
            Back to the home page
          </SiteLink>
          <SiteLink
            href="/events/weekly"
            className={cx(linkClass, "border border-slate-500 text-white hover:bg-slate-800")}
          >
            See this week&apos;s events
          </SiteLink>
        </div>
      </Container>
    </section>
  );
}
