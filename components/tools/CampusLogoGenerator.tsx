"use client";

import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from "react";
import {
  CAMPUS_CODE_MAX,
  CAMPUS_CODE_RULE,
  PNG_SCALES,
  SAMPLE_CODE,
  badgeBackgrounds,
  defaultLogoChoices,
  logoShapes,
  logoTypes,
  mulearnForegrounds,
  mulearnStyles,
  yipVariants,
  type LogoChoices,
  type LogoShape,
  type LogoType,
} from "@/data/campus-logo";
import { checkCampusCode, logoFileName, splitGraphemes } from "@/lib/campus-code";
import type { Artwork } from "@/lib/campus-logo";
import type { GlyphTable } from "@/lib/glyph-table";
import { notify } from "@/lib/notify";
import { cx } from "@/lib/cx";
import { changedFields } from "@/lib/early-input";
import { keepPressAttribute, takeKeptPress } from "@/lib/early-press";
import { Button } from "@/components/ui/Button";
import { RadioCards } from "@/components/forms/RadioCards";
import { LogoPreview } from "@/components/tools/LogoPreview";

type Tables = Partial<Record<LogoType, GlyphTable>>;
/** A choice list of data/campus-logo.ts as radio options. */
const radios = <T extends string>(options: readonly { id: T; label: string; swatch?: string }[]) =>
  options.map(({ id, label, swatch }) => ({ value: id, label, swatch }));
/** The drawing code and its loaders, fetched on the visitor's first touch of the tool. */
const files = () => import("@/lib/campus-logo-files");
type Drawing = Pick<Awaited<ReturnType<typeof files>>, "buildCampusLogo" | "logoSpec">;

/** The SVGs the page was built with: the sample code in the default choices, square and round. */
export interface LogoSamples {
  square: string;
  round: string;
}

/**
 * /campus-logo-generator: type the campus code, pick the logo and its colours, see it live (the
 * preview is the very SVG that downloads) and download it as SVG or as PNG at 1x or 4x. The
 * drawing code, font outlines and artwork load on first use; until then the previews are the ones
 * the page was built with.
 */
