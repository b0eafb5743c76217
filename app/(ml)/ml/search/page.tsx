import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";
import { Container } from "@/components/ui/Container";
import { SearchPageView } from "@/components/search/SearchPageView";
import { MalayalamSiteIndex } from "@/components/search/SiteIndex";
import { uiText } from "@/data/i18n";

export const metadata = routeMetadata("/ml/search");

/**
 * The Malayalam pages' search page: their index (Pagefind keeps one a language, chosen by
 * <html lang>), and below it every Malayalam page, which is all it shows without scripts. The
 * search dialog of a Malayalam page sends its form here.
 */
export default function MalayalamSearchPage() {
  return (
    <>
      <PageHeader path="/ml/search" />
      <Container className="pt-10">
        <div className="max-w-3xl">
          <SearchPageView words={uiText.ml.search} lang="ml" />
        </div>
      </Container>
      <MalayalamSiteIndex />
    </>
  );
}
