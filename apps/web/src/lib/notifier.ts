/**
 * Where the request layer sends its popups. The app wires its themed `message` (`lib/feedback.ts`) at
 * start; until then, and in tests, texts go to the console.
 */
export type Notifier = {
  error: (text: string) => void;
  success: (text: string) => void;
  info: (text: string) => void;
};

const consoleNotifier: Notifier = {
  error: (text) => console.error(text),
  success: (text) => console.info(text),
  info: (text) => console.info(text),
};

let current: Notifier = consoleNotifier;

export function setNotifier(next: Notifier | null): void {
  current = next ?? consoleNotifier;
}

export function notify(): Notifier {
  return current;
}
