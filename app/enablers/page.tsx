import { routeMetadata } from "@/lib/metadata";
import { enablers } from "@/data/enablers";
import { PageHeader } from "@/components/sections/PageHeader";
import { SiteLink } from "@/components/ui/SiteLink";

const path = "/enablers";
export const metadata = routeMetadata(path);

const primary = "button-primary h-11";

export default function EnablersPage() {
  return (
    <>
      <PageHeader path={path}>
        <SiteLink href={enablers.onboarding[0].action.href} newWindow className={primary}>
          Become an Enabler
        </SiteLink>
        <a href="#benefits" className="button-secondary h-11">
          See the benefits
        </a>
      </PageHeader>

      <div className="mx-auto max-w-site px-4 sm:px-6">
        <section aria-labelledby="who-heading" className="py-14">
          <h2 id="who-heading" className="section-heading">
            Who is an Enabler
          </h2>
          {enablers.who.map((text) => (
            <p
              key={text.slice(0, 20)}
              className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300"
            >
              {text}
            </p>
          ))}
          <nav aria-label="On this page" className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {enablers.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="button-secondary">
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </section>

        <section
          id="benefits"
          aria-labelledby="benefits-heading"
          className="scroll-mt-20 border-t border-slate-200 py-14 dark:border-slate-800"
        >
          <h2 id="benefits-heading" className="section-heading">
            Benefits
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {enablers.benefits.map((group) => (
              <article
                key={group.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <h3 className="text-lg font-bold text-slate-950 dark:text-white">{group.title}</h3>
                <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-slate-700 marker:text-brand-600 dark:text-slate-300">
                  {group.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </section>

        <section
          id="program"
          aria-labelledby="program-heading"
          className="scroll-mt-20 border-t border-slate-200 py-14 dark:border-slate-800"
        >
          <h2 id="program-heading" className="section-heading">
            Program
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {enablers.programs.map((program) => (
              <article
                key={program.title}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <h3 className="text-lg font-bold text-slate-950 dark:text-white">
                  {program.title}
                </h3>
                <p className="mt-3 text-slate-700 dark:text-slate-300">{program.text}</p>
                <div className="mt-6">
                  <SiteLink
                    href={program.action.href}
                    newWindow={program.action.newWindow}
                    aria-label={`${program.action.label}: ${program.title}${program.action.newWindow ? " (opens in a new tab)" : ""}`}
                    className={primary}
                  >
                    {program.action.label}
                  </SiteLink>
                </div>
              </article>
            ))}
          </div>
        </section>

        <section
          id="onboarding"
          aria-labelledby="onboarding-heading"
          className="scroll-mt-20 border-t border-slate-200 py-14 dark:border-slate-800"
        >
          <h2 id="onboarding-heading" className="section-heading">
            Onboarding
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {enablers.onboarding.map((step, index) => (
              <li
                key={step.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <p
                  aria-hidden="true"
                  className="text-sm font-bold tracking-wide text-brand-700 uppercase dark:text-brand-300"
                >
                  Step {index + 1}
                </p>
                <h3 className="mt-1 text-lg font-bold text-slate-950 dark:text-white">
                  {step.title}
                </h3>
                <p className="mt-3 text-slate-700 dark:text-slate-300">{step.text}</p>
                {"action" in step ? (
                  <SiteLink
                    href={step.action.href}
                    newWindow
                    className="mt-4 inline-block font-semibold text-brand-700 underline dark:text-brand-300"
                  >
                    {step.action.label}
                  </SiteLink>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
