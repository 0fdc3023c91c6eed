import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope, sentBody } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { API, FRONT, mockSettingsApi, selfUser } from '../testing/settings-fixtures';
import { BasicsRoute } from './basics';

const renderBasics = () => renderWithApp(<BasicsRoute />, { path: '/personalCenter/7/setting/basicsV' });

describe('personalCenter/:id/setting/basicsV', () => {
  englishPageTest({ signedInAs: { id: 7 } });

  it('shows the saved basic information', async () => {
    mockSettingsApi();
    renderBasics();
    expect(await screen.findByLabelText('Nickname')).toHaveValue('Lena');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-05-17');
    expect(screen.getByLabelText('Country')).toHaveValue('Freedonia');
    expect(screen.getByLabelText('Region')).toHaveValue('North');
    expect(screen.getByLabelText('About me')).toHaveValue('Swing trader');
    expect(screen.getByRole('button', { name: /Choose a picture/ })).toBeInTheDocument();
  });

  it('saves the form, then the header reads the user again', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockSettingsApi({
      [`${API}/completeCommunityUserInfo`]: { body: envelope([selfUser({ nickName: 'Lena W' })]) },
    });
    const { queryClient } = renderBasics();
    queryClient.setQueryData(['me', 'user-info'], selfUser());
    const nickname = await screen.findByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, ' Lena W ');
    await user.click(screen.getByRole('radio', { name: 'Prefer not to say' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchSpy, `${API}/completeCommunityUserInfo`)).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, `${API}/completeCommunityUserInfo`)[0]![1])).toEqual({
      nickName: 'Lena W',
      gender: 0,
      birthday: '1990-05-17',
      country: 'Freedonia',
      region: 'North',
      remark: 'Swing trader',
    });
    expect(await screen.findByText('Basic information saved')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(['me', 'user-info'])?.isInvalidated).toBe(true));
  });

  it('checks the nickname with the shared rule and sends nothing bad', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockSettingsApi();
    renderBasics();
    const nickname = await screen.findByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, '张');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The nickname needs at least 2 characters')).toBeInTheDocument();
    await user.type(nickname, '一二三四五六七八');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The nickname must be 2-16 characters long; a Chinese character counts as 2'),
    ).toBeInTheDocument();
    expect(callsTo(fetchSpy, `${API}/completeCommunityUserInfo`)).toHaveLength(0);
  });

  it("puts the server's field errors under their fields", async () => {
    const user = userEvent.setup();
    mockSettingsApi({
      [`${API}/completeCommunityUserInfo`]: {
        status: 400,
        body: envelope(
          [
            {
              field: 'birthday',
              message: 'The date of birth cannot be in the future, and you must be 18 to 120 years old',
            },
            { field: 'country', message: 'Please select your country' },
          ],
          40000,
          'Some fields are not valid, please check them',
        ),
      },
    });
    renderBasics();
    await screen.findByLabelText('Nickname');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The date of birth cannot be in the future, and you must be 18 to 120 years old',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Please select your country')).toBeInTheDocument();
  });

  it("offers the site's country dictionary as a select", async () => {
    mockSettingsApi({
      [`${API}/selectCommunityUserInfo`]: { body: envelope([selfUser({ country: 'SG' })]) },
      [`${FRONT}/getDictListByType`]: (url) => ({
        body: envelope(
          url.searchParams.get('type') === 'country'
            ? [
                { dictType: 'country', dictValue: 'CN', dictLabel: 'China', sort: 1 },
                { dictType: 'country', dictValue: 'SG', dictLabel: 'Singapore', sort: 2 },
              ]
            : [],
        ),
      }),
    });
    renderBasics();
    expect(await screen.findByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(await screen.findByText('Singapore')).toBeInTheDocument();
  });

  it('previews a chosen picture and uploads it', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockSettingsApi({
      [`${API}/uploadAvatar`]: {
        body: envelope([{ portraitImg: '/community/front/queryAvatar?userId=7&v=9', avatarLocked: false }]),
      },
    });
    const { container } = renderBasics();
    await screen.findByRole('button', { name: /Choose a picture/ });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Preview of the new avatar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use this picture' }));
    await waitFor(() => expect(callsTo(fetchSpy, `${API}/uploadAvatar`)).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, `${API}/uploadAvatar`)[0]![1])).toEqual({
      image: 'data:image/png;base64,iVBORw==',
    });
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Preview of the new avatar')).toBeNull());
    expect(screen.getByRole('img', { name: 'Lena' })).toHaveAttribute(
      'src',
      '/community/front/queryAvatar?userId=7&v=9',
    );
  });

  it('refuses a picture over 10 MB or of another type in the browser, sending nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchSpy = mockSettingsApi();
    const { container } = renderBasics();
    await screen.findByRole('button', { name: /Choose a picture/ });
    // The upload control renders a fresh input after each choice.
    const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input(),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('avatar image cannot exceed 10MB')).toBeInTheDocument();
    await user.upload(input(), new File(['#!/bin/sh'], 'script.png', { type: 'text/x-sh' }));
    expect(await screen.findByText('The avatar must be a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use this picture' })).toBeNull();
    expect(callsTo(fetchSpy, `${API}/uploadAvatar`)).toHaveLength(0);
  });

  it('shows a server refusal of the picture in the card', async () => {
    const user = userEvent.setup();
    mockSettingsApi({
      [`${API}/uploadAvatar`]: {
        status: 400,
        body: envelope([], 32007, 'The image is damaged and cannot be read; please choose another one'),
      },
    });
    const { container } = renderBasics();
    await screen.findByRole('button', { name: /Choose a picture/ });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Use this picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image is damaged and cannot be read; please choose another one',
    );
  });

  it('explains a locked avatar and offers no upload', async () => {
    mockSettingsApi({
      [`${API}/selectCommunityUserInfo`]: { body: envelope([selfUser({ avatarLocked: true })]) },
    });
    renderBasics();
    const card = (await screen.findByText('Avatar locked')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText(/has locked your avatar/)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(card.querySelector('input[type="file"]')).toBeNull();
  });

  it('shows a load error with a retry', async () => {
    mockSettingsApi({
      [`${API}/selectCommunityUserInfo`]: { status: 500, body: envelope([], 50000, 'Server error') },
    });
    renderBasics();
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
