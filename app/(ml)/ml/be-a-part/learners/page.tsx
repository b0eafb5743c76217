import { pageRoute } from "@/components/sections/pageRoute";
import { ContentPageView } from "@/components/sections/ContentPageView";
import { LearnersSection } from "@/components/learners/LearnersSection";

/** The learners' page in Malayalam: its sections first, then the top learners' boards. */
const route = pageRoute("/ml/be-a-part/learners", function MalayalamLearnersPage() {
  return (
    <>
      <ContentPageView path="/ml/be-a-part/learners" />
      <LearnersSection lang="ml" />
    </>
  );
});
export const metadata = route.metadata;
export default route.Page;
