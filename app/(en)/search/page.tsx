import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";
import { Container } from "@/components/ui/Container";
import { SearchPageView } from "@/components/search/SearchPageView";
import { SiteIndex } from "@/components/search/SiteIndex";
import { uiText } from "@/data/i18n";

export const metadata = routeMetadata("/search");

export default function SearchPage() {
  return (
    <>
      <PageHeader path="/search" />
      <Container className="pt-10">
        <div className="max-w-3xl">
          <SearchPageView words={uiText.en.search} />
        </div>
      </Container>
      <SiteIndex />
    </>
  );
}
