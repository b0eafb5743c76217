/** @type {import("next").NextConfig} */
const config = { output: "export" };

export default config;
