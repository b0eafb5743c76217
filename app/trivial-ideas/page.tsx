import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/trivial-ideas";
export const metadata = routeMetadata(path);

export default function TrivialIdeasPage() {
  return <PageHeader path={path} />;
}
