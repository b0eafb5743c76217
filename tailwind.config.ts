import type { Config } from "tailwindcss";

/**
 * Design tokens. Tailwind 4 reads this file through `@config` in app/globals.css.
 * `nav` is SPEC §9's mobile breakpoint: the full nav shows above 1024px, the hamburger at or below.
 */
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      screens: { nav: "1025px" },
      colors: {
        brand: {
          50: "#eef3ff",
          100: "#dce6ff",
          200: "#bccdff",
          300: "#8eabff",
          400: "#5f85fb",
          500: "#456ff6",
          600: "#2f55d4",
          700: "#2443ad",
          800: "#1f388a",
          900: "#1d326e",
          950: "#141f45",
        },
        accent: {
          300: "#fcd34d",
          400: "#fbbf24",
          500: "#f59e0b",
        },
      },
      fontFamily: {
        sans: ["var(--font-sans)", "system-ui", "sans-serif"],
      },
      maxWidth: {
        site: "76rem",
      },
    },
  },
};

export default config;
