import { contentPages, type ContentPath } from "@/data/pages";
import { legalDocuments } from "@/data/legal";
import { pageLang } from "@/data/ml-pages";
import { ContentSection } from "@/components/sections/ContentSections";
import { LegalDocumentView } from "@/components/sections/LegalDocumentView";
import { ContentPageHeader } from "@/components/sections/ContentPageView";
import { PageHeader } from "@/components/sections/PageHeader";
import { FooterDirectory, FooterNewsletter } from "./FooterParts";
import type { HtmlOnlyPart } from "./html-only-parts";

/** A part of the page as the server draws it; HtmlOnly puts it in the HTML only. */
export function HtmlOnlyMarkup(part: HtmlOnlyPart) {
  switch (part.kind) {
    case "footer-directory":
      return <FooterDirectory lang={part.lang ?? "en"} />;
    case "footer-newsletter":
      return <FooterNewsletter lang={part.lang ?? "en"} />;
    case "page-header":
      return part.path in contentPages ? (
        <ContentPageHeader path={part.path as ContentPath} />
      ) : (
        <PageHeader path={part.path} />
      );
    case "section": {
      const section = contentPages[part.path].sections[part.index];
      if (!section) throw new Error(`${part.path} has no section ${part.index + 1}`);
      return <ContentSection section={section} index={part.index} lang={pageLang(part.path)} />;
    }
    case "legal":
      return <LegalDocumentView document={legalDocuments[part.path]} />;
  }
}
