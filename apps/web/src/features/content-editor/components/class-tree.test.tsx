import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
import { ClassTree } from './class-tree';
import { CLASS_TREE, fill, texts, typeFixture } from './editor-fixtures';

const API = '/community/api';

function mockClasses(answers: { save?: MockAnswer | MockRoute; remove?: MockAnswer | MockRoute } = {}) {
  return mockFetch({
    [`${API}/adminQueryContentTypes`]: { body: envelope(CLASS_TREE) },
    [`${API}/adminSaveContentType`]: answers.save ?? { body: envelope([typeFixture({ typeId: 9 })]) },
    [`${API}/adminSortContentTypes`]: { body: envelope(CLASS_TREE) },
    [`${API}/adminDeleteContentType`]: answers.remove ?? { body: envelope([{ id: 2 }]) },
  });
}

const bodiesOf = (spy: ReturnType<typeof mockFetch>, call: string) =>
  callsTo(spy, `${API}/${call}`).map(([, init]) => sentBody(init));

/** The open confirmation popup asking `question` (an earlier one may still be in the page, hidden). */
function confirmation(question: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole('tooltip').find((node) => node.textContent?.includes(question));
    if (!found) throw new Error(`no confirmation "${question}"`);
    return found;
  });
}

async function renderTree(onSelect = vi.fn()) {
  renderWithApp(<ClassTree moduleCode="article" selected={undefined} onSelect={onSelect} />);
  await screen.findByRole('button', { name: /^Basics/ });
  return onSelect;
}

describe("the class tree of the site admin's content editor", () => {
  englishPageTest({ signedInAs: { isAdmin: true } });

  it("shows each class in the reader's language with its count, a hidden one marked, subclasses under their class", async () => {
    mockClasses();
    await renderTree();
    const rows = screen.getAllByTestId('class-row');
    expect(rows.map((row) => within(row).getByRole('button', { pressed: false }).textContent)).toEqual([
      'Basics3',
      'First steps0',
      'Strategies0',
    ]);
    expect(within(rows[2]!).getByText('Hidden')).toBeInTheDocument();
    // Two levels of classes at most: a subclass offers no subclass of its own.
    expect(screen.getByRole('button', { name: 'Add a subclass under Basics' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Add a subclass under First steps' }),
    ).not.toBeInTheDocument();
  });

  it('adds a top class with its names side by side, and a subclass under its class', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const spy = mockClasses();
    await renderTree();
    await user.click(screen.getByRole('button', { name: 'Add class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a class' });
    // The Chinese name is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the Simplified Chinese name')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Name · Simplified Chinese'), ' 外汇入门 ');
    await fill(user, within(dialog).getByLabelText('Name · English'), 'Forex 101');
    await fill(user, within(dialog).getByLabelText('Description · Traditional Chinese'), '基礎概念');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(spy, 'adminSaveContentType')).toHaveLength(1));
    expect(bodiesOf(spy, 'adminSaveContentType')[0]).toEqual({
      parentId: null,
      moduleCode: 'article',
      name: texts('外汇入门', 'Forex 101'),
      description: texts('', '', '基礎概念'),
      visible: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add a subclass under Basics' }));
    const child = await screen.findByRole('dialog', { name: 'Add a subclass under Basics' });
    await fill(user, within(child).getByLabelText('Name · Simplified Chinese'), '图表');
    await user.click(within(child).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(spy, 'adminSaveContentType')).toHaveLength(2));
    expect(bodiesOf(spy, 'adminSaveContentType')[1]).toMatchObject({ parentId: 1, name: texts('图表') });
  });

  it("renames a class in the three languages and shows the server's field error under its field", async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    let calls = 0;
    const spy = mockClasses({
      save: () => {
        calls += 1;
        return calls === 1
          ? {
              status: 400,
              body: envelope(
                [{ field: 'name.en_US', message: 'At most 40 characters' }],
                40000,
                'Please check the form',
              ),
            }
          : { body: envelope([CLASS_TREE[0]]) };
      },
    });
    await renderTree();
    await user.click(screen.getByRole('button', { name: 'Edit Basics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit class' });
    expect(within(dialog).getByLabelText('Name · Simplified Chinese')).toHaveValue('基础知识');
    expect(within(dialog).getByLabelText('Name · Traditional Chinese')).toHaveValue('基礎知識');
    const english = within(dialog).getByLabelText('Name · English');
    await user.clear(english);
    await fill(user, english, 'Forex basics');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 40 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(spy, 'adminSaveContentType')[1]).toEqual({
      typeId: 1,
      moduleCode: 'article',
      name: texts('基础知识', 'Forex basics', '基礎知識'),
      description: texts(''),
      visible: true,
    });
  });

  it('hides a class and moves one with the new order of its siblings', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const spy = mockClasses();
    await renderTree();
    await user.click(screen.getByRole('switch', { name: 'Show Basics' }));
    await waitFor(() => expect(bodiesOf(spy, 'adminSaveContentType')).toHaveLength(1));
    expect(bodiesOf(spy, 'adminSaveContentType')[0]).toEqual({
      typeId: 1,
      moduleCode: 'article',
      name: CLASS_TREE[0]!.name,
      description: CLASS_TREE[0]!.description,
      visible: false,
    });
    expect(screen.getByRole('button', { name: 'Move Basics up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Basics down' }));
    await waitFor(() => expect(bodiesOf(spy, 'adminSortContentTypes')).toHaveLength(1));
    expect(bodiesOf(spy, 'adminSortContentTypes')[0]).toEqual({
      moduleCode: 'article',
      parentId: null,
      typeIds: [2, 1],
    });
  });

  it("deletes an empty class after a confirmation and shows the server's refusal for another", async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    let calls = 0;
    const spy = mockClasses({
      remove: () => {
        calls += 1;
        return calls === 1
          ? { body: envelope([{ id: 2 }]) }
          : { status: 409, body: envelope([], 40900, 'This class still holds items or classes') };
      },
    });
    await renderTree();
    await user.click(screen.getByRole('button', { name: 'Delete Strategies' }));
    await user.click(
      within(await confirmation('Delete the class Strategies?')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(bodiesOf(spy, 'adminDeleteContentType')).toEqual([{ typeId: 2 }]));
    expect(await screen.findByText('Class deleted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Basics' }));
    await user.click(
      within(await confirmation('Delete the class Basics?')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('This class still holds items or classes')).toBeInTheDocument();
    expect(bodiesOf(spy, 'adminDeleteContentType')).toEqual([{ typeId: 2 }, { typeId: 1 }]);
  });

  it('filters the items by the class chosen, and back to all', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    mockClasses();
    const onSelect = await renderTree();
    await user.click(screen.getByRole('button', { name: /^First steps/ }));
    expect(onSelect).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'All classes' }));
    expect(onSelect).toHaveBeenLastCalledWith(undefined);
  });
});
