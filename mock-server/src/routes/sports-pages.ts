/**
 * The TV and score placeholder pages a match's tvUrl and scoreIframe point at (designed: the
 * mock has no video or score provider). Plain HTML naming the match and its status.
 */
import type { SportsArea } from '../exchange/sports/area';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function placeholderPage(area: SportsArea, eventId: string, kind: 'Live TV' | 'Score'): string {
  const match = [...area.matches.values()].find((candidate) => candidate.eventId === eventId);
  const title = match ? `${match.matchName} (${match.status})` : `Event ${eventId}`;
  return `<!doctype html><meta charset="utf-8"><title>${kind}: ${escapeHtml(title)}</title><body style="font-family:system-ui;background:#0b1f33;color:#fff;display:grid;place-items:center;height:100vh;margin:0"><div style="text-align:center"><h2>${escapeHtml(title)}</h2><p>${kind} is not available in the mock exchange.</p></div></body>`;
}
