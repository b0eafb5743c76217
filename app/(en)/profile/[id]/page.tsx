import { handOffMetadata } from "@/lib/metadata";
import { HandOff } from "@/components/sections/HandOff";

/** One shell serves every id: hosting rewrites /profile/:id here (docs/deploy.md). */
export const dynamicParams = false;
export const generateStaticParams = () => [{ id: "_" }];
export const metadata = handOffMetadata("profile");

export default function ProfilePage() {
  return <HandOff />;
}
