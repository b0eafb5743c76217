import { pageRoute } from "@/components/sections/pageRoute";
import { ContentPageView } from "@/components/sections/ContentPageView";
import { LearnersSection } from "@/components/learners/LearnersSection";

/** The learners' page: its sections first, then the top learners' boards. */
const route = pageRoute("/be-a-part/learners", function LearnersPage() {
  return (
    <>
      <ContentPageView path="/be-a-part/learners" />
      <LearnersSection />
    </>
  );
});
export const metadata = route.metadata;
export default route.Page;
