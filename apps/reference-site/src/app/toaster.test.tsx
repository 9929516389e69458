import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Toaster from './toaster';

describe('Toaster', () => {
  it('names its region in Vietnamese, with the shortcut that focuses it', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Thông báo Alt+T' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
  });
});
