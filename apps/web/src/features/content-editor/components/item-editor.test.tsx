import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption } from '@/testing/antd';
import {
  callsTo,
  envelope,
  mockFetch,
  sentBody,
  type MockAnswer,
  type MockRoute,
} from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { CLASS_TREE, contentFixture, fill, rowFixture, texts } from './editor-fixtures';
import { ItemEditor, type ItemTarget } from './item-editor';

const API = '/community/api';
const EMPTY = texts('');
/** A time to publish at that stays in the future. */
const LATER = Date.UTC(2099, 5, 1, 9, 30);

function mockEditor(
  routes: { save?: MockAnswer | MockRoute; content?: MockAnswer; upload?: MockRoute } = {},
) {
  let uploads = 0;
  return mockFetch({
    [`${API}/adminQueryContentTypes`]: { body: envelope(CLASS_TREE) },
    [`${API}/adminQueryContents`]: {
      body: envelope(
        [
          rowFixture({ contentId: 11, moduleCode: 'course', title: texts('风险管理', 'Risk management') }),
          rowFixture({
            contentId: 12,
            moduleCode: 'course',
            parentId: 11,
            title: texts('第一课', 'Lesson one'),
          }),
        ],
        10000,
        'ok',
        2,
      ),
    },
    [`${API}/adminQueryContent`]: routes.content ?? { status: 404, body: envelope([], 40400, 'Not found') },
    [`${API}/adminSaveContent`]: routes.save ?? { body: envelope([contentFixture({ contentId: 40 })]) },
    [`${API}/adminUploadContentFile`]:
      routes.upload ??
      ((_url, init) => {
        uploads += 1;
        const { fileName } = sentBody(init) as { fileName: string };
        const pdf = fileName.endsWith('.pdf');
        return {
          body: envelope([
            {
              fileName,
              url: `/cms/front/contentFile?id=${uploads}`,
              size: 2048,
              mime: pdf ? 'application/pdf' : 'image/png',
              kind: pdf ? 'document' : 'image',
            },
          ]),
        };
      }),
  });
}

const saves = (spy: ReturnType<typeof mockFetch>) =>
  callsTo(spy, `${API}/adminSaveContent`).map(([, init]) => sentBody(init));

