import type { Section } from "@/data/content-types";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Lead } from "@/components/ui/Lead";

/** Paragraphs, and an optional "On this page" row of links to the page's anchored sections. */
export function ProseView({ section }: { section: Extract<Section, { kind: "prose" }> }) {
  return (
    <>
      {section.paragraphs.map((text, index) => (
        <Lead key={index}>{text}</Lead>
      ))}
      {section.jumpLinks ? (
        <nav aria-label="On this page" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {section.jumpLinks.map((link) => (
              <li key={link.id}>
                <ButtonLink href={`#${link.id}`} variant="secondary" size="compact">
                  {link.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
