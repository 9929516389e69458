import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFrameBlocked } from './use-frame-blocked';

function Probe({ url }: { url: string | null }) {
  return <output>{useFrameBlocked(url) ? 'blocked' : 'shown'}</output>;
}

function violation(blockedURI: string) {
  const event = new Event('securitypolicyviolation');
  Object.defineProperty(event, 'blockedURI', { value: blockedURI });
  act(() => {
    document.dispatchEvent(event);
  });
}

describe('useFrameBlocked', () => {
  it('turns true when the CSP refuses to frame the blob URL, and only for that URL', () => {
    const { rerender } = render(<Probe url="blob:http://x/1" />);
    violation('https://other.example/');
    expect(screen.getByText('shown')).toBeTruthy();
    violation('blob');
    expect(screen.getByText('blocked')).toBeTruthy();
    rerender(<Probe url="blob:http://x/2" />);
    expect(screen.getByText('shown')).toBeTruthy();
  });
});
