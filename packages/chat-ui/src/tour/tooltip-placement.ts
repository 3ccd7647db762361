import { tour } from '@parley/api-contract';

export interface TargetBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface TooltipPlacement {
  width: number;
  left: number;
  /** Set when the tooltip sits below the target. */
  top?: number;
  /** Set when it sits above: measured from the viewport's bottom, so its height does not matter. */
  bottom?: number;
}

/** Keeps the tooltip off the viewport's very edge. */
const EDGE_MARGIN = 8;

/** The target's box grown by the spotlight padding (10 px, chat-spec section 9). */
export function spotlightBox(target: TargetBox): TargetBox {
  const padding = tour.spotlightPadding;
  return {
    top: target.top - padding,
    left: target.left - padding,
    width: target.width + 2 * padding,
    height: target.height + 2 * padding,
  };
}

/**
 * Where the tooltip goes (chat-spec section 9: 380 px wide, 10 px from the spotlight): on the side
 * of the target with more room, aligned with it and kept inside the viewport.
 */
export function placeTooltip(
  target: TargetBox,
  viewport: { width: number; height: number },
): TooltipPlacement {
  const spot = spotlightBox(target);
  const width = Math.min(tour.tooltipWidth, viewport.width - 2 * EDGE_MARGIN);
  const left = Math.max(EDGE_MARGIN, Math.min(spot.left, viewport.width - width - EDGE_MARGIN));
  const roomBelow = viewport.height - (spot.top + spot.height);
  const roomAbove = spot.top;
  if (roomBelow >= roomAbove) {
    return { width, left, top: spot.top + spot.height + tour.tooltipOffset };
  }
  return { width, left, bottom: viewport.height - spot.top + tour.tooltipOffset };
}
