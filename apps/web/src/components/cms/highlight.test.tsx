import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight, splitByTerms } from './highlight';

describe('Highlight', () => {
  it('marks every occurrence of the terms whatever their case, and keeps the rest as text', () => {
    const { container } = render(<Highlight text="Pip value: a PIP on EURUSD" terms={['pip']} />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Pip', 'PIP']);
    expect(container.textContent).toBe('Pip value: a PIP on EURUSD');
  });

  it('takes regex characters in a term literally and never reads HTML from the text', () => {
    const { container } = render(
      <Highlight text="Margin (x100) <b>bold</b> and m.rgin" terms={['(x100)', 'm.rgin', '']} />,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      '(x100)',
      'm.rgin',
    ]);
    expect(container.querySelector('b')).toBeNull();
  });

  it('prefers the longer of two overlapping terms and marks Chinese words', () => {
    expect(splitByTerms('保证金水平与保证金', ['保证金', '保证金水平'])).toEqual([
      { text: '保证金水平', hit: true },
      { text: '与', hit: false },
      { text: '保证金', hit: true },
    ]);
    expect(splitByTerms('plain', [])).toEqual([{ text: 'plain', hit: false }]);
  });
});
