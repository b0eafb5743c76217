import { pageRoute } from "@/components/sections/pageRoute";
import { PageHeader } from "@/components/sections/PageHeader";
import { InterestGroupDirectorySection } from "@/components/interest-groups/InterestGroupSections";

const route = pageRoute("/interest-groups", function InterestGroupsPage() {
  return (
    <>
      <PageHeader path="/interest-groups" />
      <InterestGroupDirectorySection />
    </>
  );
});
export const metadata = route.metadata;
export default route.Page;
