import { notFound } from "next/navigation";
import { routeMetadata } from "@/lib/metadata";
import { teamYear } from "@/data/team";
import { TEAM_YEARS } from "@/data/schema";
import { DEFAULT_TEAM_YEAR, parseTeamYear } from "@/lib/team";
import { TeamView } from "@/components/team/TeamView";

type Params = { params: Promise<{ year: string }> };

export const dynamicParams = false;

/** 2024, 2023 and 2022 each have an address; 2025, the default, is /team itself. */
export function generateStaticParams() {
  return TEAM_YEARS.filter((year) => year !== DEFAULT_TEAM_YEAR).map((year) => ({
    year: String(year),
  }));
}

export async function generateMetadata({ params }: Params) {
  return routeMetadata(`/team/${(await params).year}`);
}

export default async function TeamYearPage({ params }: Params) {
  const { year } = await params;
  const parsed = parseTeamYear(year);
  if (String(parsed) !== year) notFound();
  return <TeamView team={teamYear(parsed)} />;
}
