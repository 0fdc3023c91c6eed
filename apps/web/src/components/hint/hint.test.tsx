import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Hint } from './hint';

function renderHint(title?: string) {
  render(
    <>
      <Hint content="Scroll back to the top" {...(title ? { title } : {})}>
        {(trigger) => (
          <button {...trigger} type="button">
            top
          </button>
        )}
      </Hint>
      <button type="button">elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'top' });
}

describe('Hint', () => {
  it('shows on hover after a short delay and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    const trigger = renderHint();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Scroll back to the top');
    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows on keyboard focus, describes its trigger, and Escape or leaving hides it', async () => {
    const user = userEvent.setup();
    const trigger = renderHint();
    await user.tab();
    expect(trigger).toHaveFocus();
    // The box comes in its own chunk the first time.
    const tip = await screen.findByRole('tooltip');
    expect(trigger).toHaveAttribute('aria-describedby', tip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-describedby');

    await user.tab();
    await user.tab({ shift: true });
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('draws a card with its title when given one, outside the trigger’s container', async () => {
    const user = userEvent.setup();
    const trigger = renderHint('WeChat');
    await user.click(trigger);
    const card = await screen.findByRole('tooltip');
    expect(card).toHaveTextContent('WeChat');
    expect(card).toHaveTextContent('Scroll back to the top');
    expect(card.parentElement).toBe(document.body);
  });
});
