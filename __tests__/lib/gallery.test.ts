import { galleryEvents } from "@/data/gallery";
import { galleryDates, galleryEvent, galleryPhotos, galleryPhotoUrl } from "@/lib/gallery";

test("the gallery holds 13 events and 84 photos, newest first", () => {
  expect(galleryEvents.map((event) => event.slug)).toEqual([
    "quantum-tech-matrix",
    "mutate2026",
    "olympus-hr-icon",
    "permute2025",
    "global-game-jam",
    "mucomics",
    "launchpad2024",
    "muplay",
    "in50hr",
    "dod",
    "huddleglobal",
    "sandshore",
    "codestorm",
  ]);
  expect(galleryEvents.reduce((sum, event) => sum + event.photos, 0)).toBe(84);
});

test("a photo's address is the CDN base, assets/gallery, the folder and its number", () => {
  expect(galleryPhotoUrl({ folder: "hrolympus" }, 2)).toBe(
    "https://s3.ap-south-1.amazonaws.com/cdn.mulearn/assets/gallery/hrolympus/2.webp",
  );
  const photos = galleryPhotos(galleryEvent("dod")!);
  expect(photos.map((photo) => photo.n)).toEqual([1, 2, 3, 4, 5]);
  expect(photos[2]!.alt).toBe("The Dawn of DPI, photo 3 of 5");
});

test("an event's days read as people write them", () => {
  expect(galleryDates({ start: "2024-03-14" })).toBe("14 March 2024");
  expect(galleryDates({ start: "2023-11-16", end: "2023-11-18" })).toBe("16–18 November 2023");
  expect(galleryDates({ start: "2024-07-30", end: "2024-08-02" })).toBe("30 July – 2 August 2024");
  expect(galleryDates({ start: "2024-12-31", end: "2025-01-01" })).toBe(
    "31 December 2024 – 1 January 2025",
  );
});

test("an unknown slug has no event", () => {
  expect(galleryEvent("no-such-event")).toBeUndefined();
});
