/**
 * The live table's video page (/casino-video/{shortName}, the details' videoUrl): a small
 * animated table drawn from the round itself (scene.ts, video.ts). The markup is static and
 * escaped; the script fills it from the round in the page's JSON data block, then from the
 * table's room. `?camera=2` is a close-up of the cards, `?camera=3` the wide shot (the
 * details' three feeds).
 */
import type { LiveTableFamily } from '@esk/contracts/catalog/casino-games';
import { escapeHtml, htmlPage } from '../html';

export interface VideoPageTable {
  shortName: string;
  name: string;
  family: LiveTableFamily;
  /** The live round now (the room's push), drawn before the socket connects. */
  round: unknown;
}

const CAMERAS = new Set(['1', '2', '3']);

export function casinoVideoPage(table: VideoPageTable, camera: string | undefined): string {
  const shot = camera && CAMERAS.has(camera) ? camera : '1';
  const name = escapeHtml(table.name);
  return htmlPage({
    title: `${table.name} · Live`,
    stylesheet: 'casino-video.css',
    script: 'casino-video.js',
    data: { shortName: table.shortName, name: table.name, family: table.family, round: table.round },
    body: [
      `<main class="video cam-${shot}" id="table" data-phase="idle">`,
      `<h1 class="visually-hidden">${name}</h1>`,
      '<p class="visually-hidden" id="described"></p>',
      `<div class="felt" aria-hidden="true" data-print="${name}"></div>`,
      '<div class="shoe" aria-hidden="true"></div>',
      '<p class="banner" aria-hidden="true"><span class="status">Live table</span>',
      '<span class="clock"><span class="clock-value"></span></span>',
      '<span class="banner-text"></span></p>',
      '<div class="stage" aria-hidden="true"><div class="hands"></div></div>',
      '</main>',
    ].join(''),
  });
}

/** A table the mock does not have: the felt and its name, nothing dealt. */
export function noTableVideoPage(shortName: string): string {
  const name = escapeHtml(shortName);
  return htmlPage({
    title: `${shortName} · Live`,
    stylesheet: 'casino-video.css',
    body: `<main class="video cam-1" data-phase="idle"><h1 class="visually-hidden">${name}</h1><div class="felt" aria-hidden="true" data-print="${name}"></div><p class="banner"><span class="status">No live table ${name}</span></p></main>`,
  });
}
