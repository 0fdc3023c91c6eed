import type { MetaApiSettings } from '@copytrade/contracts/connections';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setCallTwins } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, mockFetch, sentBody, type MockRoute } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { SITE_SETTINGS_CALL_TWINS } from '../api/call-twins';
import { MetaApiTab } from './metaapi-tab';

const TOKEN = 'mtapi.eyJhbGciOiJSUzUxMiJ9.s3cr3t-TOKEN-wxyz';
const CHANGED = Date.UTC(2026, 0, 5, 8, 30);

function settingsOf(overrides: Partial<MetaApiSettings> = {}): MetaApiSettings {
  return {
    configured: false,
    tokenHint: '',
    region: '',
    sdkInstalled: true,
    accounts: 0,
    updateTime: null,
    ...overrides,
  };
}

const CONFIGURED = settingsOf({
  configured: true,
  tokenHint: '…abcd',
  region: 'london',
  updateTime: CHANGED,
});

function mockMetaApi(
  settings: MetaApiSettings,
  update?: MockRoute,
  base = '/community/api',
): ReturnType<typeof mockFetch> {
  return mockFetch({
    [`${base}/adminQueryMetaApi`]: { body: envelope([settings]) },
    [`${base}/adminUpdateMetaApi`]:
      update ??
      ((_url, init) => {
        const body = sentBody(init) as { token?: string; region: string; clear?: boolean };
        return {
          body: envelope([
            body.clear
              ? settingsOf({ region: body.region, sdkInstalled: settings.sdkInstalled, updateTime: CHANGED })
              : {
                  ...settings,
                  configured: settings.configured || body.token !== undefined,
                  tokenHint: body.token ? `…${body.token.slice(-4)}` : settings.tokenHint,
                  region: body.region,
                  updateTime: CHANGED,
                },
          ]),
        };
      }),
  });
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const tokenInput = () => screen.getByLabelText('New MetaApi token');
const updates = (spy: ReturnType<typeof mockFetch>, base = '/community/api') =>
  callsTo(spy, `${base}/adminUpdateMetaApi`).map(([, init]) => sentBody(init));

describe('the MetaApi tab of the site settings (issue 16)', () => {
  englishPageTest({ signedInAs: { isAdmin: true } });

  afterEach(() => setCallTwins(null));

  it('shows a site without a token as not set up, warns that the server lacks the SDK and asks for a token', async () => {
    const user = userEvent.setup();
    const spy = mockMetaApi(settingsOf({ sdkInstalled: false }));
    renderWithApp(<MetaApiTab />);
    const status = await screen.findByTestId('metaapi-status');
    expect(within(status).getByText('Not set up')).toBeInTheDocument();
    expect(within(status).getByText('Not installed')).toBeInTheDocument();
    const warning = screen.getByTestId('metaapi-sdk-warning');
    expect(warning).toHaveTextContent('The server does not have the MetaApi SDK');
    expect(within(warning).getByText('npm install metaapi.cloud-sdk')).toBeInTheDocument();
    expect(within(warning).getByRole('link', { name: 'https://metaapi.cloud/terms' })).toHaveAttribute(
      'href',
      'https://metaapi.cloud/terms',
    );
    expect(screen.queryByRole('button', { name: /Turn off MetaApi/ })).not.toBeInTheDocument();
    // Without a token there is nothing to keep: an empty field is refused in the browser.
    await user.click(saveButton());
    expect(await screen.findByText('Please paste the whole MetaApi token')).toBeInTheDocument();
    await user.type(tokenInput(), 'too-short');
    await user.click(saveButton());
    await waitFor(() => expect(screen.getByText('Please paste the whole MetaApi token')).toBeInTheDocument());
    await user.type(screen.getByLabelText('Region'), 'New York');
    expect(
      await screen.findByText('A region name has lower-case letters, digits and hyphens only'),
    ).toBeInTheDocument();
    expect(updates(spy)).toHaveLength(0);
  });

  it('shows a configured site with its token hint, region and last change, and no SDK warning', async () => {
    mockMetaApi({ ...CONFIGURED, accounts: 0 });
    renderWithApp(<MetaApiTab />);
    const status = await screen.findByTestId('metaapi-status');
    expect(within(status).getByText('Set up')).toBeInTheDocument();
    expect(within(status).getByText('…abcd')).toBeInTheDocument();
    expect(within(status).getByText('london')).toBeInTheDocument();
    expect(within(status).getByText(formatDate(CHANGED, 'YYYY-MM-DD HH:mm:ss'))).toBeInTheDocument();
    expect(within(status).getByText('Installed')).toBeInTheDocument();
    expect(screen.queryByTestId('metaapi-sdk-warning')).not.toBeInTheDocument();
    expect(tokenInput()).toHaveValue('');
    expect(tokenInput()).toHaveAttribute('type', 'password');
    expect(tokenInput()).toHaveAttribute('placeholder', 'Leave empty to keep the current token (…abcd)');
    expect(screen.getByRole('button', { name: /Turn off MetaApi/ })).toBeEnabled();
  });

  it('saves the token and region, then never shows the token again', async () => {
    const user = userEvent.setup();
    const spy = mockMetaApi(settingsOf());
    renderWithApp(<MetaApiTab />);
    await screen.findByTestId('metaapi-status');
    await user.type(tokenInput(), `  ${TOKEN} `);
    await user.type(screen.getByLabelText('Region'), 'new-york');
    await user.click(saveButton());
    await waitFor(() => expect(updates(spy)).toHaveLength(1));
    expect(updates(spy)[0]).toEqual({ token: TOKEN, region: 'new-york' });
    expect(
      await screen.findByText('Saved. New bindings through MetaApi use these settings.'),
    ).toBeInTheDocument();
    const status = screen.getByTestId('metaapi-status');
    expect(within(status).getByText('Set up')).toBeInTheDocument();
    expect(within(status).getByText('…wxyz')).toBeInTheDocument();
    expect(tokenInput()).toHaveValue('');
    expect(document.body.innerHTML).not.toContain(TOKEN);
    expect(screen.getByLabelText('Region')).toHaveValue('new-york');
  });

  it('keeps the current token when the field is left empty: only the region is sent', async () => {
    const user = userEvent.setup();
    const spy = mockMetaApi(CONFIGURED);
    renderWithApp(<MetaApiTab />);
    const region = await screen.findByLabelText('Region');
    await user.clear(region);
    await user.type(region, 'singapore');
    await user.click(saveButton());
    await waitFor(() => expect(updates(spy)).toHaveLength(1));
    expect(updates(spy)[0]).toEqual({ region: 'singapore' });
  });

  it('asks before turning MetaApi off, then sends clear with the region', async () => {
    const user = userEvent.setup();
    const spy = mockMetaApi(CONFIGURED);
    renderWithApp(<MetaApiTab />);
    await user.click(await screen.findByRole('button', { name: /Turn off MetaApi/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Turn off MetaApi?');
    expect(updates(spy)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(updates(spy)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Turn off MetaApi/ }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(updates(spy)).toHaveLength(1));
    expect(updates(spy)[0]).toEqual({ clear: true, region: 'london' });
    expect(await screen.findByText('MetaApi is off')).toBeInTheDocument();
    expect(within(screen.getByTestId('metaapi-status')).getByText('Not set up')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Turn off MetaApi/ })).not.toBeInTheDocument();
  });

  it('explains why MetaApi cannot be turned off while accounts use it, and shows a 22013 refusal', async () => {
    const user = userEvent.setup();
    mockMetaApi({ ...CONFIGURED, accounts: 2 }, () => ({
      status: 409,
      body: envelope([], 22013, 'Accounts are still connected through MetaApi; unbind them first'),
    }));
    renderWithApp(<MetaApiTab />);
    const off = await screen.findByRole('button', { name: /Turn off MetaApi/ });
    expect(off).toBeDisabled();
    expect(
      screen.getByText('2 accounts are connected through MetaApi. Unbind them before turning MetaApi off.'),
    ).toBeInTheDocument();
    // Any refusal of a save shows its status text.
    await user.type(tokenInput(), TOKEN);
    await user.click(saveButton());
    expect(
      await screen.findByText('Accounts are still connected through MetaApi; unbind them first'),
    ).toBeInTheDocument();
  });

  it("puts the server's field errors under the token and region", async () => {
    const user = userEvent.setup();
    mockMetaApi(CONFIGURED, () => ({
      status: 400,
      body: envelope(
        [
          { field: 'token', message: 'MetaApi refused this token' },
          { field: 'region', message: 'MetaApi has no such region' },
        ],
        40000,
        'Invalid input',
      ),
    }));
    renderWithApp(<MetaApiTab />);
    await user.type(await screen.findByLabelText('New MetaApi token'), TOKEN);
    await user.click(saveButton());
    const tokenItem = tokenInput().closest('.ant-form-item') as HTMLElement;
    const regionItem = screen.getByLabelText('Region').closest('.ant-form-item') as HTMLElement;
    expect(await within(tokenItem).findByText('MetaApi refused this token')).toBeInTheDocument();
    expect(within(regionItem).getByText('MetaApi has no such region')).toBeInTheDocument();
  });

  it('calls the /mam/main twins on a MAM site', async () => {
    const user = userEvent.setup();
    setCallTwins(SITE_SETTINGS_CALL_TWINS);
    signIn({ isAdmin: true });
    const spy = mockMetaApi(CONFIGURED, undefined, '/mam/main');
    renderWithApp(<MetaApiTab />);
    await screen.findByTestId('metaapi-status');
    await user.click(saveButton());
    await waitFor(() => expect(updates(spy, '/mam/main')).toEqual([{ region: 'london' }]));
    expect(callsTo(spy, '/community/api/')).toHaveLength(0);
  });
});
