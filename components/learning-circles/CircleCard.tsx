import type { ReactNode } from "react";
import { circleFinderText as text } from "@/data/learning-circles";
import { appLinks } from "@/data/hosts";
import type { LearningCircle } from "@/lib/live/lc-finder";
import { formatCount } from "@/lib/format";
import { Card } from "@/components/ui/Card";
import { TextLink } from "@/components/ui/TextLink";

function Detail({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/**
 * One learning circle: its name, interest group, college, where and when it meets and how many
 * members it has, then the way to join it on the app. No member is named: the circle holds none.
 */
export function CircleCard({ circle }: { circle: LearningCircle }) {
  const orNot = (value: string | null) => value ?? text.notGiven;
  return (
    <Card as="article" className="flex h-full flex-col">
      <h4 className="text-lg font-bold break-words text-slate-950 dark:text-white">
        {circle.name}
      </h4>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Detail label={text.labels.interestGroup}>{orNot(circle.interestGroup)}</Detail>
        <Detail label={text.labels.members}>
          {circle.memberCount === null ? text.notGiven : formatCount(circle.memberCount)}
        </Detail>
        <Detail label={text.labels.college} className="col-span-2">
          {orNot(circle.college)}
        </Detail>
        <Detail label={text.labels.meetPlace}>{orNot(circle.meetPlace)}</Detail>
        <Detail label={text.labels.meetTime}>{orNot(circle.meetTime)}</Detail>
      </dl>
      <p className="mt-auto pt-5 text-sm">
        <TextLink href={appLinks.learningCircles} newWindow>
          {text.join}
          <span className="sr-only">{` for ${circle.name}`}</span>
        </TextLink>
      </p>
    </Card>
  );
}
