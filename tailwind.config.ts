import type { Config } from "tailwindcss";

/**
 * Design tokens. Tailwind 4 reads this file through `@config` in app/globals.css. The colour
 * palette (brand, accent) is in that file's `@theme`, so plain CSS can use it as variables.
 * `nav` is the mobile breakpoint: the full nav shows above 1024px, the hamburger at or below.
 */
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      screens: { nav: "1025px" },
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
