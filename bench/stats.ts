import { benchStatistics } from '@copytrade/engine/stats/bench';

/** Account statistics (packages/engine/src/stats): full recompute and incremental update, as table lines. */
export function statisticsBenchmarkLines(): string[] {
  const r = benchStatistics();
  return [
    'Account statistics (packages/engine benchStatistics):',
    '',
    '| closed orders | events | merge ms | full recompute ms | updates | apply µs mean | apply µs p99 | apply + snapshot µs mean | apply + snapshot µs p99 | state bytes | JSON round trip ms |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${r.orders} | ${r.events} | ${r.msMergeEvents.toFixed(1)} | ${r.msFullRecompute.toFixed(1)} | ${r.incremental.updates} | ${r.incremental.usMeanApply.toFixed(2)} | ${r.incremental.usP99Apply.toFixed(2)} | ${r.incremental.usMeanApplyAndSnapshot.toFixed(1)} | ${r.incremental.usP99ApplyAndSnapshot.toFixed(1)} | ${r.stateBytes} | ${r.msJsonRoundTrip.toFixed(2)} |`,
  ];
}
