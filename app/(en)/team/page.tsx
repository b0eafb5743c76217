import { routeMetadata } from "@/lib/metadata";
import { teamYear } from "@/data/team";
import { DEFAULT_TEAM_YEAR } from "@/lib/team";
import { TeamView } from "@/components/team/TeamView";

export const metadata = routeMetadata("/team");

export default function TeamPage() {
  return <TeamView team={teamYear(DEFAULT_TEAM_YEAR)} />;
}
