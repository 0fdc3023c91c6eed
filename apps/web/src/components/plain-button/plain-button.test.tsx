import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ButtonLink } from '../button-link';
import { PlainButton } from './plain-button';

describe('PlainButton', () => {
  it('is a button that never submits a form unless asked, and reports its clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PlainButton type="primary" onClick={onClick}>
          Save
        </PlainButton>
        <PlainButton htmlType="submit">Send</PlainButton>
      </form>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('type', 'button');
    expect(save).toHaveClass('ct-btn');
    await user.click(save);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('names an icon-only button by its label, and takes no click while disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <PlainButton icon={<svg data-testid="mark" />} aria-label="Open menu" disabled onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toContainElement(screen.getByTestId('mark'));
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('puts the icon after the label when asked', () => {
    render(
      <PlainButton icon={<svg data-testid="arrow" />} iconPlacement="end">
        Next
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button.lastElementChild).toContainElement(screen.getByTestId('arrow'));
  });
});

function renderLink(onPlainClick?: () => void) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ButtonLink to="/register" type="primary" size="large" onPlainClick={onPlainClick}>
            Sign up
          </ButtonLink>
        ),
      },
      { path: '/register', element: <h1>Register page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, link: screen.getByRole('link', { name: 'Sign up' }) };
}

describe('ButtonLink', () => {
  it('is a real link to its page and opens it in the app on a plain click', async () => {
    const user = userEvent.setup();
    const { router, link } = renderLink();
    expect(link).toHaveAttribute('href', '/register');
    expect(link).toHaveClass('ct-btn');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Register page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('runs its own action on a plain click, and leaves a click with a modifier key to the browser', async () => {
    const user = userEvent.setup();
    const onPlainClick = vi.fn();
    const { router, link } = renderLink(onPlainClick);
    await user.click(link);
    expect(onPlainClick).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
    // A ctrl-click is the browser's (a new tab): not prevented, not routed, no action.
    const event = fireEvent.click(link, { ctrlKey: true });
    expect(event).toBe(true);
    expect(onPlainClick).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });
});
