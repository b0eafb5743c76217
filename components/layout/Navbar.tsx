import { uiText, type Lang } from "@/data/i18n";
import { AuthButton } from "./AuthButton";
import { ColourModeToggle } from "./ColourModeToggle";
import { DesktopNav } from "./DesktopNav";
import { Logo } from "./Logo";
import { MobileMenuButton } from "./MobileMenuButton";
import { Container } from "@/components/ui/Container";
import { SiteLink } from "@/components/ui/SiteLink";
import { SearchButton } from "@/components/search/SearchButton";
import { langProp } from "./lang-prop";

/**
 * The header's row: the logo, then search, the colour switch, Login or Dashboard and the menu. It
 * fits a 320px window: below 400px the gaps narrow, below 360px the four 40px buttons touch, and
 * AuthButton drops its word for an icon where the word has no room.
 */
export function Navbar({ lang = "en" }: { lang?: Lang }) {
  const { header } = uiText[lang];
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <Container
        as="nav"
        aria-label={header.navLabel}
        className="flex h-16 items-center gap-3 min-[400px]:gap-4"
      >
        {/* The home page's policy lets its live figures connect: SiteLink loads it as a document. */}
        <SiteLink
          href={lang === "ml" ? "/ml" : "/"}
          className="flex h-10 shrink-0 items-center rounded-lg"
          aria-label={header.home}
        >
          <Logo />
        </SiteLink>
        <DesktopNav {...langProp(lang)} />
        <div className="ml-auto flex items-center min-[360px]:gap-1 sm:gap-2">
          <SearchButton lang={lang} />
          <ColourModeToggle {...langProp(lang)} />
          <AuthButton {...langProp(lang)} />
          <MobileMenuButton lang={lang} />
        </div>
      </Container>
    </header>
  );
}
