import { contactBasics, contactReasons } from "@/data/contact";
import { org } from "@/data/site";
import { contactMailto } from "@/lib/contact";
import { PageHeader } from "@/components/sections/PageHeader";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";
import { Container } from "@/components/ui/Container";
import { TitledSection } from "@/components/ui/TitledSection";
import { TextLink } from "@/components/ui/TextLink";
import { MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import { ReasonPicker } from "./ReasonPicker";
import { reasonMarker } from "./contact-markers";

const pickerReasons = contactReasons.map(({ id, label }) => ({ id, label }));

/**
 * /contact: the reasons to write, each with where it goes (a form of this site, or an e-mail with
 * its subject and outline filled in), then the foundation's address. Every reason shows without
 * JavaScript; with it, "I am here to…" narrows the list to one.
 */
export function ContactView() {
  const { address } = org;
  return (
    <>
      <PageHeader path="/contact" />
      <Container className="space-y-16 py-12 sm:py-16">
        <TitledSection id="reasons" heading="Why are you writing?">
          <div className="mt-6">
            <ReasonPicker reasons={pickerReasons} />
          </div>
          <ul aria-label="Reasons to write" className="mt-8 grid gap-6 md:grid-cols-2">
            {contactReasons.map((reason) => (
              <Card
                as="li"
                key={reason.id}
                className="flex flex-col"
                aria-labelledby={`reason-${reason.id}`}
                {...reasonMarker(reason.id)}
              >
                <h3
                  id={`reason-${reason.id}`}
                  className="text-lg font-bold text-slate-950 dark:text-white"
                >
                  {reason.label}
                </h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{reason.text}</p>
                {reason.target.kind === "email" ? (
                  <>
                    <p className="mt-3 text-slate-700 dark:text-slate-300">
                      Write to {reason.target.to}
                      {reason.target.fields.length > 0
                        ? `, with your name and: ${reason.target.fields.join("; ")}.`
                        : "."}
                    </p>
                    <p className="mt-auto pt-5">
                      <ButtonLink
                        href={contactMailto(reason.target.to, reason.target.subject, [
                          ...contactBasics,
                          ...reason.target.fields,
                        ])}
                      >
                        E-mail us: {reason.target.subject}
                      </ButtonLink>
                    </p>
                  </>
                ) : (
                  <p className="mt-auto pt-5">
                    <ButtonLink href={reason.target.href}>{reason.target.label}</ButtonLink>
                  </p>
                )}
              </Card>
            ))}
          </ul>
        </TitledSection>
        <TitledSection id="address" heading="Where to find us">
          <address className="mt-6 space-y-3 text-slate-800 not-italic dark:text-slate-200">
            <p className="flex gap-3">
              <MapPinIcon size={20} className="mt-0.5 shrink-0" />
              <span>
                {org.name}, {address.street}, {address.city}, {address.region} -{" "}
                {address.postalCode}, {address.country}
              </span>
            </p>
            <p className="flex gap-3">
              <MailIcon size={20} className="mt-0.5 shrink-0" />
              <TextLink href={`mailto:${org.email}`}>{org.email}</TextLink>
            </p>
            <p className="flex gap-3">
              <PhoneIcon size={20} className="mt-0.5 shrink-0" />
              <TextLink href={`tel:${org.phone.replace(/\s/g, "")}`}>{org.phone}</TextLink>
            </p>
          </address>
        </TitledSection>
      </Container>
    </>
  );
}
