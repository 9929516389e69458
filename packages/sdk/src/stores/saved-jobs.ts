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
   * Saved state by post id: the one source every save toggle reads. It learns from this client's
   * saves and unsaves and from every answer loaded through the store (`list`, `check`, and the
   * searches, details and lists passed to `remember`). A post missing here has not been seen by
   * this client. Emptied when the user changes.
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
  /**
   * Runs a request whose answer carries posts with their `is_saved` (a search page, a job's
   * detail, a company's jobs, recommendations) and records those states, so the toggles shown
   * with the answer read the store alone. Resolves with the answer; throws as the request does.
   *
   * @param request - performs the request (called at once)
   * @param postsOf - the posts of the answer
   * @example
   * const page = await savedJobs.remember(() => jobs.search(query), (answer) => answer.results);
   */
  remember<T>(request: () => Promise<T>, postsOf: (answer: T) => ReadonlyArray<PostSavedState>): Promise<T>;
}

/** What an answer tells of one post's saved state (a post row or detail has both fields). */
export interface PostSavedState {
  id: number;
  is_saved: boolean;
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
  /**
   * Posts whose state this client set or the saved-posts endpoints told (`list`, `check`): a
   * search or detail row (`remember`) does not override them, so a toggle made here holds even
   * when a list answered from an older view of the post comes back.
   */
  const settledPosts = new Set<number>();
  let sequence = 0;
  let user = userOf(client.$session.get());

  /** Catches up with the session: another user starts with nothing known and nothing in flight. */
  const followSession = () => {
    const next = userOf(client.$session.get());
    if (next === user) return;
    user = next;
    inFlight.clear();
    changedAt.clear();
    settledPosts.clear();
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

  /**
   * Records answered states, except for posts changed since `since` (or still changing); an
   * answer from the saved-posts endpoints settles its posts, a row answer tells only unsettled ones.
   */
  const record = (since: number, states: ReadonlyArray<readonly [number, boolean]>, from: 'saved-posts' | 'rows') => {
    const known = $saved.get();
    const next = { ...known };
    let changed = false;
    for (const [postId, saved] of states) {
      if (inFlight.has(postId) || (changedAt.get(postId) ?? 0) > since) continue;
      if (from === 'rows' && settledPosts.has(postId)) continue;
      if (from === 'saved-posts') settledPosts.add(postId);
      if (known[postId]?.saved === saved) continue;
      next[postId] = { saved, pending: false };
      changed = true;
    }
    // An answer that tells nothing new (most searches) leaves the toggles on screen alone.
    if (changed) $saved.set(next);
  };

  function change(postId: number, saved: boolean): Promise<ActionResult> {
    followSession();
    const running = inFlight.get(postId);
    if (running) return running;
    const owner = user;
    const before = $saved.get()[postId];
    const wasSettled = settledPosts.has(postId);
    changedAt.set(postId, ++sequence);
    settledPosts.add(postId);
    setPost(postId, { saved, pending: true });
    const request = (saved ? api.save(postId) : api.unsave(postId)).then(
      (): ActionResult => {
        if (isStill(owner)) setPost(postId, { saved, pending: false });
        return { ok: true };
      },
      (error: unknown): ActionResult => {
        if (isStill(owner)) {
          setPost(postId, before && { ...before, pending: false });
          if (!wasSettled) settledPosts.delete(postId);
        }
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

  /** Runs `request` and records the states its answer tells, for the user it was asked for. */
  async function remember<T>(
    request: () => Promise<T>,
    statesOf: (answer: T) => ReadonlyArray<readonly [number, boolean]>,
    from: 'saved-posts' | 'rows',
  ): Promise<T> {
    followSession();
    const since = sequence;
    const owner = user;
    const answer = await request();
    if (isStill(owner)) record(since, statesOf(answer), from);
    return answer;
  }

  return {
    $saved,
    save: (postId) => change(postId, true),
    unsave: (postId) => change(postId, false),
    check: async (postId) => (await remember(() => api.check(postId), (answer) => [[postId, answer.is_saved]], 'saved-posts')).is_saved,
    list: (params) => remember(() => api.list(params), (page) => page.results.map((row) => [row.post.id, true] as const), 'saved-posts'),
    remember: (request, postsOf) => remember(request, (answer) => postsOf(answer).map((post) => [post.id, post.is_saved] as const), 'rows'),
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
