import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/learning-circle";
export const metadata = routeMetadata(path);

export default function LearningCirclePage() {
  return <PageHeader path={path} />;
}
