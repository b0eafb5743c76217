import { footerColumnsFor, legalLinksFor } from "@/data/localised-navigation";
import { uiText, type Lang } from "@/data/i18n";
import { buildTime } from "@/data/build";
import { mailtoHref, org, socialLinks, type SocialLabel } from "@/data/site";
import { SiteLink } from "@/components/ui/SiteLink";
import {
  FacebookIcon,
  GlobeIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  YouTubeIcon,
} from "@/components/ui/icons";
import { newWindowProps } from "@/lib/links";
import { Logo } from "./Logo";
import { SiteMapColumn } from "./SiteMapColumn";
import { CopyrightYear } from "./CopyrightYear";
import { Container } from "@/components/ui/Container";
import { EnglishMark } from "@/components/ui/EnglishMark";
import { NewsletterForm } from "@/components/newsletter/NewsletterForm";

const socialIcons: Record<SocialLabel, typeof LinkedInIcon> = {
  LinkedIn: LinkedInIcon,
  Instagram: InstagramIcon,
  YouTube: YouTubeIcon,
  Facebook: FacebookIcon,
};

const linkClass =
  "text-sm text-slate-600 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-brand-300";

/** The footer: the organisation's facts from data/site.ts, every key destination, the copyright. */
export function Footer({ lang = "en" }: { lang?: Lang }) {
  const { footer, newWindow } = uiText[lang];
  const { address } = org;
  // A server component: this runs when the site is built, never in the browser.
  const buildYear = buildTime().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <Container className="grid gap-10 py-12 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-sm text-sm text-slate-600 dark:text-slate-300">{footer.tagline}</p>
          <address className="space-y-2 text-sm not-italic text-slate-600 dark:text-slate-300">
            <p className="flex gap-2">
              <MapPinIcon size={18} className="mt-0.5 shrink-0" />
              <span>
                {org.name}, {address.street}, {address.city}, {address.region} {address.postalCode},{" "}
                {address.country}
              </span>
            </p>
            <p className="flex gap-2">
              <MailIcon size={18} className="mt-0.5 shrink-0" />
              <a href={mailtoHref()} className={linkClass}>
                {org.email}
              </a>
            </p>
            <p className="flex gap-2">
              <PhoneIcon size={18} className="mt-0.5 shrink-0" />
              <a href={`tel:${org.phone.replace(/\s/g, "")}`} className={linkClass}>
                {org.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <GlobeIcon size={18} className="mt-0.5 shrink-0" />
              <a href={org.website} className={linkClass}>
                {new URL(org.website).host}
              </a>
            </p>
          </address>
          <ul className="flex gap-2" aria-label={footer.social}>
            {socialLinks.map(({ label, href }) => {
              const Icon = socialIcons[label];
              return (
                <li key={label}>
                  <a
                    href={href}
                    {...newWindowProps}
                    className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-white hover:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-brand-300"
                  >
                    <Icon size={22} />
                    <span className="sr-only">
                      {label} {newWindow}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <nav
          aria-label={footer.siteMap}
          className="site-map grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3"
        >
          {footerColumnsFor(lang).map((column) => (
            <SiteMapColumn
              key={column.heading}
              heading={column.heading}
              links={column.links}
              headingClass="text-sm"
            />
          ))}
        </nav>
      </Container>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <Container
          as="section"
          aria-labelledby="footer-newsletter-heading"
          className="grid gap-6 py-10 lg:grid-cols-[1.2fr_2fr]"
        >
          <div>
            <h2
              id="footer-newsletter-heading"
              className="text-sm font-semibold text-slate-900 dark:text-white"
            >
              {footer.newsletterHeading}
            </h2>
            <p className="mt-2 max-w-sm text-sm text-slate-600 dark:text-slate-300">
              {footer.newsletterLead}
            </p>
          </div>
          <NewsletterForm
            idPrefix="footer-newsletter"
            labelledBy="footer-newsletter-heading"
            layout="row"
            lang={lang}
          />
        </Container>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <Container className="site-map flex flex-col gap-3 py-5 text-sm text-slate-600 sm:flex-row sm:justify-between dark:text-slate-300">
          <p>
            © <CopyrightYear buildYear={buildYear} /> {org.name}. {footer.rights}
          </p>
          <ul aria-label={footer.legal} className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinksFor(lang).map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} hrefLang={link.hrefLang}>
                  {link.label}
                  {link.mark ? <EnglishMark mark={link.mark} /> : null}
                </SiteLink>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
