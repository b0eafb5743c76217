import type { Action, Section } from "@/data/content-types";
import { uiText, type Lang } from "@/data/i18n";
import { cx } from "@/lib/cx";
import { Card } from "@/components/ui/Card";
import { Lead } from "@/components/ui/Lead";
import { TextLink } from "@/components/ui/TextLink";

/** Four or five steps fill one row on wide screens and eight fill two: none is left alone. */
const stepColumns: Record<number, string> = {
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
  8: "lg:grid-cols-4",
};

const markers = {
  padded: {
    text: (n: number) => String(n).padStart(2, "0"),
    className: "text-3xl font-extrabold text-brand-600 dark:text-brand-400",
  },
  plain: {
    text: (n: number) => String(n),
    className: "text-4xl font-extrabold text-brand-600 dark:text-brand-400",
  },
  label: {
    text: (n: number) => `Step ${n}`,
    className: "text-sm font-bold tracking-wide text-brand-700 uppercase dark:text-brand-300",
  },
} as const;

/** Numbered steps as a row of cards, each with an optional link. */
export function StepsView({
  section,
  lang = "en",
}: {
  section: Extract<Section, { kind: "steps" }>;
  lang?: Lang;
}) {
  const marker = markers[section.marker ?? "padded"];
  return (
    <>
      <Lead>{section.intro}</Lead>
      <ol
        className={cx(
          "mt-8 grid gap-6 md:grid-cols-2",
          stepColumns[section.steps.length] ?? "lg:grid-cols-3",
        )}
      >
        {section.steps.map((step, index) => (
          <Card as="li" key={step.title}>
            <p aria-hidden="true" className={marker.className}>
              {marker.text(index + 1)}
            </p>
            <h3 className="mt-2 text-lg font-bold text-slate-950 dark:text-white">{step.title}</h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{step.text}</p>
            {step.action ? (
              <TextLink
                href={step.action.href}
                newWindow={step.action.newWindow}
                newWindowNote={uiText[lang].newWindow}
                hrefLang={(step.action as Action).hrefLang}
                className="mt-4 inline-block"
              >
                {step.action.label}
              </TextLink>
            ) : null}
          </Card>
        ))}
      </ol>
    </>
  );
}
