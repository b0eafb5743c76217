import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/about";
export const metadata = routeMetadata(path);

export default function AboutPage() {
  return <PageHeader path={path} />;
}
