import { handOffMetadata } from "@/lib/metadata";
import { HandOff } from "@/components/sections/HandOff";

/** One shell serves every token: hosting rewrites /kkem/authorization/:token here (docs/deploy.md). */
export const dynamicParams = false;
export const generateStaticParams = () => [{ token: "_" }];
export const metadata = handOffMetadata("kkemAuthorization");

export default function KkemAuthorizationPage() {
  return <HandOff kind="kkemAuthorization" />;
}
