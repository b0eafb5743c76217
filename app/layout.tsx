import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import "./globals.css";
import { org } from "@/data/site";
import { authBootScript } from "@/lib/auth-token";
import { Navbar } from "@/components/layout/Navbar";
import { Footer } from "@/components/layout/Footer";
import { MobileMenu } from "@/components/layout/MobileMenu";
import { DesktopNavPanels } from "@/components/layout/DesktopNavPanels";
import { SiteSearch } from "@/components/search/SiteSearch";
import { ThemeProvider } from "@/components/providers/ThemeProvider";
import { Toaster } from "@/components/providers/Toaster";
import { TokenSync } from "@/components/providers/TokenSync";
import { ChunkReloadGuard } from "@/components/providers/ChunkReloadGuard";
import { NavigationLoader } from "@/components/providers/NavigationLoader";
import { PictureFallback } from "@/components/providers/PictureFallback";
import { HydrationMark } from "@/components/providers/HydrationMark";
import { PageErrorBoundary } from "@/components/providers/PageErrorBoundary";
import { LEAD_END_ID } from "@/components/sections/PageHeader";

const sans = localFont({
  // The weights and characters the pages use (scripts/subset-font.mjs, app/fonts/site-subset.json).
  src: "./fonts/PlusJakartaSans-site.woff2",
  variable: "--font-sans",
  weight: "400 800",
  // No swap after first paint, so text never reflows (CLS); the preloaded font is usually in time.
  display: "optional",
});

export const metadata: Metadata = {
  metadataBase: new URL(org.website),
  applicationName: org.name,
  icons: { icon: "/icon.svg" },
};

export const viewport: Viewport = {
  themeColor: "#2f55d4",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={sans.variable} suppressHydrationWarning>
      <head>
        {/* No frame before the parser is past the page's lead (LEAD_END_ID): a slow phone
            otherwise paints the header alone, and the heading and lead, the largest paint, a
            frame later. A page without the marker paints once its HTML is parsed. */}
        <link rel="expect" href={`#${LEAD_END_ID}`} blocking="render" />
        <script dangerouslySetInnerHTML={{ __html: authBootScript }} />
      </head>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <ThemeProvider>
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
          >
            Skip to main content
          </a>
          <Navbar />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none" data-pagefind-body="">
            <PageErrorBoundary>{children}</PageErrorBoundary>
          </main>
          <Footer />
          {/* After the page: its links come after the lead the first paint waits for. */}
          <MobileMenu />
          <DesktopNavPanels />
          <SiteSearch />
          <Toaster />
          <TokenSync />
          <ChunkReloadGuard />
          <NavigationLoader />
          <PictureFallback />
          <HydrationMark />
        </ThemeProvider>
      </body>
    </html>
  );
}
