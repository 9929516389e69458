/** The employer's own job posts (API.md, Job posts: Employer). Rules: employer-posts.handlers.ts. */
import { confirmPost, createPost, deletePost, getOwnPost, listOwnPosts, togglePostStatus, updatePost } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { createEmployerPostsHandlers } from './employer-posts.handlers';
import { callerId } from '../caller';

/**
 * Registers create, update, delete, toggle, confirm, own list and own detail, employers only.
 * @example await app.register(employerPostsRoutes);
 */
export async function employerPostsRoutes(app: FastifyInstance) {
  const handlers = createEmployerPostsHandlers(app);
  const employer = { onRequest: app.requireRole('employer') };

  serveEndpoint(app, listOwnPosts, employer, async (request) => ({ status: 200, data: await handlers.list(callerId(request), request.query) }));

  serveEndpoint(app, getOwnPost, employer, async (request) => ({
    status: 200,
    data: await handlers.detail(callerId(request), request.params.id),
  }));

  serveEndpoint(app, createPost, employer, async (request) => {
    const { id } = await handlers.create(callerId(request), request.body);
    const data = await handlers.detail(callerId(request), id);
    return { status: 201, message: 'Đăng tin tuyển dụng thành công', data };
  });

  serveEndpoint(app, updatePost, employer, async (request) => {
    const { id } = await handlers.update(callerId(request), request.params.id, request.body);
    return { status: 200, message: 'Cập nhật tin tuyển dụng thành công', data: await handlers.detail(callerId(request), id) };
  });

  serveEndpoint(app, deletePost, employer, async (request) => {
    await handlers.remove(callerId(request), request.params.id);
    return { status: 200, message: 'Đã xóa tin tuyển dụng' };
  });

  serveEndpoint(app, confirmPost, employer, async (request) => ({
    status: 200,
    message: 'Đã xác nhận tin còn tuyển',
    data: await handlers.confirm(callerId(request), request.params.id),
  }));

  serveEndpoint(app, togglePostStatus, employer, async (request) => {
    const data = await handlers.toggle(callerId(request), request.params.id);
    return { status: 200, message: data.is_active ? 'Đã hiển thị tin tuyển dụng' : 'Đã ẩn tin tuyển dụng', data };
  });
}
