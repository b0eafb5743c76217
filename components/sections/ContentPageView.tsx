import type { ReactNode } from "react";
import type { ContentPage } from "@/data/content-types";
import { contentPages, type ContentPath } from "@/data/pages";
import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";
import { ActionLink, ContentSections } from "@/components/sections/ContentSections";

/**
 * A whole content page: the header (h1 and lead from data/routes.ts) with the page's actions, then
 * `children` (a page's own block, such as a partner grid), then its sections.
 */
export function ContentPageView({
  path,
  page = contentPages[path],
  children,
}: {
  path: ContentPath;
  page?: ContentPage;
  children?: ReactNode;
}) {
  const actions = page.actions ?? [];
  return (
    <>
      <PageHeader path={path}>
        {actions.length > 0
          ? actions.map((action, index) => (
              <ActionLink key={action.href} action={action} secondary={index > 0} />
            ))
          : null}
      </PageHeader>
      {children}
      <ContentSections sections={page.sections} />
    </>
  );
}

/** The metadata and page component of a route that is only its content (most of issue 5). */
export function contentRoute(path: ContentPath) {
  function ContentRoutePage() {
    return <ContentPageView path={path} />;
  }
  return { metadata: routeMetadata(path), Page: ContentRoutePage };
}
