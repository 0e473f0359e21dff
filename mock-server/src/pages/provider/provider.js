/*
 * The simulated casino provider's game page (/games/{gameId}?token=...): a lobby of tables, or
 * one game played against /games/api/state and /games/api/play with the token the URL carries.
 * The page runs sandboxed (an opaque origin), so it stores nothing and only talks to that API.
 * Every value it writes into the page goes through esc().
 */
(() => {
  const data = JSON.parse(document.getElementById('page-data').textContent);
  const token = new URLSearchParams(location.search).get('token') || '';
  const app = document.getElementById('app');
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const $ = (id) => document.getElementById(id);
  const esc = (text) =>
    String(text).replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
    );
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
    const suit = SUITS[match[2][0]];
    const name = `${RANKS[match[1]] || match[1]} of ${suit[1]}`;
    const style = delay ? ` style="animation-delay:${delay}ms"` : '';
    return (
      '<span class="card ' +
      suit[2] +
      '" role="img" aria-label="' +
      esc(name) +
      '"' +
      style +
      '>' +
      '<b aria-hidden="true">' +
      esc(match[1]) +
      '</b><i aria-hidden="true">' +
      suit[0] +
      '</i></span>'
    );
  }

  function message(text, tone) {
    const box = $('message');
    box.className = `message ${tone || ''}`;
    box.textContent = text;
  }

  if (!token) {
    app.innerHTML =
      '<div class="empty"><h1>' +
      esc(data.name) +
      '</h1><p>Open this game from the exchange: it needs your login.</p></div>';
    return;
  }

  if (data.kind === 'lobby') {
    $('tables').innerHTML = data.tables
      .map(
        (table) =>
          '<li><a class="table-link" href="/games/' +
          encodeURIComponent(table.gameId) +
          '?token=' +
          encodeURIComponent(token) +
          '"><span class="table-gtype" aria-hidden="true">' +
          esc(table.badge) +
          '</span><span class="table-name">' +
          esc(table.name) +
          '</span><span class="table-go">Play</span></a></li>',
      )
      .join('');
    return;
  }

  async function call(path, init) {
    const response = await fetch(path, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...init?.headers,
      },
    });
    let body = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    if (response.status === 401)
      throw new Error('Your session has ended. Close this game and sign in again.');
    if (!response.ok || !body || body.error) {
      throw new Error(body?.message || 'The game could not be reached. Please try again.');
    }
    return body;
  }

  const state = { game: null, sid: '', points: 0, busy: false, open: true };

  function renderWallet(wallet) {
    $('wallet').innerHTML =
      '<span class="points">' +
      esc(points(wallet.points)) +
      ' points</span>' +
      '<span class="coins">₹' +
      esc(money(wallet.coins)) +
      '</span>';
    state.multiply = wallet.multiply;
  }

  function renderBoxes() {
    $('boxes').innerHTML = state.game.markets
      .map(
        (market) =>
          '<button type="button" class="box" data-sid="' +
          esc(market.sid) +
          '" aria-pressed="' +
          (market.sid === state.sid) +
          '"' +
          (state.open ? '' : ' disabled') +
          '><span class="box-name">' +
          esc(market.nat) +
          '</span><span class="box-rate">' +
          esc(Number(market.rate).toFixed(2)) +
          '</span></button>',
      )
      .join('');
  }

  function renderChips() {
    $('chips').innerHTML = state.game.chips
      .map(
        (chip) =>
          '<button type="button" class="chip" data-points="' +
          chip +
          '" aria-pressed="' +
          (chip === state.points) +
          '"' +
          (state.open ? '' : ' disabled') +
          '>' +
          esc(points(chip)) +
          '</button>',
      )
      .join('');
  }

  function renderAction() {
    const market = state.game.markets.find((entry) => entry.sid === state.sid);
    const ready = state.open && market && state.points > 0 && !state.busy;
    $('play').disabled = !ready;
    $('stake').textContent =
      market && state.points > 0
        ? state.points +
          ' points on ' +
          market.nat +
          ' (₹' +
          money(state.points * (state.multiply || 2)) +
          ')'
        : 'Pick a box and a chip';
  }

  function groupsHtml(round) {
    let delay = 0;
    return round.groups
      .map((group) => {
        const cards = group.cards.length
          ? group.cards
              .map((code) => {
                delay += reduced ? 0 : 120;
                return card(code, delay);
              })
              .join('')
          : '<span class="none">—</span>';
        return (
          '<div class="group' +
          (group.winner ? ' winner' : '') +
          '"><div class="group-head"><span>' +
          esc(group.label) +
          '</span>' +
          (group.note ? `<span class="note">${esc(group.note)}</span>` : '') +
          (group.winner ? '<span class="tick">✓ Winner</span>' : '') +
          '</div><div class="cards">' +
          cards +
          '</div></div>'
        );
      })
      .join('');
  }

  function pocketColour(round) {
    const line = round.lines.find((entry) => entry.label === 'Color');
    return line ? line.value.toLowerCase() : 'zero';
  }

  function stageHtml(round) {
    const kind = state.game.kind;
    if (kind === 'roulette') {
      const number = round.win;
      return `<div class="wheel ${esc(pocketColour(round))}"><span>${esc(number)}</span></div>`;
    }
    if (kind === 'crash') {
      return (
        '<div class="crash"><span class="multiplier" id="multiplier">' +
        esc(round.win) +
        'x</span><span class="flew">Flew away</span></div>'
      );
    }
    if (kind === 'ludo') {
      const squares = (round.lines.find((entry) => entry.label === 'Squares') || { value: '' }).value.split(
        ', ',
      );
      return (
        '<div class="ludo">' +
        squares
          .map((entry) => {
            const [colour, square] = entry.split(' ');
            const width = Math.min(100, (Number(square) / 30) * 100);
            return (
              '<div class="lane ' +
              esc((colour || '').toLowerCase()) +
              '"><span class="lane-name">' +
              esc(colour) +
              '</span><span class="track"><span class="token" style="width:' +
              width +
              '%"></span></span><span class="lane-square">' +
              esc(square) +
              '</span></div>'
            );
          })
          .join('') +
        '</div>'
      );
    }
    return `<div class="groups">${groupsHtml(round)}</div>`;
  }

  function linesHtml(round) {
    return (
      '<dl class="lines">' +
      round.lines
        .map((line) => `<div><dt>${esc(line.label)}</dt><dd>${esc(line.value)}</dd></div>`)
        .join('') +
      '</dl>'
    );
  }

  function showRound(round, title) {
    $('stage-title').textContent = `${title} · Round ${round.roundId}`;
    $('stage').innerHTML = stageHtml(round) + linesHtml(round);
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

  function renderRecent(recent) {
    $('recent').innerHTML = recent.length
      ? recent
          .map(
            (round) =>
              '<li title="Round ' +
              esc(round.roundId) +
              '">' +
              esc(round.lines[0] ? round.lines[0].value : round.win) +
              '</li>',
          )
          .join('')
      : '<li class="none">No rounds yet</li>';
  }

  const OUTCOME = { won: 'Won', lost: 'Lost', void: 'Returned' };
  function playRow(play) {
    const net = play.creditAmount - play.debitAmount + play.rollbackAmount;
    return (
      '<tr><td>' +
      esc(play.nat) +
      '<span class="sub">' +
      esc(play.roundId) +
      '</span></td><td class="num">' +
      esc(points(play.points)) +
      '</td><td class="num">' +
      esc(Number(play.rate).toFixed(2)) +
      '</td><td class="num ' +
      (net >= 0 ? 'plus' : 'minus') +
      '">' +
      (net >= 0 ? '+' : '−') +
      '₹' +
      esc(money(Math.abs(net))) +
      '<span class="sub">' +
      OUTCOME[play.outcome] +
      '</span></td></tr>'
    );
  }

  function renderPlays(plays) {
    $('plays').innerHTML = plays.length
      ? plays.map(playRow).join('')
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

  $('play').addEventListener('click', async () => {
    if (state.busy) return;
    state.busy = true;
    renderAction();
    message('Dealing…');
    try {
      const body = await call('/games/api/play', {
        method: 'POST',
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ gameId: data.gameId, sid: state.sid, points: state.points }),
      });
      const { play, round, wallet } = body;
      showRound(round, 'Your round');
      renderWallet(wallet);
      const net = play.creditAmount - play.debitAmount + play.rollbackAmount;
      if (play.outcome === 'won') message(`You won ₹${money(play.creditAmount)} on ${play.nat}.`, 'won');
      else if (play.outcome === 'void') message(`Stake returned: ₹${money(play.rollbackAmount)}.`, 'void');
      else message(`No win this time: ₹${money(-net)} lost on ${play.nat}.`, 'lost');
      state.recent = [round, ...state.recent].slice(0, 10);
      state.plays = [play, ...state.plays].slice(0, 10);
      renderRecent(state.recent);
      renderPlays(state.plays);
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
      state.game = body.game;
      state.open = body.game.open;
      state.points = body.game.chips[0] || 0;
      state.recent = body.recent;
      state.plays = body.plays;
      renderWallet(body.wallet);
      renderBoxes();
      renderChips();
      renderAction();
      renderRecent(body.recent);
      renderPlays(body.plays);
      if (body.recent[0]) showRound(body.recent[0], 'Last round');
      if (!body.game.open) message(body.game.message, 'lost');
      app.classList.add('ready');
    } catch (error) {
      message(error.message, 'lost');
    }
  }
  start();
})();
