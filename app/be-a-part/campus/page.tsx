import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/be-a-part/campus";
export const metadata = routeMetadata(path);

export default function BeAPartCampusPage() {
  return <PageHeader path={path} />;
}
