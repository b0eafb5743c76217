import type { WeeklyEvent } from "@/data/schema";
import { signupAction } from "@/data/site";
import { describeSlot } from "@/lib/schedule";
import { PageHeader } from "@/components/sections/PageHeader";
import { NumberedTimeline } from "@/components/sections/NumberedTimeline";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";
import { Container } from "@/components/ui/Container";
import { TitledSection } from "@/components/ui/TitledSection";
import { EventPicture } from "./EventPicture";
import { NextSession } from "./NextSession";
import { CalendarLink } from "./CalendarLink";

/** A weekly event's own page: what it is, when, where, who it is for, how to join. */
export function EventDetails({ event }: { event: WeeklyEvent }) {
  return (
    <>
      <PageHeader path={event.path} />
      <Container className="grid gap-12 py-14 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-10">
          <TitledSection id="about" heading="What it is">
            {event.about.map((paragraph, index) => (
              <p key={index} className="mt-4 text-lg text-slate-700 dark:text-slate-300">
                {paragraph}
              </p>
            ))}
          </TitledSection>
          <TitledSection id="join" heading="How to join">
            <NumberedTimeline
              className="mt-5 gap-4"
              items={event.howToJoin.map((step) => ({
                key: step,
                content: <span className="pt-1.5 text-slate-800 dark:text-slate-200">{step}</span>,
              }))}
            />
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href={signupAction.href} newWindow>
                Create your µLearn profile
              </ButtonLink>
              {event.slot ? <CalendarLink event={event} /> : null}
            </div>
          </TitledSection>
        </div>
        <Card
          as="aside"
          padded={false}
          aria-label={`${event.name} at a glance`}
          className="h-fit overflow-hidden"
        >
          <EventPicture
            src={event.image}
            sizes="(min-width: 1024px) 28rem, 100vw"
            eventId={event.id}
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
        </Card>
      </Container>
    </>
  );
}
