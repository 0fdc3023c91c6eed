import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope, sentBody } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { API, mockSettingsApi, tradeSettings } from '../testing/settings-fixtures';
import { TradeSettingsCard } from './trade-settings-card';

describe('TradeSettingsCard (dealV)', () => {
  englishPageTest({ signedInAs: { id: 7 } });

  it('shows the saved settings; reverse is disabled where the site does not allow it', async () => {
    mockSettingsApi();
    renderWithApp(<TradeSettingsCard />);
    expect(await screen.findByRole('radio', { name: /Fixed ratio/ })).toBeChecked();
    expect(screen.getByLabelText('Ratio')).toHaveValue('1.50');
    expect(screen.getByRole('radio', { name: /Forward/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Reverse/ })).toBeDisabled();
    expect(screen.getByText('This site does not allow reverse copying.')).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum open positions')).toHaveValue('5');
    expect(screen.getByRole('radio', { name: /Close manually/ })).toBeChecked();
    expect(screen.queryByText("Not saved yet: these are the site's defaults.")).toBeNull();
  });

  it('says when the defaults are shown, checks values with the shared rules, and saves', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockSettingsApi({
      [`${API}/queryTradeSettings`]: {
        body: envelope([
          tradeSettings({
            copyType: 1,
            copyValue: '0.01',
            maxOpenPositions: null,
            cancelMode: 'followTrader',
            reverseAllowed: true,
            saved: false,
          }),
        ]),
      },
      [`${API}/updateTradeSettings`]: {
        body: envelope([
          tradeSettings({ copyType: 1, copyValue: '0.20', direction: 2, reverseAllowed: true }),
        ]),
      },
    });
    renderWithApp(<TradeSettingsCard />);
    expect(await screen.findByText("Not saved yet: these are the site's defaults.")).toBeInTheDocument();
    const lots = screen.getByLabelText('Lots per trade');
    expect(lots).toHaveValue('0.01');
    await user.clear(lots);
    await user.type(lots, '0.205');
    await user.type(screen.getByLabelText('Maximum open positions'), '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Can only be a multiple of 0.01')).toBeInTheDocument();
    expect(screen.getByText('Please enter a positive integer')).toBeInTheDocument();
    expect(callsTo(fetchSpy, `${API}/updateTradeSettings`)).toHaveLength(0);

    await user.clear(lots);
    await user.type(lots, '0.2');
    await user.clear(screen.getByLabelText('Maximum open positions'));
    await user.click(screen.getByRole('radio', { name: /Reverse/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(callsTo(fetchSpy, `${API}/updateTradeSettings`)).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, `${API}/updateTradeSettings`)[0]![1])).toEqual({
      copyType: 1,
      copyValue: '0.2',
      direction: 2,
      maxOpenPositions: null,
      cancelMode: 'followTrader',
    });
    expect(await screen.findByText('Trade settings saved')).toBeInTheDocument();
  });

  it('sends no value for smart ratio, and shows a refusal of the server under its field', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockSettingsApi({
      [`${API}/updateTradeSettings`]: {
        status: 400,
        body: envelope(
          [{ field: 'maxOpenPositions', message: 'Please enter a positive integer' }],
          40000,
          'Some fields are not valid, please check them',
        ),
      },
    });
    renderWithApp(<TradeSettingsCard />);
    await user.click(await screen.findByRole('radio', { name: /Smart ratio/ }));
    expect(screen.queryByLabelText('Ratio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(callsTo(fetchSpy, `${API}/updateTradeSettings`)).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, `${API}/updateTradeSettings`)[0]![1])).toEqual({
      copyType: 3,
      direction: 1,
      maxOpenPositions: '5',
      cancelMode: 'manual',
    });
    expect(await screen.findByText('Please enter a positive integer')).toBeInTheDocument();
  });
});
