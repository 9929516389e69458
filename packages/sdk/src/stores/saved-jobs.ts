import { atom, onMount, type ReadableAtom } from 'nanostores';
import { createSavedJobsApi, type SavedJobsParams } from '../api/saved-jobs';
import type { SavedPost } from '../contract/candidate';
import type { Page } from '../contract/envelope';
import { errorMessage } from '../rules/error-message';
import type { Session } from '../rules/session';
import type { ActionResult } from './async-state';
import type { SessionClient } from './session-client';

/** Shown when saving a post fails without a server message. */
export const MSG_SAVE_POST_FAILED = 'Không thể lưu việc làm';
/** Shown when unsaving a post fails without a server message. */
export const MSG_UNSAVE_POST_FAILED = 'Không thể bỏ lưu việc làm';

/** What the store knows of one post. */
export interface SavedJobState {
  /** Saved; while `pending`, the state the user asked for (optimistic). */
  saved: boolean;
  /** A save or unsave of the post is in flight. */
  pending: boolean;
}

/** The signed-in candidate's saved posts, shared by every screen that shows a save toggle. */
export interface SavedJobsStore {
  /**
   * Saved state by post id, from this client's saves and unsaves and from list and check answers.
   * A post missing here is as its own row says (`is_saved` of a search row or a detail): read it
   * as `$saved.get()[post.id]?.saved ?? post.is_saved`. Emptied when the user changes.
   */
  readonly $saved: ReadableAtom<Readonly<Record<number, SavedJobState>>>;
  /**
   * Saves a post (POST /api/saved-posts/save/): shown saved at once, rolled back if the request
   * fails, with 'Không thể lưu việc làm' or the server's text. While a request for the post is in
   * flight, another call answers with that request's result.
   */
  save(postId: number): Promise<ActionResult>;
  /** Unsaves a post, like {@link SavedJobsStore.save} ('Không thể bỏ lưu việc làm'). */
  unsave(postId: number): Promise<ActionResult>;
  /** GET /api/saved-posts/post/{id}/check/ into `$saved`; resolves with the saved state, throws on failure. */
  check(postId: number): Promise<boolean>;
  /** GET /api/saved-posts/: a page of saved posts (newest first), each recorded as saved; throws on failure. */
  list(params?: SavedJobsParams): Promise<Page<SavedPost>>;
}

/** What {@link createSavedJobsStore} needs from the client. */
export type SavedJobsClient = Pick<SessionClient, 'http' | '$session' | 'logger'>;

function userOf(session: Session): number | null {
  return session.status === 'authenticated' ? session.user.user_id : null;
}

/**
 * Creates the saved-jobs store of a client: one saved state per post for the job search's
 * cards, the job detail, the saved-jobs page and every other save toggle, so a change made on one
 * shows on all without reloading them. An answer never overrides a change made after its request
 * started, nor a change still in flight.
 *
 * @param client - A `createClient()` client.
 * @example
 * const savedJobs = createSavedJobsStore(client);
 * const result = await savedJobs.save(12);
 * if (!result.ok) toast.error(result.message);
 */
export function createSavedJobsStore(client: SavedJobsClient): SavedJobsStore {
  const api = createSavedJobsApi(client);
  const $saved = atom<Readonly<Record<number, SavedJobState>>>({});
  const inFlight = new Map<number, Promise<ActionResult>>();
  /** Sequence number of the last change per post, to tell answers older than a change. */
  const changedAt = new Map<number, number>();
  let sequence = 0;
  let user = userOf(client.$session.get());

  /** Catches up with the session: another user starts with nothing known and nothing in flight. */
  const followSession = () => {
    const next = userOf(client.$session.get());
    if (next === user) return;
    user = next;
    inFlight.clear();
    changedAt.clear();
    $saved.set({});
  };
  // Only a store someone reads follows the session (reading `$saved` mounts it for a moment);
  // actions catch up themselves before they look at the user.
  onMount($saved, () => {
    followSession();
    return client.$session.listen(followSession);
  });

  /** Whether `owner` is still the signed-in user (an answer for an earlier one is dropped). */
  const isStill = (owner: number | null) => {
    followSession();
    return owner === user;
  };

  const setPost = (postId: number, state: SavedJobState | undefined) => {
    const next = { ...$saved.get() };
    if (state) next[postId] = state;
    else delete next[postId];
    $saved.set(next);
  };

  /** Records answered states, except for posts changed since `since` (or still changing). */
  const record = (since: number, states: ReadonlyArray<readonly [number, boolean]>) => {
    const next = { ...$saved.get() };
    for (const [postId, saved] of states) {
      if (!inFlight.has(postId) && (changedAt.get(postId) ?? 0) <= since) next[postId] = { saved, pending: false };
    }
    $saved.set(next);
  };

  function change(postId: number, saved: boolean): Promise<ActionResult> {
    followSession();
    const running = inFlight.get(postId);
    if (running) return running;
    const owner = user;
    const before = $saved.get()[postId];
    changedAt.set(postId, ++sequence);
    setPost(postId, { saved, pending: true });
    const request = (saved ? api.save(postId) : api.unsave(postId)).then(
      (): ActionResult => {
        if (isStill(owner)) setPost(postId, { saved, pending: false });
        return { ok: true };
      },
      (error: unknown): ActionResult => {
        if (isStill(owner)) setPost(postId, before && { ...before, pending: false });
        client.logger.warn(`${saved ? 'saving' : 'unsaving'} post ${postId} failed`, error);
        return { ok: false, message: errorMessage(error, saved ? MSG_SAVE_POST_FAILED : MSG_UNSAVE_POST_FAILED), error };
      },
    );
    const settled = request.finally(() => {
      if (inFlight.get(postId) === settled) inFlight.delete(postId);
    });
    inFlight.set(postId, settled);
    return settled;
  }

  return {
    $saved,
    save: (postId) => change(postId, true),
    unsave: (postId) => change(postId, false),
    async check(postId) {
      followSession();
      const since = sequence;
      const owner = user;
      const { is_saved: saved } = await api.check(postId);
      if (isStill(owner)) record(since, [[postId, saved]]);
      return saved;
    },
    async list(params) {
      followSession();
      const since = sequence;
      const owner = user;
      const page = await api.list(params);
      if (isStill(owner)) record(since, page.results.map((row) => [row.post.id, true] as const));
      return page;
    },
  };
}

// The names before the feature took one name; `@alias` tells knip the second name is meant.
/** @deprecated Renamed {@link createSavedJobsStore} (the feature is called saved jobs in every layer). @alias */
export const createSavedPostsStore = createSavedJobsStore;
/** @deprecated Renamed {@link SavedJobsStore}. @alias */
export type SavedPostsStore = SavedJobsStore;
/** @deprecated Renamed {@link SavedJobsClient}. @alias */
export type SavedPostsClient = SavedJobsClient;
/** @deprecated Renamed {@link SavedJobState}. @alias */
export type SavedPostState = SavedJobState;
