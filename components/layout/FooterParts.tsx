import { footerColumnsFor } from "@/data/localised-navigation";
import { uiText, type Lang } from "@/data/i18n";
import { mailtoHref, org, socialLinks, type SocialLabel } from "@/data/site";
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
import { NewsletterForm } from "@/components/newsletter/NewsletterForm";
import { Container } from "@/components/ui/Container";

const socialIcons: Record<SocialLabel, typeof LinkedInIcon> = {
  LinkedIn: LinkedInIcon,
  Instagram: InstagramIcon,
  YouTube: YouTubeIcon,
  Facebook: FacebookIcon,
};

const linkClass =
  "text-sm text-slate-600 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-brand-300";

/**
 * The footer's upper part as the server draws it: the organisation's facts from data/site.ts
 * (address, e-mail, phone, website, social accounts) beside the site map. Markup only: the
 * footer puts it in the HTML alone (HtmlOnly).
 */
export function FooterDirectory({ lang }: { lang: Lang }) {
  const { footer, newWindow } = uiText[lang];
  const { address } = org;
  return (
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
  );
}

/**
 * The footer's µPulse form: a plain form post to the newsletter service (NewsletterForm). Markup
 * only, in the HTML alone (HtmlOnly).
 */
export function FooterNewsletter({ lang }: { lang: Lang }) {
  const { footer } = uiText[lang];
  return (
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
  );
}
