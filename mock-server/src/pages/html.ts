/**
 * The mock's own HTML pages (score board, TV and casino video placeholders, provider
 * games). Every value they show is escaped here; their styles and scripts are files under
 * /pages/ (pages/assets.ts), never inline, so the pages run under a strict CSP
 * (plugins/security-headers.ts); data a script needs travels as a JSON data block.
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in HTML content and in quoted attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** JSON safe inside a <script type="application/json"> block: no '<' can close the tag. */
export const jsonForHtml = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageParts {
  /** Plain text (escaped here). */
  title: string;
  /** Markup built with escapeHtml for every value. */
  body: string;
  /** Stylesheet under /pages/ ('page.css'). */
  stylesheet: string;
  /** Script under /pages/ ('score.js'), loaded with the JSON data block `data`. */
  script?: string;
  data?: unknown;
  /** A class on <body> (a page's theme). */
  bodyClass?: string;
}

export function htmlPage(parts: PageParts): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    `<link rel="stylesheet" href="/pages/${parts.stylesheet}">`,
    `</head><body${parts.bodyClass ? ` class="${escapeHtml(parts.bodyClass)}"` : ''}>`,
    parts.body,
    parts.data === undefined
      ? ''
      : `<script type="application/json" id="page-data">${jsonForHtml(parts.data)}</script>`,
    parts.script ? `<script src="/pages/${parts.script}"></script>` : '',
    '</body></html>',
  ].join('');
}

/** A centred placeholder card: a heading and a line of text (the TV, video and provider game pages). */
export function placeholderPage(options: { title: string; heading: string; text: string; theme: string }) {
  return htmlPage({
    title: options.title,
    stylesheet: 'page.css',
    body: `<main class="placeholder ${escapeHtml(options.theme)}"><div><h1>${escapeHtml(options.heading)}</h1><p>${escapeHtml(options.text)}</p></div></main>`,
  });
}
