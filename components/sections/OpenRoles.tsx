import type { OpenRole } from "@/data/schema";
import { ButtonLink } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Container } from "@/components/ui/Container";
import { TextLink } from "@/components/ui/TextLink";
import { TitledSection } from "@/components/ui/TitledSection";

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
    <Container as={TitledSection} id="roles" heading="Open roles" className="pt-14">
      {roles.length === 0 ? (
        <div className="mt-6 max-w-3xl rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900">
          <p className="text-lg font-semibold text-slate-950 dark:text-white">
            We have no open roles right now.
          </p>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            New roles are listed here as soon as they open. If you would like to work with us
            anyway, send a speculative application to{" "}
            <TextLink href={applyHref("Speculative application")}>{email}</TextLink> and tell us
            what you would like to do.
          </p>
        </div>
      ) : (
        <ul className="mt-8 flex flex-col gap-6">
          {roles.map((role) => (
            <Card as="li" key={role.id}>
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
                <ButtonLink href={applyHref(role.title)}>Apply for {role.title}</ButtonLink>
              </p>
            </Card>
          ))}
        </ul>
      )}
    </Container>
  );
}
