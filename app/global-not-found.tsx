import type { Metadata } from "next";
import "./globals.css";
import { htmlLang } from "@/data/i18n";
import { org } from "@/data/site";
import { SiteShell } from "@/components/layout/SiteShell";
import { LostInSpace } from "@/components/sections/LostInSpace";
import { RootDocument } from "./RootDocument";
import { siteIcon } from "./site-icon";
import { sans, sansFace } from "./site-font";

export { viewport } from "./(en)/layout";

export const metadata: Metadata = {
  metadataBase: new URL(org.website),
  applicationName: org.name,
  icons: { icon: siteIcon },
  title: { absolute: `Page not found | ${org.name}` },
  description: "This page does not exist. Find your way back to µLearn.",
  robots: { index: false, follow: true },
};

/** The 404 for every address no route matches (out/404.html): the English frame, lost in space. */
export default function GlobalNotFound() {
  return (
    <RootDocument lang={htmlLang.en} className={sans.variable} faces={[sansFace]}>
      <SiteShell lang="en">
        <LostInSpace />
      </SiteShell>
    </RootDocument>
  );
}
