import { appLinks } from "@/data/site";
import { uiText, type Lang } from "@/data/i18n";
import { cx } from "@/lib/cx";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { DashboardIcon, SignInIcon } from "@/components/ui/icons";

/**
 * The two links and where each drops its word for its icon (Tailwind reads the classes as written,
 * so each width is spelled out): "Login" below 360px, the longer "Dashboard" below 400px.
 */
const links = [
  {
    marker: "auth-visitor",
    href: appLinks.login,
    word: "login" as const,
    Icon: SignInIcon,
    narrow: {
      link: "max-[359px]:w-10 max-[359px]:px-0",
      icon: "min-[360px]:hidden",
      word: "max-[359px]:sr-only",
    },
  },
  {
    marker: "auth-member",
    href: appLinks.dashboard,
    word: "dashboard" as const,
    Icon: DashboardIcon,
    narrow: {
      link: "max-[399px]:w-10 max-[399px]:px-0",
      icon: "min-[400px]:hidden",
      word: "max-[399px]:sr-only",
    },
  },
];

/**
 * The header's "Login" for a visitor and "Dashboard" while a refresh token is stored, rendered on
 * the server only (AuthButton). Both links are in the static HTML; the `data-auth` attribute on
 * <html> (see globals.css) decides which one shows.
 *
 * Where the header's row has no room for the word, the link becomes a round 40px icon button of
 * the same colour; the word stays in it for screen readers, so its name is still the word. The
 * Malayalam words are longer: both drop to the icon below 400px.
 */
export function AuthButtonMarkup({ lang = "en" }: { lang?: Lang }) {
  return (
    <>
      {links.map(({ marker, href, word, Icon, narrow: own }) => {
        const narrow = lang === "ml" ? links[1]!.narrow : own;
        return (
          <ButtonLink
            key={marker}
            href={href}
            size="sm"
            className={cx(
              marker,
              "justify-center",
              narrow.link,
              lang === "ml" && "whitespace-nowrap",
            )}
          >
            <Icon className={narrow.icon} />
            <span className={narrow.word}>{uiText[lang].header[word]}</span>
          </ButtonLink>
        );
      })}
    </>
  );
}
