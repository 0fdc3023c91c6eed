import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { ContactForm } from './contact-form';

const sentQuery = (spy: ReturnType<typeof mockFetch>) =>
  Object.fromEntries(
    new URL(callsTo(spy, '/community/front/commitLeavingMessage')[0]![0], 'http://x').searchParams,
  );

describe('ContactForm (commitLeavingMessage)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the fields as the server does and sends nothing until they pass', async () => {
    const user = userEvent.setup();
    const spy = mockFetch({ '/community/front/commitLeavingMessage': { body: envelope([{ id: 1 }]) } });
    renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText('您的称呼'), 'Lin');
    await user.type(screen.getByLabelText('联系方式'), 'ab');
    await user.type(screen.getByLabelText('留言内容'), 'hi');
    await user.click(screen.getByRole('button', { name: /提交留言/ }));
    expect(await screen.findByText('联系方式至少3个字符')).toBeInTheDocument();
    expect(screen.getByText('留言内容至少5个字')).toBeInTheDocument();
    expect(callsTo(spy, '/community/front/commitLeavingMessage')).toHaveLength(0);
  });

  it('sends the message and says how the answer will come', async () => {
    const user = userEvent.setup();
    const spy = mockFetch({ '/community/front/commitLeavingMessage': { body: envelope([{ id: 1 }]) } });
    renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText('您的称呼'), 'Lin');
    await user.type(screen.getByLabelText('联系方式'), 'lin@example.com');
    await user.type(screen.getByLabelText('留言内容'), 'How do I change my follow mode?');
    await user.click(screen.getByRole('button', { name: /提交留言/ }));
    expect(await screen.findByText('留言已提交')).toBeInTheDocument();
    expect(screen.getByText('我们会通过您留下的联系方式回复您。')).toBeInTheDocument();
    expect(sentQuery(spy)).toEqual({
      name: 'Lin',
      contact: 'lin@example.com',
      content: 'How do I change my follow mode?',
    });
  });

  it('shows the server refusal when too many messages were sent', async () => {
    const user = userEvent.setup();
    mockFetch({
      '/community/front/commitLeavingMessage': {
        status: 429,
        body: envelope([], 31001, '留言过于频繁，请600秒后再试'),
      },
    });
    renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText('您的称呼'), 'Lin');
    await user.type(screen.getByLabelText('联系方式'), 'lin@example.com');
    await user.type(screen.getByLabelText('留言内容'), 'How do I change my follow mode?');
    await user.click(screen.getByRole('button', { name: /提交留言/ }));
    await waitFor(() => expect(screen.getByText('留言过于频繁，请600秒后再试')).toBeInTheDocument());
  });
});
