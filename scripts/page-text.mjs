#!/usr/bin/env node
// Prints the text a visitor reads on every page of the export: for each HTML file of out/ (sorted),
// a "== /path" line, the page's <title>, then its body's text (scripts, styles and templates left
// out, every run of white space one space), one block of at most 100 characters a line. Two
// builds' outputs compared with diff show whether a change of where the words live (TypeScript
// to content/ files) changed a word any visitor sees.
// Usage: node scripts/page-text.mjs [--out out] > page-text.txt   (writes nothing else).
// Exits 1 when out/ has no HTML file.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "node-html-parser";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = process.argv.indexOf("--out");
const outDir = path.resolve(root, at > -1 ? process.argv[at + 1] : "out");

/** Every .html file under a folder, relative to it. */
function htmlFiles(folder, prefix = "") {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) return htmlFiles(file, `${prefix}/${name}`);
      return name.endsWith(".html") ? [`${prefix}/${name}`] : [];
    });
}

/** Text as lines of at most 100 characters, split at spaces, so a diff points near the change. */
function wrap(text) {
  const lines = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + word.length + 1 > 100) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const files = htmlFiles(outDir);
if (files.length === 0) {
  console.error(`error: no HTML file in ${outDir}; run npm run build first`);
  process.exit(1);
}
for (const file of files) {
  const document = parse(readFileSync(path.join(outDir, file), "utf8"));
  for (const element of document.querySelectorAll("script, style, template")) element.remove();
  const title = document.querySelector("title")?.text.trim() ?? "";
  const body = (document.querySelector("body")?.textContent ?? "").replace(/\s+/g, " ").trim();
  process.stdout.write(`== ${file}\n${title}\n${wrap(body).join("\n")}\n`);
}
