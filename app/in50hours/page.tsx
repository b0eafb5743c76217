import { routeMetadata } from "@/lib/metadata";
import { in50hours } from "@/data/in50hours";
import { PageHeader } from "@/components/sections/PageHeader";
import { SiteLink } from "@/components/ui/SiteLink";

const path = "/in50hours";
export const metadata = routeMetadata(path);

const registerClass = "button-primary h-12";

export default function In50HoursPage() {
  return (
    <>
      <PageHeader path={path}>
        <SiteLink href={in50hours.registerHref} newWindow className={registerClass}>
          Register Now
        </SiteLink>
        <p className="flex items-center font-semibold text-slate-800 dark:text-slate-200">
          Event on {in50hours.eventDate}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-site px-4 sm:px-6">
        <section aria-labelledby="how-heading" className="py-14">
          <h2 id="how-heading" className="section-heading">
            Three steps, fifty hours
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
            {in50hours.intro}
          </p>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {in50hours.steps.map((step, index) => (
              <li
                key={step.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <p
                  aria-hidden="true"
                  className="text-4xl font-extrabold text-brand-600 dark:text-brand-400"
                >
                  {index + 1}
                </p>
                <h3 className="mt-2 text-xl font-bold text-slate-950 dark:text-white">
                  {step.title}
                </h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="join-heading"
          className="border-t border-slate-200 py-14 dark:border-slate-800"
        >
          <h2 id="join-heading" className="section-heading">
            How to join
          </h2>
          <ol className="mt-8 flex max-w-3xl flex-col gap-5">
            {in50hours.join.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white dark:bg-brand-500 dark:text-slate-950"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold text-slate-950 dark:text-white">{step.title}</h3>
                  <p className="mt-1 text-slate-700 dark:text-slate-300">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="fees-heading"
          className="border-t border-slate-200 py-14 dark:border-slate-800"
        >
          <h2 id="fees-heading" className="section-heading">
            Fees
          </h2>
          <dl className="mt-8 grid max-w-3xl gap-4 sm:grid-cols-2">
            {in50hours.fees.map((fee) => (
              <div
                key={fee.who}
                className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <dt className="font-semibold text-slate-700 dark:text-slate-300">{fee.who}</dt>
                <dd className="mt-2 text-3xl font-extrabold text-slate-950 dark:text-white">
                  {fee.price}
                </dd>
                <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{fee.note}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-10">
            <SiteLink href={in50hours.registerHref} newWindow className={registerClass}>
              Register Now
            </SiteLink>
          </div>
        </section>
      </div>
    </>
  );
}
