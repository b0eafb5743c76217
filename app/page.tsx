import { routeMetadata } from "@/lib/metadata";
import { featuredPartners } from "@/data/partners";
import { ContentPageView } from "@/components/sections/ContentPageView";
import { SupportersStrip } from "@/components/sections/SupportersStrip";

export const metadata = routeMetadata("/");

export default function HomePage() {
  return (
    <ContentPageView path="/">
      <SupportersStrip partners={featuredPartners} />
    </ContentPageView>
  );
}
