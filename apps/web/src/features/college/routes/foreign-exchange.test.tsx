import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/lib/paths';
import { callsTo, mockFetch } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import {
  CMS,
  contentDetail,
  contentItem,
  detailRoute,
  infoRoute,
  listAnswer,
  typeNode,
} from '../testing/cms-fixtures';
import { ForeignExchangeDetailRoute } from './foreign-exchange-detail';
import { ForeignExchangeHomeRoute } from './foreign-exchange-home';

const entry = (contentId: number, title: string, indexLetter: string, typeId: number, summary = '') =>
  contentItem({
    contentId,
    moduleCode: 'encyclopedia',
    title,
    indexLetter,
    typeId,
    typeName: typeId === 7 ? 'Margin and leverage' : 'Forex basics',
    summary,
  });

const ENTRIES = [
  entry(41, 'Margin Level', 'M', 7, 'Equity divided by used margin, as a percentage.'),
  entry(40, 'Leverage', 'L', 7),
  entry(42, 'Margin', 'M', 7),
  entry(43, 'Pip', 'P', 6),
];

const INFO = infoRoute({
  encyclopedia: {
    name: 'Forex encyclopedia',
    classes: [
      typeNode({ typeId: 6, moduleCode: 'encyclopedia', name: 'Forex basics', itemCount: 1 }),
      typeNode({ typeId: 7, moduleCode: 'encyclopedia', name: 'Margin and leverage', itemCount: 3 }),
    ],
  },
});

/** The list call: the whole index (page size 100) or the filtered page. */
const LIST = (url: URL) => {
  const letter = url.searchParams.get('letter');
  const typeId = Number(url.searchParams.get('typeId'));
  return listAnswer(
    ENTRIES.filter((item) => (!letter || item.indexLetter === letter) && (!typeId || item.typeId === typeId)),
  );
};

describe('the forex encyclopedia', () => {
  englishPageTest();

  it('groups the entries by letter, with the letters that have entries enabled and the topics as tabs', async () => {
    mockFetch({ [CMS.info]: INFO, [CMS.list]: LIST });
    renderWithApp(<ForeignExchangeHomeRoute />, { path: PATHS.foreignExchangeHome });
    expect(await screen.findByRole('heading', { level: 2, name: 'M' })).toBeInTheDocument();
    expect(screen.getByText('4 terms')).toBeInTheDocument();
    const mGroup = screen.getByRole('region', { name: 'M' });
    expect(
      within(mGroup)
        .getAllByRole('link')
        .map((link) => link.querySelector('span')?.textContent),
    ).toEqual(['Margin', 'Margin Level']);
    expect(screen.getByText('Equity divided by used margin, as a percentage.')).toBeInTheDocument();
    const letters = screen.getByRole('navigation', { name: 'Browse A to Z' });
    await waitFor(() => expect(within(letters).getByRole('link', { name: 'P' })).toBeInTheDocument());
    expect(within(letters).queryByRole('link', { name: 'Z' })).not.toBeInTheDocument();
    const topics = screen.getByRole('navigation', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: /Margin and leverage/ })).toHaveAttribute(
      'href',
      '/college/foreignExchange/foreignExchangeHome?topic=7',
    );
  });

  it('asks for the letter and topic in the address, and enables only the topic’s letters', async () => {
    const spy = mockFetch({ [CMS.info]: INFO, [CMS.list]: LIST });
    renderWithApp(<ForeignExchangeHomeRoute />, { path: `${PATHS.foreignExchangeHome}?letter=M&topic=7` });
    expect(await screen.findByText('2 terms')).toBeInTheDocument();
    const filtered = callsTo(spy, CMS.list)
      .map(([url]) => new URL(url, 'http://localhost').searchParams)
      .find((query) => query.get('letter') === 'M');
    expect(filtered?.get('typeId')).toBe('7');
    const letters = screen.getByRole('navigation', { name: 'Browse A to Z' });
    await waitFor(() => expect(within(letters).getByRole('link', { name: 'L' })).toBeInTheDocument());
    expect(within(letters).queryByRole('link', { name: 'P' })).not.toBeInTheDocument();
    expect(within(letters).getByRole('link', { name: 'M' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows an empty state for a letter without entries', async () => {
    mockFetch({ [CMS.info]: INFO, [CMS.list]: LIST });
    renderWithApp(<ForeignExchangeHomeRoute />, { path: `${PATHS.foreignExchangeHome}?letter=Z` });
    expect(await screen.findByText('No terms match')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all terms' })).toHaveAttribute(
      'href',
      PATHS.foreignExchangeHome,
    );
  });

  it('shows an entry with its topic, the topic’s terms and the related terms', async () => {
    mockFetch({
      [CMS.info]: INFO,
      [CMS.list]: LIST,
      [CMS.detail]: detailRoute({
        41: contentDetail({
          ...ENTRIES[0],
          body: 'Margin level = Equity ÷ Margin × 100%',
          related: [entry(42, 'Margin', 'M', 7), entry(44, 'Stop Out', 'S', 7)],
        }),
      }),
    });
    renderWithApp(<ForeignExchangeDetailRoute />, {
      route: PATHS.foreignExchangeDetail,
      path: '/college/foreignExchange/foreignExchangeDetail/41',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Margin Level' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Margin and leverage' })).toHaveAttribute(
      'href',
      '/college/foreignExchange/foreignExchangeHome?topic=7',
    );
    expect(screen.getByRole('heading', { name: 'Related terms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Stop Out/ })).toHaveAttribute(
      'href',
      '/college/foreignExchange/foreignExchangeDetail/44',
    );
    const topic = screen.getByRole('navigation', { name: 'Terms in this topic' });
    expect(await within(topic).findByRole('link', { name: 'Leverage' })).toBeInTheDocument();
    expect(within(topic).getByRole('link', { name: 'Margin Level' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Margin Level - Acme Copy');
  });

  it('says an unknown entry is not available', async () => {
    mockFetch({ [CMS.info]: INFO, [CMS.detail]: detailRoute({}) });
    renderWithApp(<ForeignExchangeDetailRoute />, {
      route: PATHS.foreignExchangeDetail,
      path: '/college/foreignExchange/foreignExchangeDetail/9',
    });
    expect(await screen.findByText('This page is no longer available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the encyclopedia/ })).toBeInTheDocument();
  });
});
