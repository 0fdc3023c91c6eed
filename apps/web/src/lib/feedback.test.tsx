import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { attachFeedback, onFeedbackWanted, useFeedback, type FeedbackApis } from './feedback';

function fakeApis(log: string[]): FeedbackApis {
  const say = (kind: string) => (content: unknown) => {
    log.push(`${kind}:${String(content)}`);
    return Object.assign(() => undefined, { then: () => Promise.resolve(true) }) as never;
  };
  return {
    message: { success: say('success'), error: say('error'), warning: say('warning'), info: say('info') },
    modal: { confirm: (props) => log.push(`confirm:${typeof props.title === 'string' ? props.title : '?'}`) },
  };
}

describe('feedback', () => {
  it('keeps the calls made before the holders load, wakes the host once, and runs them in order', () => {
    const log: string[] = [];
    const wanted = vi.fn();
    const stop = onFeedbackWanted(wanted);
    const { message, modal } = useFeedback();
    message.error('first');
    modal.confirm({ title: 'sure?' });
    expect(log).toEqual([]);
    expect(wanted).toHaveBeenCalled();
    const detach = attachFeedback(fakeApis(log));
    expect(log).toEqual(['error:first', 'confirm:sure?']);
    message.success('now');
    expect(log).toEqual(['error:first', 'confirm:sure?', 'success:now']);
    // Detached (the app unmounted), calls wait for the next holders again.
    detach();
    message.info('later');
    expect(log).toHaveLength(3);
    const again = attachFeedback(fakeApis(log));
    expect(log.at(-1)).toBe('info:later');
    again();
    stop();
  });

  it('shows a toast asked for before anything loaded, themed, in the app', async () => {
    function SavesOnMount() {
      const { message } = useFeedback();
      useEffect(() => {
        message.success('Saved on mount');
      }, [message]);
      return <p>page</p>;
    }
    renderWithApp(<SavesOnMount />);
    expect(await screen.findByText('Saved on mount')).toBeInTheDocument();
  });

  it('opens a confirmation whose OK runs the action', async () => {
    const onOk = vi.fn();
    function Deletes() {
      const { modal } = useFeedback();
      return (
        <button
          type="button"
          onClick={() => modal.confirm({ title: 'Delete the row?', okText: 'Delete', onOk })}
        >
          delete
        </button>
      );
    }
    renderWithApp(<Deletes />);
    await userEvent.click(screen.getByRole('button', { name: 'delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete the row?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onOk).toHaveBeenCalledTimes(1);
  });
});
