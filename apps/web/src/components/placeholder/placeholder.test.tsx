import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyNote, Placeholder, PlaceholderBar } from './placeholder';

function lines(container: HTMLElement) {
  return Array.from(container.querySelectorAll('li')).map((line) => line.style.width);
}

describe('Placeholder', () => {
  it("draws antd Skeleton's defaults: a title at 38 % and three lines, the last at 61 %", () => {
    const { container } = render(<Placeholder />);
    const title = container.querySelector('ul')?.previousElementSibling as HTMLElement;
    expect(title.style.width).toBe('38%');
    expect(lines(container)).toEqual(['', '', '61%']);
  });

  it('draws a face of the given size with a title at 50 % and two full lines', () => {
    const { container } = render(<Placeholder avatar={{ size: 44 }} />);
    const face = container.querySelector('[data-placeholder] > span') as HTMLElement;
    expect(face.style.width).toBe('44px');
    expect(face.style.height).toBe('44px');
    expect(lines(container)).toEqual(['', '']);
  });

  it('takes the rows and the last line’s width it is given, without a title', () => {
    const { container } = render(<Placeholder title={false} paragraph={{ rows: 4, width: '100%' }} />);
    expect(container.querySelector('ul')?.previousElementSibling).toBeNull();
    expect(lines(container)).toEqual(['', '', '', '100%']);
  });

  it('is hidden from assistive technology', () => {
    const { container } = render(
      <>
        <Placeholder />
        <PlaceholderBar />
      </>,
    );
    const shapes = container.querySelectorAll('[data-placeholder]');
    expect(shapes).toHaveLength(2);
    shapes.forEach((shape) => expect(shape).toHaveAttribute('aria-hidden', 'true'));
  });
});

describe('EmptyNote', () => {
  it('shows the line, a picture and the next step under it', () => {
    render(
      <EmptyNote description="No traders yet">
        <a href="/square">Browse</a>
      </EmptyNote>,
    );
    const note = screen.getByText('No traders yet').parentElement as HTMLElement;
    expect(note.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Browse' })).toBeInTheDocument();
  });

  it('shows a picture it is given instead of the tray', () => {
    render(<EmptyNote description="Nothing here" image={<span data-testid="own" />} />);
    const note = screen.getByText('Nothing here').parentElement as HTMLElement;
    expect(note.querySelector('svg')).toBeNull();
    expect(note).toContainElement(screen.getByTestId('own'));
  });
});
