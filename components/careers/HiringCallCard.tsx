import type { CareerBoardWords } from "@/data/career-board";
import type { HiringCall } from "@/lib/live/careers";
import { formatIndiaDate } from "@/lib/format";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";
import { CardDetail } from "@/components/ui/CardDetail";
import { TextLink } from "@/components/ui/TextLink";

/**
 * One hiring call: its name, the facts a learner weighs, any note as plain text, and its Apply
 * and job-description links (https only, in a new tab). No staff name: the call does not hold one.
 */
export function HiringCallCard({ call, text }: { call: HiringCall; text: CareerBoardWords }) {
  const name = call.title ?? call.role;
  const about = <span className="sr-only">{` for ${name} at ${call.organization}`}</span>;
  return (
    <Card as="article" className="flex h-full flex-col">
      <h4 className="text-lg font-bold text-slate-950 dark:text-white">{name}</h4>
      <p className="mt-1 font-semibold text-slate-700 dark:text-slate-300">{call.organization}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {call.title ? <CardDetail label={text.labels.role}>{call.role}</CardDetail> : null}
        {call.location ? (
          <CardDetail label={text.labels.location}>{call.location}</CardDetail>
        ) : null}
        {call.duration ? (
          <CardDetail label={text.labels.duration}>{call.duration}</CardDetail>
        ) : null}
        {call.remuneration ? (
          <CardDetail label={text.labels.remuneration}>{call.remuneration}</CardDetail>
        ) : null}
        {call.vacancies !== null ? (
          <CardDetail label={text.labels.vacancies}>{call.vacancies}</CardDetail>
        ) : null}
        <CardDetail label={text.labels.lastDate}>{formatIndiaDate(call.lastDate)}</CardDetail>
      </dl>
      {call.extraContent ? (
        <p className="mt-4 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
          {call.extraContent}
        </p>
      ) : null}
      {call.applyUrl || call.jdUrl ? (
        <p className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-3 pt-5">
          {call.applyUrl ? (
            <ButtonLink href={call.applyUrl} newWindow size="sm" className="px-5">
              {text.apply}
              {about}
            </ButtonLink>
          ) : null}
          {call.jdUrl ? (
            <TextLink href={call.jdUrl} newWindow>
              {text.jobDescription}
              {about}
            </TextLink>
          ) : null}
        </p>
      ) : null}
    </Card>
  );
}
