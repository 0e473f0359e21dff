/**
 * A live table's rules image (001 §2.5: "a rules image that opens in a popup"). The real sites
 * show a picture of the rules; the mock draws one per table as an SVG from the catalogue's rules
 * (contracts/src/catalog/casino-rules.ts), at rulesImagePath(shortName). The client shows it in
 * its rules popup with the same rules as text beside it (the picture alone would be an image of
 * text). Served in every API profile: like the video page it stands in for the provider's asset.
 */
import { findLiveGame, type LiveCasinoGame } from '@esk/contracts/catalog/casino';
import { TABLE_RULES_EN } from '@esk/contracts/catalog/casino-rules';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/envelope';

const WIDTH = 640;
const MARGIN = 32;
const LINE = 24;
/** Characters per line at the body size (the SVG has no text wrapping of its own). */
const LINE_CHARS = 62;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words into lines of at most LINE_CHARS characters. */
export function wrapText(text: string, width = LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The rules image of one table: its name, its family's rules, then what every table shares. */
export function rulesImageSvg(game: LiveCasinoGame): string {
  const paragraphs = [TABLE_RULES_EN.game[game.family], ...TABLE_RULES_EN.common];
  const rows: string[] = [];
  let y = MARGIN + 64;
  for (const paragraph of paragraphs) {
    for (const [index, line] of wrapText(paragraph).entries()) {
      const bullet = index === 0 ? '• ' : '  ';
      rows.push(`<text x="${MARGIN}" y="${y}" xml:space="preserve">${escapeXml(bullet + line)}</text>`);
      y += LINE;
    }
    y += LINE / 2;
  }
  const height = y + MARGIN - LINE / 2;
  const title = `${game.name}: Rules`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<rect width="100%" height="100%" rx="12" fill="#0b2416"/>`,
    `<rect x="8" y="8" width="${WIDTH - 16}" height="${height - 16}" rx="8" fill="none" stroke="#c9a227" stroke-width="2"/>`,
    `<text x="${MARGIN}" y="${MARGIN + 24}" fill="#f5e6b8" font-family="system-ui, sans-serif" font-size="24" font-weight="700">${escapeXml(title)}</text>`,
    `<g fill="#ffffff" font-family="system-ui, sans-serif" font-size="16">`,
    ...rows,
    '</g>',
    '</svg>',
  ].join('\n');
}

export function rulesImageRoutes(app: FastifyInstance): void {
  app.get('/pages/rules/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const game = file.endsWith('.svg') ? findLiveGame(file.slice(0, -'.svg'.length)) : undefined;
    if (!game) return reply.code(404).send(errorBody(404, `No rules image ${file}`));
    return reply.header('cache-control', 'no-cache').type('image/svg+xml').send(rulesImageSvg(game));
  });
}
