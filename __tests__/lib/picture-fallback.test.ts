import { fallbackProps, showFallback, textFallback } from "@/lib/picture-fallback";

/** An <img> with the props a component gives it, as the server drew it. */
function picture(props: Record<string, string>) {
  const img = document.createElement("img");
  img.src = "https://s3.ap-south-1.amazonaws.com/cdn.mulearn/assets/gallery/dod/3.webp";
  for (const [name, value] of Object.entries(props)) img.setAttribute(name, value);
  document.body.append(img);
  return img;
}

test("a failed picture with a fallback shows the fallback, once", () => {
  const img = picture(fallbackProps("/images/team/default.webp"));
  expect(showFallback(img)).toBe(true);
  expect(img.getAttribute("src")).toBe("/images/team/default.webp");
  expect(showFallback(img)).toBe(false);
});

test("a failed picture laid over its words hides, its address kept", () => {
  const img = picture(textFallback);
  expect(showFallback(img)).toBe(true);
  expect(img).not.toBeVisible();
  expect(img.getAttribute("src")).toBe(
    "https://s3.ap-south-1.amazonaws.com/cdn.mulearn/assets/gallery/dod/3.webp",
  );
});

test("a picture without a fallback is left alone", () => {
  const img = picture({});
  expect(showFallback(img)).toBe(false);
  expect(img).toBeVisible();
});
