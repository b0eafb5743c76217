import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";
import { appLinks } from "@/data/site";
import { SiteLink } from "@/components/ui/SiteLink";

const path = "/";
export const metadata = routeMetadata(path);

export default function HomePage() {
  return (
    <PageHeader path={path}>
      <a
        href={appLinks.signup}
        className="inline-flex h-12 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
      >
        Join µLearn for free
      </a>
      <SiteLink
        href="/events/weekly"
        className="inline-flex h-12 items-center rounded-full border border-slate-300 px-6 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        See this week&apos;s events
      </SiteLink>
    </PageHeader>
  );
}
