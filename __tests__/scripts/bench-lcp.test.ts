/** @jest-environment node */
import {
  bareLcpReference,
  firstVisitStorageTypes,
  largestElement,
  median,
} from "../../scripts/bench-lcp.mjs";

test("every run clears local storage too, where the site notes the faces a browser holds", () => {
  // Lighthouse 12's own list, which keeps local storage.
  const lighthouse12 = ["file_systems", "shader_cache", "service_workers", "cache_storage"];
  expect(firstVisitStorageTypes(lighthouse12)).toEqual([
    "file_systems",
    "shader_cache",
    "service_workers",
    "cache_storage",
    "local_storage",
  ]);
  // A later Lighthouse that clears it already: named once.
  expect(firstVisitStorageTypes(["cache_storage", "local_storage"])).toEqual([
    "cache_storage",
    "local_storage",
  ]);
});

test("the middle value, or the mean of the two middle ones", () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
});

test("the bare page's reference is its median FCP, whichever level its LCP took", () => {
  // The bare page's LCP in 30 November's 21 runs, at two levels; FCPs at the one level its FCP
  // keeps (640-690 ms), made up for the test.
  const lcpRange = [
    1422, 1354, 1460, 1546, 1395, 1981, 1290, 1426, 1451, 849, 875, 662, 1398, 770, 1434, 1460, 902,
    667, 1488, 664, 1504,
  ];
  const fcpRange = [
    652, 660, 671, 648, 655, 690, 662, 658, 667, 649, 653, 641, 660, 655, 664, 671, 650, 646, 659,
    644, 668,
  ];
  expect(median(lcpRange)).toBe(1398);
  expect(bareLcpReference({ lcpRange, fcpRange })).toBe(658);
});

/** A Lighthouse result whose largest paint is the element `snippet` with the label `nodeLabel`. */
const lhrWith = (snippet: string, nodeLabel: string) => ({
  audits: {
    "largest-contentful-paint-element": {
      details: { items: [{ items: [{ node: { snippet, nodeLabel } }] }] },
    },
  },
});

test("the largest paint's element: text by its first words, a picture by its address's end", () => {
  expect(
    largestElement(
      lhrWith(
        '<p class="mt-5 max-w-2xl text-lg">',
        "5 photos from The Dawn of DPI. Choose one to see it larger",
      ),
    ),
  ).toBe("p: 5 photos from The Dawn of DPI. Choose on");
  expect(
    largestElement(
      lhrWith(
        '<img src="https://s3.ap-south-1.amazonaws.com/cdn.mulearn/assets/gallery/quantum-tech-matrix/3.webp" alt="">',
        "",
      ),
    ),
  ).toBe("img: …sets/gallery/quantum-tech-matrix/3.webp");
  expect(
    largestElement(
      lhrWith(
        '<img srcset="/images/events/isr.svg?w=640 640w" src="/images/events/isr.svg?w=1280">',
        "",
      ),
    ),
  ).toBe("img: /images/events/isr.svg?w=1280");
  expect(largestElement({ audits: {} })).toBe("?");
});
