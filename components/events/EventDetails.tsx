import type { WeeklyEvent } from "@/data/schema";
import { appLinks } from "@/data/site";
import { describeSlot } from "@/lib/schedule";
import { PageHeader } from "@/components/sections/PageHeader";
import { SiteLink } from "@/components/ui/SiteLink";
import { EventImage } from "./EventImage";
import { NextSession } from "./NextSession";
import { CalendarLink } from "./CalendarLink";

/** A weekly event's own page: what it is, when, where, who it is for, how to join. */
export function EventDetails({ event }: { event: WeeklyEvent }) {
  return (
    <>
      <PageHeader path={event.path} />
      <div className="mx-auto grid max-w-site gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-10">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="section-heading">
              What it is
            </h2>
            {event.about.map((paragraph) => (
              <p
                key={paragraph.slice(0, 24)}
                className="mt-4 text-lg text-slate-700 dark:text-slate-300"
              >
                {paragraph}
              </p>
            ))}
          </section>
          <section aria-labelledby="join-heading">
            <h2 id="join-heading" className="section-heading">
              How to join
            </h2>
            <ol className="mt-5 flex flex-col gap-4">
              {event.howToJoin.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white dark:bg-brand-500 dark:text-slate-950"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-1.5 text-slate-800 dark:text-slate-200">{step}</span>
                </li>
              ))}
            </ol>
            <div className="mt-8 flex flex-wrap gap-3">
              <SiteLink href={appLinks.signup} newWindow className="button-primary h-11">
                Create your µLearn profile
              </SiteLink>
              {event.slot ? <CalendarLink event={event} /> : null}
            </div>
          </section>
        </div>
        <aside
          aria-label={`${event.name} at a glance`}
          className="h-fit overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <EventImage
            src={event.image}
            width={640}
            height={360}
            sizes="(min-width: 1024px) 28rem, 100vw"
            className="aspect-video w-full bg-brand-100 object-cover dark:bg-slate-800"
          />
          <dl className="grid gap-4 p-6">
            <div>
              <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">When</dt>
              <dd className="mt-1 font-semibold text-slate-900 dark:text-white">
                {event.slot ? describeSlot(event.slot) : event.scheduleNote}
              </dd>
              {event.slot ? (
                <dd className="mt-1">
                  <NextSession slot={event.slot} />
                </dd>
              ) : null}
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">Where</dt>
              <dd className="mt-1 text-slate-900 dark:text-slate-100">{event.where}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">
                Who it is for
              </dt>
              <dd className="mt-1 text-slate-900 dark:text-slate-100">{event.whoFor}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">Cost</dt>
              <dd className="mt-1 text-slate-900 dark:text-slate-100">
                Free for every µLearn member
              </dd>
            </div>
          </dl>
        </aside>
      </div>
    </>
  );
}
