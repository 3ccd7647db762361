/**
 * The widget's look, scoped to its shadow root. Host-page rules cannot select shadow content; only
 * inherited properties could leak in, and the host element resets them with `all: initial`.
 * Colours here are the loader's own (it runs outside any brand theme); `--parley-launcher-bg` and
 * `--parley-launcher-fg` come from `data-color`.
 */
export const widgetStyles = `
:host { all: initial; }
*, *::before, *::after { box-sizing: border-box; }
.launcher {
  all: initial;
  position: fixed;
  bottom: 24px;
  z-index: 2147483000;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: var(--parley-launcher-bg);
  color: var(--parley-launcher-fg);
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
  cursor: pointer;
}
.launcher svg { width: 28px; height: 28px; fill: none; stroke: currentColor; stroke-width: 2; }
.launcher:focus-visible {
  outline: 2px solid transparent;
  box-shadow: 0 0 0 3px #ffffff, 0 0 0 6px #1a1a1a;
}
.bottom-right { right: 24px; }
.bottom-left { left: 24px; }
.panel {
  position: fixed;
  bottom: 96px;
  z-index: 2147483000;
  width: 400px;
  height: 640px;
  max-width: calc(100vw - 48px);
  max-height: calc(100vh - 120px);
  border-radius: 12px;
  overflow: hidden;
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
  background: #ffffff;
}
.panel[hidden] { display: none; }
.panel iframe { display: block; width: 100%; height: 100%; border: 0; margin: 0; padding: 0; }
/* Narrow screens: the chat fills the screen; the open launcher (now its close button) moves to the
   top corner the popup page's header keeps free. */
@media (max-width: 480px) {
  .panel { inset: 0; width: 100%; height: 100%; max-width: none; max-height: none; border-radius: 0; }
  .launcher[aria-expanded='true'] {
    top: 4px; bottom: auto; right: 8px; left: auto; width: 40px; height: 40px;
  }
}
`;
