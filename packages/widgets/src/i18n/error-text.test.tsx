import { ApiError, MSG_NO_CONNECTION, MSG_REQUEST_TIMEOUT, NetworkError } from '@jobhub/sdk';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useErrorText } from './error-text';
import { $widgetLocale, setWidgetLocale } from './widget-locale';

const offline = new NetworkError({ method: 'GET', url: '/api/posts/' });
const timedOut = new NetworkError({ method: 'GET', url: '/api/posts/', timeoutMs: 15_000 });
const refused = new ApiError({ method: 'GET', url: '/api/posts/', status: 400, data: { status: 400, message: 'Từ khóa quá dài' } });

afterEach(() => setWidgetLocale('vi'));

describe('useErrorText', () => {
  it('words the SDK’s network errors in the widgets’ language, and keeps any other message', async () => {
    const { result } = renderHook(() => useErrorText());
    expect(result.current({ error: offline, message: offline.userMessage! })).toBe(MSG_NO_CONNECTION);
    expect(result.current({ error: timedOut, message: timedOut.userMessage! })).toBe(MSG_REQUEST_TIMEOUT);

    setWidgetLocale('en');
    await waitFor(() => expect($widgetLocale.get()).toBe('en'));
    await waitFor(() => expect(result.current({ error: offline, message: '' })).toBe('Cannot connect to the server. Please check your internet connection.'));
    expect(result.current({ error: timedOut, message: '' })).toBe('The server is taking too long to answer. Please check your connection and try again.');
    // The server's own words (and a widget's fallback) are not the SDK's: they stay.
    expect(result.current({ error: refused, message: 'Từ khóa quá dài' })).toBe('Từ khóa quá dài');
    expect(result.current({ message: 'Could not load the fields' })).toBe('Could not load the fields');
  });
});
