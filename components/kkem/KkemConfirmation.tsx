"use client";

import { useEffect, useRef, useState } from "react";
import { kkemConfirmationText as text } from "@/data/kkem";
import { appLinks } from "@/data/app-links";
import { confirmKkemLink, confirmationToken } from "@/lib/kkem-confirmation";
import { confirmationOutcome, type ConfirmationOutcome } from "@/lib/kkem-linking";
import { FormStatus } from "@/components/forms/FormStatus";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { TextLink } from "@/components/ui/TextLink";
import { NoScriptNote } from "@/components/forms/NoScriptNote";

/** Where the address bar points once the token is read: a page that makes sense on reload. */
export const AFTER_READING_PATH = "/kkem";

type Stage =
  | { kind: "reading" }
  | { kind: "incomplete" }
  | { kind: "ready" }
  | { kind: "confirming" }
  | ConfirmationOutcome;

/** The title and words for each outcome but success, which has its own block. */
function failureText(stage: Stage): { title: string; message: string } | null {
  switch (stage.kind) {
    case "incomplete":
      return { title: text.incompleteTitle, message: text.incomplete };
    case "expired":
      return { title: text.expiredTitle, message: text.expired };
    case "unknownLink":
      return { title: text.unknownLinkTitle, message: text.unknownLink };
    case "kkemRefused":
      return { title: text.kkemRefusedTitle, message: text.kkemRefused };
    case "unreadable":
      return { title: text.unreadableTitle, message: text.unreadable };
    case "refused":
      return { title: text.refusedTitle, message: stage.message };
    case "retry":
      return { title: text.retryTitle, message: stage.message };
    default:
      return null;
  }
}

/**
 * The confirmation page of a KKEM link (/kkem/authorization/<token>/). It reads the token from
 * the address once, keeps it in memory only, and replaces the address so history, a reload or a
 * shared screen never shows it; the visitor confirms with one press. The tokens the backend
 * returns are dropped unread (lib/kkem-linking.ts).
 */
export function KkemConfirmation() {
  const token = useRef<string | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: "reading" });
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    token.current = confirmationToken(window.location.pathname);
    if (token.current !== null) window.history.replaceState(null, "", AFTER_READING_PATH);
    // Reading the address is an external system: one update after mount, with what it held.
    setStage({ kind: token.current === null ? "incomplete" : "ready" });
  }, []);

  async function confirm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stage.kind === "confirming" || token.current === null) return;
    setStage({ kind: "confirming" });
    const outcome = confirmationOutcome(await confirmKkemLink(token.current));
    // Only a retry needs the token again: after any other answer it is forgotten.
    if (outcome.kind !== "retry") token.current = null;
    setStage(outcome);
    requestAnimationFrame(() => statusRef.current?.focus());
  }

  const failure = failureText(stage);
  const canConfirm =
    stage.kind === "ready" || stage.kind === "confirming" || stage.kind === "retry";
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:py-20">
      <h1 className="text-3xl font-extrabold text-slate-950 dark:text-white">{text.heading}</h1>
      {canConfirm || stage.kind === "reading" ? (
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{text.intro}</p>
      ) : null}
      <NoScriptNote className="mt-6">{text.needsJavaScript}</NoScriptNote>
      <div className="mt-6">
        {stage.kind === "linked" ? (
          <FormStatus tone="success" title={text.linkedTitle} statusRef={statusRef}>
            <p>{stage.message}</p>
            <p>{text.next}</p>
          </FormStatus>
        ) : (
          <FormStatus tone="error" title={failure?.title} statusRef={statusRef}>
            {failure ? <p>{failure.message}</p> : null}
          </FormStatus>
        )}
      </div>
      {stage.kind === "linked" ? (
        <p className="mt-6">
          <ButtonLink href={appLinks.learningCircles} size="lg" newWindow={false}>
            {text.learningCircles}
          </ButtonLink>
        </p>
      ) : null}
      {canConfirm ? (
        <form onSubmit={confirm} className="mt-6">
          <SubmitButton busy={stage.kind === "confirming"} busyLabel={text.busy}>
            {stage.kind === "retry" ? text.retry : text.confirm}
          </SubmitButton>
        </form>
      ) : null}
      <p className="mt-8">
        <TextLink href="/kkem">{text.aboutKkem}</TextLink>
      </p>
    </section>
  );
}
