import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/events/mentorconnect";
export const metadata = routeMetadata(path);

export default function EventsMentorconnectPage() {
  return <PageHeader path={path} />;
}
