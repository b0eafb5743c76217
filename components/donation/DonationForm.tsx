"use client";

import { useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { checkoutTheme, donationAmounts, donationFormText as text } from "@/data/donation-form";
import { contacts, mailtoHref, org } from "@/data/site";
import { formText } from "@/data/forms";
import type { ApiFailure } from "@/lib/api";
import type { RazorpayOrder } from "@/lib/donation";
import {
  chosenAmount,
  customAmount,
  emptyDonationForm,
  formatDonationAmount,
  orderFieldOfForm,
  type DonationOrderRequest,
} from "@/lib/donation-values";
import type { CheckoutPayment } from "@/lib/razorpay";
import { useMounted } from "@/hooks/use-mounted";
import { useValidatedForm } from "@/hooks/use-validated-form";
import { CheckboxField } from "@/components/forms/CheckboxField";
import { FormStatus, type FormStatusTone } from "@/components/forms/FormStatus";
import { Honeypot } from "@/components/forms/Honeypot";
import { RadioCards } from "@/components/forms/RadioCards";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import { Button } from "@/components/ui/Button";
import { TextLink } from "@/components/ui/TextLink";

type Stage = "idle" | "creating" | "paying" | "verifying";

interface Status {
  tone: FormStatusTone;
  title: string;
  message?: string;
  /** A payment that may have been taken: its id, shown with the refunds contact. */
  paymentId?: string;
  /** A confirmation that got no answer can be asked again. */
  retry?: CheckoutPayment;
}

const amountOptions = [
  ...donationAmounts.presets.map((amount) => ({
    value: String(amount),
    label: formatDonationAmount(amount),
  })),
  { value: customAmount, label: text.otherAmount },
];

const busyLabel: Record<Exclude<Stage, "idle">, string> = {
  creating: text.creating,
  paying: text.paying,
  verifying: text.verifying,
};

/** The form's rules and backend calls, with zod: loaded on the form's first use, not with the page. */
const loadFlow = () => import("@/lib/donation-checkout");
const loadSchema = () => loadFlow().then((flow) => flow.donationSchema);

/** Whether a confirmation that failed this way may succeed if asked again. */
const isWorthRetrying = (failure: ApiFailure) =>
  failure.kind === "timeout" || failure.kind === "network" || failure.kind === "offline";

/**
 * /donation's form: checks the details, creates a backend order, opens Razorpay Checkout with it,
 * has the payment verified, then shows the success page. Every failure keeps what was typed.
 */
export function DonationForm({ keyId }: { keyId: string }) {
  const mounted = useMounted();
  const router = useRouter();
  const { bindForm, ...form } = useValidatedForm(loadSchema, emptyDonationForm);
  const { values, errors, setValue } = form;
  const [stage, setStage] = useState<Stage>("idle");
  const [status, setStatus] = useState<Status | undefined>();
  const statusRef = useRef<HTMLDivElement>(null);
  // A synchronous guard: a double click reaches the handler twice before React re-renders.
  const working = useRef(false);
  // The order the last details created: the same details reopen it instead of making another.
  const lastOrder = useRef<{ body: string; order: RazorpayOrder } | undefined>(undefined);
  const paymentFailed = useRef(false);

  const show = (next: Status | undefined) => {
    setStatus(next);
    // Focus the message once drawn, so keyboard and screen-reader users land on it.
    if (next && next.tone !== "info") window.setTimeout(() => statusRef.current?.focus(), 0);
  };

  const finish = (next: Status | undefined) => {
    working.current = false;
    setStage("idle");
    show(next);
  };

  const verify = async (payment: CheckoutPayment) => {
    working.current = true;
    setStage("verifying");
    show({ tone: "info", title: text.verifying });
    // Loaded before the order was made, so this wait is for the module table alone.
    const result = await (await loadFlow()).verifyPayment(payment);
    if (result.ok) {
      lastOrder.current = undefined;
      router.push("/donation/success");
      return;
    }
    finish({
      tone: "error",
      title: text.verifyFailed,
      message: `${text.verifyFailedText} ${result.kind === "refused" ? "" : result.message}`.trim(),
      paymentId: payment.razorpay_payment_id,
      retry: isWorthRetrying(result) ? payment : undefined,
    });
  };

  const openCheckout = async (order: RazorpayOrder, body: DonationOrderRequest) => {
    let Checkout;
    try {
      Checkout = await (await loadFlow()).loadCheckout();
    } catch {
      finish({ tone: "error", title: text.checkoutFailed, message: text.checkoutFailedText });
      return;
    }
    setStage("paying");
    show({ tone: "info", title: text.paying });
    paymentFailed.current = false;
    const checkout = new Checkout({
      key: keyId,
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      name: org.name,
      description: "Donation",
      prefill: { name: body.name, email: body.email, contact: body.phone_number },
      theme: { color: checkoutTheme },
      handler: (payment) => void verify(payment),
      modal: {
        ondismiss: () => {
          // After a failed attempt, closing the window keeps the failure's message.
          if (paymentFailed.current) {
            working.current = false;
            setStage("idle");
          } else {
            finish({ tone: "info", title: text.dismissed, message: text.dismissedText });
          }
        },
      },
    });
    checkout.on("payment.failed", (failure) => {
      paymentFailed.current = true;
      const reason = failure.error?.description;
      show({
        tone: "error",
        title: text.paymentFailed,
        message: [reason, text.paymentFailedText].filter(Boolean).join(" "),
      });
    });
    checkout.open();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working.current) return;
    // Held from the first wait on: a second press while the form's code loads sends nothing.
    working.current = true;
    let body: DonationOrderRequest | undefined;
    let flow: Awaited<ReturnType<typeof loadFlow>>;
    try {
      [body, flow] = await Promise.all([form.validate(), loadFlow()]);
    } catch {
      finish({ tone: "error", title: formText.loadFailedTitle, message: formText.loadFailed });
      return;
    }
    if (!body) {
      finish(undefined);
      return;
    }
    if (form.looksAutomated()) {
      finish({ tone: "error", title: text.tooFast });
      return;
    }
    const key = JSON.stringify(body);
    if (lastOrder.current?.body === key) {
      await openCheckout(lastOrder.current.order, body);
      return;
    }
    setStage("creating");
    show({ tone: "info", title: text.creating });
    const result = await flow.createOrder(body);
    if (!result.ok) {
      if (result.kind === "invalid") {
        form.showErrors(
          Object.fromEntries(
            Object.entries(result.fieldErrors).map(([field, message]) => [
              orderFieldOfForm(field, values),
              message,
            ]),
          ),
        );
      }
      finish({
        tone: "error",
        title: text.orderFailed,
        message: `${result.message} ${text.nothingTaken}`,
      });
      return;
    }
    lastOrder.current = { body: key, order: result.data };
    await openCheckout(result.data, body);
  };

  const retryVerify = (payment: CheckoutPayment) => {
    if (!working.current) void verify(payment);
  };

  const amount = chosenAmount(values);
  const submitLabel =
    Number.isInteger(amount) &&
    amount >= donationAmounts.minimum &&
    amount <= donationAmounts.maximum
      ? `${text.submit} ${formatDonationAmount(amount)}`
      : text.submit;

  return (
    <form ref={bindForm} noValidate onSubmit={onSubmit} aria-label={text.heading}>
      {/* Disabled until the page's script runs: without it the form could not take a payment. */}
      <fieldset disabled={!mounted} className="space-y-8">
        <RadioCards
          legend={text.amountLegend}
          name="amountChoice"
          options={amountOptions}
          value={values.amountChoice}
          onValueChange={(choice) => setValue("amountChoice", choice)}
          error={errors.amountChoice}
        >
          {values.amountChoice === customAmount ? (
            <TextField
              className="mt-4 max-w-xs"
              label={text.otherAmountLabel}
              hint={`From ${formatDonationAmount(donationAmounts.minimum)} to ${formatDonationAmount(donationAmounts.maximum)}, in whole rupees.`}
              name="customAmount"
              prefix="₹"
              inputMode="numeric"
              autoComplete="off"
              value={values.customAmount}
              onValueChange={(amount) => setValue("customAmount", amount)}
              error={errors.customAmount}
            />
          ) : null}
        </RadioCards>

        <fieldset className="grid gap-6 sm:grid-cols-2">
          <legend className="mb-4 font-semibold text-slate-900 dark:text-slate-100">
            {text.detailsLegend}
          </legend>
          <TextField
            label={text.nameLabel}
            name="name"
            autoComplete="name"
            maxLength={100}
            value={values.name}
            onValueChange={(name) => setValue("name", name)}
            error={errors.name}
          />
          <TextField
            label={text.emailLabel}
            hint={text.emailHint}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={200}
            value={values.email}
            onValueChange={(email) => setValue("email", email)}
            error={errors.email}
          />
          <TextField
            label={text.phoneLabel}
            hint={text.phoneHint}
            name="phone_number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={16}
            value={values.phone_number}
            onValueChange={(phone) => setValue("phone_number", phone)}
            error={errors.phone_number}
          />
          <TextField
            label={text.panLabel}
            hint={text.panHint}
            optional
            name="pan_number"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
            value={values.pan_number}
            onValueChange={(pan) => setValue("pan_number", pan)}
            error={errors.pan_number}
          />
        </fieldset>

        <div className="space-y-6">
          <CheckboxField
            name="forOrganisation"
            checked={values.forOrganisation}
            onCheckedChange={(checked) => setValue("forOrganisation", checked)}
          >
            {text.organisationLabel}
          </CheckboxField>
          {values.forOrganisation ? (
            <div className="grid gap-6 sm:grid-cols-2">
              <TextField
                label={text.companyLabel}
                name="company"
                autoComplete="organization"
                maxLength={100}
                value={values.company}
                onValueChange={(company) => setValue("company", company)}
                error={errors.company}
              />
              <TextAreaField
                label={text.addressLabel}
                hint={text.addressHint}
                name="address"
                autoComplete="street-address"
                maxLength={500}
                value={values.address}
                onValueChange={(address) => setValue("address", address)}
                error={errors.address}
              />
            </div>
          ) : null}
        </div>

        <CheckboxField
          name="consent"
          required
          checked={values.consent}
          onCheckedChange={(checked) => setValue("consent", checked)}
          error={errors.consent}
        >
          I agree to the{" "}
          <TextLink href="/termsandconditions" newWindow>
            terms and conditions
          </TextLink>
          , the{" "}
          <TextLink href="/privacypolicy" newWindow>
            privacy policy
          </TextLink>{" "}
          and the{" "}
          <TextLink href="/donation/refund" newWindow>
            refund policy
          </TextLink>
          .
        </CheckboxField>

        <Honeypot />

        <FormStatus tone={status?.tone} title={status?.title} statusRef={statusRef}>
          {status ? <StatusDetails status={status} onRetry={retryVerify} /> : null}
        </FormStatus>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
          <SubmitButton
            busy={stage !== "idle"}
            busyLabel={stage === "idle" ? "" : busyLabel[stage]}
          >
            {submitLabel}
          </SubmitButton>
          <p className="text-sm text-slate-600 dark:text-slate-400">{text.securityNote}</p>
        </div>
      </fieldset>
    </form>
  );
}

/** The body of the form's message: its words, a payment id with whom to write to, a retry. */
function StatusDetails({
  status,
  onRetry,
}: {
  status: Status;
  onRetry: (payment: CheckoutPayment) => void;
}) {
  const { message, paymentId, retry } = status;
  return (
    <>
      {message ? <p>{message}</p> : null}
      {paymentId ? (
        <>
          <p>
            {text.paymentIdLabel}: <strong className="font-mono">{paymentId}</strong>
          </p>
          <p>
            Write to{" "}
            <TextLink
              href={mailtoHref(`Donation not confirmed: ${paymentId}`, contacts.refundsEmail)}
            >
              {contacts.refundsEmail}
            </TextLink>{" "}
            with this payment id.
          </p>
        </>
      ) : null}
      {retry ? (
        <Button variant="secondary" onClick={() => onRetry(retry)}>
          {text.retryVerify}
        </Button>
      ) : null}
    </>
  );
}
