import type { Metadata } from "next";
import { handOffMetadata } from "@/lib/metadata";
import { KkemConfirmation } from "@/components/kkem/KkemConfirmation";

/** One shell serves every token: hosting rewrites /kkem/authorization/:token here (docs/deploy.md). */
export const dynamicParams = false;
export const generateStaticParams = () => [{ token: "_" }];
export const metadata: Metadata = {
  ...handOffMetadata("kkemAuthorization"),
  // The token is in this page's address: no request from it may carry the address as a Referer.
  referrer: "no-referrer",
};

export default function KkemAuthorizationPage() {
  return <KkemConfirmation />;
}
