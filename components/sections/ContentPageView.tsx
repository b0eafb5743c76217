import type { ReactNode } from "react";
import type { ContentPage } from "@/data/content-types";
import { contentPages, type ContentPath } from "@/data/pages";
import { pageLang } from "@/data/ml-pages";
import { PageHeader } from "@/components/sections/PageHeader";
import { ContentSections, type SectionViews } from "@/components/sections/ContentSections";
import { pageRoute } from "@/components/sections/pageRoute";
import { ActionButtons } from "@/components/sections/views/ActionRow";

/**
 * A whole content page: the header (h1 and lead from data/routes.ts) with the page's actions, then
 * `children` (a page's own block, such as a partner grid), then its sections.
 */
export function ContentPageView({
  path,
  page = contentPages[path],
  children,
  views,
}: {
  path: ContentPath;
  page?: ContentPage;
  children?: ReactNode;
  /** Section views beyond the common ones (components/sections/ContentSections.tsx). */
  views?: Partial<SectionViews>;
}) {
  const actions = page.actions ?? [];
  const lang = pageLang(path);
  const hasHeaderContent = actions.length > 0 || page.note !== undefined;
  return (
    <>
      <PageHeader path={path}>
        {hasHeaderContent ? (
          <>
            <ActionButtons actions={actions} lang={lang} />
            {page.note ? (
              <p className="flex items-center font-semibold text-slate-800 dark:text-slate-200">
                {page.note}
              </p>
            ) : null}
          </>
        ) : null}
      </PageHeader>
      {children}
      <ContentSections sections={page.sections} views={views} lang={lang} />
    </>
  );
}

/**
 * A route that is only its content; `block` is drawn between the header and the sections, and
 * `views` adds section views beyond the common ones.
 */
export function contentRoute(path: ContentPath, block?: ReactNode, views?: Partial<SectionViews>) {
  return pageRoute(path, function ContentRoutePage() {
    return (
      <ContentPageView path={path} views={views}>
        {block}
      </ContentPageView>
    );
  });
}
