/**
 * The browsers of the quotes fan-out benchmark (bench/quotes.ts), in a process of their own so their CPU
 * is not the server's: N sockets on /ws as visitors, each asking for the same symbols of one server.
 * Reads `{url, origin, sockets, server, symbols, seconds}` as JSON from argv[2]; prints one JSON line of
 * what they received once `seconds` have passed after every socket asked.
 */
import WebSocket from 'ws';
import { encodeOriginProtocol } from '../packages/contracts/src/realtime';

type Args = {
  url: string;
  origin: string;
  sockets: number;
  server: string;
  symbols: string[];
  seconds: number;
};
const args = JSON.parse(process.argv[2] ?? '{}') as Args;

let messages = 0;
let quotes = 0;
let refused = 0;
let lagSum = 0;
const open: WebSocket[] = [];

async function connect(): Promise<WebSocket> {
  const ws = new WebSocket(args.url, [encodeOriginProtocol(args.origin)]);
  await new Promise<void>((resolve, reject) => {
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; quotes?: { time: number }[] };
      if (message.type === 'ready') {
        ws.send(JSON.stringify({ type: 'quotes', server: args.server, symbols: args.symbols }));
        resolve();
      } else if (message.type === 'quotes') {
        messages += 1;
        quotes += message.quotes!.length;
        lagSum += Date.now() - Math.max(...message.quotes!.map((q) => q.time));
      } else if (message.type === 'quotesRefused') refused += 1;
    });
    ws.once('error', reject);
  });
  return ws;
}

for (let i = 0; i < args.sockets; i += 50) {
  open.push(...(await Promise.all(Array.from({ length: Math.min(50, args.sockets - i) }, connect))));
}
messages = 0;
quotes = 0;
lagSum = 0;
const t0 = Date.now();
await new Promise((resolve) => setTimeout(resolve, args.seconds * 1000));
const seconds = (Date.now() - t0) / 1000;
console.log(
  JSON.stringify({
    sockets: open.length,
    messages,
    quotes,
    refused,
    seconds,
    meanLagMs: messages ? lagSum / messages : 0,
  }),
);
for (const ws of open) ws.terminate();
process.exit(0);
