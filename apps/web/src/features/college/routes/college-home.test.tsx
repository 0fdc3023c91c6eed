import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/lib/paths';
import { mockFetch } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderRoutes } from '@/testing/render';
import { CMS, contentItem, infoRoute, listRoute, typeNode } from '../testing/cms-fixtures';
import { CollegeHomeRoute } from './college-home';
import { CollegeLayoutRoute } from './college-layout';

function renderHome() {
  return renderRoutes(
    [
      {
        path: PATHS.college,
        element: <CollegeLayoutRoute />,
        children: [{ path: PATHS.collegeHome, element: <CollegeHomeRoute /> }],
      },
    ],
    { path: PATHS.collegeHome },
  );
}

const ENTRIES = [
  contentItem({ contentId: 40, moduleCode: 'encyclopedia', title: 'Leverage', indexLetter: 'L' }),
  contentItem({ contentId: 41, moduleCode: 'encyclopedia', title: 'Margin Level', indexLetter: 'M' }),
];

function modules(overrides: Record<string, object> = {}) {
  return infoRoute({
    article: {
      name: 'Trading articles',
      itemCount: 24,
      classes: [
        typeNode({ typeId: 2, name: 'Forex basics', itemCount: 8 }),
        typeNode({ typeId: 3, name: 'Risk management', description: 'Sizing and stops.', itemCount: 5 }),
      ],
    },
    course: { name: 'Courses', itemCount: 3 },
    encyclopedia: { name: 'Forex encyclopedia', itemCount: 60 },
    information: { name: 'Market news', shown: false },
    ...overrides,
  });
}

const lists = listRoute({
  article: [contentItem({ contentId: 11, title: 'What Is a Pip?' })],
  course: [
    contentItem({ contentId: 50, moduleCode: 'course', title: 'Forex in Seven Lessons', lessonCount: 7 }),
  ],
  encyclopedia: ENTRIES,
  information: [contentItem({ contentId: 70, moduleCode: 'information', title: 'Payrolls week ahead' })],
});

describe('the college home', () => {
  englishPageTest();

  it('shows the sections, the classes with counts, the latest articles, courses and the A-Z', async () => {
    mockFetch({ [CMS.info]: modules(), [CMS.list]: lists });
    renderHome();
    const nav = screen.getByRole('navigation', { name: 'Academy sections' });
    expect(await within(nav).findByRole('link', { name: /Trading articles/ })).toHaveAttribute(
      'href',
      '/college/articleList',
    );
    expect(within(nav).getByRole('link', { name: /Home/ })).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getByRole('heading', { level: 1, name: /Learn forex and copy trading/ }),
    ).toBeInTheDocument();
    expect(await screen.findByText('24')).toBeInTheDocument();

    const tile = await screen.findByRole('link', { name: /Risk management/ });
    expect(tile).toHaveAttribute('href', '/college/articleList/3');
    expect(within(tile).getByText('5 items')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /What Is a Pip\?/ })).toHaveAttribute(
      'href',
      '/college/articleDetail/11',
    );
    const course = await screen.findByRole('link', { name: /Forex in Seven Lessons/ });
    expect(within(course).getByText('7 lessons')).toBeInTheDocument();

    const letters = await screen.findByRole('navigation', { name: 'Browse A to Z' });
    expect(await within(letters).findByRole('link', { name: 'L' })).toHaveAttribute(
      'href',
      '/college/foreignExchange/foreignExchangeHome?letter=L',
    );
    expect(within(letters).queryByRole('link', { name: 'Q' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Margin Level' })).toHaveAttribute(
      'href',
      '/college/foreignExchange/foreignExchangeDetail/41',
    );
    // The information module is not shown on this site.
    expect(screen.queryByText('Payrolls week ahead')).not.toBeInTheDocument();
  });

  it('shows the latest information where the site shows the module', async () => {
    mockFetch({
      [CMS.info]: modules({ information: { name: 'Market news', shown: true } }),
      [CMS.list]: lists,
    });
    renderHome();
    expect(await screen.findByRole('link', { name: /Payrolls week ahead/ })).toHaveAttribute(
      'href',
      '/information/infomationDetail/70',
    );
  });

  it('says the academy is closed when the operator has switched it off', async () => {
    mockFetch({
      [CMS.info]: infoRoute({
        article: { shown: false },
        course: { shown: false },
        encyclopedia: { shown: false },
      }),
      [CMS.list]: lists,
    });
    renderHome();
    expect(await screen.findByText('The academy is not open yet')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
