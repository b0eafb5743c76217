import type { LegalDocument, LegalPath } from "@/data/legal";
import { formatDate } from "@/lib/format";
import { Container } from "@/components/ui/Container";
import { pageRoute } from "@/components/sections/pageRoute";
import { HtmlOnly } from "@/components/layout/HtmlOnly";

/** A legal page's body: last-updated date, a table of contents, then numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <Container className="grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="toc-heading" className="h-fit lg:sticky lg:top-24">
        <h2
          id="toc-heading"
          className="text-sm font-bold tracking-wide text-slate-700 uppercase dark:text-slate-300"
        >
          Contents
        </h2>
        <ol className="mt-3 flex flex-col gap-1.5 text-sm">
          {document.sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-brand-700 hover:underline dark:text-brand-300"
              >
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl">
        <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">
          Last updated:{" "}
          <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
        </p>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{document.intro}</p>
        {document.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-10 scroll-mt-24"
          >
            <h2
              id={`${section.id}-heading`}
              className="text-xl font-bold text-slate-950 dark:text-white"
            >
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)} className="mt-3 text-slate-700 dark:text-slate-300">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 text-slate-700 dark:text-slate-300">
                {section.list.map((item) => (
                  <li key={item.slice(0, 32)}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </Container>
  );
}

/** A route that is a legal document under its page header, both in the HTML only. */
export const legalRoute = (path: LegalPath) =>
  pageRoute(path, function LegalRoutePage() {
    return (
      <>
        <HtmlOnly kind="page-header" path={path} />
        <HtmlOnly kind="legal" path={path} />
      </>
    );
  });
