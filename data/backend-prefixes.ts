/**
 * The paths the backend answers on mulearn.org, in front of every page and redirect
 * (data/redirects.ts re-exports them). Every host passes them through: the hosting rules
 * (scripts/csp.mjs) and the AWS stack (infra/, which imports this file directly, so it imports
 * nothing).
 */
export const backendPrefixes = [
  { prefix: "/api/v1/", what: "the REST API", cached: false, websocket: false },
  { prefix: "/ws/v1/", what: "the live figures' WebSocket", cached: false, websocket: true },
  { prefix: "/muback-media/", what: "uploaded pictures", cached: true, websocket: false },
  { prefix: "/r/", what: "the short-link service", cached: false, websocket: false },
] as const;
