import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/kkem/learningcircles/dashboard";
export const metadata = routeMetadata(path);

export default function KkemLearningcirclesDashboardPage() {
  return <PageHeader path={path} />;
}
