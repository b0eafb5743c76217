import type { ReactNode } from "react";
import { uiText, type Lang } from "@/data/i18n";
import { Navbar } from "@/components/layout/Navbar";
import { Footer } from "@/components/layout/Footer";
import { MobileMenu } from "@/components/layout/MobileMenu";
import { DesktopNavPanels } from "@/components/layout/DesktopNavPanels";
import { langProp } from "@/components/layout/lang-prop";
import { SiteSearch } from "@/components/search/SiteSearch";
import { EarlyPress } from "@/components/layout/EarlyPress";
import { ThemeProvider } from "@/components/providers/ThemeProvider";
import { Toaster } from "@/components/providers/Toaster";
import { TokenSync } from "@/components/providers/TokenSync";
import { ChunkReloadGuard } from "@/components/providers/ChunkReloadGuard";
import { NavigationLoader } from "@/components/providers/NavigationLoader";
import { PictureFallback } from "@/components/providers/PictureFallback";
import { HydrationMark } from "@/components/providers/HydrationMark";
import { PageErrorBoundary } from "@/components/providers/PageErrorBoundary";

/**
 * What every page's <body> holds around the page itself: the skip link, header, main, footer, the
 * menus and the search, in the words of the page's language. Each root layout (app/(en), app/(ml))
 * and the global 404 draw it.
 */
export function SiteShell({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <ThemeProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        {uiText[lang].skipLink}
      </a>
      <Navbar lang={lang} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none" data-pagefind-body="">
        <PageErrorBoundary>{children}</PageErrorBoundary>
      </main>
      <Footer lang={lang} />
      {/* After the page: its links come after the lead the first paint waits for. */}
      <MobileMenu {...langProp(lang)} />
      <DesktopNavPanels {...langProp(lang)} />
      <SiteSearch {...langProp(lang)} />
      <EarlyPress />
      <Toaster />
      <TokenSync />
      <ChunkReloadGuard />
      <NavigationLoader label={uiText[lang].pageLoading} />
      <PictureFallback />
      <HydrationMark />
    </ThemeProvider>
  );
}
