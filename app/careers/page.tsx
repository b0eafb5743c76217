import { routeMetadata } from "@/lib/metadata";
import { applyEmail, applyHref, openRoles } from "@/data/careers";
import { ContentPageView } from "@/components/sections/ContentPageView";
import { OpenRoles } from "@/components/sections/OpenRoles";

export const metadata = routeMetadata("/careers");

export default function CareersPage() {
  return (
    <ContentPageView path="/careers">
      <OpenRoles roles={openRoles} email={applyEmail} applyHref={applyHref} />
    </ContentPageView>
  );
}
