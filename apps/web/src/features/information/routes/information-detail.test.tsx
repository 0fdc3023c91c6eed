import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/lib/paths';
import { callsTo, envelope } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { mockInformationApi, newsDetail } from '../testing/information-fixtures';
import { InformationDetailRoute } from './information-detail';

const renderDetail = (id: string) =>
  renderWithApp(<InformationDetailRoute />, {
    path: `/information/infomationDetail/${id}`,
    route: PATHS.infomationDetail,
  });

describe('/information/infomationDetail/:id', () => {
  englishPageTest();

  it('shows the news item with its breadcrumb, tags, next item and the risk notice', async () => {
    mockInformationApi();
    renderDetail('31');

    expect(
      await screen.findByRole('heading', { name: 'The week ahead: central banks in focus', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What to watch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Market news' })).toHaveAttribute('href', PATHS.information);
    expect(screen.getByRole('link', { name: '#Market analysis' })).toHaveAttribute(
      'href',
      '/information?tag=2',
    );
    expect(screen.getByRole('link', { name: /How the US payrolls report moves USD pairs/ })).toHaveAttribute(
      'href',
      '/information/infomationDetail/32',
    );
    expect(screen.getByRole('complementary', { name: 'Risk notice' })).toHaveTextContent(
      'Market news is commentary, not investment advice.',
    );
    await waitFor(() => expect(document.title).toBe('The week ahead: central banks in focus - Acme Copy'));
  });

  it('says a withdrawn item is no longer available, with a way back', async () => {
    mockInformationApi({ getContentByContentId: { status: 404, body: envelope([], 40400, 'Not found') } });
    renderDetail('77');
    expect(await screen.findByText('This page is no longer available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to market news/ })).toHaveAttribute(
      'href',
      PATHS.information,
    );
  });

  it('does not show another module under the news address', async () => {
    mockInformationApi({
      getContentByContentId: { body: envelope([newsDetail({ moduleCode: 'download' })]) },
    });
    renderDetail('31');
    expect(await screen.findByText('This page is no longer available')).toBeInTheDocument();
  });

  it('takes a malformed id for a missing item without asking the server', async () => {
    const fetchSpy = mockInformationApi();
    renderDetail('abc');
    expect(await screen.findByText('This page is no longer available')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/cms/front/getContentByContentId')).toHaveLength(0);
  });
});
