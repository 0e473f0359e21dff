/** The stage's colours (a dark sky, Spribe-like red flight) and the spec's multiplier bands. */
import { type AviatorColour, multiplierColour } from '@esk/contracts/catalog/aviator';

export const STAGE_COLOURS = {
  skyTop: 0x1b1c2b,
  skyBottom: 0x07080d,
  ray: 0xffffff,
  axis: 0x3a3c52,
  flight: 0xe5093f,
  flightFill: 0xe5093f,
  plane: 0xe5093f,
  planeDark: 0x9e0630,
  planeLight: 0xff5c7f,
  text: 0xffffff,
  muted: 0x9a9cb8,
  flewAway: 0xff3358,
  bar: 0xe5093f,
  barTrack: 0x2b2c3d,
} as const;

/** Bright enough on the dark stage: blue below 2, purple below 10, magenta from 10 (spec 002 §4). */
export const BAND_COLOURS: Record<AviatorColour, number> = {
  blue: 0x4fc3ff,
  purple: 0xb072ff,
  magenta: 0xff3fd8,
};

export const bandColour = (multiplier: number): number => BAND_COLOURS[multiplierColour(multiplier)];
