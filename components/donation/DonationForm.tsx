"use client";

import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import type { donationAmounts } from "@/data/donation-form";
import type { DonationWords } from "@/data/donation";
import type { ApiFailureWords, FormWords } from "@/data/i18n";
import type { ApiFailure } from "@/lib/api";
import type { DonationErrorWords } from "@/lib/donation";
import type { CreatedPayment } from "@/lib/donation-checkout";
import { donationLinkValues } from "@/lib/donation-link";
import {
  adoptEarlyDonation,
  chosenAmount,
  customAmount,
  emptyDonationForm,
  formatDonationAmount,
  givesForOrganisation,
  isSubscriptionRequest,
  orderFieldOfForm,
  type DonationAmountWords,
  type DonationFormValues,
  type DonationFrequency,
  type DonationRequest,
  type DonationTiers,
  type DonationTierWords,
} from "@/lib/donation-values";
import { cx } from "@/lib/cx";
import { fillSlots } from "@/lib/format";
import type { CheckoutPayment } from "@/lib/razorpay";
import { useMounted } from "@/hooks/use-mounted";
import { useValidatedForm } from "@/hooks/use-validated-form";
import { CheckboxField } from "@/components/forms/CheckboxField";
import { FormStatus, type FormStatusTone } from "@/components/forms/FormStatus";
import { EarlyFormScript } from "@/components/forms/EarlyFormScript";
import { Honeypot } from "@/components/forms/Honeypot";
import { RadioCards } from "@/components/forms/RadioCards";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import { TextLink } from "@/components/ui/TextLink";

/** The form's words before it is used; the page passes them, all but the no-script note. */
export type DonationFormWords = Omit<DonationWords["form"], "noScript">;

/** The page's words the form shares with other blocks, and the locale its amounts are written in. */
export interface DonationPageWords {
  forms: FormWords;
  apiFailures: ApiFailureWords;
  /** Said to screen readers after a link that opens a new tab. */
  newWindow: string;
  /** Beside a link to a page in English only; empty on English pages. */
  englishOnly: string;
  /** After an optional field's label: "(optional)". */
  optional: string;
  locale: string;
}

interface Status {
  tone: FormStatusTone;
  title: string;
  message?: string;
  /** Under a payment that may have been taken: its id, whom to write to, a retry. */
  help?: ReactNode;
}

/**
 * The form's rules and backend calls with zod, the outcomes' words and the help for a payment in
 * doubt: loaded on the form's first use, not with the page.
 */
const loadFlow = () => import("@/components/donation/donation-flow");
type Flow = Awaited<ReturnType<typeof loadFlow>>;

/** Whether a confirmation that failed this way may succeed if asked again. */
const isWorthRetrying = (failure: ApiFailure) =>
  failure.kind === "timeout" || failure.kind === "network" || failure.kind === "offline";

/**
 * /donation's form: checks the details, creates a backend order (a gift made once) or a
 * subscription (monthly or yearly), opens Razorpay Checkout with it, has the payment verified,
 * then shows the success page. Every failure keeps what was typed. A link's `?type=&mode=&tier=`
 * or `&amount=` preselects it (lib/donation-link.ts). Its words and amounts come from the page as
 * props, in the page's language, so they travel in the HTML, not the script, and the amounts come
 * formatted (donationAmountWords, donationTierWords). What it sends the backend and Checkout is
 * the same in every language.
 */
