import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, CompanyLogo } from './avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it('shows the picture with the given text alternative, decorative by default', () => {
    const { container, rerender } = render(<Avatar name="Công ty ABC" src="/logo.png" alt="Logo Công ty ABC" className="logo" size={56} />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/logo.png');
    expect(image.getAttribute('alt')).toBe('Logo Công ty ABC');
    expect(image.className).toBe('logo');
    expect(image.getAttribute('width')).toBe('56');
    rerender(<Avatar name="Công ty ABC" src="/logo.png" />);
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('shows the company’s distinctive letter on a decorative tile when there is no picture', () => {
    const { container } = render(<CompanyLogo name="công ty ABC" src={null} className="logo" />);
    const tile = container.querySelector('span')!;
    expect(tile.textContent).toBe('A');
    expect(tile.className).toBe('logo');
    expect(tile.hasAttribute('data-initials')).toBe(true);
    expect(tile.getAttribute('aria-hidden')).toBe('true');
  });

  it('gives two letters for people, one on request', () => {
    const { container, rerender } = render(<Avatar name="Nguyễn Văn An" />);
    expect(container.textContent).toBe('NA');
    rerender(<Avatar name="Nguyễn Văn An" letters={1} />);
    expect(container.textContent).toBe('N');
  });

  it('shows a company’s logo with its text alternative', () => {
    const { container } = render(<CompanyLogo name="Công ty TNHH Sao Việt" src="/uploads/logo.svg" alt="Logo Công ty TNHH Sao Việt" size={56} />);
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('Logo Công ty TNHH Sao Việt');
  });

  it('falls back to the initials when the picture fails to load, and tries a new picture again', () => {
    const { container, rerender } = render(<Avatar name="Bình" src="/broken.png" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('B');
    rerender(<Avatar name="Bình" src="/new.png" />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/new.png');
  });
});
