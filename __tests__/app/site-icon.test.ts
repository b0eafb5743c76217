import { siteIcon, svgDataUrl } from "@/app/site-icon";

describe("svgDataUrl", () => {
  it("encodes only what a URL cannot carry, with single quotes for an attribute", () => {
    expect(svgDataUrl('<svg viewBox="0 0 2 2"><path d="M0 0h2" fill="#fff"/></svg>\n')).toBe(
      "data:image/svg+xml,%3Csvg viewBox='0 0 2 2'%3E%3Cpath d='M0 0h2' fill='%23fff'/%3E%3C/svg%3E",
    );
  });

  it("keeps a percent sign, line breaks and letters beyond ASCII readable to the browser", () => {
    expect(svgDataUrl('<text\n  x="50%">µ 𝜇</text>')).toBe(
      "data:image/svg+xml,%3Ctext x='50%25'%3E%C2%B5 %F0%9D%9C%87%3C/text%3E",
    );
  });
});

describe("siteIcon", () => {
  it("is app/icon.svg, the blue square with the white µ", () => {
    expect(siteIcon).toBe(
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='32' height='32' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='9' fill='%232f55d4'/%3E%3Cpath d='M10 9v15M10 19.5c0 2.8 1.8 4.5 4.3 4.5 2.6 0 4.7-1.9 4.7-5V9M19 19c0 2.9.9 5 3 5' fill='none' stroke='%23fff' stroke-width='2.6' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E",
    );
  });
});
