/**
 * A CPU profile of a benchmark's measured part (BENCH_CPU_PROFILE=1): the V8 sampling profiler through
 * node:inspector, started after the warm-up and stopped after the last measured run, summarized as self
 * time by area of the code and by function, the form `docs/performance.md` quotes.
 */
import { Session } from 'node:inspector/promises';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
export type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples?: number[] };

/** Starts sampling; the function returned stops it and gives the profile. */
export async function startCpuProfile(): Promise<() => Promise<CpuProfile>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    session.disconnect();
    return profile;
  };
}

/** Where a function's code lives, in the words of the summary. */
const AREAS: [RegExp, string][] = [
  [/^\(garbage collector\)$/, 'garbage collection'],
  [/^\(idle\)$/, 'idle (waiting for the broker or the database)'],
  [/^\(program\)$/, 'V8 and native (parsing, compiling, I/O)'],
  [/node_modules\/pg(-protocol|-types)?\//, 'PostgreSQL driver (pg)'],
  [/node_modules\/drizzle-orm\//, 'query builder (drizzle)'],
  [/trading\/remote\//, 'broker wire (JSON lines)'],
  [/trading\/copy\//, 'copier'],
  [/packages\/engine\//, 'copy engine (decisions)'],
  [/trading\/(account-mirror|mirror)/, 'account mirror'],
  [/mt4-sim\/|trading\/sim\//, 'simulated broker'],
  [/apps\/server\/src\//, 'server, other'],
  [/^node:|^internal\/|^$/, 'Node internals (streams, timers, JSON)'],
  [/node_modules\//, 'other libraries'],
];

function areaOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  const where = url || functionName;
  for (const [pattern, area] of AREAS) if (pattern.test(where)) return area;
  return 'other';
}

const shortUrl = (url: string) => url.replace(/^file:\/\/.*?\/(apps|packages|node_modules|bench)\//, '$1/');

/** Self time by area and the `top` functions, as Markdown table lines. */
export function summarizeCpuProfile(profile: CpuProfile, top = 12): string[] {
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const samples = profile.samples?.length ?? profile.nodes.reduce((n, node) => n + (node.hitCount ?? 0), 0);
  const msPerSample = samples > 0 ? totalMs / samples : 0;
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const area = areaOf(node);
    byArea.set(area, (byArea.get(area) ?? 0) + hits);
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
  }
  const row = (name: string, hits: number) =>
    `| ${name} | ${(hits * msPerSample).toFixed(0)} | ${((hits / samples) * 100).toFixed(1)} |`;
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return [
    `Profiled ${(totalMs / 1000).toFixed(1)} s, ${samples} samples.`,
    '',
    '| area | self ms | % |',
    '| --- | ---: | ---: |',
    ...sorted(byArea).map(([area, hits]) => row(area, hits)),
    '',
    '| function | self ms | % |',
    '| --- | ---: | ---: |',
    ...sorted(byFunction)
      .slice(0, top)
      .map(([name, hits]) => row(name.replaceAll('|', '\\|'), hits)),
  ];
}