export function DonationForm({
  keyId,
  text,
  outcome,
  errorWords,
  pageWords,
  amounts,
  amountWords,
  tiers,
  tierWords,
  successHref,
}: {
  keyId: string;
  text: DonationFormWords;
  /** What each step and outcome says (content/donation/<lang>.json's `outcome`). */
  outcome: DonationWords["outcome"];
  /** The messages beside the fields, the amount range's figures written in. */
  errorWords: DonationErrorWords;
  pageWords: DonationPageWords;
  amounts: typeof donationAmounts;
  amountWords: DonationAmountWords;
  tiers: DonationTiers;
  tierWords: DonationTierWords;
  /** The record's page in the form's language, where a confirmed donation goes. */
  successHref: string;
}) {
  const mounted = useMounted();
  const router = useRouter();
  const presetsFor = (frequency: DonationFrequency) =>
    frequency === "one-time" ? amountWords.presets : tierWords[frequency];
  const { bindForm, ...form } = useValidatedForm<DonationFormValues, DonationRequest>(
    () => loadFlow().then((flow) => flow.donationSchema(errorWords)),
    emptyDonationForm,
    {
      // A link's preselection (the HTML is the same for every address), then what the visitor
      // chose and typed before the form's script ran.
      adoptEarlyInput: (early) =>
        adoptEarlyDonation(
          donationLinkValues(window.location.search, tiers, amounts),
          early,
          presetsFor,
        ),
    },
  );
  const {
    forms: formText,
    apiFailures,
    newWindow,
    englishOnly,
    optional: optionalNote,
    locale,
  } = pageWords;
  const { values, errors, setValue, setFields } = form;
  // What the button says while the form works (creating, paying, verifying); undefined when idle.
  const [busyLabel, setBusyLabel] = useState<string | undefined>();
  const [status, setStatus] = useState<Status | undefined>();
  const statusRef = useRef<HTMLDivElement>(null);
  // A synchronous guard: a double click reaches the handler twice before React re-renders.
  const working = useRef(false);
  // What the last details created (an order or a subscription): the same details reopen it
  // instead of making another.
  const lastOrder = useRef<{ body: string; created: CreatedPayment } | undefined>(undefined);
  const paymentFailed = useRef(false);

  const presets = presetsFor(values.frequency);
  const amountOptions = [...presets, { value: customAmount, label: text.otherAmount }];
  const frequencyOptions = [
    { value: "one-time" as const, label: text.once },
    { value: "monthly" as const, label: text.monthly, note: text.monthlyNote },
    { value: "yearly" as const, label: text.yearly, note: text.yearlyNote },
  ];

  /**
   * A new frequency: a repeating gift sets who gives (yearly, an organisation; monthly, a person);
   * a chosen amount that is not among the new choices is cleared, a typed one is kept.
   */
  const chooseFrequency = (frequency: DonationFrequency) => {
    const keepsAmount =
      values.amountChoice === customAmount ||
      presetsFor(frequency).some((option) => option.value === values.amountChoice);
    setFields({
      frequency,
      ...(frequency === "one-time" ? {} : { forOrganisation: frequency === "yearly" }),
      ...(keepsAmount ? {} : { amountChoice: "" }),
    });
  };

  const show = (next: Status | undefined) => {
    setStatus(next);
    // Focus the message once drawn, so keyboard and screen-reader users land on it.
    if (next && next.tone !== "info") window.setTimeout(() => statusRef.current?.focus(), 0);
  };

  /** A step under way, said on the button and, politely, above it. */
  const progress = (label: string) => {
    setBusyLabel(label);
    show({ tone: "info", title: label });
  };

  const finish = (next: Status | undefined) => {
    working.current = false;
    setBusyLabel(undefined);
    show(next);
  };

  const verify = async (flow: Flow, payment: CheckoutPayment, frequency?: "monthly" | "yearly") => {
    working.current = true;
    progress(outcome.verifying);
    const result = await flow.verifyPayment(payment, frequency, apiFailures);
    if (result.ok) {
      lastOrder.current = undefined;
      router.push(successHref);
      return;
    }
    const retry = isWorthRetrying(result) ? payment : undefined;
    finish({
      tone: "error",
      title: outcome.verifyFailed,
      message:
        `${outcome.verifyFailedText} ${result.kind === "refused" ? "" : result.message}`.trim(),
      help: (
        <flow.PaymentHelp
          words={outcome}
          paymentId={payment.razorpay_payment_id}
          subscriptionId={
            "razorpay_subscription_id" in payment ? payment.razorpay_subscription_id : undefined
          }
          retry={retry}
          onRetry={(again) => {
            if (!working.current) void verify(flow, again, frequency);
          }}
        />
      ),
    });
  };

  const openCheckout = async (flow: Flow, created: CreatedPayment, body: DonationRequest) => {
    let Checkout;
    try {
      Checkout = await flow.loadCheckout();
    } catch {
      finish({ tone: "error", title: outcome.checkoutFailed, message: outcome.checkoutFailedText });
      return;
    }
    progress(outcome.paying);
    paymentFailed.current = false;
    const checkout = new Checkout({
      ...flow.checkoutOptions(keyId, created, body),
      handler: (payment) =>
        void verify(flow, payment, isSubscriptionRequest(body) ? body.donation_type : undefined),
      modal: {
        ondismiss: () => {
          // After a failed attempt, closing the window keeps the failure's message.
          if (paymentFailed.current) {
            working.current = false;
            setBusyLabel(undefined);
          } else {
            finish({ tone: "info", title: outcome.dismissed, message: outcome.dismissedText });
          }
        },
      },
    });
    checkout.on("payment.failed", (failure) => {
      paymentFailed.current = true;
      const reason = failure.error?.description;
      show({
        tone: "error",
        title: outcome.paymentFailed,
        message: [reason, outcome.paymentFailedText].filter(Boolean).join(" "),
      });
    });
    checkout.open();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working.current) return;
    // Held from the first wait on: a second press while the form's code loads sends nothing.
    working.current = true;
    let body: DonationRequest | undefined;
    let flow: Flow;
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
      finish({ tone: "error", title: outcome.tooFast });
      return;
    }
    const key = JSON.stringify(body);
    if (lastOrder.current?.body === key) {
      await openCheckout(flow, lastOrder.current.created, body);
      return;
    }
    progress(outcome.creating);
    const result = await flow.createPayment(body, apiFailures);
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
        title: outcome.orderFailed,
        message: `${result.message} ${outcome.nothingTaken}`,
      });
      return;
    }
    lastOrder.current = { body: key, created: result.data };
    await openCheckout(flow, result.data, body);
  };

  const amount = chosenAmount(values);
  const preset = presets.find((option) => option.value === values.amountChoice);
  const amountLabel = preset
    ? preset.label
    : Number.isInteger(amount) && amount >= amounts.minimum && amount <= amounts.maximum
      ? formatDonationAmount(amount, "INR", locale)
      : undefined;
  const submitWithAmount = {
    "one-time": text.submitAmount,
    monthly: text.submitMonthly,
    yearly: text.submitYearly,
  }[values.frequency];
  const submitLabel =
    amountLabel === undefined ? text.submit : fillSlots(submitWithAmount, { amount: amountLabel });
  // The consent's sentence with its three links where "{terms}", "{privacy}" and "{refund}" stand;
  // those pages are in English only, which a Malayalam page says beside each.
  const policyLinks: Record<string, { href: string; label: string }> = {
    terms: { href: "/termsandconditions", label: text.terms },
    privacy: { href: "/privacypolicy", label: text.privacy },
    refund: { href: "/donation/refund", label: text.refund },
  };
  const consent = text.consent.split(/\{(\w+)\}/).map((part, index) => {
    const link = index % 2 === 1 ? policyLinks[part] : undefined;
    if (!link) return part;
    return (
      <TextLink
        key={part}
        href={link.href}
        newWindow
        newWindowNote={newWindow}
        {...(englishOnly ? { hrefLang: "en" } : {})}
      >
        {englishOnly ? `${link.label} ${englishOnly}` : link.label}
      </TextLink>
    );
  });
  const forOrganisation = givesForOrganisation(values);
  const organisationFields = (
    <div
      className={cx(
        "grid gap-6 sm:grid-cols-2 [div:has([name=forOrganisation]:checked)>&]:grid",
        !forOrganisation && "hidden",
      )}
    >
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
  );

  return (
    <>
      {/*
       * "dialog": outside a dialog a form so sent goes nowhere, so a press before the scripts run
       * cannot put the details in an address; the script after the form keeps it for them.
       */}
      <form ref={bindForm} method="dialog" noValidate onSubmit={onSubmit} aria-label={text.heading}>
        {/*
         * Disabled in the HTML, for a browser without scripts, where the form could not take a
         * payment; the script after the form enables it as soon as it is parsed.
         */}
        <fieldset disabled={!mounted} suppressHydrationWarning className="space-y-8">
          <RadioCards
            legend={text.frequencyLegend}
            name="frequency"
            look="wideCards"
            options={frequencyOptions}
            value={values.frequency}
            onValueChange={chooseFrequency}
          >
            {/* After the choices, so its appearing moves nothing the visitor is pressing. */}
            {values.frequency === "one-time" ? null : (
              <p className="mt-3 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
                {text.repeatingHint}
              </p>
            )}
          </RadioCards>

          <RadioCards
            legend={text.amountLegend}
            name="amountChoice"
            options={amountOptions}
            value={values.amountChoice}
            onValueChange={(choice) => setValue("amountChoice", choice)}
            error={errors.amountChoice}
          >
            {/*
             * Always in the HTML, shown while "Other amount" is chosen: by the state, and before the
             * scripts run by the radio itself, so an amount can be typed from the first paint.
             */}
            <TextField
              className={cx(
                "mt-4 max-w-xs [fieldset:has([value=custom]:checked)_&]:block",
                values.amountChoice !== customAmount && "hidden",
              )}
              label={text.otherAmountLabel}
              hint={amountWords.range}
              name="customAmount"
              prefix="₹"
              inputMode="numeric"
              autoComplete="off"
              value={values.customAmount}
              onValueChange={(amount) => setValue("customAmount", amount)}
              error={errors.customAmount}
            />
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
              optional={optionalNote}
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

          {values.frequency === "one-time" ? (
            // The organisation's fields are always in the HTML, shown while the box is ticked: by
            // the state, and before the scripts run by the box itself.
            <div className="space-y-6">
              <CheckboxField
                name="forOrganisation"
                checked={values.forOrganisation}
                onCheckedChange={(checked) => setValue("forOrganisation", checked)}
              >
                {text.organisationLabel}
              </CheckboxField>
              {organisationFields}
            </div>
          ) : forOrganisation ? (
            <fieldset>
              <legend className="mb-4 font-semibold text-slate-900 dark:text-slate-100">
                {text.organisationLegend}
              </legend>
              {organisationFields}
            </fieldset>
          ) : null}

          <CheckboxField
            name="consent"
            required
            checked={values.consent}
            onCheckedChange={(checked) => setValue("consent", checked)}
            error={errors.consent}
          >
            {consent}
          </CheckboxField>

          <Honeypot />

          <FormStatus tone={status?.tone} title={status?.title} statusRef={statusRef}>
            {status ? (
              <>
                {status.message ? <p>{status.message}</p> : null}
                {status.help}
              </>
            ) : null}
          </FormStatus>

          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
            <SubmitButton busy={busyLabel !== undefined} busyLabel={busyLabel ?? ""}>
              {submitLabel}
            </SubmitButton>
            <p className="text-sm text-slate-600 dark:text-slate-400">{text.securityNote}</p>
          </div>
        </fieldset>
      </form>
      <EarlyFormScript />
    </>
  );
}
