/**
 * Where things go on the stage (pure: no Pixi). The flight is drawn in "flight space" (time since
 * take-off, multiplier) and mapped to pixels by a camera that zooms out as the flight goes on: at
 * first the plane climbs across an 8 s, 1x-to-2x window; then it stays near 78% across and 70% up
 * while the curve keeps bending under it.
 */
import { AVIATOR_GROWTH_PER_MS } from '@esk/contracts/catalog/aviator-curve';

export interface View {
  width: number;
  height: number;
}

export interface PlotArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The part of the stage the curve lives in (room for the axis at the bottom and left). */
export function plotArea(view: View): PlotArea {
  const margin = Math.max(12, Math.round(Math.min(view.width, view.height) * 0.06));
  return { left: margin, right: view.width - margin, top: margin * 1.5, bottom: view.height - margin };
}

export const MIN_TIME_SPAN_MS = 8000;
export const MIN_RISE = 1;
/** The share of the plot the curve's tip settles at once the camera follows it (the plane flies ahead of it). */
export const PLANE_AT = { x: 0.72, y: 0.62 } as const;

export interface Spans {
  timeMs: number;
  /** Multiplier above 1 covered by the plot's height. */
  rise: number;
}

export function spansFor(elapsedMs: number, multiplier: number): Spans {
  return {
    timeMs: Math.max(MIN_TIME_SPAN_MS, elapsedMs / PLANE_AT.x),
    rise: Math.max(MIN_RISE, (multiplier - 1) / PLANE_AT.y),
  };
}

/** The smooth curve e^(k t) (the number shown is floored to 2 decimals; the drawing need not be). */
export const curveAt = (elapsedMs: number): number =>
  Math.exp(AVIATOR_GROWTH_PER_MS * Math.max(0, elapsedMs));

export function toScreen(elapsedMs: number, multiplier: number, plot: PlotArea, spans: Spans) {
  return {
    x: plot.left + (elapsedMs / spans.timeMs) * (plot.right - plot.left),
    y: plot.bottom - ((multiplier - 1) / spans.rise) * (plot.bottom - plot.top),
  };
}

/** Points of the curve from take-off to `elapsedMs`, in pixels. */
export function curvePoints(elapsedMs: number, plot: PlotArea, spans: Spans, samples = 48): number[] {
  const points: number[] = [];
  for (let i = 0; i <= samples; i++) {
    const t = (elapsedMs * i) / samples;
    const { x, y } = toScreen(t, curveAt(t), plot, spans);
    points.push(x, y);
  }
  return points;
}

/** The plane's heading at the tip (radians, 0 = level, negative = nose up), from the curve's slope on screen. */
export function headingAt(elapsedMs: number, plot: PlotArea, spans: Spans): number {
  const a = toScreen(Math.max(0, elapsedMs - 120), curveAt(elapsedMs - 120), plot, spans);
  const b = toScreen(elapsedMs, curveAt(elapsedMs), plot, spans);
  const angle = Math.atan2(b.y - a.y, Math.max(1e-6, b.x - a.x));
  return Math.max(-0.6, Math.min(0, angle));
}
