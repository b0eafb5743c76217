import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/events/saltmangotree";
export const metadata = routeMetadata(path);

export default function EventsSaltmangotreePage() {
  return <PageHeader path={path} />;
}
