import "@testing-library/jest-dom";

// jsdom has no matchMedia; tests that need a width install their own with `mockViewport`.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no Web Animations API; Headless UI's transitions wait on it. No animations run here.
if (!Element.prototype.getAnimations) {
  Element.prototype.getAnimations = () => [];
}
