import { describe, expect, it } from 'vitest';
import { placeTooltip, spotlightBox } from './tooltip-placement';

const viewport = { width: 1200, height: 800 };

describe('spotlightBox', () => {
  it('grows the target by the 10 px spotlight padding (chat-spec section 9)', () => {
    expect(spotlightBox({ top: 100, left: 50, width: 200, height: 40 })).toEqual({
      top: 90,
      left: 40,
      width: 220,
      height: 60,
    });
  });
});

describe('placeTooltip', () => {
  it('is 380 px wide (chat-spec section 9)', () => {
    expect(placeTooltip({ top: 100, left: 50, width: 200, height: 40 }, viewport).width).toBe(380);
  });

  it('sits 10 px below the spotlight when there is more room below (chat-spec section 9)', () => {
    expect(placeTooltip({ top: 100, left: 50, width: 200, height: 40 }, viewport)).toEqual({
      width: 380,
      left: 40,
      top: 160,
    });
  });

  it('sits 10 px above the spotlight when there is more room above', () => {
    expect(placeTooltip({ top: 700, left: 50, width: 200, height: 40 }, viewport)).toEqual({
      width: 380,
      left: 40,
      bottom: 120,
    });
  });

  it('stays inside the viewport near its end edge', () => {
    const placement = placeTooltip({ top: 100, left: 1100, width: 80, height: 40 }, viewport);
    expect(placement.left).toBe(1200 - 380 - 8);
  });

  it('narrows to fit a small screen', () => {
    const placement = placeTooltip(
      { top: 100, left: 10, width: 80, height: 40 },
      { width: 320, height: 600 },
    );
    expect(placement).toMatchObject({ width: 304, left: 8 });
  });
});
