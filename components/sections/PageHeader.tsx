import type { ReactNode } from "react";
import { routeInfo } from "@/data/routes";
import { uiText } from "@/data/i18n";
import { languageTwin, pageLang } from "@/data/ml-pages";
import { Container } from "@/components/ui/Container";

/**
 * The id of an empty marker right after the page's lead paragraph. The root layout holds the first
 * paint until the parser reaches it (`<link rel="expect">`), so the header, heading and lead come
 * in one frame. Chrome lifts the hold when the element is inserted, so a target on the lead itself
 * could still paint it a frame late, before its text was parsed.
 */
export const LEAD_END_ID = "lead-end";

/** The marker that ends the first screen's text: see LEAD_END_ID. */
export const LeadEnd = () => <span id={LEAD_END_ID} hidden />;

/**
 * The heading band every page opens with: its one h1 and lead paragraph from data/routes.ts. The
 * lead's hint about the page's controls is kept out of the site search (data-pagefind-ignore).
 */
export function PageHeader({ path, children }: { path: string; children?: ReactNode }) {
  const { heading, lead, hint } = routeInfo(path);
  const twin = languageTwin(path);
  const { language } = uiText[pageLang(path)];
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <Container className="py-14 sm:py-20">
        {/* A page in both languages links its twin: a plain link, remembered nowhere. */}
        {twin ? (
          <p className="mb-5 text-sm font-semibold" data-pagefind-ignore="">
            <a
              href={language.switchLang === "ml" ? twin.ml : twin.en}
              hrefLang={language.switchLang}
              lang={language.switchLang}
              className="text-brand-700 underline underline-offset-4 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-100"
            >
              {language.switchLabel}
            </a>
          </p>
        ) : null}
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-slate-950 text-balance sm:text-5xl dark:text-white">
          {heading}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          {lead}
          {hint ? (
            <>
              {" "}
              <span data-pagefind-ignore="">{hint}</span>
            </>
          ) : null}
        </p>
        <LeadEnd />
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </Container>
    </section>
  );
}
