/** The type of the inert chunk tags: browsers fetch no script of an unknown type. */
export const AFTER_PAINT_TYPE: string;
/** The inline script, the same on every page, that adds the chunk scripts after the first paint. */
export const AFTER_PAINT_LOADER: string;
export function deferScripts(html: string): string;
export function inlineCss(css: string, href: string): string;
export function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => string,
  prune?: (css: string, html: string) => string,
): string;
/** The class names a selector needs present in the document to match anything. */
export function requiredClasses(selector: string): string[];
/** The words of a page or script that may be class names. */
export function classWords(text: string): string[];
/** A stylesheet without the rules whose classes no word names. */
export function pruneCss(css: string, words: Set<string>): string;
/** The site's stylesheet without its @font-face rules, which every page carries inline. */
export function withoutFontFaces(css: string): string;
export function deferFrames(html: string): string;
export function mergePayload(html: string): string;
/** The attribute that marks an <img> to start loading at the first paint. */
export const PICTURE_MARK: string;
export function deferPictures(html: string): string;
/** V8's explicit compile hint, the first line of every chunk a page starts with. */
export const COMPILE_HINT: string;
export function startupScripts(html: string): string[];
export function hintCompile(js: string): string;
/** A page without next/font's preconnect to the site itself. */
export function dropFontPreconnect(html: string): string;
