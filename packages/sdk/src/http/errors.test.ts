import { describe, expect, it } from 'vitest';
import { ApiError, AuthError, NetworkError, SdkError, ValidationError } from './errors';

describe('SDK errors', () => {
  it('ApiError reads like ofetch and parses the contract body', () => {
    const error = new ApiError({ method: 'get', url: '/api/post/9', status: 404, statusText: 'Not Found', data: { status: 404, message: 'Không tìm thấy' } });
    expect(error).toBeInstanceOf(SdkError);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('[GET] "/api/post/9": 404 Not Found');
    expect([error.code, error.status, error.userMessage]).toEqual(['api', 404, 'Không tìm thấy']);
    expect(error.fieldErrors).toEqual({});
  });

  it('ApiError keeps a body that is off the contract as raw data only', () => {
    const error = new ApiError({ method: 'POST', url: '/x', status: 502, data: '<html>' });
    expect(error.message).toBe('[POST] "/x": 502');
    expect([error.body, error.data, error.userMessage]).toEqual([undefined, '<html>', undefined]);
  });

  it('NetworkError, AuthError and ValidationError carry their user texts', () => {
    expect(new NetworkError({ method: 'GET', url: '/x', cause: 'offline' }).message).toBe('[GET] "/x": <no response>');
    expect(new AuthError().code).toBe('auth');
    expect(new ValidationError('Sai', { a: ['Sai'] })).toMatchObject({ code: 'validation', userMessage: 'Sai', fieldErrors: { a: ['Sai'] } });
    expect(new ValidationError('Sai').fieldErrors).toEqual({});
  });
});
