import { httpsHref } from "@/lib/links";

describe("httpsHref: what the backend may make a link or a picture", () => {
  test("an https address, trimmed and normalised", () => {
    expect(httpsHref(" https://acme.example/apply?role=intern ")).toBe(
      "https://acme.example/apply?role=intern",
    );
    expect(httpsHref("HTTPS://Acme.Example")).toBe("https://acme.example/");
  });

  test("other schemes, relative paths and junk are refused", () => {
    expect(httpsHref("http://acme.example/jd")).toBeNull();
    expect(httpsHref("javascript:alert(1)")).toBeNull();
    expect(httpsHref(" javascript:alert(1)")).toBeNull();
    expect(httpsHref("data:text/html,hi")).toBeNull();
    expect(httpsHref("/relative/path")).toBeNull();
    expect(httpsHref("")).toBeNull();
  });

  test("an address with a user name or password in it is refused", () => {
    expect(httpsHref("https://mulearn.org@evil.example/")).toBeNull();
    expect(httpsHref("https://user:secret@acme.example/")).toBeNull();
  });

  test("anything but a string is refused", () => {
    expect(httpsHref(null)).toBeNull();
    expect(httpsHref(undefined)).toBeNull();
    expect(httpsHref(42)).toBeNull();
    expect(httpsHref({ href: "https://acme.example/" })).toBeNull();
  });
});
