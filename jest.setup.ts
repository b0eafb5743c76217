import "@testing-library/jest-dom";
import { stubMatchMedia } from "./__tests__/helpers/match-media";

// Tests of Node-side code (`@jest-environment node`: the deploy) have no DOM to complete.
if (typeof window !== "undefined") {
  // jsdom has no matchMedia: no query matches. Tests that need a width or a colour preference
  // install their own from __tests__/helpers/match-media.ts.
  if (!window.matchMedia) stubMatchMedia(() => false);

  // jsdom has no Web Animations API; Headless UI's transitions wait on it. No animations run here.
  if (!Element.prototype.getAnimations) {
    Element.prototype.getAnimations = () => [];
  }
}
