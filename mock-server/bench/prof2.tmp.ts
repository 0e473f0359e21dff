import { Simulation } from '../src/sim/simulation';

for (let i = 0; i < 3; i++) {
  const sim = new Simulation(
    { scenario: 'demo', startAt: 'now', speed: 1, realtime: false, history: true },
    { size: 50_000 },
  );
  sim.stop();
}
