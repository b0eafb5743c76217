import { pageMetadata } from "@/lib/metadata";
import { dynamicRoutes } from "@/data/routes";
import { HandOff } from "@/components/sections/HandOff";

const route = dynamicRoutes[1];

/** One shell serves every token: hosting rewrites /kkem/authorization/:token here (docs/deploy.md). */
export const dynamicParams = false;
export const generateStaticParams = () => [{ token: "_" }];
export const metadata = pageMetadata({ ...route, path: route.shellPath, indexable: false });

export default function KkemAuthorizationPage() {
  return <HandOff kind="kkemAuthorization" />;
}
