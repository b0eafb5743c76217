/** The address prefixes whose last segment is any value, each served by one pre-rendered shell. */
const handOffPath = <P extends string>(prefix: P) => ({ prefix, shellPath: `${prefix}_` as const });

/**
 * The hand-off addresses alone, which data/routes.ts completes with each page's text: client code
 * (the chunk-reload guard, the hand-off rule) needs only these, not every route's title and lead.
 */
export const handOffPaths = {
  profile: handOffPath("/profile/"),
  kkemAuthorization: handOffPath("/kkem/authorization/"),
} as const;
