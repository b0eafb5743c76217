import { circleFinderText as text } from "@/data/learning-circles";
import type { LearningCircle } from "@/lib/live/lc-finder";
import { formatCount } from "@/lib/format";
import { Card } from "@/components/ui/Card";
import { CardDetail } from "@/components/ui/CardDetail";
import { NewWindowLink } from "@/components/ui/NewWindowLink";
import { textLinkClass } from "@/components/ui/text-link-look";

/**
 * One learning circle: its name, interest group, college, where and when it meets and how many
 * members it has, then the way to join it on the app (`joinHref`). No member is named: the circle
 * holds none.
 */
export function CircleCard({ circle, joinHref }: { circle: LearningCircle; joinHref: string }) {
  const orNot = (value: string | null) => value ?? text.notGiven;
  return (
    <Card as="article" className="flex h-full flex-col">
      <h4 className="text-lg font-bold break-words text-slate-950 dark:text-white">
        {circle.name}
      </h4>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <CardDetail label={text.labels.interestGroup}>{orNot(circle.interestGroup)}</CardDetail>
        <CardDetail label={text.labels.members}>
          {circle.memberCount === null ? text.notGiven : formatCount(circle.memberCount)}
        </CardDetail>
        <CardDetail label={text.labels.college} className="col-span-2">
          {orNot(circle.college)}
        </CardDetail>
        <CardDetail label={text.labels.meetPlace}>{orNot(circle.meetPlace)}</CardDetail>
        <CardDetail label={text.labels.meetTime}>{orNot(circle.meetTime)}</CardDetail>
      </dl>
      <p className="mt-auto pt-5 text-sm">
        <NewWindowLink href={joinHref} className={textLinkClass}>
          {text.join}
          <span className="sr-only">{` for ${circle.name}`}</span>
        </NewWindowLink>
      </p>
    </Card>
  );
}