async function openEditor(moduleCode: 'article' | 'course' | 'download', target: ItemTarget) {
  const onClose = vi.fn();
  renderWithApp(<ItemEditor moduleCode={moduleCode} target={target} onClose={onClose} />);
  await screen.findByLabelText('Title · Simplified Chinese');
  return onClose;
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe("the item editor of the site admin's content editor", () => {
  englishPageTest({ signedInAs: { isAdmin: true } });

  it("shows the server's field error under its field, on its language's tab", async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const spy = mockEditor({
      save: {
        status: 400,
        body: envelope(
          [
            { field: 'title.en_US', message: 'At most 120 characters' },
            { field: 'tags.1', message: 'A tag has 1 to 20 characters' },
          ],
          40000,
          'Please check the form',
        ),
      },
    });
    const onClose = await openEditor('article', { contentId: null });
    await fill(user, screen.getByLabelText('Title · Simplified Chinese'), '外汇入门');
    await user.click(saveButton());
    expect(await screen.findByText('At most 120 characters')).toBeInTheDocument();
    expect(screen.getByText('A tag has 1 to 20 characters')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    expect(saves(spy)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for the Chinese title and for a time when publishing at one, before anything is sent', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const spy = mockEditor();
    await openEditor('article', { contentId: null });
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.click(saveButton());
    expect(await screen.findByText('Please enter the Simplified Chinese title')).toBeInTheDocument();
    // The tab with the missing title is shown.
    expect(screen.getByRole('tab', { name: 'Simplified Chinese' })).toHaveAttribute('aria-selected', 'true');
    await fill(user, screen.getByLabelText('Title · Simplified Chinese'), '外汇入门');
    await user.click(screen.getByRole('radio', { name: 'Publish at a time' }));
    expect(await screen.findByLabelText('Publish time')).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Please choose the publish time')).toBeInTheDocument();
    expect(saves(spy)).toHaveLength(0);
  });

  it('saves a new lesson of a course with its texts, tags and class, published now', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const spy = mockEditor();
    const onClose = await openEditor('course', { contentId: null, typeId: 1 });
    await fill(user, screen.getByLabelText('Title · Simplified Chinese'), ' 止损的设置 ');
    await fill(user, screen.getByLabelText('Body (Markdown) · Simplified Chinese'), '# 止损\n先定风险。');
    // The preview follows the text.
    const preview = screen.getByRole('region', { name: 'Preview of Body (Markdown) · Simplified Chinese' });
    expect(within(preview).getByRole('heading', { name: '止损' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await fill(user, screen.getByLabelText('Title · English'), 'Setting a stop loss');
    // Only courses are offered, never a lesson.
    await user.click(screen.getByLabelText('Lesson of'));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
    await chooseOption(user, 'Lesson of', 'Risk management');
    await user.type(screen.getByLabelText('Tags'), '风险,');
    await user.click(screen.getByRole('radio', { name: 'Publish now' }));
    await user.click(saveButton());
    await waitFor(() => expect(saves(spy)).toHaveLength(1));
    expect(saves(spy)[0]).toEqual({
      moduleCode: 'course',
      typeId: 1,
      parentId: 11,
      sort: 0,
      title: texts('止损的设置', 'Setting a stop loss'),
      summary: EMPTY,
      body: texts('# 止损\n先定风险。'),
      seoTitle: EMPTY,
      seoDescription: EMPTY,
      cover: '',
      tags: ['风险'],
      attachments: [],
      publish: 'now',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps the time of a scheduled download and sends its download fields', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const item = contentFixture({
      contentId: 7,
      moduleCode: 'download',
      typeId: 3,
      state: 'scheduled',
      publishTime: LATER,
      title: texts('MT4 电脑版', 'MT4 for PC'),
      tags: [{ code: 'mt4', name: texts('平台', 'Platform') }],
      attachments: [
        { fileName: 'guide.pdf', url: '/cms/front/contentFile?id=2', size: 2048, mime: 'application/pdf' },
      ],
      platform: 'windows',
      version: '4.0',
      linkUrl: 'https://example.com/mt4.exe',
    });
    const spy = mockEditor({ content: { body: envelope([item]) } });
    await openEditor('download', { contentId: 7 });
    expect(screen.getByLabelText('Title · Simplified Chinese')).toHaveValue('MT4 电脑版');
    expect(screen.getByRole('radio', { name: 'Publish at a time' })).toBeChecked();
    const link = screen.getByLabelText('External link');
    await user.clear(link);
    await fill(user, link, 'ftp://example.com');
    await user.click(saveButton());
    expect(await screen.findByText('Please enter an address starting with http(s)://')).toBeInTheDocument();
    await user.clear(link);
    await fill(user, link, 'https://example.com/mt4-setup.exe');
    await user.click(saveButton());
    await waitFor(() => expect(saves(spy)).toHaveLength(1));
    expect(saves(spy)[0]).toMatchObject({
      contentId: 7,
      moduleCode: 'download',
      typeId: 3,
      tags: ['平台'],
      attachments: ['/cms/front/contentFile?id=2'],
      platform: 'windows',
      version: '4.0',
      linkUrl: 'https://example.com/mt4-setup.exe',
      publish: 'at',
      publishTime: LATER,
    });
  });

  it('uploads a cover, a PDF and a picture put where the cursor was in the body', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const spy = mockEditor();
    await openEditor('article', { contentId: null });
    await fill(user, screen.getByLabelText('Title · Simplified Chinese'), '图表');

    fireEvent.change(screen.getByTestId('cover-input'), {
      target: { files: [new File(['png'], 'cover.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('img', { name: 'Cover' })).toHaveAttribute(
      'src',
      '/cms/front/contentFile?id=1',
    );
    const [, upload] = callsTo(spy, `${API}/adminUploadContentFile`)[0]!;
    expect(sentBody(upload)).toEqual({
      fileName: 'cover.png',
      data: expect.stringMatching(/^data:image\/png;base64,/),
    });

    // Not an image: refused before anything is sent.
    fireEvent.change(screen.getByTestId('cover-input'), {
      target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Please choose a PNG, JPEG, GIF or WebP image')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('attachment-input'), {
      target: { files: [new File(['%PDF'], 'guide.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('link', { name: 'guide.pdf' })).toBeInTheDocument();

    const body = screen.getByLabelText<HTMLTextAreaElement>('Body (Markdown) · Simplified Chinese');
    await fill(user, body, 'Before after');
    body.setSelectionRange(7, 7);
    fireEvent.blur(body);
    fireEvent.change(screen.getByLabelText('Choose an image for Body (Markdown) · Simplified Chinese'), {
      target: { files: [new File(['png'], 'chart.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(body).toHaveValue('Before ![chart](/cms/front/contentFile?id=3)after'));

    await user.click(saveButton());
    await waitFor(() => expect(saves(spy)).toHaveLength(1));
    expect(saves(spy)[0]).toMatchObject({
      cover: '/cms/front/contentFile?id=1',
      attachments: ['/cms/front/contentFile?id=2'],
      body: texts('Before ![chart](/cms/front/contentFile?id=3)after'),
      publish: 'draft',
    });
  });
});
