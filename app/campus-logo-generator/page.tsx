import { routeMetadata } from "@/lib/metadata";
import { ContentPageView } from "@/components/sections/ContentPageView";
import { CampusLogoGenerator } from "@/components/tools/CampusLogoGenerator";

export const metadata = routeMetadata("/campus-logo-generator");

export default function CampusLogoGeneratorPage() {
  return (
    <ContentPageView path="/campus-logo-generator">
      <CampusLogoGenerator />
    </ContentPageView>
  );
}
