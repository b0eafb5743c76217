import { z } from "zod";
import { parseDataFile } from "@/data/schema";

/**
 * The photo gallery: one entry per event, with its dates, its place and its photos. The photos
 * live on the foundation's CDN as the newer site lays them out, `assets/gallery/<folder>/<n>.webp`
 * for n = 1 to `photos` (docs/deploy.md lists every file); `cover` is the number of the photo its
 * card shows. /gallery lists the events newest first, and each has its own page at /gallery/<slug>.
 */
const events: GalleryEventInput[] = [
  {
    slug: "dod",
    name: "The Dawn of DPI",
    start: "2024-03-14",
    place: "Concert Hall, Kerala Arts and Crafts Village, Trivandrum",
    folder: "dod",
    photos: 5,
    cover: 4,
  },
  {
    slug: "huddleglobal",
    name: "Huddle Global Summit",
    start: "2023-11-16",
    end: "2023-11-18",
    place: "Thiruvananthapuram, Kerala",
    folder: "huddleglobal",
    photos: 8,
    cover: 1,
  },
  {
    slug: "in50hr",
    name: "In50HRS",
    start: "2024-07-05",
    end: "2024-07-07",
    place: "Integrated Start-up Complex, KSUM, Kochi",
    folder: "in50hr",
    photos: 9,
    cover: 1,
  },
  {
    slug: "launchpad2024",
    name: "Launchpad Kerala 2024",
    start: "2024-07-15",
    place: "Clubhouse, Technopark, Thiruvananthapuram",
    folder: "launchpad2024",
    photos: 5,
    cover: 1,
  },
  {
    slug: "mutate2026",
    name: "Mutate 2026",
    start: "2026-03-07",
    end: "2026-03-08",
    place: "Ospyn Technologies, Technopark Phase 4, Thiruvananthapuram",
    folder: "mutate2026",
    photos: 1,
    cover: 1,
  },
  {
    slug: "permute2025",
    name: "Permute 2025",
    start: "2025-03-29",
    place: "Tagore Theatre, Vazhuthacaud, Thiruvananthapuram",
    folder: "permute2025",
    photos: 22,
    cover: 1,
  },
  {
    slug: "sandshore",
    name: "The Grand Tech Adventure: SandShore",
    start: "2023-11-11",
    end: "2023-11-12",
    place: "Abideep's Paradise, Vadanapilly, Thrissur",
    folder: "sandshore",
    photos: 4,
    cover: 1,
  },
  {
    slug: "codestorm",
    name: "Grand Tech Adventure: CodeStorm",
    start: "2023-08-19",
    end: "2023-08-20",
    place: "Kerala Knowledge Economy Mission",
    folder: "codestorm",
    photos: 2,
    cover: 1,
  },
  {
    slug: "olympus-hr-icon",
    name: "OLYMPUS: The HR Icon",
    start: "2026-03-07",
    place: "Carestack, Technopark, Thiruvananthapuram",
    folder: "hrolympus",
    photos: 4,
    cover: 2,
  },
  {
    slug: "mucomics",
    name: "Mucomics",
    start: "2024-08-24",
    place: "MuShack",
    folder: "mucomics",
    photos: 2,
    cover: 1,
  },
  {
    slug: "muplay",
    name: "µplay",
    start: "2024-07-07",
    place: "KSUM, Kalamassery",
    folder: "muplay",
    photos: 2,
    cover: 1,
  },
  {
    slug: "quantum-tech-matrix",
    name: "Quantum Tech Matrix",
    start: "2026-07-12",
    place: "Gokulam Grand, Thiruvananthapuram",
    folder: "quantum-tech-matrix",
    photos: 17,
    cover: 3,
  },
  {
    slug: "global-game-jam",
    name: "Global Game Jam 2025",
    start: "2025-01-24",
    end: "2025-01-26",
    place: "Kerala Startup Mission, Kochi",
    folder: "globalgamejam",
    photos: 3,
    cover: 1,
  },
];

const isoDate = z.iso.date({ error: "must be a date written YYYY-MM-DD" });
const pathSegment = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "must be lower-case letters, digits and hyphens" });

const galleryEventSchema = z
  .strictObject({
    /** The page's address: /gallery/<slug>. */
    slug: pathSegment,
    name: z.string().trim().min(1, { error: "is required" }),
    /** The first (or only) day, YYYY-MM-DD. */
    start: isoDate,
    /** The last day of an event that ran over several days. */
    end: isoDate.optional(),
    place: z.string().trim().min(1, { error: "is required" }),
    /** The photos' folder under assets/gallery/ on the CDN. */
    folder: pathSegment,
    /** How many photos: 1.webp to <photos>.webp. */
    photos: z.number().int().min(1).max(60),
    /** The photo the event's card shows. */
    cover: z.number().int().min(1),
  })
  .refine((event) => event.cover <= event.photos, {
    error: "cover must be one of the event's photos",
    path: ["cover"],
  })
  .refine((event) => !event.end || event.end > event.start, {
    error: "end must come after start",
    path: ["end"],
  });

export type GalleryEventInput = z.input<typeof galleryEventSchema>;
export type GalleryEvent = z.output<typeof galleryEventSchema>;

/** Every gallery event, newest first (ties keep the file's order). */
export const galleryEvents: GalleryEvent[] = parseDataFile(
  "data/gallery.ts",
  z
    .array(galleryEventSchema)
    .min(1)
    .refine((list) => new Set(list.map((e) => e.slug)).size === list.length, {
      error: "two events share a slug",
    }),
  events,
).sort((a, b) => b.start.localeCompare(a.start));
