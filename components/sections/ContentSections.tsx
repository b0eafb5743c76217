import type { ComponentType } from "react";
import type { Section, SectionKind } from "@/data/content-types";
import type { Lang } from "@/data/i18n";
import type { ContentPath } from "@/data/pages";
import { Container } from "@/components/ui/Container";
import { TitledSection } from "@/components/ui/TitledSection";
import { ActionRow } from "./views/ActionRow";
import { CardsView } from "./views/CardsView";
import { CtaView } from "./views/CtaView";
import { FaqView } from "./views/FaqView";
import { LinksView } from "./views/LinksView";
import { ListView } from "./views/ListView";
import { NewsletterView } from "./views/NewsletterView";
import { ProseView } from "./views/ProseView";
import { StatsView } from "./views/StatsView";
import { StepsView } from "./views/StepsView";
import { TableView } from "./views/TableView";
import { TimelineView } from "./views/TimelineView";
import { HtmlOnly } from "@/components/layout/HtmlOnly";
import { cx } from "@/lib/cx";

export type SectionViews = {
  [Kind in SectionKind]: ComponentType<{ section: Extract<Section, { kind: Kind }>; lang?: Lang }>;
};

/**
 * How each kind of section is drawn under its heading. A video section's player is a client
 * script, and every page with content sections would ship it: the one route that shows videos
 * passes VideosView itself (`views`), and a video section elsewhere stops the build.
 */
const sectionViews: Omit<SectionViews, "videos"> = {
  prose: ProseView,
  cards: CardsView,
  steps: StepsView,
  timeline: TimelineView,
  list: ListView,
  links: LinksView,
  stats: StatsView,
  table: TableView,
  faq: FaqView,
  cta: CtaView,
  newsletter: NewsletterView,
};

function SectionBody<Kind extends SectionKind>({
  section,
  views,
  lang,
}: {
  section: Extract<Section, { kind: Kind }>;
  views: Partial<SectionViews>;
  lang: Lang;
}) {
  const all: Partial<SectionViews> = { ...sectionViews, ...views };
  const View = all[section.kind as Kind] as
    ComponentType<{ section: typeof section; lang?: Lang }> | undefined;
  if (!View) {
    throw new Error(
      `The "${section.heading}" section is a ${section.kind} section: its route must pass a view for it (ContentSections' views).`,
    );
  }
  return <View section={section} lang={lang} />;
}

/** One section: a labelled region with its h2, its view and its actions. */
export function ContentSection({
  section,
  index,
  views = {},
  lang = "en",
}: {
  section: Section;
  /** Its place on the page: the first has no rule above it. */
  index: number;
  views?: Partial<SectionViews>;
  lang?: Lang;
}) {
  return (
    <TitledSection
      id={section.id ?? `section-${index + 1}`}
      anchored={section.id !== undefined}
      heading={section.heading}
      className={cx(
        "scroll-mt-20 py-14",
        index > 0 && "border-t border-slate-200 dark:border-slate-800",
      )}
    >
      <SectionBody section={section} views={views} lang={lang} />
      {section.actions ? (
        <ActionRow actions={section.actions} className="mt-8" lang={lang} />
      ) : null}
    </TitledSection>
  );
}

/**
 * Whether a section's markup needs nothing from the browser's script: every common view is
 * markup only (the newsletter's is a plain form post), unless the route draws that kind with a
 * view of its own (live figures, the video player).
 */
const serverOnly = (section: Section, views: Partial<SectionViews>) =>
  views[section.kind] === undefined;

/**
 * A content page's sections in order, each a labelled region with its h2. `views` adds the
 * views a route needs beyond the common ones (VideosView for a page with videos). Given the
 * page's `path`, a section that needs no script is drawn by HtmlOnly: in the HTML only, not a
 * second time in the page's payload.
 */
export function ContentSections({
  sections,
  views = {},
  lang = "en",
  path,
}: {
  sections: Section[];
  views?: Partial<SectionViews>;
  /** The page's language: the words the views add (a new tab's note) are in it. */
  lang?: Lang;
  /** The page whose sections these are (`contentPages[path].sections`). */
  path?: ContentPath;
}) {
  return (
    <Container>
      {sections.map((section, index) =>
        path !== undefined && serverOnly(section, views) ? (
          <HtmlOnly key={section.id ?? index} kind="section" path={path} index={index} />
        ) : (
          <ContentSection
            key={section.id ?? index}
            section={section}
            index={index}
            views={views}
            lang={lang}
          />
        ),
      )}
    </Container>
  );
}
