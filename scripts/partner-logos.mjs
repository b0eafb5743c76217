#!/usr/bin/env node
// Draws a square monogram logo (SVG) for every partner in data/partners.ts whose logo file under
// public/ is missing. Real logos replace these files; run `node scripts/partner-logos.mjs` after
// adding a partner without one.
import { existsSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importData } from "./import-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { allPartners } = await importData("data/partners.ts");
const colours = ["#2443ad", "#0f766e", "#9d174d", "#7c2d12", "#4c1d95", "#155e75"];
const escape = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// Words a monogram leaves out: joining words and company-form suffixes ("Pvt. Ltd").
const skip = new Set(["of", "and", "the", "for", "pvt.", "ltd", "ltd."]);

let written = 0;
allPartners.forEach(({ name, logo }, index) => {
  const file = path.join(root, "public", logo);
  if (!logo.startsWith("/") || existsSync(file)) return;
  const words = name.split(/\s+/).filter((word) => !skip.has(word.toLowerCase()));
  const initials = (
    words.length > 1 ? words.slice(0, 4).map((w) => w[0]) : [...words[0].slice(0, 2)]
  )
    .join("")
    .toUpperCase();
  const fill = colours[index % colours.length];
  const size = [0, 48, 42, 34, 28][initials.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${escape(name)}">
  <rect width="120" height="120" rx="28" fill="${fill}"/>
  <circle cx="96" cy="24" r="10" fill="#fff" fill-opacity=".25"/>
  <text x="60" y="60" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${size}" font-weight="800" fill="#fff">${escape(initials)}</text>
</svg>
`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  written += 1;
  console.log(`drew ${logo}`);
});
console.log(`${allPartners.length} partners, ${written} logos drawn`);
