/// <reference lib="dom" />
/**
 * The live table video's script (the browser side of /casino-video/{shortName}; bundled with
 * its imports by bundle.ts, served as /pages/casino-video.js). It draws the scene (scene.ts)
 * of the round the table's room pushes, the same push the client's board reads: the round in
 * the page's data block first, then the room on the mock's socket (its path from the page's
 * own address). The page runs sandboxed in an opaque origin, so it fetches nothing (the API's
 * CORS answers configured origins only); while the socket is down the felt says it is
 * reconnecting. Every text goes in through textContent; its CSP
 * allows no style attributes, so deal delays are set through the CSSOM. No sound.
 */
import type { LiveTableFamily } from '@esk/contracts/catalog/casino-games';
import { io } from 'socket.io-client';
import {
  describeScene,
  readRound,
  socketPath,
  type VideoCard,
  type VideoHand,
  type VideoScene,
  videoScene,
} from './scene';

interface PageData {
  shortName: string;
  name: string;
  family: LiveTableFamily;
  round: unknown;
}

/** Between two cards of one deal. */
const DEAL_STEP_MS = 90;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const SUITS: Record<string, string> = { S: '♠', H: '♥', C: '♣', D: '♦' };

/** A card: a back and a face in one box that turns over (a class, animated by the stylesheet). */
function cardElement(): HTMLElement {
  const card = el('span', 'card empty');
  const inner = el('span', 'inner');
  inner.append(el('span', 'back'), el('span', 'face'));
  card.append(inner);
  card.setAttribute('aria-hidden', 'true');
  return card;
}

/** A page opened mid-round shows the cards already on the table; later ones are dealt. */
let dealing = false;

function drawCard(node: HTMLElement, card: VideoCard, dealIndex: number): number {
  const was = node.dataset.face ?? 'empty';
  if (was === card.face && (card.face !== 'up' || node.dataset.code === card.code)) return dealIndex;
  node.dataset.face = card.face;
  node.classList.remove('empty', 'down', 'up', 'red', 'dealt');
  node.classList.add(card.face);
  const face = node.querySelector('.face');
  if (card.face === 'up') {
    node.dataset.code = card.code;
    node.classList.toggle('red', card.red);
    if (face) {
      face.replaceChildren(el('b', 'rank', card.rank), el('i', 'suit', SUITS[card.suit] ?? ''));
    }
  }
  // A card arriving on the table (from an empty slot) is dealt from the shoe, one after another.
  if (dealing && was === 'empty' && card.face !== 'empty') {
    node.classList.add('dealt');
    node.style.animationDelay = `${dealIndex * DEAL_STEP_MS}ms`;
    return dealIndex + 1;
  }
  return dealIndex;
}

function drawHand(node: HTMLElement, hand: VideoHand, dealIndex: number): number {
  node.classList.toggle('winner', hand.winner);
  node.classList.toggle('leading', hand.leading && !hand.winner);
  const score = node.querySelector<HTMLElement>('.score');
  if (score) score.textContent = hand.score ?? '';
  const row = node.querySelector<HTMLElement>('.cards');
  if (!row) return dealIndex;
  row.classList.toggle('many', hand.cards.length > 4);
  while (row.children.length > hand.cards.length) row.lastElementChild?.remove();
  while (row.children.length < hand.cards.length) row.append(cardElement());
  let next = dealIndex;
  hand.cards.forEach((card, index) => {
    next = drawCard(row.children[index] as HTMLElement, card, next);
  });
  return next;
}

function handElement(hand: VideoHand): HTMLElement {
  const node = el('div', 'hand');
  node.dataset.key = hand.key;
  const head = el('div', 'hand-head');
  if (hand.name) head.append(el('span', 'hand-name', hand.name));
  head.append(el('span', 'score'), el('span', 'tag', 'Winner'));
  node.append(head, el('div', 'cards'));
  return node;
}

function start(data: PageData, root: HTMLElement) {
  const hands = root.querySelector<HTMLElement>('.hands');
  const status = root.querySelector<HTMLElement>('.status');
  const clock = root.querySelector<HTMLElement>('.clock-value');
  const banner = root.querySelector<HTMLElement>('.banner-text');
  const described = document.getElementById('described');
  if (!hands || !status || !clock || !banner || !described) return;
  let shownRound = '';

  const render = (scene: VideoScene) => {
    // A new round clears the table: its hands are drawn afresh, empty, for the countdown.
    if (scene.roundId !== shownRound || hands.children.length !== scene.hands.length) {
      shownRound = scene.roundId;
      hands.replaceChildren(...scene.hands.map(handElement));
    }
    root.dataset.phase = scene.phase;
    root.classList.toggle('has-winner', (scene.outcome?.hands.length ?? 0) > 0);
    hands.dataset.count = String(scene.hands.length);
    let dealIndex = 0;
    scene.hands.forEach((hand, index) => {
      dealIndex = drawHand(hands.children[index] as HTMLElement, hand, dealIndex);
    });
    clock.textContent = String(scene.seconds);
    status.textContent =
      scene.phase === 'betting'
        ? 'Place your bets'
        : scene.phase === 'dealing'
          ? 'No more bets'
          : scene.phase === 'result'
            ? 'Result'
            : 'Next round soon';
    banner.textContent = scene.outcome?.text ?? '';
    described.textContent = describeScene(scene, data.name);
  };

  let shown = videoScene(data.family, readRound(data.round));
  const show = (raw: unknown) => {
    const round = readRound(raw);
    if (!round) return;
    shown = videoScene(data.family, round);
    render(shown);
  };
  render(shown);
  dealing = true;

  // The page's own origin (location.origin reads 'null' in some sandboxed frames); socket.io
  // reconnects by itself, the felt says so meanwhile.
  const socket = io(`${location.protocol}//${location.host}`, {
    path: socketPath(location.pathname),
    transports: ['websocket'],
    // A read-only viewer (realtime/io.ts isViewerHandshake): the only socket a sandboxed page may open.
    query: { viewer: 'table' },
    reconnectionDelayMax: 5000,
  });
  socket.on('connect', () => {
    root.classList.remove('offline');
    render(shown);
    socket.emit('JoinRoom', data.shortName);
  });
  socket.on(data.shortName, show);
  socket.on('disconnect', () => {
    root.classList.add('offline');
    status.textContent = 'Reconnecting…';
    described.textContent = `${data.name}: the video is reconnecting.`;
  });
}

// Last: everything above is defined by now.
const pageData = document.getElementById('page-data');
const table = document.getElementById('table');
if (pageData && table) start(JSON.parse(pageData.textContent ?? '{}') as PageData, table);