export function CampusLogoGenerator({ samples }: { samples: LogoSamples }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [lastGoodCode, setLastGoodCode] = useState(SAMPLE_CODE);
  const [choices, setChoices] = useState<LogoChoices>(defaultLogoChoices);
  const [requiredShown, setRequiredShown] = useState(false);
  const [artwork, setArtwork] = useState<Artwork | null>(null);
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const [tables, setTables] = useState<Tables>({});
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  /** The drawing code, the artwork and the glyph table `type` needs, loading what is missing. */
  const resources = useCallback(
    async (type: LogoType) => {
      const loaded = await files();
      const [art, table] = await Promise.all([
        artwork ?? loaded.loadArtwork(),
        tables[type] ?? loaded.loadGlyphTable(type),
      ]);
      setDrawing(loaded);
      setArtwork(art);
      setTables((known) => ({ ...known, [type]: table }));
      setLoadFailed(false);
      return { kit: loaded, art, table };
    },
    [artwork, tables],
  );
  const prepare = (type = choices.type) => {
    if (!artwork || !tables[type]) resources(type).catch(() => setLoadFailed(true));
  };

  const graphemeCount = splitGraphemes(code.trim()).length;
  // A screen reader hears how many characters are left once typing pauses, and only near the end.
  useEffect(() => {
    const left = CAMPUS_CODE_MAX - graphemeCount;
    const timer = window.setTimeout(
      () =>
        setAnnouncement(
          left <= 0
            ? `${CAMPUS_CODE_MAX} of ${CAMPUS_CODE_MAX} characters: the limit.`
            : left <= 3
              ? `${left} ${left === 1 ? "character" : "characters"} left.`
              : "",
        ),
      900,
    );
    return () => window.clearTimeout(timer);
  }, [graphemeCount]);

  const check = checkCampusCode(code);
  const table = tables[choices.type];
  const build = (forCode: string, shape: LogoShape) =>
    drawing && artwork && table
      ? drawing.buildCampusLogo(forCode, drawing.logoSpec(choices, shape), artwork, table)
      : null;
  const live = build(code, choices.shape);
  const fitError = check.ok && live && !live.ok ? live.message : null;
  const codeError = check.ok
    ? fitError
    : check.message === "Campus code is required." && !requiredShown
      ? null
      : check.message;
  const hasShape = choices.type === "yip" || choices.style === "profile";
  const shapes: readonly LogoShape[] = hasShape ? ["square", "round"] : ["square"];
  // The preview shows the code if it can be drawn, else the last one that could, else the sample.
  const candidates = code.trim() === "" ? [SAMPLE_CODE] : [code, lastGoodCode, SAMPLE_CODE];
  const previews = shapes.map((shape) => {
    for (const candidate of candidates) {
      const result = build(candidate, shape);
      if (result?.ok) return { shape, code: candidate.trim(), logo: result.logo };
    }
    return { shape, code: SAMPLE_CODE, logo: null };
  });
  const chosen = previews.find((preview) => preview.shape === choices.shape) ?? previews[0];
  const typeLabel = logoTypes.find((type) => type.id === choices.type)!.label;
  const clash =
    choices.type === "mulearn" &&
    choices.style === "profile" &&
    choices.foreground === choices.background
      ? `The ${choices.foreground} mark does not show on the ${choices.background} background: pick another colour for one of them.`
      : null;

  const choose = (change: Partial<LogoChoices>) => {
    setChoices((current) => ({ ...current, ...change }));
    if (change.type) prepare(change.type);
  };
  const onCodeChange = (value: string) => {
    setCode(value);
    if (checkCampusCode(value).ok) setLastGoodCode(value.trim());
    // Emptying the field the visitor typed in says at once that the code is required.
    else if (value.trim() === "" && code.trim() !== "") setRequiredShown(true);
  };

  /** Draws the logo and saves it; `current` is what to draw, the state unless given. */
  const download = async (
    format: "svg" | "png",
    scale = 1,
    current: { code: string; choices: LogoChoices } = { code, choices },
  ) => {
    const refuse = () => {
      setRequiredShown(true);
      input.current?.focus();
    };
    if (!checkCampusCode(current.code).ok || fitError) return refuse();
    setBusy(true);
    try {
      const { kit, art, table: glyphs } = await resources(current.choices.type);
      const result = kit.buildCampusLogo(current.code, kit.logoSpec(current.choices), art, glyphs);
      // Too wide to draw: the field says so once the drawing code is in the state.
      if (!result.ok) return refuse();
      const fileName = logoFileName(current.choices.type, format);
      const { svg, width, height } = result.logo;
      kit.saveFile(
        format === "svg"
          ? new Blob([svg], { type: "image/svg+xml" })
          : await (await import("@/lib/campus-logo-png")).renderPng(svg, width, height, scale),
        fileName,
      );
      notify("success", `Downloaded ${fileName}${format === "png" ? ` at ${scale}x` : ""}`);
    } catch {
      notify("error", "The logo could not be made. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };
  // The field, the choices and the downloads take input from the first paint. What the visitor
  // typed and chose before this script ran is on screen but not in the state: take it over, as if
  // done now, and start loading the drawing code, as a first touch would have. A download pressed
  // then was kept by the page's `KeepPress` script (lib/early-press.ts): carry it out with what
  // was typed and chosen.
  const form = useRef<HTMLFormElement>(null);
  const downloadButtons = useRef<HTMLDivElement>(null);
  const inputId = `${id}-code`;
  // Each choice's radio group, named once for the form below and for reading it here.
  const groupNames: Record<keyof LogoChoices, string> = {
    type: `${id}-type`,
    style: `${id}-style`,
    background: `${id}-background`,
    foreground: `${id}-foreground`,
    yipVariant: `${id}-yip`,
    shape: `${id}-shape`,
  };
  const takeEarlyInput = useEffectEvent(() => {
    if (!form.current) return;
    const early = changedFields(form.current, [inputId, ...Object.values(groupNames)]);
    const typed = early[inputId];
    if (typeof typed === "string") onCodeChange(typed);
    const change = Object.fromEntries(
      Object.entries(groupNames).flatMap(([key, name]) =>
        typeof early[name] === "string" && early[name] !== "" ? [[key, early[name]]] : [],
      ),
    ) as Partial<LogoChoices>;
    const pressed = [
      ...(downloadButtons.current?.querySelectorAll<HTMLButtonElement>(
        `button[${keepPressAttribute}]`,
      ) ?? []),
    ].find(takeKeptPress);
    if (pressed) {
      const { format, scale } = pressed.dataset;
      void download(format === "png" ? "png" : "svg", Number(scale ?? 1), {
        code: typeof typed === "string" ? typed : code,
        choices: { ...choices, ...change },
      });
    }
    if (Object.keys(early).length === 0) return;
    choose(change);
    if (!change.type) prepare();
  });
  useEffect(() => takeEarlyInput(), []);

  // What a download button carries for the early script and for the press it kept.
  const keptLook = {
    [keepPressAttribute]: "",
    // The early script may have marked it busy before hydration; taking the press clears that.
    suppressHydrationWarning: true,
    className: "aria-busy:cursor-progress aria-busy:opacity-80",
  };

  const countId = `${id}-count`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const clashId = `${id}-clash`;
  const shownSamples = !drawing || !artwork || !table;

  return (
    // Small screens: previews, then the choices, then the downloads; wide ones: choices beside.
    <div
      className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-x-12"
      onFocusCapture={() => prepare()}
      onPointerDownCapture={() => prepare()}
    >
      <div className="lg:col-start-2 lg:row-start-1 no-js:lg:col-start-1">
        <div className="grid grid-cols-2 gap-4">
          {shownSamples
            ? (["square", "round"] as const).map((shape) => (
                <LogoPreview
                  key={shape}
                  svg={samples[shape]}
                  shape={shape}
                  label={`${shape === "square" ? "Square" : "Round"} sample of a µLearn campus logo`}
                  caption={loadFailed ? "Sample" : shape === "square" ? "Square" : "Round"}
                />
              ))
            : previews.map((preview) =>
                preview.logo ? (
                  <LogoPreview
                    key={preview.shape}
                    svg={preview.logo.svg}
                    shape={hasShape ? preview.shape : "transparent"}
                    selected={hasShape && preview.shape === choices.shape}
                    label={`${hasShape ? (preview.shape === "square" ? "Square" : "Round") : "Transparent"} preview of the ${typeLabel} campus logo for ${preview.code}`}
                    caption={
                      hasShape
                        ? `${preview.shape === "square" ? "Square" : "Round"}${preview.shape === choices.shape ? " (to download)" : ""}`
                        : "Transparent background"
                    }
                  />
                ) : null,
              )}
        </div>
        {loadFailed ? (
          <p role="alert" className="mt-4 font-semibold text-red-700 dark:text-red-300">
            The logo artwork could not load. Check your connection, then choose any option to try
            again.
          </p>
        ) : null}
      </div>
      <form
        ref={form}
        className="flex flex-col gap-6 no-js:hidden lg:col-start-1 lg:row-span-2 lg:row-start-1"
        onSubmit={(event) => event.preventDefault()}
      >
        <div>
          <div className="flex items-baseline justify-between gap-4">
            <label htmlFor={inputId} className="font-semibold text-slate-950 dark:text-white">
              Campus code
            </label>
            <span
              aria-hidden="true"
              className={cx(
                "text-sm tabular-nums",
                graphemeCount > CAMPUS_CODE_MAX
                  ? "font-semibold text-red-700 dark:text-red-300"
                  : "text-slate-600 dark:text-slate-400",
              )}
            >
              {graphemeCount}/{CAMPUS_CODE_MAX}
            </span>
          </div>
          <input
            ref={input}
            id={inputId}
            type="text"
            value={code}
            onChange={(event) => onCodeChange(event.target.value)}
            onBlur={() => setRequiredShown(code.length > 0 || requiredShown)}
            maxLength={CAMPUS_CODE_MAX}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={cx(hintId, codeError && errorId)}
            className="mt-2 h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-slate-950 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:aria-invalid:border-red-400"
          />
          <p id={hintId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Up to {CAMPUS_CODE_MAX} {CAMPUS_CODE_RULE}, as your campus code appears in µLearn.
          </p>
          <p id={countId} className="sr-only" aria-live="polite">
            {announcement}
          </p>
          <p
            id={errorId}
            aria-live="polite"
            className="mt-1 text-sm font-semibold text-red-700 empty:hidden dark:text-red-300"
          >
            {codeError}
          </p>
        </div>

        <RadioCards
          legend="Logo type"
          name={groupNames.type}
          options={radios(logoTypes)}
          value={choices.type}
          look="pills"
          onValueChange={(type) => choose({ type })}
        />
        {choices.type === "mulearn" ? (
          <>
            <RadioCards
              legend="Style"
              name={groupNames.style}
              options={radios(mulearnStyles)}
              value={choices.style}
              look="pills"
              onValueChange={(style) => choose({ style })}
            />
            {choices.style === "profile" ? (
              <RadioCards
                legend="Background"
                name={groupNames.background}
                options={badgeBackgrounds.map(({ id, label, colour }) => ({
                  value: id,
                  label,
                  swatch: colour,
                }))}
                value={choices.background}
                look="pills"
                onValueChange={(background) => choose({ background })}
                describedByIds={clash ? clashId : undefined}
              />
            ) : null}
            <RadioCards
              legend="µLearn mark colour"
              name={groupNames.foreground}
              options={radios(mulearnForegrounds)}
              value={choices.foreground}
              look="pills"
              onValueChange={(foreground) => choose({ foreground })}
              describedByIds={clash ? clashId : undefined}
            />
            <p
              id={clashId}
              aria-live="polite"
              className="-mt-3 text-sm text-slate-700 empty:hidden dark:text-slate-300"
            >
              {clash}
            </p>
          </>
        ) : (
          <RadioCards
            legend="YIP colours"
            name={groupNames.yipVariant}
            options={radios(yipVariants)}
            value={choices.yipVariant}
            look="pills"
            onValueChange={(yipVariant) => choose({ yipVariant })}
          />
        )}
        {hasShape ? (
          <RadioCards
            legend="Shape to download"
            name={groupNames.shape}
            options={radios(logoShapes)}
            value={choices.shape}
            look="pills"
            onValueChange={(shape) => choose({ shape })}
          />
        ) : null}
      </form>
      <div className="no-js:hidden lg:col-start-2 lg:row-start-2">
        <div ref={downloadButtons} className="flex flex-wrap gap-3">
          <Button
            disabled={busy}
            onClick={() => void download("svg")}
            data-format="svg"
            {...keptLook}
          >
            Download SVG
          </Button>
          {PNG_SCALES.map((scale) => (
            <Button
              key={scale}
              variant="secondary"
              disabled={busy}
              onClick={() => void download("png", scale)}
              data-format="png"
              data-scale={scale}
              {...keptLook}
            >
              Download PNG ({scale}x)
            </Button>
          ))}
        </div>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {chosen?.logo
            ? `${logoFileName(choices.type, "svg")} or .png: ${chosen.logo.width} × ${chosen.logo.height} pixels at 1x, ${chosen.logo.width * 4} × ${chosen.logo.height * 4} at 4x.`
            : `${logoFileName(choices.type, "svg")} or .png: 512 × 512 pixels at 1x, 2048 × 2048 at 4x.`}
        </p>
      </div>
    </div>
  );
}
