import type { Partner } from "@/data/schema";
import assetLoader from "@/lib/image-loader";
import { afterFirstPaint, fallbackProps } from "@/lib/picture-fallback";
import { DEFAULT_PARTNER_LOGO } from "@/data/partners";
import { Card, CardFooter } from "@/components/ui/Card";
import { Container } from "@/components/ui/Container";
import { TextLink } from "@/components/ui/TextLink";
import { TitledSection } from "@/components/ui/TitledSection";

/**
 * A partner's logo: local or asset-host file, sized so nothing shifts while it loads, loading once
 * the first frame is on screen (under the home page's lead it is in the first screen, but never
 * its largest paint); the default logo if it fails.
 */
export function PartnerLogo({ partner, size }: { partner: Partner; size: number }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={assetLoader({ src: partner.logo, width: size * 2 })}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-xl"
      {...fallbackProps(DEFAULT_PARTNER_LOGO)}
      {...afterFirstPaint}
    />
  );
}

/** The partner pages' grid: logo, name, what they do with µLearn, and their website. */
export function PartnerGrid({ partners, label }: { partners: Partner[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {partners.map((partner) => (
        <Card as="li" key={partner.id} className="flex flex-col">
          <div className="flex items-center gap-4">
            <PartnerLogo partner={partner} size={56} />
            <h3 className="min-w-0 text-lg font-bold wrap-anywhere text-slate-950 dark:text-white">
              {partner.name}
            </h3>
          </div>
          <p className="mt-4 text-slate-700 dark:text-slate-300">{partner.blurb}</p>
          <CardFooter>
            <TextLink href={partner.website} newWindow data-pagefind-ignore="">
              Visit website<span className="sr-only"> of {partner.name}</span>
            </TextLink>
          </CardFooter>
        </Card>
      ))}
    </ul>
  );
}

/** A partner page's grid section, under its own h2. */
export function PartnerSection({
  heading,
  label,
  partners,
}: {
  heading: string;
  label: string;
  partners: Partner[];
}) {
  return (
    <Container as={TitledSection} id="partners" heading={heading} className="pt-14">
      <PartnerGrid partners={partners} label={label} />
    </Container>
  );
}
