import { render, screen } from "@testing-library/react";
import { SiteLink } from "@/components/ui/SiteLink";

describe("SiteLink", () => {
  test("a page of the site is a plain link in this tab, whatever its policy", () => {
    render(
      <>
        <SiteLink href="/about">About</SiteLink>
        <SiteLink href="/careers">Careers</SiteLink>
        <SiteLink href="/founders-message#letter">The letter</SiteLink>
      </>,
    );
    for (const [name, href] of [
      ["About", "/about"],
      ["Careers", "/careers"],
      ["The letter", "/founders-message#letter"],
    ]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("href", href);
      expect(link).not.toHaveAttribute("target");
      expect(link).not.toHaveAttribute("rel");
    }
  });

  test("a new-window link gets noopener noreferrer and says so", () => {
    render(
      <SiteLink
        href="https://app.mulearn.org/dashboard"
        newWindow
        newWindowNote="(opens in a new tab)"
      >
        Dashboard
      </SiteLink>,
    );
    const link = screen.getByRole("link", { name: "Dashboard (opens in a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
