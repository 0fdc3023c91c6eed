import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/lib/paths';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { CMS, contentDetail, contentItem, detailRoute, infoRoute, listAnswer } from '../testing/cms-fixtures';
import { CourseListDetailRoute } from './course-list-detail';
import { CourseListHomeRoute } from './course-list-home';

const COURSE_ITEM = contentItem({
  contentId: 50,
  moduleCode: 'course',
  title: 'Forex in Four Lessons',
  summary: 'From the first pip to a sized position.',
  lessonCount: 4,
});

const LESSONS = [
  { contentId: 52, moduleCode: 'course', title: 'Lots and pip value', sort: 2 },
  { contentId: 51, moduleCode: 'course', title: 'Pips and quotes', sort: 1 },
  { contentId: 53, moduleCode: 'course', title: 'Margin', sort: 3 },
  { contentId: 54, moduleCode: 'course', title: 'Position sizing', sort: 4 },
];

const COURSE = contentDetail({
  ...COURSE_ITEM,
  body: 'What the course covers.',
  course: { contentId: 50, title: 'Forex in Four Lessons', lessons: LESSONS },
});

const LESSON = contentDetail({
  contentId: 52,
  moduleCode: 'course',
  parentId: 50,
  title: 'Lots and pip value',
  body: 'One standard lot of EURUSD is 100,000 EUR; a pip is worth 10 USD.',
  course: COURSE.course,
});

const DETAILS = detailRoute({ 50: COURSE, 52: LESSON });

function renderCourse(path: string) {
  return renderWithApp(<CourseListDetailRoute />, { route: PATHS.courseListDetail, path });
}

describe('the courses, for a visitor', () => {
  englishPageTest();

  it('lists the courses with their lesson counts and a hint to sign in', async () => {
    mockFetch({
      [CMS.info]: infoRoute({ course: { name: 'Courses' } }),
      [CMS.list]: listAnswer([COURSE_ITEM]),
    });
    renderWithApp(<CourseListHomeRoute />);
    const card = await screen.findByRole('link', { name: /Forex in Four Lessons/ });
    expect(card).toHaveAttribute('href', '/college/courseList/courseListDetail/50');
    expect(within(card).getByText('4 lessons')).toBeInTheDocument();
    expect(within(card).getByText('From the first pip to a sized position.')).toBeInTheDocument();
    expect(screen.getByText('Log in to keep track of your progress in each course.')).toBeInTheDocument();
  });

  it('shows an empty state without courses', async () => {
    mockFetch({ [CMS.info]: infoRoute({}), [CMS.list]: listAnswer([], 0) });
    renderWithApp(<CourseListHomeRoute />);
    expect(await screen.findByText('No courses yet')).toBeInTheDocument();
  });

  it('shows the intro and the lessons in order, and asks nothing of the progress calls', async () => {
    const spy = mockFetch({ [CMS.info]: infoRoute({}), [CMS.detail]: DETAILS });
    renderCourse('/college/courseList/courseListDetail/50');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forex in Four Lessons' }),
    ).toBeInTheDocument();
    expect(screen.getByText('What the course covers.')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Course contents' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Course introduction',
      '1Pips and quotes',
      '2Lots and pip value',
      '3Margin',
      '4Position sizing',
    ]);
    expect(within(contents).getByText('Log in to track your progress.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start the course/ })).toHaveAttribute(
      'href',
      '/college/courseList/courseListDetail/50?lesson=51',
    );
    expect(callsTo(spy, CMS.progress)).toHaveLength(0);
  });

  it('says an unknown course is not available', async () => {
    mockFetch({ [CMS.info]: infoRoute({}), [CMS.detail]: DETAILS });
    renderCourse('/college/courseList/courseListDetail/404');
    expect(await screen.findByText('This page is no longer available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the courses/ })).toHaveAttribute(
      'href',
      PATHS.courseListHome,
    );
  });
});

describe('the courses, for a signed-in reader', () => {
  englishPageTest({ signedInAs: {} });

  it("shows the reader's progress on the course card", async () => {
    mockFetch({
      [CMS.info]: infoRoute({}),
      [CMS.list]: listAnswer([COURSE_ITEM]),
      [CMS.progress]: { body: envelope([{ courseId: 50, lessonCount: 4, readLessonIds: [51, 52] }]) },
    });
    renderWithApp(<CourseListHomeRoute />);
    expect(await screen.findByText('2 of 4 lessons read')).toBeInTheDocument();
    expect(
      screen.queryByText('Log in to keep track of your progress in each course.'),
    ).not.toBeInTheDocument();
  });

  it('opens a lesson with its neighbours, marks it read and ticks it', async () => {
    let read: number[] = [51];
    const spy = mockFetch({
      [CMS.info]: infoRoute({}),
      [CMS.detail]: DETAILS,
      [CMS.progress]: () => ({ body: envelope([{ courseId: 50, lessonCount: 4, readLessonIds: read }]) }),
      [CMS.read]: () => {
        read = [51, 52];
        return { body: envelope([{ courseId: 50, lessonCount: 4, readLessonIds: read }]) };
      },
    });
    renderCourse('/college/courseList/courseListDetail/50?lesson=52');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lots and pip value' })).toBeInTheDocument();
    expect(screen.getByText(/One standard lot of EURUSD/)).toBeInTheDocument();
    expect(screen.getByText('Lesson 2 of 4')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Lesson navigation' });
    expect(within(nav).getByRole('link', { name: /Pips and quotes/ })).toHaveAttribute(
      'href',
      '/college/courseList/courseListDetail/50?lesson=51',
    );
    expect(within(nav).getByRole('link', { name: /Margin/ })).toHaveAttribute(
      'href',
      '/college/courseList/courseListDetail/50?lesson=53',
    );
    await waitFor(() => expect(callsTo(spy, CMS.read)).toHaveLength(1));
    expect(sentBody(callsTo(spy, CMS.read)[0]![1])).toEqual({ contentId: 52 });
    const contents = screen.getByRole('navigation', { name: 'Course contents' });
    expect(await within(contents).findByText('2 of 4 lessons read')).toBeInTheDocument();
    expect(within(contents).getAllByRole('img', { name: 'Read' })).toHaveLength(2);
  });

  it('sends a lesson opened by its own id to its course', async () => {
    mockFetch({
      [CMS.info]: infoRoute({}),
      [CMS.detail]: DETAILS,
      [CMS.progress]: { body: envelope([{ courseId: 50, lessonCount: 4, readLessonIds: [] }]) },
      [CMS.read]: { body: envelope([{ courseId: 50, lessonCount: 4, readLessonIds: [52] }]) },
    });
    const { router } = renderCourse('/college/courseList/courseListDetail/52');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lots and pip value' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/college/courseList/courseListDetail/50?lesson=52',
    );
  });
});
