import { loadScenario } from '@esk/scenarios';
import { playScenario } from '@esk/scenarios/play';

const t0 = performance.now();
const { entries } = playScenario(loadScenario('demo'), { forMs: 1000 });
console.log(entries.length, Math.round(performance.now() - t0), 'ms');
