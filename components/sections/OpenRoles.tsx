import type { OpenRole } from "@/data/schema";
import { SiteLink } from "@/components/ui/SiteLink";

/** /careers: every open role with how to apply, or an honest note when there are none. */
export function OpenRoles({
  roles,
  email,
  applyHref,
}: {
  roles: OpenRole[];
  email: string;
  applyHref: (title: string) => string;
}) {
  return (
    <section aria-labelledby="roles-heading" className="mx-auto max-w-site px-4 pt-14 sm:px-6">
      <h2 id="roles-heading" className="section-heading">
        Open roles
      </h2>
      {roles.length === 0 ? (
        <div className="mt-6 max-w-3xl rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900">
          <p className="text-lg font-semibold text-slate-950 dark:text-white">
            We have no open roles right now.
          </p>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            New roles are listed here as soon as they open. If you would like to work with us
            anyway, send a speculative application to{" "}
            <a
              className="font-semibold text-brand-700 underline dark:text-brand-300"
              href={applyHref("Speculative application")}
            >
              {email}
            </a>{" "}
            and tell us what you would like to do.
          </p>
        </div>
      ) : (
        <ul className="mt-8 flex flex-col gap-6">
          {roles.map((role) => (
            <li
              key={role.id}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="text-xl font-bold text-slate-950 dark:text-white">{role.title}</h3>
              <p className="mt-1 text-sm font-semibold text-slate-600 dark:text-slate-400">
                {role.team} · {role.kind} · {role.location}
              </p>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{role.summary}</p>
              <ul className="mt-3 list-disc pl-5 text-slate-700 marker:text-brand-600 dark:text-slate-300">
                {role.responsibilities.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="mt-5">
                <SiteLink href={applyHref(role.title)} className="button-primary h-11">
                  Apply for {role.title}
                </SiteLink>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
