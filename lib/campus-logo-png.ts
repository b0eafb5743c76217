// The PNG download of the campus logo generator, in a module of its own: the page loads it only
// when a visitor asks for a PNG.

/** The SVG drawn on a canvas `scale` times its size, as a PNG (transparent where the SVG is). */
export async function renderPng(svg: string, width: number, height: number, scale: number) {
  // A blob: URL, which the site's image policy allows (data: URLs it does not).
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } finally {
    URL.revokeObjectURL(url);
  }
  const canvas = document.createElement("canvas");
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw pictures.");
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The picture could not be made."))),
      "image/png",
    ),
  );
}
