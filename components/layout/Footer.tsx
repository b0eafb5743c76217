import { legalLinksFor } from "@/data/localised-navigation";
import { uiText, type Lang } from "@/data/i18n";
import { buildTime } from "@/data/build";
import { org } from "@/data/site";
import { HtmlOnly } from "./HtmlOnly";
import { langProp } from "./lang-prop";
import { CopyrightYear } from "./CopyrightYear";
import { NavLinkView } from "./SiteMapColumn";
import { Container } from "@/components/ui/Container";

/** The footer: the organisation's facts from data/site.ts, every key destination, the copyright. */
export function Footer({ lang = "en" }: { lang?: Lang }) {
  const { footer } = uiText[lang];
  // A server component: this runs when the site is built, never in the browser.
  const buildYear = buildTime().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <HtmlOnly kind="footer-directory" {...langProp(lang)} />
      <HtmlOnly kind="footer-newsletter" {...langProp(lang)} />
      <div className="border-t border-slate-200 dark:border-slate-800">
        <Container className="site-map flex flex-col gap-3 py-5 text-sm text-slate-600 sm:flex-row sm:justify-between dark:text-slate-300">
          <p>
            © <CopyrightYear buildYear={buildYear} /> {org.name}. {footer.rights}
          </p>
          <ul aria-label={footer.legal} className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinksFor(lang).map((link) => (
              <li key={link.href}>
                <NavLinkView link={link} />
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
