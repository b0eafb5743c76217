import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "../globals.css";
import { org } from "@/data/site";
import { htmlLang } from "@/data/i18n";
import { SiteShell } from "@/components/layout/SiteShell";
import { RootDocument } from "../RootDocument";
import { siteIcon } from "../site-icon";
import { sans, sansFace } from "../site-font";

export const metadata: Metadata = {
  metadataBase: new URL(org.website),
  applicationName: org.name,
  icons: { icon: siteIcon },
};

export const viewport: Viewport = {
  themeColor: "#2f55d4",
  width: "device-width",
  initialScale: 1,
};

/** The root layout of the English pages: every page but the Malayalam ones at /ml. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument lang={htmlLang.en} className={sans.variable} faces={[sansFace]}>
      <SiteShell lang="en">{children}</SiteShell>
    </RootDocument>
  );
}
