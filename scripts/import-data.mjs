// Lets a Node script import the site's TypeScript data modules and run them as the build does
// ("@/" and extension-less imports, zod parsing, NEXT_PUBLIC_* overrides), instead of matching
// their source text: `const { org } = await importData("data/site.ts");`. Writes nothing.
// This file is also the module hook (resolve, load) that importData registers with Node.
import { existsSync, readFileSync, statSync } from "node:fs";
import { register } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TYPESCRIPT = /\.tsx?$/;
let registered = false;

/** Imports a TypeScript module of this project by its path from the project root (or absolute). */
export async function importData(file) {
  if (!registered) {
    register(import.meta.url);
    registered = true;
  }
  return import(pathToFileURL(path.resolve(root, file)).href);
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The file a TypeScript import names, as the bundler finds it: as written, .ts, .tsx, index.ts. */
function findSource(base) {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")];
  return candidates.find(isFile);
}

/** Resolve hook: tsconfig's "@/*": ["./*"] and extension-less paths, from TypeScript files only. */
export async function resolve(specifier, context, nextResolve) {
  const fromTypeScript = TYPESCRIPT.test(context.parentURL ?? "");
  let base;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (fromTypeScript && /^\.\.?\//.test(specifier)) {
    base = path.resolve(path.dirname(fileURLToPath(context.parentURL)), specifier);
  }
  const file = base && findSource(base);
  if (file) return { url: pathToFileURL(file).href, shortCircuit: true };
  return nextResolve(specifier, context);
}

let typescript;

/**
 * Load hook: TypeScript files become ES modules (types erased, nothing checked: tsc does that), and
 * a JSON file they import (the words files, as data/search-text.ts does) is JSON, as the bundler
 * reads it.
 */
export async function load(url, context, nextLoad) {
  if (url.startsWith("file:") && url.endsWith(".json")) {
    return { format: "json", source: readFileSync(fileURLToPath(url), "utf8"), shortCircuit: true };
  }
  if (!url.startsWith("file:") || !TYPESCRIPT.test(url)) return nextLoad(url, context);
  typescript ??= (await import("typescript")).default;
  const file = fileURLToPath(url);
  const { outputText } = typescript.transpileModule(readFileSync(file, "utf8"), {
    fileName: file,
    compilerOptions: {
      module: typescript.ModuleKind.ESNext,
      target: typescript.ScriptTarget.ES2022,
      jsx: typescript.JsxEmit.ReactJSX,
    },
  });
  return { format: "module", source: outputText, shortCircuit: true };
}
