import { Simulation } from '../src/sim/simulation';

for (const history of [false, true, false, true, false, true]) {
  const c = process.cpuUsage();
  const t = performance.now();
  const sim = new Simulation(
    { scenario: 'demo', startAt: 'now', speed: 1, realtime: false, history },
    { size: 50_000 },
  );
  const cpu = process.cpuUsage(c);
  console.log(
    history,
    Math.round(performance.now() - t),
    'wall',
    Math.round((cpu.user + cpu.system) / 1000),
    'cpu',
  );
  sim.stop();
}
