/** @jest-environment node */
import { bareLcpReference, median } from "../../scripts/bench-lcp.mjs";

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
