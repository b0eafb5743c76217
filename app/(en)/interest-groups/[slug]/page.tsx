import { notFound } from "next/navigation";
import { routeMetadata } from "@/lib/metadata";
import { interestGroupBySlug, interestGroupPath, interestGroups } from "@/data/interest-groups";
import { PageHeader } from "@/components/sections/PageHeader";
import { InterestGroupPageSections } from "@/components/interest-groups/InterestGroupSections";

type Params = { params: Promise<{ slug: string }> };

/** Only the groups of data/interest-groups.ts have pages; any other slug is the site's 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return interestGroups.map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Params) {
  return routeMetadata(interestGroupPath((await params).slug));
}

export default async function InterestGroupPage({ params }: Params) {
  const group = interestGroupBySlug((await params).slug);
  if (!group) notFound();
  return (
    <>
      <PageHeader path={interestGroupPath(group.slug)} />
      <InterestGroupPageSections group={group} />
    </>
  );
}
