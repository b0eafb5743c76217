import { impactGallery } from "@/data/impact-stories";
import { Card } from "@/components/ui/Card";
import { Container } from "@/components/ui/Container";
import { TitledSection } from "@/components/ui/TitledSection";
import { CategoryFilter } from "./CategoryFilter";
import { storyMarker } from "./impact-markers";

const categoryLabel = new Map(impactGallery.categories.map(({ id, label }) => [id, label]));

/**
 * The stories as server HTML, every one visible, with the filter above them. Without JavaScript
 * the filter is hidden and the whole list shows; with it, the filter hides the other categories.
 */
export function ImpactGallery() {
  const { categories, stories } = impactGallery;
  return (
    <Container>
      <TitledSection id="stories" anchored heading="Stories" className="scroll-mt-20 py-14">
        <CategoryFilter categories={categories} total={stories.length} />
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {stories.map((story) => (
            <Card as="li" key={story.id} className="flex flex-col" {...storyMarker(story.category)}>
              <p className="text-sm font-bold tracking-wide text-brand-700 uppercase dark:text-brand-300">
                {categoryLabel.get(story.category)}
              </p>
              <h3 className="mt-2 text-lg font-bold text-slate-950 dark:text-white">
                {story.title}
              </h3>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{story.summary}</p>
            </Card>
          ))}
        </ul>
      </TitledSection>
    </Container>
  );
}
