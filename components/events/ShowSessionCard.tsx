import type { ShowInfo, ShowSessionsWords } from "@/data/shows";
import { formatSessionTime, type ShowSession } from "@/lib/live/shows";
import { cx } from "@/lib/cx";
import { fillSlots } from "@/lib/format";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";
import { CardDetail } from "@/components/ui/CardDetail";

/**
 * One session: its title, when it is on India's clock, the details its show has, the poster when
 * `posterOrigin` serves it, and the Join link (https only) while it is to come or on now.
 */
export function ShowSessionCard({
  session,
  show,
  status,
  posterOrigin,
  text,
  next = false,
}: {
  session: ShowSession;
  show: ShowInfo;
  status: "upcoming" | "ongoing" | "completed";
  /** The nearest session to come: its badge says "Next session". */
  next?: boolean;
  /** The one origin the page's policy lets posters come from. */
  posterOrigin: string;
  text: ShowSessionsWords;
}) {
  const poster =
    show.fields.poster && session.poster && new URL(session.poster).origin === posterOrigin
      ? session.poster
      : null;
  const speaker = [session.speaker, session.designation].filter(Boolean).join(", ");
  return (
    <Card as="article" padded={false} className="flex h-full flex-col overflow-hidden">
      {poster ? (
        // A plain <img>: posters come from the backend's host, outside the build's image set.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={poster}
          alt={fillSlots(text.poster, { title: session.title })}
          width={640}
          height={360}
          loading="lazy"
          className="aspect-video w-full bg-brand-100 object-cover dark:bg-slate-800"
        />
      ) : null}
      <div className="flex grow flex-col p-6">
        {status !== "completed" ? (
          <p className="text-xs font-semibold">
            <span className="rounded-full bg-brand-100 px-2.5 py-1 text-brand-900 dark:bg-brand-900 dark:text-brand-100">
              {status === "upcoming" && next ? text.next : text.status[status]}
            </span>
          </p>
        ) : null}
        <h4
          className={cx(
            "text-lg font-bold text-slate-950 dark:text-white",
            status !== "completed" && "mt-3",
          )}
        >
          {session.title}
        </h4>
        <dl className="mt-4 grid gap-y-3 text-sm">
          <CardDetail label={text.labels.when}>
            {formatSessionTime(session)}
            {session.time ? " IST" : null}
          </CardDetail>
          {show.fields.speaker && speaker ? (
            <CardDetail label={text.labels.speaker}>{speaker}</CardDetail>
          ) : null}
          {show.fields.campus && session.campus ? (
            <CardDetail label={text.labels.campus}>{session.campus}</CardDetail>
          ) : null}
          {show.fields.zone && session.zone ? (
            <CardDetail label={text.labels.zone}>{text.zones[session.zone]}</CardDetail>
          ) : null}
          {show.fields.groups && session.interestGroups.length > 0 ? (
            <CardDetail label={text.labels.groups}>{session.interestGroups.join(", ")}</CardDetail>
          ) : null}
        </dl>
        {status !== "completed" && session.link ? (
          <p className="mt-auto pt-5">
            <ButtonLink href={session.link} newWindow size="sm" className="px-5">
              {text.join}
              <span className="sr-only">{` ${session.title}`}</span>
            </ButtonLink>
          </p>
        ) : null}
      </div>
    </Card>
  );
}
