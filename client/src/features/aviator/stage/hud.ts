/**
 * The stage's words and numbers: the big multiplier in its colour band, 'FLEW AWAY!' over the
 * crash value, and the betting window's label and progress bar. Texts are re-rendered only when
 * what they say changes (a few times a second), not every frame.
 */
import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import type { View } from './camera';
import { bandColour, STAGE_COLOURS } from './palette';

export interface HudLabels {
  flewAway: string;
  waiting: string;
  connecting: string;
}

export type HudMode = 'connecting' | 'open' | 'flying' | 'crashed' | 'closed';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export class Hud extends Container {
  readonly #multiplier = new Text({
    text: '',
    style: new TextStyle({
      fontFamily: FONT,
      fontWeight: '800',
      fontSize: 80,
      fill: STAGE_COLOURS.text,
      dropShadow: { color: 0x000000, alpha: 0.55, blur: 12, distance: 0, angle: 0 },
    }),
  });
  readonly #label = new Text({
    text: '',
    style: new TextStyle({
      fontFamily: FONT,
      fontWeight: '700',
      fontSize: 22,
      fill: STAGE_COLOURS.text,
      letterSpacing: 1,
    }),
  });
  readonly #bar = new Graphics();
  #view: View = { width: 0, height: 0 };
  #shown = { text: '', colour: -1, label: '', mode: '' as HudMode | '' };
  #labels: HudLabels;

  constructor(labels: HudLabels) {
    super();
    this.#labels = labels;
    this.#multiplier.anchor.set(0.5);
    this.#label.anchor.set(0.5);
    this.addChild(this.#bar, this.#label, this.#multiplier);
  }

  setLabels(labels: HudLabels): void {
    this.#labels = labels;
    this.#shown.label = '';
  }

  layout(view: View): void {
    this.#view = view;
    const size = Math.round(Math.max(40, Math.min(112, view.width * 0.13, view.height * 0.3)));
    this.#multiplier.style.fontSize = size;
    this.#label.style.fontSize = Math.round(Math.max(14, size * 0.28));
    this.#multiplier.position.set(view.width / 2, view.height * 0.46);
    this.#label.position.set(view.width / 2, view.height * 0.46 - size * 0.78);
    this.#shown.mode = '';
  }

  update(mode: HudMode, multiplier: number, progress: number): void {
    const text = mode === 'open' || mode === 'connecting' ? '' : `${multiplier.toFixed(2)}x`;
    const colour = mode === 'crashed' || mode === 'closed' ? STAGE_COLOURS.flewAway : bandColour(multiplier);
    if (text !== this.#shown.text) this.#multiplier.text = text;
    if (colour !== this.#shown.colour) this.#multiplier.style.fill = colour;
    const label =
      mode === 'crashed' || mode === 'closed'
        ? this.#labels.flewAway
        : mode === 'open'
          ? this.#labels.waiting
          : mode === 'connecting'
            ? this.#labels.connecting
            : '';
    if (label !== this.#shown.label) this.#label.text = label;
    if (mode !== this.#shown.mode) {
      this.#label.style.fill =
        mode === 'crashed' || mode === 'closed' ? STAGE_COLOURS.text : STAGE_COLOURS.muted;
      this.#label.y =
        mode === 'open' || mode === 'connecting'
          ? this.#view.height * 0.42
          : this.#multiplier.y - this.#multiplier.style.fontSize * 0.78;
    }
    this.#shown = { text, colour, label, mode };
    this.#drawBar(mode === 'open' ? progress : null);
  }

  #drawBar(progress: number | null): void {
    const bar = this.#bar.clear();
    if (progress === null) return;
    const width = Math.min(240, this.#view.width * 0.5);
    const x = (this.#view.width - width) / 2;
    const y = this.#view.height * 0.42 + 26;
    bar.roundRect(x, y, width, 6, 3).fill(STAGE_COLOURS.barTrack);
    // The bar empties as the betting window runs out.
    const left = Math.max(0, Math.min(1, 1 - progress / 100));
    if (left > 0) bar.roundRect(x, y, width * left, 6, 3).fill(STAGE_COLOURS.bar);
  }
}
