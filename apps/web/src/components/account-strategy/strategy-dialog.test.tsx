import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, mockFetch, sentBody, type MockAnswer } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { guessWrittenIn, StrategyDialog, type EditedStrategy } from './strategy-dialog';

const ORIGINAL = '顺势交易欧美和黄金，每单都有止损。';
const ENGLISH = 'Trend following on EURUSD and gold, a stop on every order.';

function renderDialog(account: Partial<EditedStrategy> = {}, save?: MockAnswer, site = {}) {
  signIn();
  const spy = mockFetch({ '/community/api/updateMtAccountInfo': save ?? { body: envelope([]) } });
  const onClose = vi.fn();
  renderWithApp(
    <StrategyDialog
      account={{ mtAccId: 9, strategy: ORIGINAL, strategyTranslations: { en_US: ENGLISH }, ...account }}
      onClose={onClose}
    />,
    { site },
  );
  return { spy, onClose };
}

const dialog = () => screen.getByRole('dialog');
/** A text field by its label (the language picker's options carry the same names). */
const field = (label: string) => within(dialog()).getByLabelText(label, { selector: 'textarea' });
const noField = (label: string) =>
  expect(within(dialog()).queryByLabelText(label, { selector: 'textarea' })).toBeNull();
const saveButton = () => within(dialog()).getByRole('button', { name: /保\s*存/ });
const sent = (spy: ReturnType<typeof mockFetch>) =>
  callsTo(spy, '/community/api/updateMtAccountInfo').map(([, init]) => sentBody(init));

describe('StrategyDialog (updateMtAccountInfo with translations)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('edits the original and a translation for each other site language', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { spy, onClose } = renderDialog();
    // Written in Chinese (it has no translation of its own): the other two languages are offered.
    expect(field('策略说明')).toHaveValue(ORIGINAL);
    expect(field('English')).toHaveValue(ENGLISH);
    const traditional = field('繁體中文');
    expect(traditional).toHaveValue('');
    noField('简体中文');

    await user.type(traditional, '  順勢交易歐美和黃金。 ');
    await user.click(saveButton());
    await waitFor(() => expect(sent(spy)).toHaveLength(1));
    expect(sent(spy)[0]).toEqual({
      mtAccId: 9,
      strategy: ORIGINAL,
      strategyTranslations: { en_US: ENGLISH, zh_Hant: '順勢交易歐美和黃金。' },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('drops the translation into the language the original is written in', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { spy } = renderDialog({ strategy: ENGLISH, strategyTranslations: { zh_CN: ORIGINAL } });
    // The reader's language (zh_CN) has a translation, so the original is taken to be English.
    expect(field('简体中文')).toHaveValue(ORIGINAL);
    noField('English');

    // The owner says the original is Chinese after all: the Chinese field goes, English appears.
    await user.click(within(dialog()).getByText('简体中文', { selector: '.ant-segmented-item-label' }));
    noField('简体中文');
    await user.type(field('English'), 'English text');
    await user.click(saveButton());
    await waitFor(() => expect(sent(spy)).toHaveLength(1));
    expect(sent(spy)[0]).toEqual({
      mtAccId: 9,
      strategy: ENGLISH,
      strategyTranslations: { en_US: 'English text' },
    });
  });

  it('offers only the languages the site has', () => {
    renderDialog({}, undefined, { availableLang: '1,2' });
    expect(field('English')).toBeInTheDocument();
    noField('繁體中文');
  });

  it('refuses a translation over the limit in the browser, sending nothing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { spy } = renderDialog();
    const english = field('English');
    await user.clear(english);
    await user.click(english);
    await user.paste('x'.repeat(601));
    await user.click(saveButton());
    expect(
      await within(dialog()).findByText('策略说明不能超过600个字符（中文算2个字符）'),
    ).toBeInTheDocument();
    expect(sent(spy)).toHaveLength(0);
  });

  it("shows the server's field error under its translation", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderDialog(
      {},
      {
        status: 400,
        body: envelope(
          [{ field: 'strategyTranslations.en_US', message: '本站不提供该语言' }],
          40000,
          '参数校验失败',
        ),
      },
    );
    await user.click(saveButton());
    expect(await within(dialog()).findByText('本站不提供该语言')).toBeInTheDocument();
  });

  it('shows a locked strategy without letting it change', () => {
    renderDialog({ strategyLocked: true });
    expect(within(dialog()).getByText('站点管理员已锁定此策略说明，解锁前无法修改。')).toBeInTheDocument();
    expect(field('策略说明')).toBeDisabled();
    expect(field('English')).toBeDisabled();
    expect(saveButton()).toBeDisabled();
  });
});

describe('guessWrittenIn', () => {
  const all = ['zh_CN', 'en_US', 'zh_Hant'] as const;
  it("takes the reader's language unless it has a translation, then the first without one", () => {
    expect(guessWrittenIn({}, all, 'en_US')).toBe('en_US');
    expect(guessWrittenIn({ en_US: 'x', zh_Hant: 'y' }, all, 'en_US')).toBe('zh_CN');
    expect(guessWrittenIn({ zh_CN: 'x' }, all, 'zh_CN')).toBe('en_US');
    expect(guessWrittenIn({ zh_CN: 'x', en_US: 'y', zh_Hant: 'z' }, all, 'zh_Hant')).toBe('zh_Hant');
  });
});
