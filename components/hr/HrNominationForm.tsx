"use client";

import { useRef, useState } from "react";
import { hrNominationCopy as copy } from "@/data/hr";
import type { FormWords } from "@/data/i18n";
import { nominationMailto, nominationText, sendNomination } from "@/lib/hr-nomination";
import type { HrNomination, HrNominationField } from "@/lib/hr-nomination-schema";
import { useValidatedForm } from "@/hooks/use-validated-form";
import { TextField } from "@/components/forms/TextField";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { FormStatus } from "@/components/forms/FormStatus";
import { EarlyFormScript } from "@/components/forms/EarlyFormScript";
import { Honeypot } from "@/components/forms/Honeypot";
import { Button } from "@/components/ui/Button";
import { ButtonLink } from "@/components/ui/ButtonLink";

/** The form's rules, with zod: loaded on the form's first use, not with the page. */
const loadSchema = () =>
  import("@/lib/hr-nomination-schema").then((module) => module.hrNominationSchema);

const emptyNomination: Record<HrNominationField, string> = {
  companyName: "",
  hrName: "",
  hrPhone: "",
  hrEmail: "",
  nominator: "",
};

const fieldTypes: Record<HrNominationField, { type: string; inputMode?: "tel" | "email" }> = {
  companyName: { type: "text" },
  hrName: { type: "text" },
  hrPhone: { type: "tel", inputMode: "tel" },
  hrEmail: { type: "email", inputMode: "email" },
  nominator: { type: "text" },
};

type Outcome =
  | { kind: "sent"; nomination: HrNomination }
  | { kind: "failed"; message: string }
  | { kind: "emailed"; nomination: HrNomination }
  | { kind: "tooFast" }
  | { kind: "loadFailed" };

/** Opens the visitor's mail app; a module function, so component tests can watch it. */
export const mailApp = { open: (href: string) => window.location.assign(href) };

/**
 * The HR nomination form. With `receiverUrl` it posts the nomination as JSON there; without, the
 * same checked form writes an e-mail to the partnerships address. What was typed is kept on any
 * failure, and one press sends one nomination. The static HTML draws the form, so the page does
 * not move when it hydrates, and it takes typing from the first paint: a press before the scripts
 * run is kept for them (lib/early-input.ts). Without scripts it is not drawn at all: the
 * section's note offers the e-mail.
 */
export function HrNominationForm({
  receiverUrl,
  formWords: formText,
}: {
  receiverUrl?: string;
  /**
   * The words every form shares (content/i18n/en.json, `forms`), handed down from the page's
   * server component: imported here, the whole language file would travel in the form's script.
   */
  formWords: FormWords;
}) {
  const { values, setValue, errors, validate, looksAutomated, bindForm } = useValidatedForm(
    loadSchema,
    emptyNomination,
  );
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inFlight = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const mode = receiverUrl ? copy.post : copy.email;

  const show = (next: Outcome | null) => {
    setOutcome(next);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    // Held from the first wait on: a second press while the form's code loads sends nothing.
    inFlight.current = true;
    const nomination = await validate().catch(() => null);
    inFlight.current = false;
    if (nomination === null) return show({ kind: "loadFailed" });
    if (!nomination) return;
    if (looksAutomated()) return show({ kind: "tooFast" });
    if (!receiverUrl) {
      show({ kind: "emailed", nomination });
      mailApp.open(nominationMailto(nomination));
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setOutcome(null);
    const result = await sendNomination(receiverUrl, nomination);
    inFlight.current = false;
    setBusy(false);
    show(result.ok ? { kind: "sent", nomination } : { kind: "failed", message: result.message });
  }

  function startAgain() {
    for (const field of Object.keys(emptyNomination) as HrNominationField[]) setValue(field, "");
    setOutcome(null);
  }

  const status = statusFor(outcome, formText);
  return (
    <div className="max-w-xl no-js:hidden">
      <p className="text-slate-700 dark:text-slate-300">{mode.intro}</p>
      <div className="mt-4">
        <FormStatus tone={status?.tone} title={status?.title} statusRef={statusRef}>
          {status?.body}
        </FormStatus>
      </div>
      {outcome?.kind === "sent" ? (
        <Button variant="secondary" className="mt-6" onClick={startAgain}>
          {copy.post.another}
        </Button>
      ) : (
        <>
          {/* "dialog": a press before the scripts run sends the details nowhere (lib/early-input.ts). */}
          <form
            ref={bindForm}
            method="dialog"
            onSubmit={submit}
            noValidate
            className="mt-6 space-y-5"
          >
            {(Object.keys(emptyNomination) as HrNominationField[]).map((field) => {
              const look = copy.fields[field];
              return (
                <TextField
                  key={field}
                  name={field}
                  label={look.label}
                  hint={"hint" in look ? look.hint : undefined}
                  autoComplete={look.autoComplete}
                  {...fieldTypes[field]}
                  value={values[field]}
                  onValueChange={(value) => setValue(field, value)}
                  error={errors[field]}
                />
              );
            })}
            <Honeypot />
            <SubmitButton busy={busy} busyLabel={copy.post.busy}>
              {mode.submit}
            </SubmitButton>
          </form>
          <EarlyFormScript />
        </>
      )}
    </div>
  );
}

function statusFor(outcome: Outcome | null, formText: FormWords) {
  switch (outcome?.kind) {
    case "sent":
      return {
        tone: "success" as const,
        title: copy.post.sentTitle,
        body: <p>{copy.post.sent(outcome.nomination.hrName, outcome.nomination.companyName)}</p>,
      };
    case "failed":
      return {
        tone: "error" as const,
        title: copy.post.failedTitle,
        body: <p>{outcome.message}</p>,
      };
    case "tooFast":
      return { tone: "error" as const, title: copy.tooFast, body: null };
    case "loadFailed":
      return {
        tone: "error" as const,
        title: formText.loadFailedTitle,
        body: <p>{formText.loadFailed}</p>,
      };
    case "emailed":
      return {
        tone: "info" as const,
        title: copy.email.openedTitle,
        body: <EmailFallback nomination={outcome.nomination} />,
      };
    default:
      return null;
  }
}

/** What to do when no mail app opened: the e-mail again, and the nomination to copy. */
function EmailFallback({ nomination }: { nomination: HrNomination }) {
  return (
    <>
      <p>{copy.email.opened}</p>
      <p>{copy.email.fallback}</p>
      <p>
        <ButtonLink href={nominationMailto(nomination)} variant="secondary" size="sm">
          {copy.email.reopen}
        </ButtonLink>
      </p>
      <figure>
        <figcaption className="font-semibold">{copy.email.nominationLabel}</figcaption>
        <pre className="mt-1 overflow-x-auto whitespace-pre-wrap rounded-md bg-white/70 p-3 font-sans text-sm text-slate-900 dark:bg-slate-900 dark:text-slate-100">
          {nominationText(nomination)}
        </pre>
      </figure>
    </>
  );
}
