import { widgetLanguageOf } from './widget-text';
import type { WidgetLanguage } from './widget-text';

/** The default launcher colour: the default brand's primary (chat-spec section 3). */
export const DEFAULT_LAUNCHER_COLOR = '#784FD3';

export type LauncherPosition = 'bottom-right' | 'bottom-left';

const positions: readonly LauncherPosition[] = ['bottom-right', 'bottom-left'];

/** What the script tag's data attributes ask for. */
export interface EmbedConfig {
  /** The agent's public endpoint (`data-endpoint`, required). */
  endpoint: string;
  /** Corner of the launcher (`data-position`, default bottom-right). */
  position: LauncherPosition;
  /** Launcher background (`data-color`, a #rgb or #rrggbb colour, default #784FD3). */
  color: string;
  /** Open the chat once the page loads (`data-open="true"`). */
  openOnLoad: boolean;
  /** The origin serving the script, which also serves the chat. */
  appOrigin: string;
  /** The language of the launcher's labels: the visitor's browser's, as the chat's. */
  language: WidgetLanguage;
}

export type EmbedConfigResult =
  { config: EmbedConfig; warnings: string[] } | { config: undefined; warnings: string[] };

const ENDPOINT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/**
 * Reads the loader's script tag. A missing or malformed endpoint stops the widget; a bad position
 * or colour falls back to the default. Each problem is described naming the attribute and the rule.
 */
export function readEmbedConfig(script: HTMLScriptElement): EmbedConfigResult {
  const warnings: string[] = [];
  const endpoint = script.dataset.endpoint?.trim() ?? '';
  if (!ENDPOINT_PATTERN.test(endpoint)) {
    warnings.push(
      'data-endpoint is required: the public endpoint name, 1 to 100 letters, digits, "-" or "_".',
    );
    return { config: undefined, warnings };
  }

  const requestedPosition = script.dataset.position ?? 'bottom-right';
  const position = positions.find((candidate) => candidate === requestedPosition);
  if (!position) {
    warnings.push(`data-position must be "bottom-right" or "bottom-left"; using "bottom-right".`);
  }

  const requestedColor = script.dataset.color ?? DEFAULT_LAUNCHER_COLOR;
  const colorIsValid = COLOR_PATTERN.test(requestedColor);
  if (!colorIsValid) {
    warnings.push(`data-color must be a #rgb or #rrggbb colour; using ${DEFAULT_LAUNCHER_COLOR}.`);
  }

  return {
    config: {
      endpoint,
      position: position ?? 'bottom-right',
      color: colorIsValid ? requestedColor : DEFAULT_LAUNCHER_COLOR,
      openOnLoad: script.dataset.open === 'true',
      appOrigin: new URL(script.src, document.baseURI).origin,
      language: widgetLanguageOf(navigator.languages),
    },
    warnings,
  };
}
