#!/usr/bin/env node
// Draws public/favicon.ico from the site's icon (app/icon.svg): browsers that find no icon link
// (a bare page such as /cdr opened on its own), feed readers and link previews ask for
// /favicon.ico, and a missing one is a 404 in every log. The file holds the icon at 16, 32 and 48
// pixels, each a PNG (the ICO format has allowed PNG images since Windows Vista; every current
// browser reads them). Run it after changing app/icon.svg: `node scripts/favicon.mjs`.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { chromeArgs, findChrome } = createRequire(import.meta.url)("./chrome.cjs");
const svg = readFileSync(path.join(root, "app", "icon.svg"), "utf8");
const sizes = [16, 32, 48];

const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
const images = [];
for (const size of sizes) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>*{margin:0}body{background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  images.push(await page.screenshot({ omitBackground: true, type: "png" }));
  await page.close();
}
await browser.close();

// ICONDIR (6 bytes), then one 16-byte ICONDIRENTRY per image, then the images.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((image, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(sizes[index] % 256, entry); // width (0 would mean 256)
  header.writeUInt8(sizes[index] % 256, entry + 1); // height
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3); // reserved
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(image.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += image.length;
});
const file = path.join(root, "public", "favicon.ico");
writeFileSync(file, Buffer.concat([header, ...images]));
console.log(`Wrote public/favicon.ico (${sizes.join(", ")} px, ${offset} bytes).`);
