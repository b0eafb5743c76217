import { routeMetadata } from "@/lib/metadata";
import { embeds } from "@/data/site";
import { PageHeader } from "@/components/sections/PageHeader";
import { FrameWithFallback } from "@/components/sections/FrameWithFallback";

const path = "/launchpad";
export const metadata = routeMetadata(path);

export default function LaunchpadPage() {
  return (
    <>
      <PageHeader path={path} />
      <div className="mx-auto max-w-site px-4 py-10 sm:px-6">
        <FrameWithFallback
          name="the Launchpad leaderboard"
          src={embeds.leaderboard}
          height="max(600px, calc(100dvh - 4rem))"
        />
      </div>
    </>
  );
}
