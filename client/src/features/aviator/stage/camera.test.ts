import { msToReach } from '@esk/contracts/catalog/aviator-curve';
import { describe, expect, it } from 'vitest';
import { curvePoints, headingAt, plotArea, spansFor, toScreen } from './camera';

const view = { width: 800, height: 400 };
const plot = plotArea(view);

describe('the stage camera', () => {
  it('starts at the bottom-left and keeps the plane inside the plot however long the flight', () => {
    const start = toScreen(0, 1, plot, spansFor(0, 1));
    expect(start).toEqual({ x: plot.left, y: plot.bottom });
    for (const multiplier of [1.01, 1.5, 2, 5, 10, 100, 1000]) {
      const elapsed = msToReach(multiplier);
      const tip = toScreen(elapsed, multiplier, plot, spansFor(elapsed, multiplier));
      expect(tip.x).toBeGreaterThanOrEqual(plot.left);
      expect(tip.x).toBeLessThanOrEqual(plot.right);
      expect(tip.y).toBeGreaterThanOrEqual(plot.top - 1);
      expect(tip.y).toBeLessThanOrEqual(plot.bottom);
    }
  });

  it('draws a curve that only climbs, ending at the plane, nose up but never past vertical', () => {
    const elapsed = msToReach(3);
    const spans = spansFor(elapsed, 3);
    const points = curvePoints(elapsed, plot, spans);
    for (let i = 2; i < points.length; i += 2) {
      expect(points[i]).toBeGreaterThan(points[i - 2] ?? 0);
      expect(points[i + 1]).toBeLessThanOrEqual(points[i - 1] ?? 0);
    }
    const heading = headingAt(elapsed, plot, spans);
    expect(heading).toBeLessThan(0);
    expect(heading).toBeGreaterThanOrEqual(-0.6);
  });
});
