import assetLoader from "@/lib/image-loader";
import { DEFAULT_TEAM_PHOTO, memberPhoto } from "@/lib/team";

const oldSitePhoto = "/public/assets/team/muteam/execom/Asha Sample.webp";

test("an old-site photo shows when the build has an asset host", () => {
  expect(memberPhoto(oldSitePhoto, "https://assets.example.org")).toBe(oldSitePhoto);
});

test("without an asset host an old-site photo falls back to the default photo", () => {
  expect(memberPhoto(oldSitePhoto, "")).toBe(DEFAULT_TEAM_PHOTO);
  expect(memberPhoto(oldSitePhoto)).toBe(DEFAULT_TEAM_PHOTO);
});

test("a photo in this site's public/ folder shows with or without an asset host", () => {
  expect(memberPhoto("/images/team/asha.webp", "")).toBe("/images/team/asha.webp");
});

test("the loader percent-encodes a path's spaces, so a file name may hold them", () => {
  expect(assetLoader({ src: "/public/assets/team/Asha K .png", width: 192 })).toBe(
    "/public/assets/team/Asha%20K%20.png?w=192",
  );
  expect(assetLoader({ src: "https://cdn.example.org/a b.png", width: 192 })).toBe(
    "https://cdn.example.org/a b.png",
  );
});
