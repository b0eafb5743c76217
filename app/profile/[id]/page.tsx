import { pageMetadata } from "@/lib/metadata";
import { dynamicRoutes } from "@/data/routes";
import { HandOff } from "@/components/sections/HandOff";

const route = dynamicRoutes[0];

/** One shell serves every id: hosting rewrites /profile/:id here (docs/deploy.md). */
export const dynamicParams = false;
export const generateStaticParams = () => [{ id: "_" }];
export const metadata = pageMetadata({ ...route, path: route.shellPath, indexable: false });

export default function ProfilePage() {
  return <HandOff kind="profile" />;
}
