/*
 * The simulated casino provider's game page (/games/{gameId}?token=...): a lobby of tables, or
 * one game played against /games/api/state and /games/api/play with the token the URL carries.
 * The page runs sandboxed (an opaque origin), so it stores nothing and only talks to that API.
 * Every value it writes into the page goes through esc(); its CSP allows no style attributes,
 * so delays and widths travel as data attributes and are applied through the CSSOM.
 */
(() => {
  const data = JSON.parse(document.getElementById('page-data').textContent);
  const token = new URLSearchParams(location.search).get('token') || '';
  const app = document.getElementById('app');
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const $ = (id) => document.getElementById(id);
  const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  const esc = (text) => String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);
  const money = (value) =>
    Number(value).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const points = (value) => Number(value).toLocaleString('en-IN', { maximumFractionDigits: 2 });

  const SUITS = {
    S: ['♠', 'Spades', 'black'],
    H: ['♥', 'Hearts', 'red'],
    C: ['♣', 'Clubs', 'black'],
    D: ['♦', 'Diamonds', 'red'],
  };
  const RANKS = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };

  function card(code, delay) {
    const match = /^(A|[2-9]|10|J|Q|K)(SS|HH|CC|DD)$/.exec(code || '');
    if (!match) return '<span class="card back" role="img" aria-label="Face-down card"></span>';
    const [symbol, suitName, tone] = SUITS[match[2][0]];
    const name = `${RANKS[match[1]] || match[1]} of ${suitName}`;
    return `<span class="card ${tone}" role="img" aria-label="${esc(name)}" data-delay="${delay}"><b aria-hidden="true">${esc(match[1])}</b><i aria-hidden="true">${symbol}</i></span>`;
  }

  function message(text, tone) {
    const box = $('message');
    box.className = `message ${tone || ''}`;
    box.textContent = text;
  }

  if (!token) {
    app.innerHTML = `<div class="empty"><h1>${esc(data.name)}</h1><p>Open this game from the exchange: it needs your login.</p></div>`;
    return;
  }

  if (data.kind === 'lobby') {
    const link = (table) =>
      `<li><a class="table-link" href="/games/${encodeURIComponent(table.gameId)}?token=${encodeURIComponent(token)}">` +
      `<span class="table-gtype" aria-hidden="true">${esc(table.badge)}</span>` +
      `<span class="table-name">${esc(table.name)}</span><span class="table-go">Play</span></a></li>`;
    $('tables').innerHTML = data.tables.map(link).join('');
    return;
  }

  async function call(path, init = {}) {
    const response = await fetch(path, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
    const body = await response.json().catch(() => null);
    if (response.status === 401)
      throw new Error('Your session has ended. Close this game and sign in again.');
    if (!response.ok || !body || body.error) {
      throw new Error(body?.message || 'The game could not be reached. Please try again.');
    }
    return body;
  }

  const state = {
    game: null,
    sid: '',
    points: 0,
    busy: false,
    open: true,
    multiply: 2,
    recent: [],
    plays: [],
  };

  function renderWallet(wallet) {
    state.multiply = wallet.multiply;
    $('wallet').innerHTML =
      `<span class="points">${esc(points(wallet.points))} points</span>` +
      `<span class="coins">₹${esc(money(wallet.coins))}</span>`;
  }

  function renderBoxes() {
    const box = (market) =>
      `<button type="button" class="box" data-sid="${esc(market.sid)}" aria-pressed="${market.sid === state.sid}"${state.open ? '' : ' disabled'}>` +
      `<span class="box-name">${esc(market.nat)}</span><span class="box-rate">${esc(Number(market.rate).toFixed(2))}</span></button>`;
    $('boxes').innerHTML = state.game.markets.map(box).join('');
  }

  function renderChips() {
    const chip = (value) =>
      `<button type="button" class="chip" data-points="${value}" aria-pressed="${value === state.points}"${state.open ? '' : ' disabled'}>${esc(points(value))}</button>`;
    $('chips').innerHTML = state.game.chips.map(chip).join('');
  }

  function renderAction() {
    const market = state.game.markets.find((entry) => entry.sid === state.sid);
    $('play').disabled = !(state.open && market && state.points > 0 && !state.busy);
    $('stake').textContent =
      market && state.points > 0
        ? `${state.points} points on ${market.nat} (₹${money(state.points * state.multiply)})`
        : 'Pick a box and a chip';
  }

  function groupsHtml(round) {
    // Cards come in one by one, the whole deal in about 1.5 s however many there are.
    const count = round.groups.reduce((sum, group) => sum + group.cards.length, 0);
    const step = reduced ? 0 : Math.min(120, Math.floor(1500 / Math.max(count, 1)));
    let delay = 0;
    const cardsOf = (group) =>
      group.cards.length
        ? group.cards
            .map((code) => {
              delay += step;
              return card(code, delay);
            })
            .join('')
        : '<span class="none">—</span>';
    const head = (group) =>
      `<div class="group-head"><span>${esc(group.label)}</span>` +
      (group.note ? `<span class="note">${esc(group.note)}</span>` : '') +
      (group.winner ? '<span class="tick">✓ Winner</span>' : '') +
      '</div>';
    return round.groups
      .map(
        (group) =>
          `<div class="group${group.winner ? ' winner' : ''}">${head(group)}<div class="cards">${cardsOf(group)}</div></div>`,
      )
      .join('');
  }

  const lineValue = (round, label) =>
    (round.lines.find((line) => line.label === label) || { value: '' }).value;

  function stageHtml(round) {
    switch (state.game.kind) {
      case 'roulette': {
        const colour = lineValue(round, 'Color').toLowerCase() || 'zero';
        return `<div class="wheel ${esc(colour)}" role="img" aria-label="${esc(`${round.win} ${colour}`)}"><span aria-hidden="true">${esc(round.win)}</span></div>`;
      }
      case 'crash':
        return `<div class="crash"><span class="multiplier" id="multiplier">${esc(round.win)}x</span><span class="flew">Flew away</span></div>`;
      case 'ludo': {
        const lane = (entry) => {
          const [colour = '', square = '0'] = entry.split(' ');
          const width = Math.min(100, (Number(square) / 30) * 100);
          return (
            `<div class="lane ${esc(colour.toLowerCase())}"><span class="lane-name">${esc(colour)}</span>` +
            `<span class="track"><span class="token" data-width="${width}"></span></span><span class="lane-square">${esc(square)}</span></div>`
          );
        };
        return `<div class="ludo">${lineValue(round, 'Squares').split(', ').map(lane).join('')}</div>`;
      }
      default:
        return `<div class="groups">${groupsHtml(round)}</div>`;
    }
  }

  const linesHtml = (round) =>
    `<dl class="lines">${round.lines.map((line) => `<div><dt>${esc(line.label)}</dt><dd>${esc(line.value)}</dd></div>`).join('')}</dl>`;

  function showRound(round, title) {
    $('stage-title').textContent = `${title} · Round ${round.roundId}`;
    const stage = $('stage');
    stage.innerHTML = stageHtml(round) + linesHtml(round);
    for (const element of stage.querySelectorAll('[data-delay]')) {
      element.style.animationDelay = `${element.dataset.delay}ms`;
    }
    for (const element of stage.querySelectorAll('[data-width]'))
      element.style.width = `${element.dataset.width}%`;
    if (state.game.kind === 'crash' && !reduced) {
      const target = Number(round.win);
      const shown = $('multiplier');
      const started = performance.now();
      const tick = (now) => {
        const value = Math.min(target, Math.exp((now - started) / 1400));
        shown.textContent = `${value.toFixed(2)}x`;
        if (value < target) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }
  }

  function renderRecent() {
    const item = (round) =>
      `<li title="Round ${esc(round.roundId)}">${esc(round.lines[0] ? round.lines[0].value : round.win)}</li>`;
    $('recent').innerHTML = state.recent.length
      ? state.recent.map(item).join('')
      : '<li class="none">No rounds yet</li>';
  }

  const OUTCOME = { won: 'Won', lost: 'Lost', void: 'Returned' };
  function playRow(play) {
    const net = play.creditAmount - play.debitAmount + play.rollbackAmount;
    return (
      `<tr><td>${esc(play.nat)}<span class="sub">${esc(play.roundId)}</span></td>` +
      `<td class="num">${esc(points(play.points))}</td><td class="num">${esc(Number(play.rate).toFixed(2))}</td>` +
      `<td class="num ${net >= 0 ? 'plus' : 'minus'}">${net >= 0 ? '+' : '−'}₹${esc(money(Math.abs(net)))}` +
      `<span class="sub">${OUTCOME[play.outcome]}</span></td></tr>`
    );
  }

  function renderPlays() {
    $('plays').innerHTML = state.plays.length
      ? state.plays.map(playRow).join('')
      : '<tr><td colspan="4" class="none">Your plays of this game show here.</td></tr>';
  }

  app.addEventListener('click', (event) => {
    const box = event.target.closest('.box');
    const chip = event.target.closest('.chip');
    if (box && !box.disabled) {
      state.sid = box.dataset.sid;
      renderBoxes();
      renderAction();
      document.querySelector(`.box[data-sid="${CSS.escape(state.sid)}"]`).focus();
    }
    if (chip && !chip.disabled) {
      state.points = Number(chip.dataset.points);
      renderChips();
      renderAction();
      document.querySelector(`.chip[data-points="${state.points}"]`).focus();
    }
  });

  function announce(play) {
    if (play.outcome === 'won') message(`You won ₹${money(play.creditAmount)} on ${play.nat}.`, 'won');
    else if (play.outcome === 'void') message(`Stake returned: ₹${money(play.rollbackAmount)}.`, 'void');
    else message(`No win this time: ₹${money(play.debitAmount)} lost on ${play.nat}.`, 'lost');
  }

  $('play').addEventListener('click', async () => {
    if (state.busy) return;
    state.busy = true;
    renderAction();
    message('Dealing…');
    try {
      const { play, round, wallet } = await call('/games/api/play', {
        method: 'POST',
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ gameId: data.gameId, sid: state.sid, points: state.points }),
      });
      showRound(round, 'Your round');
      renderWallet(wallet);
      announce(play);
      state.recent = [round, ...state.recent].slice(0, 10);
      state.plays = [play, ...state.plays].slice(0, 10);
      renderRecent();
      renderPlays();
    } catch (error) {
      message(error.message, 'lost');
    } finally {
      state.busy = false;
      renderAction();
    }
  });

  async function start() {
    try {
      const body = await call(`/games/api/state?gameId=${encodeURIComponent(data.gameId)}`);
      Object.assign(state, {
        game: body.game,
        open: body.game.open,
        points: body.game.chips[0] || 0,
        recent: body.recent,
        plays: body.plays,
      });
      renderWallet(body.wallet);
      renderBoxes();
      renderChips();
      renderAction();
      renderRecent();
      renderPlays();
      if (body.recent[0]) showRound(body.recent[0], 'Last round');
      if (!body.game.open) message(body.game.message, 'lost');
      app.classList.add('ready');
    } catch (error) {
      message(error.message, 'lost');
    }
  }
  start();
})();
