import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/artofteaching";
export const metadata = routeMetadata(path);

export default function ArtofteachingPage() {
  return <PageHeader path={path} />;
}
