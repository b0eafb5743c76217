import { newsletterForm } from "@/data/site";
import { uiText, type Lang } from "@/data/i18n";
import { cx } from "@/lib/cx";
import { Button } from "@/components/ui/Button";
import { controlClass, labelClass } from "@/components/forms/field-styles";

/**
 * The µPulse subscribe form: a plain HTML form post to the newsletter service, so it works
 * without JavaScript. The browser checks the e-mail and the consent box before it posts; the
 * service answers in a new tab, and this page keeps what the visitor was reading.
 */
export function NewsletterForm({
  idPrefix,
  labelledBy,
  layout = "stacked",
  lang = "en",
}: {
  /** Keeps ids unique when the page shows the form twice (a section and the footer). */
  idPrefix: string;
  /** The id of the heading that names the form: a page may show it twice, each named apart. */
  labelledBy: string;
  /** `row` puts the fields side by side on wide screens, for the footer. */
  layout?: "stacked" | "row";
  lang?: Lang;
}) {
  const words = uiText[lang].newsletter;
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <form
      method="post"
      action={newsletterForm.action}
      target="_blank"
      rel="noopener noreferrer"
      aria-labelledby={labelledBy}
      className={cx("max-w-xl", layout === "row" && "lg:max-w-none")}
    >
      <div className={cx("grid gap-4", layout === "row" && "sm:grid-cols-2")}>
        <p>
          <label htmlFor={id("email")} className={labelClass}>
            {words.email}
          </label>
          <input
            id={id("email")}
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            className={cx(controlClass, "mt-1.5")}
          />
        </p>
        <p>
          <label htmlFor={id("name")} className={labelClass}>
            {words.name} <span className="font-normal">{words.optional}</span>
          </label>
          <input
            id={id("name")}
            type="text"
            name="name"
            autoComplete="name"
            className={cx(controlClass, "mt-1.5")}
          />
        </p>
      </div>
      <p className="mt-4 flex items-start gap-3">
        <input
          id={id("consent")}
          type="checkbox"
          name="l"
          value={newsletterForm.listId}
          required
          className="mt-0.5 size-5 shrink-0 accent-brand-600 dark:accent-brand-400"
        />
        <label htmlFor={id("consent")} className="text-slate-800 dark:text-slate-200">
          {words.consent}
        </label>
      </p>
      <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit">
          {words.subscribe}
          <span className="sr-only"> {uiText[lang].newWindow}</span>
        </Button>
        <span className="text-sm text-slate-600 dark:text-slate-400">{words.confirms}</span>
      </p>
    </form>
  );
}
