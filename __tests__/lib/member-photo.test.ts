import assetLoader from "@/lib/image-loader";
import { DEFAULT_TEAM_PHOTO, memberPhoto, teamPhotoUrl } from "@/lib/team";
import { cdnBase } from "@/data/hosts";
import { withEnv } from "@/__tests__/helpers/env";

const cdn = "https://s3.ap-south-1.amazonaws.com/cdn.mulearn/";
const oldSitePhoto = "/public/assets/team/muteam/execom/Asha Sample.webp";

test("the foundation's CDN is the default host of the team's photos", () => {
  expect(cdnBase).toBe(cdn);
});

test("an old-site photo loads from the CDN: the base, then its path", () => {
  expect(memberPhoto(oldSitePhoto, cdn)).toBe(
    "https://s3.ap-south-1.amazonaws.com/cdn.mulearn/public/assets/team/muteam/execom/Asha%20Sample.webp",
  );
});

test("a photo's path is percent-encoded: spaces, '&', '#', '?', non-ASCII letters", () => {
  expect(teamPhotoUrl("/public/assets/team/2024/Interns/R&D Team/Asha K .png", cdn)).toBe(
    `${cdn}public/assets/team/2024/Interns/R%26D%20Team/Asha%20K%20.png`,
  );
  expect(teamPhotoUrl("/public/assets/team/Ánju #1?.webp", cdn)).toBe(
    `${cdn}public/assets/team/%C3%81nju%20%231%3F.webp`,
  );
  expect(teamPhotoUrl("/public/assets/team/Jose Thomas (2).png", cdn)).toBe(
    `${cdn}public/assets/team/Jose%20Thomas%20(2).png`,
  );
});

test("a file name's case is kept: the CDN's keys are case-sensitive", () => {
  expect(teamPhotoUrl("/public/assets/team/ANGANA S.JPG", cdn)).toBe(
    `${cdn}public/assets/team/ANGANA%20S.JPG`,
  );
});

test("without a CDN an old-site photo falls back to the default photo", () => {
  expect(memberPhoto(oldSitePhoto, "")).toBe(DEFAULT_TEAM_PHOTO);
  expect(memberPhoto(oldSitePhoto)).toBe(DEFAULT_TEAM_PHOTO);
  expect(memberPhoto("", cdn)).toBe(DEFAULT_TEAM_PHOTO);
});

test("a photo in this site's public/ folder shows with or without a CDN", () => {
  expect(memberPhoto("/images/team/asha.webp", "")).toBe("/images/team/asha.webp");
  expect(memberPhoto("/images/team/asha.webp", cdn)).toBe("/images/team/asha.webp");
});

test("the loader leaves a CDN address alone and encodes a local path", () => {
  expect(assetLoader({ src: memberPhoto(oldSitePhoto, cdn), width: 192 })).toBe(
    `${cdn}public/assets/team/muteam/execom/Asha%20Sample.webp`,
  );
  expect(assetLoader({ src: "/public/assets/team/Asha K .png", width: 192 })).toBe(
    "/public/assets/team/Asha%20K%20.png?w=192",
  );
});

describe("NEXT_PUBLIC_CDN_URL moves the photos' host", () => {
  const hostsWith = (value: string) => {
    let hosts: typeof import("@/data/hosts") | undefined;
    withEnv("NEXT_PUBLIC_CDN_URL", value, () =>
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        hosts = require("@/data/hosts") as typeof import("@/data/hosts");
      }),
    );
    return hosts!;
  };

  test("another https base, with its path and a closing slash", () => {
    const hosts = hostsWith("https://cdn.example.org/team-photos");
    expect(hosts.cdnBase).toBe("https://cdn.example.org/team-photos/");
    expect(hosts.cdnOrigin).toBe("https://cdn.example.org");
  });

  test('"none": no host, so every card shows the default picture', () => {
    const hosts = hostsWith("none");
    expect(hosts.cdnBase).toBe("");
    expect(hosts.cdnOrigin).toBe("");
  });

  test("an http or malformed value stops the build, naming the variable", () => {
    expect(() => hostsWith("http://cdn.example.org/")).toThrow(
      'NEXT_PUBLIC_CDN_URL must be an https URL such as https://s3.ap-south-1.amazonaws.com/cdn.mulearn/ (or "none"); got "http://cdn.example.org/".',
    );
    expect(() => hostsWith("cdn.example.org")).toThrow(/NEXT_PUBLIC_CDN_URL/);
  });
});
