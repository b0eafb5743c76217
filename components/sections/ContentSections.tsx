import type { Action, Section } from "@/data/content-types";
import { SiteLink } from "@/components/ui/SiteLink";

/** Four or five steps sit in one row on wide screens rather than leaving one alone. */
const stepColumns: Record<number, string> = { 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" };
const card =
  "rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900";

export function ActionLink({ action, secondary = false }: { action: Action; secondary?: boolean }) {
  return (
    <SiteLink
      href={action.href}
      newWindow={action.newWindow}
      className={secondary ? "button-secondary h-11" : "button-primary h-11"}
    >
      {action.label}
    </SiteLink>
  );
}

/** A section's introductory or prose paragraph; nothing when there is no text. */
function Lead({ text }: { text?: string }) {
  if (!text) return null;
  return <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{text}</p>;
}

function SectionBody({ section }: { section: Section }) {
  switch (section.kind) {
    case "prose":
      return section.paragraphs.map((text) => <Lead key={text.slice(0, 32)} text={text} />);
    case "cards":
      return (
        <>
          <Lead text={section.intro} />
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {section.cards.map((item) => (
              <li key={item.title} className={`${card} flex flex-col`}>
                <h3 className="text-lg font-bold text-slate-950 dark:text-white">{item.title}</h3>
                <p className="mt-3 text-slate-700 dark:text-slate-300">{item.text}</p>
                {item.action ? (
                  <p className="mt-auto pt-4">
                    <SiteLink
                      href={item.action.href}
                      newWindow={item.action.newWindow}
                      className="font-semibold text-brand-700 underline dark:text-brand-300"
                    >
                      {item.action.label}
                    </SiteLink>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      );
    case "steps":
      return (
        <>
          <Lead text={section.intro} />
          <ol
            className={`mt-8 grid gap-6 md:grid-cols-2 ${stepColumns[section.steps.length] ?? "lg:grid-cols-3"}`}
          >
            {section.steps.map((step, index) => (
              <li key={step.title} className={card}>
                <p
                  aria-hidden="true"
                  className="text-3xl font-extrabold text-brand-600 dark:text-brand-400"
                >
                  {String(index + 1).padStart(2, "0")}
                </p>
                <h3 className="mt-2 text-lg font-bold text-slate-950 dark:text-white">
                  {step.title}
                </h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{step.text}</p>
              </li>
            ))}
          </ol>
        </>
      );
    case "list":
      return (
        <>
          <Lead text={section.intro} />
          <ul className="mt-6 flex max-w-3xl list-disc flex-col gap-2 pl-6 text-lg text-slate-700 marker:text-brand-600 dark:text-slate-300">
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      );
    case "stats":
      return (
        <dl className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-4">
          {section.items.map((item) => (
            <div key={item.label} className={card}>
              <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">
                {item.label}
              </dt>
              <dd className="mt-1 text-3xl font-extrabold text-slate-950 dark:text-white">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      );
    case "faq":
      return (
        <div className="mt-6 flex max-w-3xl flex-col gap-3">
          {section.items.map((item) => (
            <details key={item.question} className={`${card} group p-0`}>
              <summary className="cursor-pointer list-none p-5 font-semibold text-slate-950 marker:hidden dark:text-white">
                <span
                  className="mr-2 inline-block text-brand-600 transition-transform group-open:rotate-90 dark:text-brand-400"
                  aria-hidden="true"
                >
                  ›
                </span>
                {item.question}
              </summary>
              <p className="px-5 pb-5 text-slate-700 dark:text-slate-300">{item.answer}</p>
            </details>
          ))}
        </div>
      );
    case "cta":
      return (
        <>
          <Lead text={section.text} />
          <div className="mt-6 flex flex-wrap gap-3">
            {section.actions.map((action, index) => (
              <ActionLink key={action.href} action={action} secondary={index > 0} />
            ))}
          </div>
        </>
      );
  }
}

/** A content page's sections in order, each a labelled region with its h2. */
export function ContentSections({ sections }: { sections: Section[] }) {
  return (
    <div className="mx-auto max-w-site px-4 sm:px-6">
      {sections.map((section, index) => {
        const id = section.id ?? `section-${index + 1}`;
        const headingId = `${id}-heading`;
        return (
          <section
            key={id}
            id={section.id}
            aria-labelledby={headingId}
            className={`scroll-mt-20 py-14 ${index > 0 ? "border-t border-slate-200 dark:border-slate-800" : ""}`}
          >
            <h2 id={headingId} className="section-heading">
              {section.heading}
            </h2>
            <SectionBody section={section} />
          </section>
        );
      })}
    </div>
  );
}
