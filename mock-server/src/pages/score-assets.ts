/**
 * The score board page's stylesheet and script (served as /pages/score.css and
 * /pages/score.js; routes/sports-pages.ts builds the page). The script reads the first
 * view from the page's JSON data block, redraws it, and polls /score/:eventId.json every
 * 2 s. It escapes every value it writes with esc().
 */
export const SCORE_CSS = `
*{box-sizing:border-box}
html,body{margin:0;height:100%;background:#0b1f33;color:#e8eef5;font:14px/1.3 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow:hidden}
#app{height:100%;display:flex;flex-direction:column;justify-content:center;padding:12px 14px;max-width:620px;margin:0 auto;gap:10px}
.top{display:flex;align-items:center;justify-content:space-between;gap:8px;font-size:12px;color:#8aa3bd}
.series{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.badge{flex:none;font-size:11px;font-weight:700;letter-spacing:.06em;padding:3px 8px;border-radius:999px;background:#1c3450;color:#9fb6cc}
.badge.live{background:rgba(239,68,68,.15);color:#f87171}
.badge.live:before{content:"";display:inline-block;width:7px;height:7px;border-radius:50%;background:#ef4444;margin-right:6px;vertical-align:1px;animation:pulse 1.2s infinite}
@keyframes pulse{50%{opacity:.25}}
.card{background:#10283f;border:1px solid #1d3a57;border-radius:12px;overflow:hidden}
.team{display:flex;align-items:center;gap:10px;padding:10px 12px}
.team+.team{border-top:1px solid #1a3550}
.team.batting{background:linear-gradient(90deg,rgba(56,189,248,.12),transparent 70%);box-shadow:inset 3px 0 #38bdf8}
.flag{flex:none;width:32px;height:32px;border-radius:50%;display:grid;place-items:center;font-size:11px;font-weight:800;color:#0b1f33}
.c0{background:#38bdf8}.c1{background:#fbbf24}.c2{background:#a78bfa}.c3{background:#34d399}.c4{background:#f472b6}.c5{background:#fb923c}
.name{flex:1;min-width:0;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.team:not(.batting) .name{color:#b7c7d8}
.runs{font-size:22px;font-weight:800;font-variant-numeric:tabular-nums;color:#fff}
.team:not(.batting) .runs{font-size:18px;color:#c9d6e3}
.overs{font-size:12px;color:#8aa3bd;margin-left:4px;font-variant-numeric:tabular-nums}
.yet{font-size:12px;color:#6f8aa5}
.status{font-weight:600;color:#fbbf24;text-align:center;min-height:18px}
.foot{display:flex;align-items:center;justify-content:space-between;gap:10px;flex-wrap:wrap}
.stats{display:flex;gap:12px;font-size:12px;color:#8aa3bd}
.stats b{color:#e8eef5;font-variant-numeric:tabular-nums}
.balls{display:flex;gap:5px;align-items:center}
.balls span.l{font-size:11px;color:#6f8aa5;margin-right:2px}
.ball{width:26px;height:26px;border-radius:50%;display:grid;place-items:center;font-size:12px;font-weight:800;background:#27425e;color:#dbe6f0}
.ball.r0{background:#1a3149;color:#7f97ae}
.ball.r4{background:#2563eb;color:#fff}
.ball.r6{background:#16a34a;color:#fff}
.ball.w{background:#dc2626;color:#fff}
.ball.x{background:#b45309;color:#fff}
.ball.new{animation:pop .5s ease-out}
@keyframes pop{from{transform:scale(.4);opacity:.3}}
.wait{text-align:center;color:#b7c7d8}
.wait .big{font-size:20px;font-weight:700;color:#fff;margin-top:4px}
@media (max-width:360px){.runs{font-size:19px}.ball{width:23px;height:23px}}
`;

export const SCORE_JS = `
function esc(t){return String(t).replace(/[&<>"']/g,function(c){return{'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'}[c]})}
function initials(n){var w=n.split(/\\s+/).filter(Boolean);return (w.length>1?w.map(function(x){return x[0]}).join(''):n.slice(0,3)).slice(0,3).toUpperCase()}
function color(d,n){var i=d.teams.indexOf(n);return 'c'+((i<0?0:i)%6)}
function over(s){return !!s&&/ won by |^Match tied/.test(s.status)}
function until(ms){if(ms<=0)return 'any moment';var m=Math.round(ms/60000),h=Math.floor(m/60);return h?h+'h '+(m%60)+'m':m+' min'}
function chip(b,i,fresh){var c=b==='W'?'w':b==='4'?'r4':b==='6'?'r6':b==='0'||b==='.'?'r0':/^\\d$/.test(b)?'':'x';return '<span class="ball '+c+(fresh&&i===0?' new':'')+'">'+esc(b==='0'?'•':b)+'</span>'}
var lastAt=null;
function render(d){
  var s=d.score,app=document.getElementById('app');
  var live=d.matchStatus==='INPLAY'&&d.now>=d.startAt&&!(s&&over(s));
  var badge=d.matchStatus==='COMPLETED'||over(s)?'<span class="badge">RESULT</span>':live?'<span class="badge live">LIVE</span>':'<span class="badge">'+(d.now<d.startAt?'STARTS IN '+until(d.startAt-d.now).toUpperCase():'UPCOMING')+'</span>';
  var html='<div class="top"><span class="series">'+esc(d.seriesName)+'</span>'+badge+'</div>';
  var inn=s?s.innings:[];
  var order=inn.map(function(x){return x.team});
  d.teams.forEach(function(t){if(order.indexOf(t)<0)order.push(t)});
  html+='<div class="card">'+order.map(function(t){
    var i=-1;for(var k=0;k<inn.length;k++)if(inn[k].team===t)i=k;
    var x=inn[i],bat=live&&i===inn.length-1&&i>=0;
    return '<div class="team'+(bat?' batting':'')+'"><span class="flag '+color(d,t)+'">'+esc(initials(t))+'</span><span class="name">'+esc(t)+'</span>'+
      (x?'<span><span class="runs">'+x.runs+(x.wickets<10?'/'+x.wickets:'')+'</span><span class="overs">('+esc(x.overs)+')</span></span>':'<span class="yet">'+(s&&inn.length?'Yet to bat':'')+'</span>')+'</div>'}).join('')+'</div>';
  if(s&&inn.length){
    var cur=inn[inn.length-1],fresh=lastAt!==null&&s.at!==lastAt;
    html+='<div class="status">'+esc(s.status)+'</div><div class="foot"><div class="stats"><span>CRR <b>'+esc(cur.crr)+'</b></span>'+(s.target?'<span>Target <b>'+s.target+'</b></span>':'')+'</div>';
    var balls=s.recentBalls.slice(-6);
    html+='<div class="balls"><span class="l">Last '+balls.length+'</span>'+balls.slice().reverse().map(function(b,i){return chip(b,i,fresh)}).reverse().join('')+'</div></div>';
  }else{
    html+='<div class="wait">'+(s&&s.status?esc(s.status):d.now<d.startAt?'Match starts in<div class="big">'+until(d.startAt-d.now)+'</div>':live?'In play: this scenario scripts no ball-by-ball score':'Waiting for the first ball')+'</div>';
  }
  app.innerHTML=html;lastAt=s?s.at:null;
}
render(JSON.parse(document.getElementById('page-data').textContent));
setInterval(function(){fetch(location.pathname.replace(/\\/$/,'')+'.json',{cache:'no-store'}).then(function(r){return r.ok?r.json():null}).then(function(d){if(d)render(d)}).catch(function(){})},2000);
`;
