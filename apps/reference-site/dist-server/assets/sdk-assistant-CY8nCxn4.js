import { atom } from "nanostores";
import * as z from "zod/mini";
import { J as PostRowSchema, I as IdSchema, K as ASSISTANT_MESSAGE_MAX, t as tooLong, L as ASSISTANT_TITLE_MAX, e as endpoint, b as envelope, M as MessageEnvelopeSchema, a as IdParamsSchema, c as callEndpoint, n as errorMessage } from "./sdk-CEZq98YD.js";
const MSG_ASSISTANT_EMPTY = "Vui lòng nhập câu hỏi";
const MSG_ASSISTANT_TITLE_EMPTY = "Vui lòng nhập tiêu đề";
const QuestionSchema = /* @__PURE__ */ z.string({ error: MSG_ASSISTANT_EMPTY }).check(z.trim(), z.minLength(1, MSG_ASSISTANT_EMPTY), z.maxLength(ASSISTANT_MESSAGE_MAX, /* @__PURE__ */ tooLong("Câu hỏi", ASSISTANT_MESSAGE_MAX)));
const TitleSchema = /* @__PURE__ */ z.string({ error: MSG_ASSISTANT_TITLE_EMPTY }).check(z.trim(), z.minLength(1, MSG_ASSISTANT_TITLE_EMPTY), z.maxLength(ASSISTANT_TITLE_MAX, /* @__PURE__ */ tooLong("Tiêu đề", ASSISTANT_TITLE_MAX)));
const AssistantSessionCreateBodySchema = /* @__PURE__ */ z.object({ title: z.optional(TitleSchema) });
const AssistantTitleBodySchema = /* @__PURE__ */ z.object({ title: TitleSchema });
const AssistantSendBodySchema = /* @__PURE__ */ z.object({
  message: QuestionSchema,
  session_id: z.optional(z.nullable(IdSchema))
});
const AssistantSessionSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  title: z.string(),
  preview: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string()
});
const AssistantMessageSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  post_ids: z.array(z.number()),
  created_at: z.string()
});
const AssistantSessionDetailSchema = /* @__PURE__ */ z.extend(AssistantSessionSchema, {
  messages: z.array(AssistantMessageSchema),
  jobs: z.array(PostRowSchema)
});
const AssistantReplySchema = /* @__PURE__ */ z.object({ session_id: z.number(), response: z.string() });
const AssistantStreamEventSchema = /* @__PURE__ */ z.union([
  z.object({ type: z.literal("session"), session_id: z.number(), title: z.string(), question_id: z.number() }),
  z.object({ type: z.literal("text"), text: z.string() }),
  z.object({ type: z.literal("jobs"), post_ids: z.array(z.number()), jobs: z.array(PostRowSchema) }),
  z.object({ type: z.literal("done"), message: AssistantMessageSchema }),
  z.object({ type: z.literal("error"), message: z.string() })
]);
const SessionEnvelopeSchema = /* @__PURE__ */ envelope(AssistantSessionSchema);
const listAssistantSessions = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/gemini-chat/sessions/",
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ z.array(AssistantSessionSchema)) }
});
const createAssistantSession = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/gemini-chat/sessions/create/",
  body: AssistantSessionCreateBodySchema,
  responses: { 201: SessionEnvelopeSchema }
});
const getAssistantSession = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/gemini-chat/sessions/:id/",
  params: IdParamsSchema,
  responses: { 200: /* @__PURE__ */ envelope(AssistantSessionDetailSchema) }
});
const renameAssistantSession = /* @__PURE__ */ endpoint({
  method: "PUT",
  path: "/api/gemini-chat/sessions/:id/update-title/",
  params: IdParamsSchema,
  body: AssistantTitleBodySchema,
  responses: { 200: SessionEnvelopeSchema }
});
const deleteAssistantSession = /* @__PURE__ */ endpoint({
  method: "DELETE",
  path: "/api/gemini-chat/sessions/:id/delete/",
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema }
});
const sendAssistantMessage = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/gemini-chat/send-message/",
  body: AssistantSendBodySchema,
  responses: { 200: /* @__PURE__ */ envelope(AssistantReplySchema) }
});
const streamAssistantMessage = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/gemini-chat/stream/",
  body: AssistantSendBodySchema,
  responses: { 200: AssistantStreamEventSchema }
});
async function* readServerSentEvents(body) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "";
  let data = [];
  try {
    for (; ; ) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
        if (end === buffer.length - 1 && buffer[end] === "\r") break;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + (buffer.startsWith("\r\n", end) ? 2 : 1));
        if (line === "") {
          if (data.length > 0) yield { event: event || "message", data: data.join("\n") };
          event = "";
          data = [];
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const rawValue = colon < 0 ? "" : line.slice(colon + 1);
        const fieldValue = rawValue.startsWith(" ") ? rawValue.slice(1) : rawValue;
        if (field === "event") event = fieldValue;
        else if (field === "data") data.push(fieldValue);
      }
    }
  } finally {
    await reader.cancel().catch(() => {
    });
  }
}
function createAssistantApi(client) {
  const { http } = client;
  return {
    sessions: async () => (await callEndpoint(http, listAssistantSessions, {})).data,
    create: async (title) => (await callEndpoint(http, createAssistantSession, { body: title === void 0 ? {} : { title } })).data,
    session: async (id) => (await callEndpoint(http, getAssistantSession, { params: { id } })).data,
    rename: async (id, title) => (await callEndpoint(http, renameAssistantSession, { params: { id }, body: { title } })).data,
    remove: async (id) => (await callEndpoint(http, deleteAssistantSession, { params: { id } })).message,
    send: async (body, signal) => (await callEndpoint(http, sendAssistantMessage, { body }, signal ? { signal } : {})).data,
    async *stream(body, signal) {
      const stream = await http.requestRaw(streamAssistantMessage.path, {
        method: streamAssistantMessage.method,
        body,
        signal,
        responseType: "stream",
        headers: { accept: "text/event-stream" }
      });
      for await (const { data } of readServerSentEvents(stream)) {
        const parsed = z.safeParse(AssistantStreamEventSchema, safeJson(data));
        if (parsed.success) yield parsed.data;
      }
    }
  };
}
function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
const MSG_ASSISTANT_SESSIONS_FAILED = "Không thể tải danh sách cuộc trò chuyện";
const MSG_ASSISTANT_SESSION_FAILED = "Không thể tải cuộc trò chuyện";
const MSG_ASSISTANT_ASK_FAILED = "Không thể gửi câu hỏi, vui lòng thử lại";
const MSG_ASSISTANT_RENAME_FAILED = "Không thể đổi tên cuộc trò chuyện";
const MSG_ASSISTANT_DELETE_FAILED = "Không thể xoá cuộc trò chuyện";
function userOf(session) {
  return session.status === "authenticated" ? session.user.user_id : null;
}
function previewOf(content) {
  const line = content.replace(/\s+/g, " ").trim();
  return line.length <= 120 ? line : `${line.slice(0, 119).trimEnd()}…`;
}
const EMPTY = { sessionId: null, messages: [], jobs: {} };
function createAssistantStore(client, api = createAssistantApi(client)) {
  const $sessions = atom({ status: "idle" });
  const $conversation = atom({ status: "ready", data: EMPTY });
  const $reply = atom({ status: "idle" });
  let user = userOf(client.$session.get());
  let generation = 0;
  let controller = null;
  const conversation = () => $conversation.get().data ?? EMPTY;
  const setConversation = (next) => $conversation.set({ status: "ready", data: next });
  function abortReply() {
    controller?.abort();
    controller = null;
    $reply.set({ status: "idle" });
  }
  client.$session.listen((session) => {
    const next = userOf(session);
    if (next === user) return;
    user = next;
    generation += 1;
    abortReply();
    $sessions.set({ status: "idle" });
    setConversation(EMPTY);
  });
  function touchSession(session) {
    const state = $sessions.get();
    const rest = (state.data ?? []).filter((row) => row.id !== session.id);
    $sessions.set({ status: "ready", data: [session, ...rest] });
  }
  function patchSession(id, patch) {
    const state = $sessions.get();
    if (!state.data?.some((row) => row.id === id)) return;
    $sessions.set({ status: "ready", data: state.data.map((row) => row.id === id ? { ...row, ...patch } : row) });
  }
  function appendMessage(message) {
    const current = conversation();
    setConversation({ ...current, messages: [...current.messages, message] });
  }
  return {
    $sessions,
    $conversation,
    $reply,
    async loadSessions() {
      const owner = user;
      $sessions.set({ status: "loading", data: $sessions.get().data });
      try {
        const rows = await api.sessions();
        if (owner === user) $sessions.set({ status: "ready", data: rows });
      } catch (error) {
        client.logger.warn("loading assistant sessions failed", error);
        if (owner === user) $sessions.set({ status: "error", error, message: errorMessage(error, MSG_ASSISTANT_SESSIONS_FAILED), data: $sessions.get().data });
      }
    },
    async open(sessionId) {
      abortReply();
      const mine = ++generation;
      $conversation.set({ status: "loading", data: { ...EMPTY, sessionId } });
      try {
        const detail = await api.session(sessionId);
        if (mine !== generation) return;
        setConversation({ sessionId: detail.id, messages: detail.messages, jobs: Object.fromEntries(detail.jobs.map((job) => [job.id, job])) });
      } catch (error) {
        if (mine !== generation) return;
        client.logger.warn(`opening assistant session ${sessionId} failed`, error);
        $conversation.set({ status: "error", error, message: errorMessage(error, MSG_ASSISTANT_SESSION_FAILED), data: { ...EMPTY, sessionId } });
      }
    },
    startNew() {
      abortReply();
      generation += 1;
      setConversation(EMPTY);
    },
    async ask(question) {
      if ($reply.get().status === "streaming") return { ok: false, message: MSG_ASSISTANT_ASK_FAILED };
      const mine = generation;
      const own = new AbortController();
      controller = own;
      const sessionId = conversation().sessionId;
      let text = "";
      const postIds = [];
      $reply.set({ status: "streaming", text, postIds });
      const current = () => mine === generation && controller === own;
      const fail = (error) => {
        if (text) appendMessage({ id: -client.now(), role: "assistant", content: text, post_ids: [...postIds], created_at: new Date(client.now()).toISOString() });
        $reply.set({ status: "error", text: "", postIds: [], error });
      };
      try {
        for await (const event of api.stream({ message: question, ...sessionId === null ? {} : { session_id: sessionId } }, own.signal)) {
          if (!current()) break;
          switch (event.type) {
            case "session": {
              const before = conversation();
              setConversation({ ...before, sessionId: event.session_id });
              appendMessage({ id: event.question_id, role: "user", content: question.trim(), post_ids: [], created_at: new Date(client.now()).toISOString() });
              const existing = $sessions.get().data?.find((row) => row.id === event.session_id);
              const now = new Date(client.now()).toISOString();
              touchSession({ ...existing ?? { id: event.session_id, created_at: now }, title: event.title, preview: question.trim(), updated_at: now });
              break;
            }
            case "text":
              text += event.text;
              $reply.set({ status: "streaming", text, postIds: [...postIds] });
              break;
            case "jobs": {
              postIds.push(...event.post_ids);
              const before = conversation();
              setConversation({ ...before, jobs: { ...before.jobs, ...Object.fromEntries(event.jobs.map((job) => [job.id, job])) } });
              $reply.set({ status: "streaming", text, postIds: [...postIds] });
              break;
            }
            case "done":
              appendMessage(event.message);
              patchSession(conversation().sessionId ?? -1, { preview: previewOf(event.message.content), updated_at: event.message.created_at });
              $reply.set({ status: "idle" });
              return { ok: true };
            case "error":
              fail(event.message);
              return { ok: false, message: event.message };
          }
        }
        if (current()) {
          fail(MSG_ASSISTANT_ASK_FAILED);
          return { ok: false, message: MSG_ASSISTANT_ASK_FAILED };
        }
        return { ok: true };
      } catch (error) {
        if (own.signal.aborted) return { ok: true };
        client.logger.warn("asking the assistant failed", error);
        const message = errorMessage(error, MSG_ASSISTANT_ASK_FAILED);
        if (current()) fail(message);
        return { ok: false, message, error };
      } finally {
        if (controller === own) controller = null;
      }
    },
    stop() {
      const reply = $reply.get();
      if (reply.status !== "streaming") return;
      abortReply();
      if (reply.text) {
        appendMessage({ id: -client.now(), role: "assistant", content: reply.text, post_ids: reply.postIds, created_at: new Date(client.now()).toISOString() });
      }
    },
    async rename(sessionId, title) {
      try {
        const session = await api.rename(sessionId, title);
        patchSession(sessionId, { title: session.title });
        return { ok: true };
      } catch (error) {
        return { ok: false, message: errorMessage(error, MSG_ASSISTANT_RENAME_FAILED), error };
      }
    },
    async remove(sessionId) {
      try {
        await api.remove(sessionId);
      } catch (error) {
        return { ok: false, message: errorMessage(error, MSG_ASSISTANT_DELETE_FAILED), error };
      }
      const state = $sessions.get();
      $sessions.set({ status: "ready", data: (state.data ?? []).filter((row) => row.id !== sessionId) });
      if (conversation().sessionId === sessionId) {
        abortReply();
        generation += 1;
        setConversation(EMPTY);
      }
      return { ok: true };
    }
  };
}
export {
  createAssistantStore as c
};
