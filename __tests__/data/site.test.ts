import { appLinks, appOrigin, org } from "@/data/site";
import { withEnv } from "@/__tests__/helpers/env";

describe("app host hand-offs", () => {
  test("every hand-off targets a path the current app has", () => {
    expect(appOrigin).toBe("https://app.mulearn.org");
    expect(appLinks.login).toBe("https://app.mulearn.org/login");
    expect(appLinks.dashboard).toBe("https://app.mulearn.org/dashboard");
    expect(appLinks.mentors).toBe("https://app.mulearn.org/dashboard/search/mentors");
    expect(appLinks.interestGroups).toBe("https://app.mulearn.org/dashboard/interest-groups");
    expect(appLinks.learningCircles).toBe("https://app.mulearn.org/dashboard/learning-circle");
    expect(appLinks.learningPaths).toBe("https://app.mulearn.org/dashboard/mujourney");
  });

  test("NEXT_PUBLIC_APP_HOST moves every app link at build time", () => {
    withEnv("NEXT_PUBLIC_APP_HOST", "https://staging-app.example.org/ignored/path", () =>
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module
        const site = require("@/data/site") as typeof import("@/data/site");
        expect(site.appOrigin).toBe("https://staging-app.example.org");
        expect(site.appLinks.login).toBe("https://staging-app.example.org/login");
      }),
    );
  });

  test("a malformed NEXT_PUBLIC_APP_HOST fails the build with the variable's name", () => {
    withEnv("NEXT_PUBLIC_APP_HOST", "app.mulearn.org", () =>
      expect(() =>
        jest.isolateModules(() => {
          // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module
          require("@/data/site");
        }),
      ).toThrow(/NEXT_PUBLIC_APP_HOST must be an absolute URL/),
    );
  });
});

test("no test's setting leaks: the app host is the default again", () => {
  expect(process.env.NEXT_PUBLIC_APP_HOST).toBeUndefined();
});

test("organisation facts are complete", () => {
  expect(org.address.street).toContain("Technopark Phase 1");
  expect(org.address.city).toBe("Thiruvananthapuram");
  expect(org.address.postalCode).toMatch(/^\d{6}$/);
  expect(org.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
});

describe("backend and payment settings", () => {
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_API_HOST;
    delete process.env.NEXT_PUBLIC_RAZORPAY_KEY_ID;
  });

  const freshSite = () => {
    let site: typeof import("@/data/site") | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module
      site = require("@/data/site") as typeof import("@/data/site");
    });
    return site!;
  };

  test("NEXT_PUBLIC_API_HOST moves the backend; its path is dropped", () => {
    process.env.NEXT_PUBLIC_API_HOST = "https://dev.mulearn.org/api/v1";
    expect(freshSite().apiOrigin).toBe("https://dev.mulearn.org");
  });

  test("a malformed NEXT_PUBLIC_API_HOST fails the build with the variable's name", () => {
    process.env.NEXT_PUBLIC_API_HOST = "mulearn.org";
    expect(freshSite).toThrow(/NEXT_PUBLIC_API_HOST must be an absolute URL/);
  });

  test("without NEXT_PUBLIC_RAZORPAY_KEY_ID there is no key", () => {
    expect(freshSite().razorpayKeyId).toBeUndefined();
  });

  test("a Razorpay key id is kept; anything else fails the build", () => {
    process.env.NEXT_PUBLIC_RAZORPAY_KEY_ID = "rzp_live_AbC123";
    expect(freshSite().razorpayKeyId).toBe("rzp_live_AbC123");
    process.env.NEXT_PUBLIC_RAZORPAY_KEY_ID = "secret key";
    expect(freshSite).toThrow(/NEXT_PUBLIC_RAZORPAY_KEY_ID must be a Razorpay key id/);
  });
});
