import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarSource, PersonAvatar } from './person-avatar';

const OWN = '/community/front/queryAvatar?userId=7&v=42';

describe('avatar pictures at the size they are shown', () => {
  it('asks our own avatars for the smallest side covering twice the size', () => {
    expect(avatarSource(OWN, 22)).toBe(`${OWN}&size=64`);
    expect(avatarSource(OWN, 32)).toBe(`${OWN}&size=64`);
    expect(avatarSource(OWN, 34)).toBe(`${OWN}&size=128`);
    expect(avatarSource(OWN, 64)).toBe(`${OWN}&size=128`);
    // Larger than the largest variant covers: the whole picture.
    expect(avatarSource(OWN, 84)).toBe(OWN);
  });

  it('leaves any other address as it is', () => {
    expect(avatarSource('https://cdn.example/a.png', 22)).toBe('https://cdn.example/a.png');
    expect(avatarSource('data:image/png;base64,AAAA', 22)).toBe('data:image/png;base64,AAAA');
    expect(avatarSource('/uploads/site/demo/a.svg', 22)).toBe('/uploads/site/demo/a.svg');
    expect(avatarSource('', 22)).toBe('');
    expect(avatarSource(null, 22)).toBe('');
  });

  it('draws the small picture, or the initial without one', () => {
    const { rerender } = render(<PersonAvatar name="Ann" image={OWN} size={36} />);
    expect(screen.getByRole('img', { name: 'Ann' })).toHaveAttribute('src', `${OWN}&size=128`);
    rerender(<PersonAvatar name="ann" image={null} size={36} />);
    expect(screen.getByText('A')).toBeInTheDocument();
  });

  it('falls back to the initial when the picture does not load', () => {
    render(<PersonAvatar name="Bea" image={OWN} size={36} />);
    fireEvent.error(screen.getByRole('img', { name: 'Bea' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('B')).toBeInTheDocument();
  });
});
