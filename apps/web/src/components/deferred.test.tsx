import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Deferred } from './deferred';

/** Notes each commit of the part it stands for. */
function Seen({ name, log }: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    log.push(name);
  });
  return <span>{name}</span>;
}

describe('Deferred', () => {
  it('commits the fallback first, then the content; a later render draws the content at once', async () => {
    const log: string[] = [];
    const { rerender } = render(
      <Deferred fallback={<Seen name="placeholder" log={log} />}>
        <Seen name="chart" log={log} />
      </Deferred>,
    );
    expect(await screen.findByText('chart')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    expect(log).toEqual(['placeholder', 'chart']);

    rerender(
      <Deferred fallback={<Seen name="placeholder" log={log} />}>
        <Seen name="chart" log={log} />
      </Deferred>,
    );
    expect(log).toEqual(['placeholder', 'chart', 'chart']);
  });
});
