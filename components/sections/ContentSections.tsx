import type { ComponentType } from "react";
import type { Section, SectionKind } from "@/data/content-types";
import type { Lang } from "@/data/i18n";
import { cx } from "@/lib/cx";
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

/**
 * A content page's sections in order, each a labelled region with its h2. `views` adds the
 * views a route needs beyond the common ones (VideosView for a page with videos).
 */
export function ContentSections({
  sections,
  views = {},
  lang = "en",
}: {
  sections: Section[];
  views?: Partial<SectionViews>;
  /** The page's language: the words the views add (a new tab's note) are in it. */
  lang?: Lang;
}) {
  return (
    <Container>
      {sections.map((section, index) => (
        <TitledSection
          key={section.id ?? index}
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
      ))}
    </Container>
  );
}
