import type { Section } from "@/data/content-types";
import { uiText, type Lang } from "@/data/i18n";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Lead } from "@/components/ui/Lead";

/** Paragraphs, and an optional "On this page" row of links to the page's anchored sections. */
export function ProseView({
  section,
  lang = "en",
}: {
  section: Extract<Section, { kind: "prose" }>;
  lang?: Lang;
}) {
  return (
    <>
      {section.paragraphs.map((text, index) => (
        <Lead key={index}>{text}</Lead>
      ))}
      {section.jumpLinks ? (
        <nav aria-label={uiText[lang].onThisPage} className="mt-8">
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
