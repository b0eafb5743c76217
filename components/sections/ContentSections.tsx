import type { ComponentType } from "react";
import type { Section, SectionKind } from "@/data/content-types";
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
import { VideosView } from "./views/VideosView";

type SectionViews = {
  [Kind in SectionKind]: ComponentType<{ section: Extract<Section, { kind: Kind }> }>;
};

/** How each kind of section is drawn under its heading. */
const sectionViews: SectionViews = {
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
  videos: VideosView,
};

function SectionBody<Kind extends SectionKind>({
  section,
}: {
  section: Extract<Section, { kind: Kind }>;
}) {
  const View = sectionViews[section.kind as Kind] as ComponentType<{ section: typeof section }>;
  return <View section={section} />;
}

/** A content page's sections in order, each a labelled region with its h2. */
export function ContentSections({ sections }: { sections: Section[] }) {
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
          <SectionBody section={section} />
          {section.actions ? <ActionRow actions={section.actions} className="mt-8" /> : null}
        </TitledSection>
      ))}
    </Container>
  );
}
