"use client";

import { useRef, useState } from "react";
import type { ApiFailureWords, FormWords, KkemLinkWords } from "@/data/i18n";
import { appLinks } from "@/data/app-links";
import { linkRequestMessage } from "@/lib/kkem-linking";
import { useValidatedForm } from "@/hooks/use-validated-form";
import { TextField } from "@/components/forms/TextField";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { FormStatus } from "@/components/forms/FormStatus";
import { Honeypot } from "@/components/forms/Honeypot";
import { Button } from "@/components/ui/Button";
import { TextLink } from "@/components/ui/TextLink";

/** The form's rule and request, with zod: loaded on the form's first use, not with the form. */
const loadRequest = () => import("@/lib/kkem-link-request");

type Sent = { tone: "success" | "error"; title: string; message: string } | null;

/**
 * The µ-ID form KKEM's address (`?jsid=…`) opens: it asks the backend to e-mail a confirmation
 * link, shows the backend's answer, keeps what was typed, and sends one request at a time. `muid`
 * (from the address) only fills the field in: nothing is sent until the visitor presses the button.
 */
export function LinkRequestForm({
  jsid,
  muid,
  words: text,
  formWords,
  failureWords,
  newWindowNote,
}: {
  jsid: string;
  muid: string;
  /** The form's words in the page's language (content/i18n/<lang>.json, `kkem.form`). */
  words: KkemLinkWords["form"];
  formWords: FormWords;
  /** The backend client's failures without words of the backend's own (uiText[lang].apiFailures). */
  failureWords: ApiFailureWords;
  /** Said to screen readers after the app's link (uiText[lang].newWindow). */
  newWindowNote: string;
}) {
  const loadSchema = () => loadRequest().then((module) => module.kkemLinkSchema(text));
  const { values, setValue, errors, validate, showErrors, looksAutomated, bindForm } =
    useValidatedForm(loadSchema, { emailOrMuid: muid });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent>(null);
  const [done, setDone] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    // Held from the first wait on: a second press while the form's code loads sends nothing.
    inFlight.current = true;
    let link: Awaited<ReturnType<typeof validate>>;
    let requests: Awaited<ReturnType<typeof loadRequest>>;
    try {
      [link, requests] = await Promise.all([validate(), loadRequest()]);
    } catch {
      inFlight.current = false;
      setSent({ tone: "error", title: formWords.loadFailedTitle, message: formWords.loadFailed });
      requestAnimationFrame(() => statusRef.current?.focus());
      return;
    }
    if (!link) {
      inFlight.current = false;
      return;
    }
    if (looksAutomated()) {
      inFlight.current = false;
      setSent({ tone: "error", title: text.failedTitle, message: text.tooFast });
      return;
    }
    setBusy(true);
    setSent(null);
    const result = await requests.requestKkemLink(link, jsid, failureWords);
    inFlight.current = false;
    setBusy(false);
    if (result.ok) {
      setDone(true);
      setSent({ tone: "success", title: text.sentTitle, message: result.messages.join(" ") });
    } else {
      if (result.fieldErrors.emailOrMuid) {
        // The field's message is beside it, and focus goes there.
        showErrors({ emailOrMuid: result.fieldErrors.emailOrMuid });
        setSent({ tone: "error", title: text.failedTitle, message: "" });
        return;
      }
      const message = result.fieldErrors.param
        ? text.unreadableAddress
        : linkRequestMessage(result.message, text.unreadableAddress);
      setSent({ tone: "error", title: text.failedTitle, message });
    }
    requestAnimationFrame(() => statusRef.current?.focus());
  }

  return (
    <div className="mt-6 max-w-xl">
      <FormStatus tone={sent?.tone} title={sent?.title} statusRef={statusRef}>
        {sent ? (
          <>
            {sent.message ? <p>{sent.message}</p> : null}
            {sent.tone === "success" ? <p>{text.sentNote}</p> : null}
          </>
        ) : null}
      </FormStatus>
      {done ? (
        <Button variant="secondary" className="mt-6" onClick={() => setDone(false)}>
          {text.another}
        </Button>
      ) : (
        <form ref={bindForm} onSubmit={submit} noValidate className="mt-4 space-y-5">
          <TextField
            label={text.label}
            hint={text.hint}
            name="emailOrMuid"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.emailOrMuid}
            onValueChange={(value) => setValue("emailOrMuid", value)}
            error={errors.emailOrMuid}
          />
          <Honeypot />
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <SubmitButton busy={busy} busyLabel={text.busy}>
              {text.submit}
            </SubmitButton>
            <TextLink href={appLinks.signup} newWindow newWindowNote={newWindowNote}>
              {text.noMuid}
            </TextLink>
          </div>
        </form>
      )}
    </div>
  );
}
