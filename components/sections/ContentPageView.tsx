import type { ReactNode } from "react";
import { contentPages, type ContentPath } from "@/data/pages";
import { pageLang } from "@/data/ml-pages";
import { PageHeader } from "@/components/sections/PageHeader";
import { ContentSections, type SectionViews } from "@/components/sections/ContentSections";
import { pageRoute } from "@/components/sections/pageRoute";
import { ActionButtons } from "@/components/sections/views/ActionRow";
import { HtmlOnly } from "@/components/layout/HtmlOnly";

/** A content page's heading band: its h1 and lead (data/routes.ts), its actions and note. */
export function ContentPageHeader({ path }: { path: ContentPath }) {
  const page = contentPages[path];
  const actions = page.actions ?? [];
  const hasHeaderContent = actions.length > 0 || page.note !== undefined;
  return (
    <PageHeader path={path}>
      {hasHeaderContent ? (
        <>
          <ActionButtons actions={actions} lang={pageLang(path)} />
          {page.note ? (
            <p className="flex items-center font-semibold text-slate-800 dark:text-slate-200">
              {page.note}
            </p>
          ) : null}
        </>
      ) : null}
    </PageHeader>
  );
}

/**
 * A whole content page: the header (h1 and lead from data/routes.ts) with the page's actions, then
 * `children` (a page's own block, such as a partner grid), then its sections. The header and the
 * sections that need no script are in the HTML only (HtmlOnly).
 */
export function ContentPageView({
  path,
  children,
  views,
  reachedByScript = false,
}: {
  path: ContentPath;
  children?: ReactNode;
  /** Section views beyond the common ones (components/sections/ContentSections.tsx). */
  views?: Partial<SectionViews>;
  /**
   * A script moves to this page (the donation form to its success page, `router.push`), so the
   * browser draws it from its payload: its header and every section stay in it (HtmlOnly).
   */
  reachedByScript?: boolean;
}) {
  const page = contentPages[path];
  const lang = pageLang(path);
  return (
    <>
      {reachedByScript ? (
        <ContentPageHeader path={path} />
      ) : (
        <HtmlOnly kind="page-header" path={path} />
      )}
      {children}
      <ContentSections
        sections={page.sections}
        views={views}
        lang={lang}
        {...(reachedByScript ? {} : { path })}
      />
    </>
  );
}

/**
 * A route that is only its content; `block` is drawn between the header and the sections, and
 * `views` adds section views beyond the common ones.
 */
export function contentRoute(
  path: ContentPath,
  block?: ReactNode,
  views?: Partial<SectionViews>,
  { reachedByScript = false }: { reachedByScript?: boolean } = {},
) {
  return pageRoute(path, function ContentRoutePage() {
    return (
      <ContentPageView path={path} views={views} reachedByScript={reachedByScript}>
        {block}
      </ContentPageView>
    );
  });
}
