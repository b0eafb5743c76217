import { act, render } from "@testing-library/react";
import { SiteFontCache } from "@/components/providers/SiteFontCache";

type FakeFace = { family: string; load: jest.Mock<Promise<unknown>, []> };

/** The page's @font-face rules as the browser lists them; each load resolves or rejects. */
function installFaces(faces: FakeFace[]) {
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { forEach: (each: (face: FakeFace) => void) => faces.forEach(each) },
  });
}

const face = (family: string, loads = true): FakeFace => ({
  family,
  load: jest.fn(() => (loads ? Promise.resolve({}) : Promise.reject(new Error("network")))),
});

const latinAndMalayalam = [
  { font: "sans", family: "sans" },
  { font: "ml", family: "malayalam" },
] as const;

/** Runs what waits for the browser's idle moment, then lets the loads settle. */
async function idle() {
  await act(async () => {
    jest.runOnlyPendingTimers();
    await Promise.resolve();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(navigator, "connection", { configurable: true, value: undefined });
  Object.defineProperty(document, "readyState", { configurable: true, value: "complete" });
});

test("fetches the page's faces once the page has loaded and the browser is idle, then notes them", async () => {
  Object.defineProperty(document, "readyState", { configurable: true, value: "loading" });
  const faces = [face('"sans"'), face("malayalam"), face("Other")];
  installFaces(faces);
  render(<SiteFontCache faces={latinAndMalayalam} />);
  await idle();
  expect(faces[0]!.load).not.toHaveBeenCalled();

  act(() => {
    window.dispatchEvent(new Event("load"));
  });
  await idle();
  expect(faces.map((one) => one.load.mock.calls.length)).toEqual([1, 1, 0]);
  expect(localStorage.getItem("site-fonts")).toBe("sans ml");
});

test("keeps the faces it holds and adds the page's", async () => {
  localStorage.setItem("site-fonts", "sans");
  installFaces([face("sans"), face("malayalam")]);
  render(<SiteFontCache faces={[{ font: "ml", family: "malayalam" }]} />);
  await idle();
  expect(localStorage.getItem("site-fonts")).toBe("sans ml");
});

test("a face that fails to load is no longer noted: the next page keeps the device's font", async () => {
  localStorage.setItem("site-fonts", "sans ml");
  installFaces([face("sans"), face("malayalam", false)]);
  render(<SiteFontCache faces={latinAndMalayalam} />);
  await idle();
  expect(localStorage.getItem("site-fonts")).toBe("");
});

test("fetches nothing for a visitor who asks to save data", async () => {
  Object.defineProperty(navigator, "connection", {
    configurable: true,
    value: { saveData: true },
  });
  const faces = [face("sans")];
  installFaces(faces);
  render(<SiteFontCache faces={latinAndMalayalam} />);
  await idle();
  expect(faces[0]!.load).not.toHaveBeenCalled();
  expect(localStorage.getItem("site-fonts")).toBeNull();
});

test("fetches nothing on a page that must not send its address", async () => {
  document.head.innerHTML = '<meta name="referrer" content="no-referrer">';
  const faces = [face("sans")];
  installFaces(faces);
  render(<SiteFontCache faces={latinAndMalayalam} />);
  await idle();
  document.head.innerHTML = "";
  expect(faces[0]!.load).not.toHaveBeenCalled();
  expect(localStorage.getItem("site-fonts")).toBeNull();
});

test("a page left before it was idle fetches nothing", async () => {
  const faces = [face("sans")];
  installFaces(faces);
  const { unmount } = render(<SiteFontCache faces={latinAndMalayalam} />);
  unmount();
  await idle();
  expect(faces[0]!.load).not.toHaveBeenCalled();
});
