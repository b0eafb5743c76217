/**
 * The team page's years, newest first; the first is the default. Kept apart from data/schema.ts
 * so the year select (a client component) does not pull the schema library into the browser.
 */
export const TEAM_YEARS = [2025, 2024, 2023, 2022] as const;
export type TeamYearNumber = (typeof TEAM_YEARS)[number];
