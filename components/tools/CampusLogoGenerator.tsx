"use client";

import { useId, useMemo, useState } from "react";
import {
  buildCampusLogo,
  logoFileName,
  MAX_CAMPUS_LENGTH,
  normaliseCampusName,
  type LogoOptions,
  type LogoTheme,
  type LogoVariant,
} from "@/lib/campus-logo";
import { notify } from "@/lib/notify";
import { Button } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";

const variants: { value: LogoVariant; label: string }[] = [
  { value: "horizontal", label: "Horizontal" },
  { value: "stacked", label: "Stacked" },
];
const themes: { value: LogoTheme; label: string }[] = [
  { value: "light", label: "Light background" },
  { value: "dark", label: "Dark background" },
];

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Draws the SVG onto a canvas `scale` times its size and returns it as a PNG. */
async function renderPng(svg: string, width: number, height: number, scale: number) {
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

function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-slate-950 dark:text-white">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-slate-600 dark:text-slate-100 dark:has-checked:border-brand-400 dark:has-checked:bg-slate-800"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * /campus-logo-generator: type the campus name, pick a layout and background, see the logo live
 * and download it as SVG or as PNG at 1x or 4x. Everything happens in the browser.
 */
export function CampusLogoGenerator() {
  const id = useId();
  const [campus, setCampus] = useState("");
  const [variant, setVariant] = useState<LogoVariant>("horizontal");
  const [theme, setTheme] = useState<LogoTheme>("light");
  const [busy, setBusy] = useState(false);
  const options: LogoOptions = { campus, variant, theme };
  const logo = useMemo(() => buildCampusLogo({ campus, variant, theme }), [campus, variant, theme]);
  const name = normaliseCampusName(campus);
  const ready = name.length > 0;

  const downloadSvg = () => {
    const fileName = logoFileName(options, "svg");
    saveFile(new Blob([logo.svg], { type: "image/svg+xml" }), fileName);
    notify("success", `Downloaded ${fileName}`);
  };
  const downloadPng = async (scale: number) => {
    setBusy(true);
    try {
      const fileName = logoFileName(options, "png", scale);
      saveFile(await renderPng(logo.svg, logo.width, logo.height, scale), fileName);
      notify("success", `Downloaded ${fileName}`);
    } catch (error) {
      notify("error", `The PNG could not be made: ${(error as Error).message} Try the SVG.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container
      as="section"
      aria-labelledby={`${id}-heading`}
      className="grid gap-10 pt-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div>
        <h2 id={`${id}-heading`} className="section-heading">
          Make your logo
        </h2>
        <form className="mt-6 flex flex-col gap-6" onSubmit={(event) => event.preventDefault()}>
          <div>
            <label
              htmlFor={`${id}-campus`}
              className="font-semibold text-slate-950 dark:text-white"
            >
              Campus name
            </label>
            <input
              id={`${id}-campus`}
              type="text"
              value={campus}
              onChange={(event) => setCampus(event.target.value)}
              maxLength={MAX_CAMPUS_LENGTH}
              autoComplete="organization"
              placeholder="For example: College of Engineering Trivandrum"
              aria-describedby={`${id}-hint`}
              className="mt-2 h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-slate-950 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
            />
            <p id={`${id}-hint`} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              Use your campus&apos;s full name as students know it. Long names wrap onto up to three
              lines.
            </p>
          </div>
          <Choice
            legend="Layout"
            name={`${id}-variant`}
            options={variants}
            value={variant}
            onChange={setVariant}
          />
          <Choice
            legend="Background"
            name={`${id}-theme`}
            options={themes}
            value={theme}
            onChange={setTheme}
          />
        </form>
      </div>

      <div>
        <figure className="rounded-2xl border border-slate-200 bg-slate-100 p-4 dark:border-slate-800 dark:bg-slate-900">
          {/* The SVG string is built by lib/campus-logo.ts, which escapes the campus name (tested),
              and drawn inline: the site's CSP allows images only from itself and the asset host. */}
          <div
            role="img"
            aria-label={
              ready
                ? `Preview: the µLearn logo for ${name}`
                : "Preview: the µLearn logo with a sample campus name"
            }
            data-width={logo.width}
            className={`mx-auto overflow-hidden rounded-lg shadow-sm [&>svg]:h-auto [&>svg]:w-full ${variant === "stacked" ? "max-w-sm" : ""}`}
            dangerouslySetInnerHTML={{ __html: logo.svg }}
          />
          <figcaption
            className="mt-3 text-center text-sm text-slate-700 dark:text-slate-300"
            aria-live="polite"
          >
            {ready
              ? `${logo.width} × ${logo.height} pixels at 1x. The PNG at 4x is ${logo.width * 4} × ${logo.height * 4}.`
              : "Type your campus name to see your logo and download it."}
          </figcaption>
        </figure>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button className="disabled:opacity-60" disabled={!ready} onClick={downloadSvg}>
            Download SVG
          </Button>
          {([1, 4] as const).map((scale) => (
            <Button
              key={scale}
              variant="secondary"
              className="disabled:opacity-60"
              disabled={!ready || busy}
              onClick={() => void downloadPng(scale)}
            >
              Download PNG ({scale}x)
            </Button>
          ))}
        </div>
        <noscript>
          <p className="mt-4 text-slate-700 dark:text-slate-300">
            The logo generator runs in your browser and needs JavaScript. Turn it on to make your
            logo, or write to us and we will make it for you.
          </p>
        </noscript>
      </div>
    </Container>
  );
}
